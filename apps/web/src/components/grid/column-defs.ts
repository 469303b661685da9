/** Typed GridColumn list -> AG Grid column definitions (formatting, editors, filters). Pure. */

import { formatPercent, GRID_VALUE_COL_WIDTH_PERCENT, parseMoney, parsePercent } from '@probity/domain';
import type {
  ColDef,
  EditableCallbackParams,
  ICellRendererParams,
  ValueParserParams,
} from 'ag-grid-community';
import { headerTip } from '../../lib/glossary.ts';
import { formatCell, isRightAligned, isValueKind } from './cell-format.ts';
import { parseCellInput } from './cell-parse.ts';
import { SuggestCellEditor } from './suggest-cell-editor.tsx';
import type { GridColumn } from './types.ts';

/** What a value parser hands to onCellEditRequest when the input is refused (the edit is then dropped). */
export class InvalidEdit {
  constructor(readonly message: string) {}
}

export interface ColDefOptions {
  readOnly: boolean;
  /** Visible state per field (from the remembered column state). */
  visible: Readonly<Record<string, boolean>>;
  /** Anchors 2-digit years; injected so tests are deterministic. */
  today: () => string;
  /** Measured grid width in px (0 before the first measure). */
  gridWidth: number;
  /** The longest figure each money column shows, in characters (moneyChars): the column is never narrower. */
  moneyChars?: Readonly<Record<string, number>>;
}

/**
 * 10% of the grid for a value column, with a readable minimum on narrow screens ("$1,234,567.89",
 * "08-Sep-2026"). Widths live in the column definitions, not set afterwards through the API, so AG Grid
 * shares out the flex columns knowing them (setting them later left the grid wider than the screen).
 */
export function valueColumnWidth(
  kind: GridColumn<unknown>['kind'],
  gridWidth: number,
  header = '',
  chars = 0,
): number {
  const min = kind === 'date' ? 110 : kind === 'money' ? 112 : 100;
  return Math.max(
    min,
    headerWidth(header),
    figureWidth(chars),
    Math.round((gridWidth * GRID_VALUE_COL_WIDTH_PERCENT) / 100),
  );
}

/** Width that shows a figure of `chars` characters whole: 8 px a character at the grid's 13 px, and the padding. */
export const figureWidth = (chars: number): number => (chars > 0 ? chars * 8 + 20 : 0);

/**
 * The longest text each money column shows over these rows (and the totals row), in characters: from each
 * column's largest and smallest figure, so a pass over 6000 rows formats two values a column, not 6000.
 */
export function moneyChars<T>(
  columns: readonly GridColumn<T>[],
  rows: readonly T[],
  extra: readonly Record<string, unknown>[] = [],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const col of columns) {
    if (col.kind !== 'money') continue;
    let hi = 0;
    let lo = 0;
    const see = (v: unknown) => {
      if (typeof v !== 'number') return;
      if (v > hi) hi = v;
      if (v < lo) lo = v;
    };
    for (const row of rows) see(col.value ? col.value(row) : (row as Record<string, unknown>)[col.field]);
    for (const row of extra) see(row[col.field]);
    out[col.field] = Math.max(formatCell(col, hi).length, formatCell(col, lo).length);
  }
  return out;
}

/**
 * Width that shows a header whole: its text at 13 px (about 7.5 px a character, a little generous so capitals
 * fit), the cell padding, and room for the sort arrow and the filter icon shown on hover.
 */
export function headerWidth(header: string): number {
  return Math.ceil(header.length * 7.5) + 16 + 36;
}

