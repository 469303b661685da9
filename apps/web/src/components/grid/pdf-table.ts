/** What a PDF export prints: the grid's visible columns and its filtered, sorted rows, as display text. Pure. */

import { PDF_HEADER_MAX_CHARS, type Verification } from '@probity/domain';
import { formatCell, isRightAligned } from './cell-format.ts';
import type { GridColumn } from './types.ts';

export interface PdfColumn {
  header: string;
  align: 'left' | 'right';
}

export interface PdfTable {
  /** Page header, already cut to 80 characters. */
  title: string;
  columns: PdfColumn[];
  body: string[][];
}

/** One table of a document: an optional heading, its rows, and a totals row printed on its last page. */
export interface PdfSection {
  heading?: string;
  columns: PdfColumn[];
  body: string[][];
  foot?: string[];
  /** A money column whose running total is printed as 'Carried forward' where the table breaks across pages. */
  carryColumn?: number;
}

/** A document of several tables (the reports): a title and caption lines on every page, then the sections. */
export interface PdfDoc {
  title: string;
  caption?: string[];
  orientation?: 'portrait' | 'landscape';
  sections: PdfSection[];
  /** The fiduciary's declaration and the signature lines, after the last table (court reports). */
  verification?: Verification;
}

/** A PDF's header text is cut at 80 characters, so a long one cannot crowd the landscape letter page; '...' marks
 * the cut inside those 80. */
export function truncateHeader(text: string, max = PDF_HEADER_MAX_CHARS): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 3).trimEnd()}...`;
}

/**
 * @param columns visible columns in display order
 * @param rows rows after filter and sort, in display order
 * @param cellValue the cell value as the grid computes it (field or computed column)
 */
export function buildPdfTable<T>(
  title: string,
  columns: readonly GridColumn<T>[],
  rows: readonly T[],
  cellValue: (row: T, col: GridColumn<T>) => unknown,
): PdfTable {
  return {
    title: truncateHeader(title),
    columns: columns.map((c) => ({ header: c.header, align: isRightAligned(c.kind) ? 'right' : 'left' })),
    body: rows.map((r) => columns.map((c) => formatCell(c, cellValue(r, c)))),
  };
}

/** Default accessor: a computed column's function, else the field. */
export function columnValue<T>(row: T, col: GridColumn<T>): unknown {
  return col.value ? col.value(row) : row[col.field];
}
