// The licence dialog's switch (trial ended, or a licence bought ahead of time), in the estate core because both
// the save (a 402 answer) and the licence feature (which draws the dialog and reloads the estate) open it.
import { createDialogStore } from './dialog-store';

export const licenceDialog = createDialogStore<{ expired: boolean }>({ expired: true });