const isoOfLocalDate = (d: Date): string =>
  `${d.getFullYear().toString().padStart(4, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Date filter compares ISO strings: no time zones involved. */
export function compareIsoToFilterDate(filterDate: Date, cell: unknown): number {
  if (typeof cell !== 'string' || cell === '') return -1;
  const f = isoOfLocalDate(filterDate);
  return cell < f ? -1 : cell > f ? 1 : 0;
}

function filterFor<T>(col: GridColumn<T>): Partial<ColDef<T>> {
  switch (col.kind) {
    case 'money':
      // The filter model stays in cents: typed "1,000" means 100000.
      return {
        filter: 'agNumberColumnFilter',
        filterParams: {
          allowedCharPattern: '\\d\\-\\.\\,\\$',
          numberParser: (text: string | null) => (text ? parseMoney(text) : null),
          numberFormatter: (v: number | null) => (v === null ? null : formatCell(col, v).replace('$', '')),
        },
      };
    case 'percent':
      return {
        filter: 'agNumberColumnFilter',
        filterParams: {
          allowedCharPattern: '\\d\\.\\%',
          numberParser: (text: string | null) => (text ? parsePercent(text) : null),
          numberFormatter: (v: number | null) => (v === null ? null : formatPercent(v, '')),
        },
      };
    case 'number':
      return { filter: 'agNumberColumnFilter' };
    case 'date':
      return { filter: 'agDateColumnFilter', filterParams: { comparator: compareIsoToFilterDate } };
    default:
      // Enum and boolean filter on the words the user sees.
      return {
        filter: 'agTextColumnFilter',
        filterValueGetter: (p) => formatCell(col, p.getValue(col.field)),
      };
  }
}

function editorFor<T>(col: GridColumn<T>): Partial<ColDef<T>> {
  switch (col.kind) {
    case 'boolean':
      // No checkbox in the totals row.
      return {
        cellRendererSelector: (p) =>
          p.node.rowPinned ? { component: () => null } : { component: 'agCheckboxCellRenderer' },
        cellEditor: 'agCheckboxCellEditor',
      };
    case 'enum':
      return {
        cellEditor: 'agSelectCellEditor',
        cellEditorParams: { values: col.options?.map((o) => o.value) ?? [] },
      };
    case 'text':
      if (col.suggestions)
        return { cellEditor: SuggestCellEditor, cellEditorParams: { suggestions: col.suggestions } };
      return { cellEditor: 'agTextCellEditor', cellEditorParams: { useFormatter: false } };
    default:
      // Start editing from the text the user sees ($1,234.56, 12.5%, 08-Sep-2026): the parser accepts it back.
      return { cellEditor: 'agTextCellEditor', cellEditorParams: { useFormatter: true } };
  }
}

export function buildColDef<T>(col: GridColumn<T>, opts: ColDefOptions): ColDef<T> {
  const { readOnly, today } = opts;
  const canEdit = !readOnly && !col.value && !!col.editable;
  // The pinned totals row is never edited.
  const editable = canEdit
    ? (p: EditableCallbackParams<T>) =>
        !!p.data && !p.node.rowPinned && (typeof col.editable === 'function' ? col.editable(p.data) : true)
    : false;
  const def: ColDef<T> = {
    colId: col.field,
    headerName: col.header,
    headerTooltip: headerTip(col.header, col.tooltip),
    cellDataType: false,
    hide: opts.visible[col.field] === false,
    lockVisible: !!col.lockVisible,
    editable,
    valueFormatter: (p) => formatCell(col, p.value),
    getQuickFilterText: (p) => formatCell(col, p.value),
    ...filterFor(col),
    ...editorFor(col),
  };
  if (col.value) {
    const get = col.value;
    // The totals row carries its figure under the field itself.
    def.valueGetter = (p) =>
      p.node?.rowPinned
        ? ((p.data as Record<string, unknown> | undefined)?.[col.field] ?? null)
        : p.data
          ? get(p.data)
          : null;
  } else {
    def.field = col.field as unknown as ColDef<T>['field'];
  }
  if (col.kind !== 'boolean') {
    def.valueParser = (p: ValueParserParams<T>) => {
      if (!p.data) return p.oldValue;
      const r = parseCellInput(col, p.newValue, p.data, today());
      return r.ok ? r.value : new InvalidEdit(r.error);
    };
  }
  if (col.renderCell) {
    const render = col.renderCell;
    def.cellRenderer = (p: ICellRendererParams<T>) =>
      p.data && !p.node.rowPinned
        ? render(p.value, p.data, formatCell(col, p.value))
        : formatCell(col, p.value);
  }
  if (col.kind === 'enum') {
    def.comparator = (a, b) => formatCell(col, a).localeCompare(formatCell(col, b));
  }
  if (isRightAligned(col.kind)) def.type = 'rightAligned';
  // Value columns take 10% of the grid each, or more for a long figure; text columns share the rest.
  // Every column is at least as wide as its header (no "Value at De...").
  if (col.width) def.width = Math.max(col.width, headerWidth(col.header));
  else if (isValueKind(col.kind))
    def.width = valueColumnWidth(col.kind, opts.gridWidth, col.header, opts.moneyChars?.[col.field]);
  else if (col.kind === 'boolean') def.width = Math.max(90, headerWidth(col.header));
  else {
    def.flex = 1;
    def.minWidth = Math.max(140, headerWidth(col.header));
  }
  if (col.pinned) def.pinned = col.pinned;
  return def;
}

/** The selection checkmark column and a vertical scrollbar, beside the grid's own columns. */
const GRID_CHROME_WIDTH = 44 + 16;

/**
 * The grid's columns. A grid whose shown columns need more than its width (at their least: a flex column at its
 * minimum) pins its money columns to the right, beside any pinned there already (Files), so no figure is ever
 * scrolled out of view or cut at the edge: the text columns scroll between (docs/design-system.md, Grids).
 */
export function buildColDefs<T>(columns: readonly GridColumn<T>[], opts: ColDefOptions): ColDef<T>[] {
  const defs = columns.map((c) => buildColDef(c, opts));
  const needed = defs.reduce(
    (sum, d) => sum + (d.hide ? 0 : (d.width ?? d.minWidth ?? 0)),
    GRID_CHROME_WIDTH,
  );
  if (opts.gridWidth > 0 && needed > opts.gridWidth)
    columns.forEach((c, i) => {
      if (c.kind === 'money' && !c.pinned) defs[i].pinned = 'right';
    });
  return defs;
}
