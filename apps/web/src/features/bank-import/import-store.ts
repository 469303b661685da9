// Which asset the import dialog is open on (one at a time), from the Cashflow tab's Import button or ?import.
import { create } from 'zustand';

export const useImportDialog = create<{ assetId: number | null }>(() => ({ assetId: null }));
export const openImport = (assetId: number) => useImportDialog.setState({ assetId });
export const closeImport = () => useImportDialog.setState({ assetId: null });
