// A dialog opened from a Mantine Menu item opens only once the closing menu has handed the focus back to its
// button: opened earlier, that hand-back would pull the focus out of the dialog (breaking its focus trap), and
// the dialog would return the focus on close to a menu item that no longer exists. The timer covers a
// hand-back that never comes. Usage: `onFocus={menu.onTargetFocus}` on the Menu.Target's button and
// `onClick={() => menu.after(openDialog)}` on the item.
import { useRef } from 'react';

export function useAfterMenu() {
  const pending = useRef<(() => void) | null>(null);
  const onTargetFocus = () => {
    const run = pending.current;
    pending.current = null;
    run?.();
  };
  const after = (open: () => void) => {
    pending.current = open;
    window.setTimeout(onTargetFocus, 100);
  };
  return { onTargetFocus, after };
}
