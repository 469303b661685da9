/** Shared estate grid (AG Grid Community, loaded on need: ag-grid-lazy.ts): see estate-grid.tsx for what it does. */
export { preloadGrid } from './ag-grid-lazy.ts';

export { CARDS_BELOW_PX } from './card-layout.ts';
export { formatCell } from './cell-format.ts';
export { parseCellInput } from './cell-parse.ts';
export { EstateGrid } from './estate-grid.tsx';
export { downloadBlob, pdfFileName, renderPdf } from './pdf-export.ts';
export { buildPdfTable } from './pdf-table.ts';
export { MSG_SELECT_CARD_FIRST, msgSelectOnlyOne, type SelectionNeed, selectionBlock } from './selection.ts';
export { SelectionButton, type SelectionButtonProps } from './selection-button.tsx';
export { moneyTotals, TOTALS_LABEL, totalsRowData } from './totals-row.ts';
export type {
  ColumnKind,
  EditResult,
  EnumOption,
  EstateGridHandle,
  EstateGridProps,
  GridColumn,
  RowId,
} from './types.ts';
export { useColumnVisibility } from './use-column-visibility.ts';
export { useEstateGrid } from './use-estate-grid.ts';
