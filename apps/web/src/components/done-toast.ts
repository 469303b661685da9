// The confirmation after an action that changed data: a short green toast naming what changed.
import { notifications } from '@mantine/notifications';
import { afterPaint } from '../lib/after-paint';

/**
 * Shown once the frame that draws the change has been painted: the toast's entry measures its own height, and
 * measured in the same task it forced a layout of the whole page (some 9 ms on a maximum estate's Cashflow)
 * before the new row could be drawn.
 */
export const showDone = (message: string): void => {
  afterPaint(() => notifications.show({ message, color: 'teal', withBorder: true }));
};
