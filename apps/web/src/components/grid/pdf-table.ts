/** What a PDF export prints: the grid's visible columns and its filtered, sorted rows, as display text. Pure. */

import { type PdfTable, truncateHeader } from '@probity/documents';
import { formatCell, isRightAligned } from './cell-format.ts';
import type { GridColumn } from './types.ts';

/**
 * @param columns visible columns in display order (control columns, which hold no value, are left out)
 * @param rows rows after filter and sort, in display order
 * @param cellValue the cell value as the grid computes it (field or computed column)
 */
export function buildPdfTable<T>(
  title: string,
  columns: readonly GridColumn<T>[],
  rows: readonly T[],
  cellValue: (row: T, col: GridColumn<T>) => unknown,
): PdfTable {
  const printed = columns.filter((c) => !c.control);
  return {
    title: truncateHeader(title),
    columns: printed.map((c) => ({ header: c.header, align: isRightAligned(c.kind) ? 'right' : 'left' })),
    body: rows.map((r) => printed.map((c) => formatCell(c, cellValue(r, c)))),
  };
}

/** Default accessor: a computed column's function, else the field. */
export function columnValue<T>(row: T, col: GridColumn<T>): unknown {
  return col.value ? col.value(row) : row[col.field];
}
