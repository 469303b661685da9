// Cashflow tab and its transaction dialogs (the engine bridge the money tabs share lives in src/estate).
export { CashflowTab } from './cashflow-tab';
export { openTxactDialog, TxactDialog } from './txact-dialog';
