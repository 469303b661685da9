// Which of the bank dialogs is open (one at a time): the import on an asset (Cashflow's Import, ?import) or the
// bank link (the Overview's Link to Bank).
import { create } from 'zustand';
import type { ImportCounts } from './import-summary';

export const useImportDialog = create<{
  assetId: number | null;
  link: boolean;
  review: boolean;
  /** What the bank link's download brought, shown above the review. */
  synced: ImportCounts | null;
}>(() => ({ assetId: null, link: false, review: false, synced: null }));
/** The import on an asset; `review` opens at the review (after a bank download) rather than the file choice. */
export const openImport = (assetId: number, review = false, synced: ImportCounts | null = null) =>
  useImportDialog.setState({ assetId, link: false, review, synced });
export const openBankLink = () =>
  useImportDialog.setState({ assetId: null, link: true, review: false, synced: null });
export const closeImport = () =>
  useImportDialog.setState({ assetId: null, link: false, review: false, synced: null });
