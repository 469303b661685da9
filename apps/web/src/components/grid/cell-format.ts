/** Stored value -> display text, by column kind; shared by the grid cells, the quick filter and the PDF. */
import { formatDisplayDate, formatMoney, formatPercent } from '@probity/domain';
import type { GridColumn } from './types.ts';

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

// One format per number of decimals: `toLocaleString` with options builds a new one for every cell it formats.
const numberFormats = new Map<number, Intl.NumberFormat>();
function numberFormat(decimals: number): Intl.NumberFormat {
  let f = numberFormats.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: decimals });
    numberFormats.set(decimals, f);
  }
  return f;
}

export function formatCell<T>(col: GridColumn<T>, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (col.kind) {
    case 'money':
      return isNum(value) ? formatMoney(value) : String(value);
    case 'percent':
      return isNum(value) ? formatPercent(value) : String(value);
    case 'number': {
      if (!isNum(value)) return String(value);
      return numberFormat(col.decimals ?? 2).format(value);
    }
    case 'date':
      return typeof value === 'string' ? formatDisplayDate(value) : String(value);
    case 'enum':
      return col.options?.find((o) => o.value === value)?.label ?? String(value);
    case 'boolean':
      return value ? 'Yes' : 'No';
    default:
      return String(value);
  }
}

/** Value columns (money, percent, number, date) are right-aligned and 10% wide. */
export const isValueKind = (kind: GridColumn<unknown>['kind']): boolean =>
  kind === 'money' || kind === 'percent' || kind === 'number' || kind === 'date';

export const isRightAligned = (kind: GridColumn<unknown>['kind']): boolean =>
  kind === 'money' || kind === 'percent' || kind === 'number';
