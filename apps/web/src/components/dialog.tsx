// A Mantine Modal whose content carries a data-testid (Modal's own root is not a visible box, so tests could
// not wait on it), that gives the focus back to its opener however it goes away, and that is not drawn at all
// until it first opens (use-opened-once.ts).
import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useOpenedOnce } from './use-opened-once';

/**
 * Most dialogs are drawn open and removed on close, so Mantine never sees `opened` turn false and its focus
 * return does not run: the focus fell to the page's body. While open, remember what had the focus; once closed
 * or removed, give it back if nothing else took it.
 */
function useReturnFocus(opened: boolean) {
  useEffect(() => {
    if (!opened) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      // after the close transition's focus juggling
      setTimeout(() => {
        const now = document.activeElement;
        if (opener?.isConnected && (now === null || now === document.body)) opener.focus();
      }, 20);
    };
  }, [opened]);
}

export function Dialog({ testId, children, ...props }: ModalProps & { testId: string }) {
  useReturnFocus(props.opened);
  const drawn = useOpenedOnce(props.opened);
  // Not drawn while closed, a dialog that then opens is drawn closed once first, as when it was always there:
  // Mantine's focus return records the opener when `opened` turns true, not when a Modal mounts open.
  const [settled, setSettled] = useState(props.opened);
  useEffect(() => {
    if (drawn) setSettled(true);
  }, [drawn]);
  if (!drawn) return null;
  return (
    <Modal {...props} opened={props.opened && settled}>
      <div data-testid={testId}>{children}</div>
    </Modal>
  );
}
