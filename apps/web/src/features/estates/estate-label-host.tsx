// The estate label dialog, mounted at the app root; its code loads the first time it opens.
import { DialogWhenOpened } from '../../components/code-after-paint';
import { codeOnNeed } from '../../lib/code-on-need';
import { labelDialog } from './estate-label-store';

const code = codeOnNeed(() => import('./estate-label-dialog').then((m) => m.EstateLabelDialogView));

/** Rendered once at the app root (layout.tsx). */
export const EstateLabelDialog = () => (
  <DialogWhenOpened opened={labelDialog.useDialog().opened} code={code} />
);
