// Assets worth $0.00 (issue 36): left out of the inventory and the property on hand unless asked for, with every
// total unchanged. Figures worked by hand below each estate.
import { describe, expect, it } from 'vitest';
import { ASSET_TYPE, CAT } from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import { estate } from '../test-kit.ts';
import { accountingReport } from './accounting.ts';
import { inventoryReport } from './inventory.ts';

// Checking $1,000.00 at death; an estate account opened after death ($0.00 at death) takes $600.00 from it, and
// an old phone was worth nothing at death. Personal property at death: 1,000.00 + 0 + 0 = $1,000.00; now:
// checking 400.00 + estate account 600.00 + phone 0 = $1,000.00.
const f = estate({
  assets: [
    { id: 1, name: 'Checking', i_type: ASSET_TYPE.deposit, val_death: 1_000_00 },
    { id: 2, name: 'Estate account', i_type: ASSET_TYPE.estateAccount, val_death: 0 },
    { id: 3, name: 'Old phone', i_type: ASSET_TYPE.otherPersonal, val_death: 0 },
  ],
  txacts: [{ id: 4, asset: 1, item: 2, cat: CAT.transfer, val: 600_00, date: '2026-02-01' }],
});

describe('the inventory leaves out assets valued $0.00 at death', () => {
  it('lists only the checking account, says two were left out with their sums, and keeps the totals', () => {
    const d = recompute(f);
    const r = inventoryReport(f, d);
    const g = r.groups[0];
    expect(g?.rows.map((x) => x.name)).toEqual(['Checking']);
    expect(g?.leftOut).toEqual({ count: 2, totals: { atDeath: 0, now: 600_00, basisAtDeath: 0 } });
    expect(g?.totals).toEqual({ atDeath: 1_000_00, now: 1_000_00, basisAtDeath: 1_000_00 });
    // Rows + left out = the total, column by column.
    expect((g?.rows[0]?.now ?? 0) + (g?.leftOut.totals.now ?? 0)).toBe(g?.totals.now);
    expect(r.assetTotals.atDeath).toBe(d.meta.gval_death - d.meta.refunds);
  });

  it('lists all three when asked, with the same totals and nothing left out', () => {
    const r = inventoryReport(f, recompute(f), null, { zeros: true });
    const g = r.groups[0];
    expect(g?.rows.map((x) => [x.name, x.atDeath, x.now])).toEqual([
      ['Checking', 1_000_00, 400_00],
      ['Estate account', 0, 600_00],
      ['Old phone', 0, 0],
    ]);
    expect(g?.leftOut.count).toBe(0);
    expect(g?.totals).toEqual({ atDeath: 1_000_00, now: 1_000_00, basisAtDeath: 1_000_00 });
  });
});

describe('the accounting lists property on hand worth $0.00 only when asked', () => {
  it('from death to March: on hand at the start 1,000.00 (checking), at the close 400.00 + 600.00', () => {
    const r = accountingReport(f, '2026-01-10', '2026-03-31');
    expect(r.onHandStart.map((x) => [x.name, x.amount])).toEqual([['Checking', 1_000_00]]);
    expect(r.onHandEnd.map((x) => [x.name, x.amount])).toEqual([
      ['Checking', 400_00],
      ['Estate account', 600_00],
    ]);
    const all = accountingReport(f, '2026-01-10', '2026-03-31', recompute(f), { zeros: true });
    expect(all.onHandStart.map((x) => [x.name, x.amount])).toEqual([
      ['Checking', 1_000_00],
      ['Estate account', 0],
      ['Old phone', 0],
    ]);
    expect(all.onHandEnd.map((x) => x.name)).toEqual(['Checking', 'Estate account', 'Old phone']);
    expect(all.totals).toEqual(r.totals);
    expect(all.totals.charges).toBe(1_000_00);
    expect(all.totals.credits).toBe(1_000_00);
  });
});
