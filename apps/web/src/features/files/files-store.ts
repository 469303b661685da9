// Which files dialog is open: one at a time, opened from any grid, dialog or the Overview.
import { create } from 'zustand';
import type { FileTarget } from './files-api';

interface FilesDialogs {
  /** The Attached Files dialog of this target. */
  target: FileTarget | null;
  /** The Estate Files dialog. */
  estateFiles: boolean;
  /** The storage-limit dialog (code 501). */
  storageFull: boolean;
}

export const useFilesDialogs = create<FilesDialogs>(() => ({
  target: null,
  estateFiles: false,
  storageFull: false,
}));

export const openAttachedFiles = (target: FileTarget) => useFilesDialogs.setState({ target });
export const openEstateFiles = () => useFilesDialogs.setState({ estateFiles: true });
export const closeFilesDialogs = () => useFilesDialogs.setState({ target: null, estateFiles: false });
