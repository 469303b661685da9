// The confirmation after an action that changed data: a short green toast naming what changed.
import { notifications } from '@mantine/notifications';
import { afterPaint } from '../lib/after-paint';

/** The confirmation on screen, if any: a new one takes its place. */
let shown: string | null = null;

/**
 * Shown once the frame that draws the change has been painted: the toast's entry measures its own height, and
 * measured in the same task it forced a layout of the whole page (some 9 ms on a maximum estate's Cashflow)
 * before the new row could be drawn.
 *
 * One at a time: stacked under each other, two quick edits' confirmations reached down over Save and Revert on a
 * laptop and over the tab bar on a phone, where a tap on a tab then landed on a toast.
 */
export const showDone = (message: string): void => {
  afterPaint(() => {
    if (shown) notifications.hide(shown);
    shown = notifications.show({
      message,
      color: 'teal',
      withBorder: true,
      onClose: ({ id }) => {
        if (shown === id) shown = null;
      },
    });
  });
};
