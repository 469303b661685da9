import { describe, expect, it } from 'vitest';
import { ASSET_TYPE, CAT } from '../enums.ts';
import { scenarioEstate } from '../fixtures/scenario-estate.ts';
import { recompute } from '../ledger/recompute.ts';
import { estate } from '../test-kit.ts';
import { inventoryReport } from './inventory.ts';

describe('inventory report', () => {
  it('as of a day: values, payments and what remains owed stand as they did that day', () => {
    const f = estate({
      assets: [{ id: 1, name: 'Checking', i_type: ASSET_TYPE.deposit, val_death: 100_000 }],
      debts: [{ id: 2, name: 'Visa', i_type: 1, val_death: 40_000 }],
      txacts: [
        { id: 3, asset: 1, item: 2, cat: CAT.debtPayment, val: 10_000, date: '2026-03-01' },
        { id: 4, asset: 1, item: 2, cat: CAT.debtPayment, val: 5_000, date: '2026-04-01' },
        { id: 5, asset: 1, cat: CAT.interest, val: 250, date: '2026-04-15' },
      ],
    });
    const d = recompute(f);
    const march = inventoryReport(f, d, '2026-03-15');
    expect(march.asOf).toBe('2026-03-15');
    expect(march.groups[0]?.rows[0]?.now).toBe(90_000);
    expect(march.debts[0]).toMatchObject({ atDeath: 40_000, paid: 10_000, remaining: 30_000 });
    const today = inventoryReport(f, d);
    expect(today.groups[0]?.rows[0]?.now).toBe(85_250);
    expect(today.debts[0]).toMatchObject({ paid: 15_000, remaining: 25_000 });
  });

  it('groups the scenario estate as courts expect, with totals to the cent', () => {
    const f = scenarioEstate();
    const d = recompute(f);
    const r = inventoryReport(f, d);
    expect(r.groups.map((g) => [g.label, g.totals.atDeath])).toEqual([
      ['Probate: real property', 300_000_00],
      ['Probate: personal property', 55_927_77],
      ['Non-probate: personal property', 100_000_00],
    ]);
    expect(r.assetTotals.atDeath).toBe(455_927_77);
    // The bought car and the refunds asset are not inventory.
    expect(r.groups.flatMap((g) => g.rows.map((x) => x.name))).not.toContain('Used car');
    expect(r.debtTotals).toEqual({ atDeath: 14_345_67, paid: 11_345_67, remaining: 0 });
    expect(r.netAtDeath).toBe(441_582_10);
    // Same totals as the engine's (the Overview's).
    expect(r.assetTotals.atDeath).toBe(d.meta.gval_death - d.meta.refunds);
    expect(r.debtTotals.atDeath).toBe(d.meta.debt_death);
  });

  it('parts sum to the whole on a constructed estate', () => {
    const f = estate({
      assets: [
        { id: 1, name: 'Cabin', i_type: ASSET_TYPE.realEstate, probate: false, val_death: 120_000_01 },
        { id: 2, name: 'Savings', i_type: ASSET_TYPE.deposit, val_death: 3_333_33, cost_basis_orig: 1_00 },
        { id: 3, name: 'Watch', i_type: ASSET_TYPE.jewelry, val_death: 999_99 },
      ],
      debts: [{ id: 1, name: 'Card', val_death: 444_44 }],
    });
    const r = inventoryReport(f);
    expect(r.groups.map((g) => [g.label, g.totals.atDeath, g.totals.now])).toEqual([
      ['Probate: personal property', 4_333_32, 4_333_32],
      ['Non-probate: real property', 120_000_01, 120_000_01],
    ]);
    const sum = r.groups.reduce((s, g) => s + g.rows.reduce((t, x) => t + x.atDeath, 0), 0);
    expect(sum).toBe(r.assetTotals.atDeath);
    expect(r.assetTotals.atDeath).toBe(124_333_33);
    expect(r.groups[0]?.rows.map((x) => [x.type, x.ownership])).toEqual([
      ['Deposit Account', 'Standard'],
      ['Jewelry', 'Standard'],
    ]);
    expect(r.debts).toEqual([
      { id: 1, name: 'Card', probate: true, atDeath: 444_44, paid: 0, remaining: 444_44 },
    ]);
    expect(r.netAtDeath).toBe(123_888_89);
  });
});
