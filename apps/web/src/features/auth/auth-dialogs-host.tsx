// The sign-in and account dialogs, mounted at the app root; their code loads the first time one opens.
import { DialogWhenOpened } from '../../components/code-after-paint';
import { codeOnNeed } from '../../lib/code-on-need';
import { useAuthDialog } from './auth-dialog-store';

const code = codeOnNeed(() => import('./auth-dialogs').then((m) => m.AuthDialogsView));

/** Rendered once at the app root (layout.tsx). */
export const AuthDialogs = () => (
  <DialogWhenOpened opened={useAuthDialog((s) => s.kind !== null)} code={code} />
);
