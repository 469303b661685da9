// The Executor (Trustee) tab with its Table menu (loaded lazily by the estate shell).
export { ExecutorTab } from './executor-tab';
