// The estate label dialog's request, opened from the home page's estates and the Decedent tab; the dialog's own
// code (estate-label-dialog.tsx) loads the first time it opens.
import { createDialogStore } from '../../estate/dialog-store';

export interface LabelRequest {
  initial: string;
  title?: string;
  estateId?: string;
  onSubmit: (label: string) => Promise<void> | void;
}

export const labelDialog = createDialogStore<LabelRequest | null>(null);
export const openEstateLabelDialog = (req: LabelRequest) => labelDialog.open(req);
