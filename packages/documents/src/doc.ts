/** A document as the reports print it (title, caption, tables with totals, the declaration): the one model that the
 * screen, the PDF, the CSV and a published accounting's sealed copy all read. */
import { PDF_HEADER_MAX_CHARS, type Verification } from '@probity/domain';

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
  /** Starts on a page of its own (a signature page). */
  newPage?: boolean;
  /** The transactions each body row comes from (null: none), so a screen can open them (the tax worksheets). */
  sources?: (readonly number[] | null)[];
  /** What `sources` name: transactions (the default, opened in Cashflow) or one asset a row (opened in Assets). */
  sourceKind?: 'txacts' | 'asset';
  /** The cell of a row that opens its sources (0 unless said: a worksheet's lines name themselves in column 1). */
  linkColumn?: number;
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
