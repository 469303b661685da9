// The confirmation after an action that changed data: a short green toast naming what changed.
import { notifications } from '@mantine/notifications';

export const showDone = (message: string): void => {
  notifications.show({ message, color: 'teal', withBorder: true });
};
