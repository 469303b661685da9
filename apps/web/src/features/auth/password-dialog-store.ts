// The password confirmation's request, opened from anywhere (deleting an estate, the account); the dialog's own
// code (password-dialog.tsx) loads the first time it opens.
import { createDialogStore } from '../../estate/dialog-store';

export interface PasswordRequest {
  title: string;
  text: string;
  confirmLabel: string;
  /** false: a constructive step (turning on two-factor), so the button is not red. */
  danger?: boolean;
  onConfirm: (password: string) => Promise<void>;
}

export const passwordDialog = createDialogStore<PasswordRequest | null>(null);
export const openPasswordDialog = (req: PasswordRequest) => passwordDialog.open(req);
