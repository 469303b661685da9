// Cashflow tab, and the ledger core the other money tabs share (Facts from the working copy, memoized recompute,
// running operations with their confirmations, writing results back into the store).
export { CashflowTab } from './cashflow-tab';
export { applyFacts } from './ledger/apply';
export { currentFacts, derive, toFacts, useDerived, useFacts, useReadOnly } from './ledger/facts';
export { confirmDialog, runChain, runOp, showError } from './ledger/run-op';
export { useNames, useTerms } from './ledger/use-ledger-view';
export { openTxactDialog, TxactDialog } from './txact-dialog';
