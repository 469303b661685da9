import { describe, expect, it } from 'vitest';
import { ASSET_TYPE, CAT } from '../enums.ts';
import { maxEstate } from '../fixtures/max-estate.ts';
import { scenarioEstate } from '../fixtures/scenario-estate.ts';
import { recompute } from '../ledger/recompute.ts';
import { estate } from '../test-kit.ts';
import { accountingReport } from './accounting.ts';
import { inventoryReport } from './inventory.ts';

describe('accounting report (carry approach)', () => {
  it('balances the scenario estate from death to the end of the year, with real figures', () => {
    const f = scenarioEstate();
    const r = accountingReport(f, '2026-01-10', '2026-12-31');
    expect(r.totals).toEqual({
      onHandStart: 455_927_77,
      receipts: 2_080_23, // executor loan 1,500.00 + refund 123.45 + dividend 456.78
      gains: 13_920_78, // house sold 12,500.00 above its carried value + brokerage revalued +1,420.78
      disbursements: 12_752_52,
      losses: 150_00, // the discarded sofa
      distributions: 216_666_84,
      onHandEnd: 242_359_42,
      charges: 471_928_78,
      credits: 471_928_78,
    });
    // The opening is the inventory at death; the purchase and the transfer are changes in form, not flows.
    expect(r.totals.onHandStart).toBe(inventoryReport(f).assetTotals.atDeath);
    const all = Object.values(r.sections).flat();
    expect(all.map((x) => x.category)).not.toContain('Asset Purchase');
    expect(all.map((x) => x.category)).not.toContain('Transfer');
  });

  it('a shorter period opens where the earlier one would have closed', () => {
    const f = scenarioEstate();
    const d = recompute(f);
    const feb = accountingReport(f, '2026-01-10', '2026-02-28', d);
    const march = accountingReport(f, '2026-03-01', '2026-03-31', d);
    expect(march.totals.onHandStart).toBe(feb.totals.onHandEnd);
    expect(march.totals.charges).toBe(march.totals.credits);
    expect(march.sections.gains.map((x) => x.amount)).toEqual([12_500_00]);
  });

  it('parts sum to the whole and a sale below the carried value is a loss', () => {
    const f = estate({
      assets: [
        { id: 1, name: 'Estate account', i_type: ASSET_TYPE.estateAccount },
        { id: 2, name: 'Car', i_type: ASSET_TYPE.vehicle, val_death: 10_000_00 },
      ],
      txacts: [
        { id: 1, asset: 1, item: 2, date: '2026-02-01', cat: CAT.assetSale, val: 9_400_01 },
        { id: 2, asset: 1, date: '2026-02-02', cat: CAT.estateExpense, val: 400_00, name: 'Court fee' },
      ],
    });
    const r = accountingReport(f, '2026-01-10', '2026-03-01');
    expect(r.sections.losses).toEqual([
      {
        txactId: 1,
        date: '2026-02-01',
        name: '',
        cat: CAT.assetSale,
        category: 'Asset Sale',
        amount: 599_99,
      },
    ]);
    expect(r.totals.disbursements).toBe(400_00);
    expect(r.onHandEnd).toEqual([{ assetId: 1, name: 'Estate account', amount: 9_000_01 }]);
    expect(r.totals.charges).toBe(10_000_00);
    expect(r.totals.credits).toBe(599_99 + 400_00 + 9_000_01);
  });

  it('balances to the cent on the maximum estate over several periods', () => {
    const f = maxEstate({ assets: 200, txacts: 1500, seed: 7 });
    const d = recompute(f);
    for (const [s, e] of [
      ['1900-01-01', '2999-12-31'],
      ['2025-01-01', '2025-06-30'],
      ['2025-07-01', '2026-12-31'],
    ] as const) {
      const r = accountingReport(f, s, e, d);
      expect(r.totals.charges).toBe(r.totals.credits);
      const parts = r.onHandEnd.reduce((x, l) => x + l.amount, 0);
      expect(parts).toBe(r.totals.onHandEnd);
    }
  });
});
