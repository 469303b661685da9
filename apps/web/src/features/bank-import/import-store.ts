// Which of the bank dialogs is open (one at a time): the import on an asset (Cashflow's Import, ?import) or the
// bank link (the Overview's Link to Bank).
import { create } from 'zustand';

export const useImportDialog = create<{ assetId: number | null; link: boolean; review: boolean }>(() => ({
  assetId: null,
  link: false,
  review: false,
}));
/** The import on an asset; `review` opens at the review (after a bank download) rather than the file choice. */
export const openImport = (assetId: number, review = false) =>
  useImportDialog.setState({ assetId, link: false, review });
export const openBankLink = () => useImportDialog.setState({ assetId: null, link: true, review: false });
export const closeImport = () => useImportDialog.setState({ assetId: null, link: false, review: false });
