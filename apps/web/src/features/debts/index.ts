// The Debts tab (loaded lazily by the estate shell).
export { DebtsTab } from './debts-tab';
