import { CAT, recompute, ZWorkingCopy } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { cashRows } from './cashflow-rows';

const f = ZWorkingCopy.parse({
  meta: { death_date: '1975-01-01' },
  dec: {},
  assets: [
    { id: 1, name: 'Bank', i_type: 14, val_death: 100_00 },
    { id: 2, name: 'Brokerage', i_type: 5, val_death: 50_00 },
  ],
  txacts: [
    { id: 3, asset: 1, cat: CAT.interest, i_type: 0, val: 1_00, date: '1976-01-01', name: 'old' },
    { id: 4, asset: 1, item: 2, cat: CAT.transfer, i_type: 1, val: 30_00, date: '2020-01-01', name: 'move' },
    { id: 5, asset: 1, cat: CAT.tax, i_type: 1, val: 2_00, date: null, name: 'plan' },
  ],
});
const d = recompute(f);

describe('Cashflow rows', () => {
  it('shows a transfer from the receiving asset with its own sign and balance', () => {
    const { rows } = cashRows(f, d, { assetId: 2, plans: true, older: true });
    expect(rows.map((r) => [r.name, r.amount, r.balance, r.itemName])).toEqual([
      ['move', 30_00, 80_00, 'Bank'],
    ]);
  });
  it('leaves older entries out until asked, and plans last or out', () => {
    const a = cashRows(f, d, { assetId: 1, plans: true, older: false });
    expect(a.olderCount).toBe(1);
    expect(a.rows.map((r) => [r.name, r.amount, r.balance, r.status])).toEqual([
      ['move', -30_00, 71_00, 'Done'],
      ['plan', -2_00, null, 'Planned'],
    ]);
    expect(cashRows(f, d, { assetId: null, plans: false, older: true }).rows.map((r) => r.name)).toEqual([
      'old',
      'move',
    ]);
  });
  it('gives no running balance in the All assets view, where two accounts interleave', () => {
    const all = cashRows(f, d, { assetId: null, plans: false, older: true }).rows;
    expect(all.map((r) => [r.name, r.assetName, r.balance])).toEqual([
      ['old', 'Bank', null],
      ['move', 'Bank', null],
    ]);
  });
  it('keeps the row object of an unchanged transaction, builds the changed one again, and follows the view', () => {
    const view = { assetId: 1, plans: true, older: true };
    const first = cashRows(f, d, view).rows;
    expect(cashRows(f, d, view).rows.every((r, i) => r === first[i])).toBe(true);
    // a new value for the transfer: a new transaction object, a new row; the others stay
    const g = { ...f, txacts: f.txacts.map((t) => (t.id === 4 ? { ...t, val: 40_00 } : t)) };
    const next = cashRows(g, recompute(g), view).rows;
    expect(next.map((r) => r === first[first.findIndex((o) => o.id === r.id)])).toEqual([true, false, true]);
    expect(next.find((r) => r.id === 4)?.amount).toBe(-40_00);
    // the same transaction seen from the receiving account, then from the sender again
    expect(cashRows(f, d, { ...view, assetId: 2 }).rows.map((r) => [r.amount, r.balance])).toEqual([
      [30_00, 80_00],
    ]);
    expect(cashRows(f, d, view).rows.find((r) => r.id === 4)).toMatchObject({
      amount: -30_00,
      balance: 71_00,
    });
  });
});
