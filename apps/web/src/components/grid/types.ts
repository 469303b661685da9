/** Public types of the shared estate grid. */
import type { ReactNode } from 'react';
import type { EmptyAction } from './empty-state.tsx';

export type RowId = string | number;

/** How a column's value is stored, shown, edited, filtered and exported. */
export type ColumnKind =
  | 'text' // string, up to 500 characters
  | 'money' // integer cents, shown $1,234.56
  | 'percent' // integer thousandths, shown 12.345%
  | 'number' // plain number >= 0 (mileage, hours)
  | 'date' // 'yyyy-mm-dd', shown dd-Mon-yyyy
  | 'enum' // id -> label
  | 'boolean';

export interface EnumOption {
  value: string | number;
  label: string;
}

export interface GridColumn<T> {
  /** Property of the row; also the column id, the persistence key and the `field` given to onCellEdit. */
  field: keyof T & string;
  header: string;
  kind: ColumnKind;
  /** Options for 'enum' columns. */
  options?: readonly EnumOption[];
  /** Values a 'text' column's editor offers while still taking new text (read when an edit starts). */
  suggestions?: () => readonly string[];
  /** Editable when the grid is not read-only; a function decides per row. Default false. */
  editable?: boolean | ((row: T) => boolean);
  /** Hidden until the user shows it from the Columns menu. */
  hidden?: boolean;
  /** Cannot be hidden (for example the name column). */
  lockVisible?: boolean;
  /** Empty input refused; a string gives the message (default 'Required'; dates 'Date required'). */
  required?: boolean | string;
  /** Allow negative amounts in 'money' and 'number' columns (by default >= 0; a signed amount or balance opts in). */
  allowNegative?: boolean;
  /** Decimals shown and accepted by 'number' columns (default 2). */
  decimals?: number;
  /** Bounds for 'date' columns, per row (ISO). */
  minDate?: (row: T) => string | null | undefined;
  maxDate?: (row: T) => string | null | undefined;
  /** Computed display value instead of row[field] (not editable). */
  value?: (row: T) => unknown;
  /** Fixed width in px; value columns (money, percent, number, date) default to 10% of the grid. */
  width?: number;
  pinned?: 'left' | 'right';
  /** Extra tooltip on the header. */
  tooltip?: string;
  /**
   * On a phone's card (below 600 px the grid is a list of cards): 'title' heads the card (default: the locked
   * name column), true shows the column as one of the card's key figures, 'aside' draws its renderCell beside
   * the card (a control of its own, such as the files paperclip).
   */
  card?: 'title' | true | 'aside';
  /** A control of its own (the files paperclip, the notice's status), not a value: left out of PDF exports. */
  control?: true;
  /** Custom cell content (icons, links); filters, sorting and the PDF still use the formatted value. */
  renderCell?: (value: unknown, row: T, formatted: string) => ReactNode;
}

/** What onCellEdit and onDelete answer: an error message to show, or nothing when accepted. */
// biome-ignore lint/suspicious/noConfusingVoidType: lets a plain `(…) => { update(); }` handler accept the edit.
export type EditResult = string | null | undefined | void;

export interface EstateGridProps<T> {
  /** Stable id of this grid ('assets', 'debts', 'contacts'...), part of the remembered column state. */
  gridId: string;
  /** Signed-in user id; column visibility is remembered per user and grid. */
  userId?: string | number | null;
  rows: readonly T[];
  /** Keep this array stable (module constant or useMemo); a new array rebuilds the columns. */
  columns: readonly GridColumn<T>[];
  /** Row id; default row.id. */
  getRowId?: (row: T) => RowId;
  /** View-only estates and the Sample estate: no editing, no delete. */
  readOnly?: boolean;
  /** Message shown when an edit is tried in read-only mode (default: no permission). */
  readOnlyMessage?: string;
  /**
   * A parsed, validated edit. The grid never changes `rows` itself: accept by updating your rows
   * (a new array with a new object for that row), refuse by returning the message to show.
   */
  onCellEdit?: (rowId: RowId, field: string, value: unknown, row: T) => EditResult;
  /** Delete after confirmation; returning a message refuses. Without it there is no Delete button. */
  onDelete?: (ids: RowId[], rows: T[]) => EditResult | Promise<EditResult>;
  /** Confirmation text for deleting these rows (default 'Delete the selected items?'). */
  deleteConfirmText?: (rows: T[]) => ReactNode;
  /** Select and scroll to this row once it is in `rows`. */
  itemId?: RowId | null;
  /** Default PDF title (also the file name). */
  title?: string;
  /** Extra toolbar content (tab actions such as Add, Sell...). */
  toolbar?: ReactNode;
  /** Fires with the selected ids whenever the selection changes. */
  onSelectionChange?: (ids: RowId[]) => void;
  /** CSS max height of the whole grid (toolbar included); default '75vh'. */
  maxHeight?: string;
  /** Shown when there are no rows: one sentence on what the tab is for (docs/design-system.md, Empty states). */
  emptyText?: string;
  /** The tab's first action, as a button under emptyText (left out on read-only estates). */
  emptyAction?: EmptyAction;
  /**
   * Figures of the pinned totals row by field (integer cents from the domain's `sumCents`, never a float sum);
   * null or absent: no totals row. The first text column reads 'Total'.
   */
  totals?: Readonly<Record<string, unknown>> | null;
  /**
   * The tab's own edit dialog for a row (Cashflow, Distributions): a tapped card opens it. Without it a card
   * opens the grid's editor of the row's editable columns, which commits through onCellEdit like a cell edit.
   * Answering false leaves that row to the card editor (Debts opens only its executor-expense rows itself).
   */
  onOpenItem?: (row: T) => unknown;
  /** CSS class per row. */
  rowClass?: (row: T) => string | undefined;
  /**
   * A settled row's word ("Sold", "Paid"...), from the domain's derived values: the row is drawn muted with the
   * word in a badge beside its title, in the rows and on the cards. null or undefined: a live row.
   */
  rowBadge?: (row: T) => string | null | undefined;
  /** Called once, when the rows can be read (AG Grid's first rows drawn; at once for cards and for no rows), e.g.
   *  to export a PDF requested by the URL. */
  onReady?: (grid: EstateGridHandle<T>) => void;
}

/** Imperative handle (ref) for tab actions. */
export interface EstateGridHandle<T> {
  /** Selected rows, or null after showing 'First select an item...'. */
  requireSelection: () => T[] | null;
  getSelectedIds: () => RowId[];
  getSelectedRows: () => T[];
  selectIds: (ids: readonly RowId[], scroll?: boolean) => void;
  /** Confirm, then call onDelete with the selected ids (asks for a selection first). */
  deleteSelected: () => void;
  /** PDF of the visible columns and the filtered, sorted rows; also downloads when `download`. */
  exportPdf: (title?: string, download?: boolean) => Promise<Blob>;
  /** Show a message in the grid's message bar (errors from tab actions). */
  showMessage: (text: string | null) => void;
  setQuickFilter: (text: string) => void;
}
