// Save model: loading the open estate's working copy (src/estate), its dirty parts, saving, autosave and local
// backup.

export { autosaveIntervalMs } from './autosave-config';
export { AutosaveDialog } from './autosave-dialog';
export { hasNewEstateBackup, startBackupMirror } from './backup';
export { loadEstate, startNewEstate } from './load';
export {
  isSampleId,
  isStoredEstate,
  NEW_ESTATE_ID,
  pageMeta,
  prefetchEstate,
  prefetchSummary,
  takeSummary,
} from './prefetch';
export { RestoreDialog, useRestorePending } from './restore-dialog';
export { reloadEstate, saveEstate } from './save-actions';
export { SaveBar } from './save-bar';
export { selectIsDirty } from './store';
export { useAutosave, useLeaveWarning } from './use-autosave';
