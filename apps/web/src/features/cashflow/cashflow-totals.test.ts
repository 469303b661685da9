import { describe, expect, it } from 'vitest';
import type { CashRow } from './cashflow-rows';
import { cashTotals } from './cashflow-totals';

const row = (id: number, amount: number, balance: number | null): CashRow => ({
  id,
  date: '2026-10-01',
  asset: 1,
  assetName: 'Checking',
  kind: '',
  category: '',
  name: `t${id}`,
  itemName: '',
  check_num: null,
  amount,
  balance,
  status: 'Done',
  note: '',
});

describe('cashTotals', () => {
  it("sums one account's amounts to the cent and never its running balances", () => {
    const rows = [row(1, 10_001, 10_001), row(2, -2_550, 7_451), row(3, 99, 7_550)];
    expect(cashTotals(rows, 1)).toEqual({ amount: 7_550 });
  });
  it('has no totals in the All assets view', () => {
    expect(cashTotals([row(1, 500, null)], null)).toBeNull();
  });
});
