// The Executor (Trustee) tab with its Contacts, Expenses and Time Log sub-tabs (loaded lazily by the estate shell).
export { ExecutorTab } from './executor-tab';
