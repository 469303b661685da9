// The open estate, below every feature (docs/architecture.md, "The web estate core"): its typed working copy and store,
// the engine's view of it (Facts and derived values), the one bridge that runs operations on it, the confirmation
// dialog and the way dialogs are opened.
export { type ConfirmOptions, confirmDialog } from '../components/confirm-dialog';
export { createDialogStore } from './dialog-store';
export { settleDownloads, takeDownloads } from './downloads';
export { useReadOnly, useTerms } from './estate-view';
export {
  currentFacts,
  derivedOf,
  factsOf,
  primeEngineBridge,
  useDerived,
  useFacts,
  useFactsWhileOpen,
} from './facts';
export {
  cellEdit,
  errorsToCaller,
  finishLater,
  type OpFn,
  type RunOptions,
  type RunResult,
  runChain,
  runOp,
  runOpNow,
} from './run-op';
export { type EstateState, selectCanSave, useEstateStore } from './store';
export { applyTaskResult, currentTaskEstate, taskMessage, useTaskEstate } from './task-state';
export { licenceDialog } from './trial-dialog';
export {
  type Changes,
  type EstateMode,
  emptyChanges,
  emptyLists,
  LIST_PARTS,
  type ListPart,
  PARTS,
  type Part,
  type RawItem,
  type RawWorkingCopy,
  type WorkingCopy,
} from './working-copy';
