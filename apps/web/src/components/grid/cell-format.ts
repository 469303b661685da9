/** Stored value -> display text, by column kind; shared by the grid cells, the quick filter and the PDF. */
import { formatDisplayDate, formatMoney, formatPercent } from '@probity/domain';
import type { GridColumn } from './types.ts';

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function formatCell<T>(col: GridColumn<T>, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (col.kind) {
    case 'money':
      return isNum(value) ? formatMoney(value) : String(value);
    case 'percent':
      return isNum(value) ? formatPercent(value) : String(value);
    case 'number': {
      if (!isNum(value)) return String(value);
      const decimals = col.decimals ?? 2;
      return value.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: decimals });
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
