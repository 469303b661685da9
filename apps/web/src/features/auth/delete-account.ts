// Deleting the account (and every estate it owns) after the password: from the user menu and the account page.
import { notifications } from '@mantine/notifications';
import { deleteWithPassword } from './api';
import { openPasswordDialog } from './password-dialog-store';

export const openDeleteAccount = (onDeleted: () => void) =>
  openPasswordDialog({
    title: 'Delete your account',
    text: 'This deletes your account and every estate you own, for good. Estates shared with you are not affected.',
    confirmLabel: 'Delete my account',
    onConfirm: async (password) => {
      await deleteWithPassword(password);
      notifications.show({ message: 'Your account has been deleted.', color: 'gray' });
      onDeleted();
    },
  });
