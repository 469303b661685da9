// The Cashflow grid's totals row. In one account's view the amounts are that account's signed changes, so their
// sum is the account's net change over the rows shown (done and, when included, planned). In the All assets view
// each amount is signed for its own account and a transfer shows only its source side: their sum is no figure of
// anything (neither an account's change nor the estate's), so that view has no totals row rather than a
// misleading one. A running balance never adds up: the Balance column has no total.
import { sumCents } from '@probity/domain';
import type { CashRow } from './cashflow-rows';

export function cashTotals(rows: readonly CashRow[], assetId: number | null): Record<string, number> | null {
  return assetId === null ? null : sumCents(rows, ['amount']);
}
