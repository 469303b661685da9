// The password confirmation, mounted at the app root; its code loads the first time it opens.
import { DialogWhenOpened } from '../../components/code-after-paint';
import { codeOnNeed } from '../../lib/code-on-need';
import { passwordDialog } from './password-dialog-store';

const code = codeOnNeed(() => import('./password-dialog').then((m) => m.PasswordDialogView));

/** Rendered once at the app root (layout.tsx). */
export const PasswordDialog = () => (
  <DialogWhenOpened opened={passwordDialog.useDialog().opened} code={code} />
);
