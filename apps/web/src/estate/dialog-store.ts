// The one way to open a dialog: a store per dialog (or per tab's set of dialogs), opened from anywhere (a toolbar, a
// grid, another tab) with what it is to show. `opening` counts the openings so the dialog can start a fresh form
// each time; closing keeps the arguments, which the closing animation still shows.
import { useEffect } from 'react';
import { create } from 'zustand';

interface DialogState<A> {
  opened: boolean;
  args: A;
  opening: number;
}

export function createDialogStore<A>(initial: A) {
  const useStore = create<DialogState<A>>(() => ({ opened: false, args: initial, opening: 0 }));
  const close = () => useStore.setState({ opened: false });
  return {
    open: (args: A) => useStore.setState((s) => ({ opened: true, args, opening: s.opening + 1 })),
    close,
    /** For the dialog itself: its state, and `props` that open and close its FormDialog. */
    useDialog: () => {
      const s = useStore();
      return { ...s, props: { opened: s.opened, onClose: close } };
    },
    /** For a tab that shows its own dialogs: the open one's arguments, or null; leaving the tab closes it. */
    useOpen: (): A | null => {
      const s = useStore();
      useEffect(() => close, []);
      return s.opened ? s.args : null;
    },
  };
}
