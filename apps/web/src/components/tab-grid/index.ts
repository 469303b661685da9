// What the tabs around an EstateGrid share: the grid's wiring to the estate and page, the summary line, enum
// columns from domain tables, and the Edit / Mark Done pair of the transaction grids.
export { EditDoneButtons } from './edit-done-buttons';
export { enumColumn } from './enum-column';
export { IncludeOlder, SummaryBar, useOlderEntries } from './summary-bar';
export { useTabGrid } from './use-tab-grid';
