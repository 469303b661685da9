/** The pinned totals row's data: the tab's figures plus 'Total' in the first text column. Pure. */
import { sumCents } from '@probity/domain';
import type { GridColumn } from './types.ts';

/** Id of the totals row (never an item id: those are numbers). */
export const TOTALS_ROW_ID = 'totals';
export const TOTALS_LABEL = 'Total';

export function totalsRowData<T>(
  totals: Readonly<Record<string, unknown>> | null | undefined,
  columns: readonly GridColumn<T>[],
): T[] {
  if (!totals) return [];
  const label = columns.find((c) => c.kind === 'text' && !(c.field in totals));
  const row: Record<string, unknown> = { id: TOTALS_ROW_ID, ...totals };
  if (label) row[label.field] = TOTALS_LABEL;
  return [row as T];
}

/**
 * A tab's totals: the exact sum (domain `sumCents`) of each stored money column, less the `skip`ped ones
 * (running balances, targets that do not add up). Computed columns (`value`) are not summed.
 */
export function moneyTotals<T>(
  rows: readonly T[],
  columns: readonly GridColumn<T>[],
  skip: readonly string[] = [],
): Record<string, number> {
  const fields = columns
    .filter((c) => c.kind === 'money' && !c.value && !skip.includes(c.field))
    .map((c) => c.field);
  return sumCents(rows, fields);
}

/**
 * The totals of the rows a filter leaves shown: each total is the sum of its field over the rows, so the same
 * fields are summed again over the shown rows only. Null when there are no totals.
 */
export function shownTotals<T>(
  totals: Readonly<Record<string, unknown>> | null | undefined,
  shown: readonly T[],
): Record<string, number> | null {
  return totals ? sumCents(shown, Object.keys(totals) as (keyof T & string)[]) : null;
}
