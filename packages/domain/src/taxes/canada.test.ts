/**
 * A hand-worked Ontario estate (issue 42): Jean Tremblay died 10 January 2026. He left the cottage to his spouse
 * Marie (a spousal rollover), his RRSP to his son Luc by designation, and shares the estate sold in September.
 * The estate keeps the calendar year for its first T3 (ITA 249(1)(b)). Every expected figure is worked in its
 * comment.
 */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ASSET_TYPE, CAT } from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import { estate } from '../test-kit.ts';
import { finalT1 } from './final-t1.ts';
import type { TaxLine } from './lines.ts';
import { salesCsv } from './sales-csv.ts';
import { t3Worksheet } from './t3.ts';
import { ontarioEstate } from './test-estates.ts';
import { tx19Schedule } from './tx19.ts';

const lineValue = (lines: readonly TaxLine[], key: string) => lines.find((l) => l.key === key)?.value;

describe('Canada: the hand-worked Ontario estate', () => {
  const f = ontarioEstate();
  const d = recompute(f);
  const year = { start: '2026-01-10', end: '2026-12-31', final: false };

  it('deems the shares sold at death and rolls the cottage over to the spouse (final T1)', () => {
    const t1 = finalT1(f, d);
    const row = (id: number) => t1.deemed.find((r) => r.assetId === id);
    // ITA 70(5)(a): the shares are deemed sold at their 50,000.00 value; ACB 20,000.00; gain 30,000.00.
    expect(row(2)).toMatchObject({
      fmv: 50_000_00,
      acb: 20_000_00,
      deemedProceeds: 50_000_00,
      gain: 30_000_00,
      rolled: 0,
    });
    // ITA 70(6): all of the cottage goes to the spouse, at the decedent's cost of 150,000.00: no gain.
    expect(row(3)).toMatchObject({
      spouseShare: 100_000,
      deemedProceeds: 0,
      deemedAcb: 0,
      gain: 0,
      rolled: 150_000_00,
    });
    // ITA 146(8.8): the RRSP's 80,000.00 at death is income of the final return; Luc is no spouse, no rollover.
    expect(t1.registered).toMatchObject([
      { assetId: 4, value: 80_000_00, spouseShare: 0, income: 80_000_00 },
    ]);
    expect(Object.fromEntries(t1.lines.map((l) => [l.key, l.value]))).toEqual({
      'T1:deemed-proceeds': 50_000_00,
      'T1:deemed-acb': 20_000_00,
      'T1:gain': 30_000_00,
      'T1:taxable': 15_000_00, // half of 30,000.00 (ITA 38(a))
      'T1:rolled': 150_000_00,
      'T1:registered': 80_000_00,
    });
  });

  it('works the T3: income by type and the sale at the ACB deemed at death', () => {
    const w = t3Worksheet(f, year, d);
    // ITA 70(5)(b): the estate acquired the shares at 50,000.00; sold for 53,000.00: a 3,000.00 gain, 1,500.00 taxable.
    expect(w.sales.map((s) => [s.proceeds, s.basis, s.gain])).toEqual([[53_000_00, 50_000_00, 3_000_00]]);
    // ... on the day of the death, which the worksheet gives as the date acquired (not Form 8949's INHERITED).
    expect(w.sales.map((s) => s.acquired)).toEqual(['2026-01-10']);
    expect(lineValue(w.income, 'T3:interest')).toBe(800_00);
    expect(lineValue(w.income, 'T3:dividends')).toBe(1_500_00);
    expect(lineValue(w.gains, 'T3S3:net')).toBe(3_000_00);
    expect(lineValue(w.gains, 'T3:taxable')).toBe(1_500_00);
    // The executor's fee is listed for the preparer, not deducted; no carrying charges.
    expect(w.deductions.find((l) => l.key === 'T3:fees')).toMatchObject({
      value: null,
      amount: 2_000_00,
      txactIds: [14],
    });
    // Net income 800.00 + 1,500.00 + 1,500.00 = 3,800.00.
    expect(lineValue(w.result, 'T3:net')).toBe(3_800_00);
  });

  it('allocates the income to the two residuary beneficiaries as T3 slip boxes', () => {
    const w = t3Worksheet(f, year, d);
    // Paid out of income: Luc 3,000.00 and Anne 1,000.00 (the RRSP passed outside the estate, the cottage is a
    // spousal rollover; neither counts). 4,000.00 > 3,800.00, so all 3,800.00 is allocated (ITA 104(6)), 3:1:
    // Luc 2,850.00, Anne 950.00; the estate keeps nothing.
    expect(lineValue(w.result, 'T3:allocated')).toBe(3_800_00);
    expect(lineValue(w.result, 'T3:kept')).toBe(0);
    const slip = (name: string) => {
      const s = w.slips.find((x) => x.name === name);
      return s && { allocated: s.allocated, ...Object.fromEntries(s.boxes.map((b) => [b.key, b.value])) };
    };
    // Each kind in the same 3:1 split: interest 800.00 -> 600.00 / 200.00 (box 26); dividends 1,500.00 ->
    // 1,125.00 / 375.00; taxable gains 1,500.00 -> 1,125.00 / 375.00, shown whole in box 21 (ITA 104(21)):
    // 3,000.00 -> 2,250.00 / 750.00.
    expect(slip('Luc Tremblay')).toMatchObject({
      allocated: 2_850_00,
      'T3slip:21': 2_250_00,
      'T3slip:26': 600_00,
      'T3slip:49/23': 1_125_00,
      'T3slip:50/32': null,
    });
    expect(slip('Anne Tremblay')).toMatchObject({
      allocated: 950_00,
      'T3slip:21': 750_00,
      'T3slip:26': 200_00,
      'T3slip:49/23': 375_00,
    });
    expect(slip('Marie Tremblay')).toMatchObject({ allocated: 0, 'T3slip:21': 0 });
  });

  it('lists each asset for the TX19 with its cost, ACB and value at death and now', () => {
    const s = tx19Schedule(f, d);
    const row = (id: number) => s.rows.find((r) => r.assetId === id);
    expect(row(2)).toMatchObject({ cost: 20_000_00, acb: 50_000_00, fmvDeath: 50_000_00, fmvNow: 0 }); // sold
    expect(row(3)).toMatchObject({ cost: 150_000_00, acb: 150_000_00, fmvDeath: 400_000_00, fmvNow: 0 }); // to Marie
    // Savings: 20,000.00 + 800.00 interest - 3,000.00 - 1,000.00 paid out = 16,800.00.
    expect(row(5)).toMatchObject({ cost: null, acb: 20_000_00, fmvDeath: 20_000_00, fmvNow: 16_800_00 });
    // Estate account: 1,500.00 + 53,000.00 - 2,000.00 = 52,500.00.
    expect(row(1)).toMatchObject({ fmvDeath: 0, fmvNow: 52_500_00 });
    // ACB 50,000 + 150,000 + 80,000 (RRSP) + 20,000 = 300,000.00; at death 550,000.00; now 69,300.00.
    expect(s.totals).toEqual({ acb: 300_000_00, fmvDeath: 550_000_00, fmvNow: 69_300_00 });
  });

  it('writes Schedule 3 as CSV: year of acquisition is the death year (ITA 70(5)(b))', () => {
    const rows = Papa.parse<string[]>(salesCsv(t3Worksheet(f, year, d).sales, 'ca', '2026-01-10')).data;
    expect(rows[1]).toEqual([
      'Maple Bank shares',
      '2026',
      '2026-09-15',
      '53000.00',
      '50000.00',
      '0.00',
      '3000.00',
      '13',
    ]);
    expect(rows).toHaveLength(2);
  });
});

describe('T3: carrying charges larger than the ordinary income', () => {
  it('spreads them over the taxable gain too, so no more than the net income is allocated', () => {
    // 100.00 interest, a 1,000.00 gain (500.00 taxable) and 300.00 of interest on the executor's loan: net
    // income 100.00 + 500.00 - 300.00 = 300.00. Spread by amount: 50.00 against the interest, 250.00 against the
    // gain, leaving 50.00 and 250.00. Anne was paid 2,000.00, so all 300.00 is hers: 50.00 in box 26, and box 21
    // shows the whole gain behind 250.00 taxable: 1,000.00 x 250/500 = 500.00.
    const f = estate({
      country: 'ca',
      assets: [
        { id: 1, name: 'Estate account', i_type: ASSET_TYPE.estateAccount },
        { id: 2, name: 'Shares', i_type: ASSET_TYPE.stocks, val_death: 4_000_00 },
      ],
      debts: [{ id: 9, name: 'Executor loan', i_type: 7, date: '2026-01-20' }],
      heirs: [{ id: 1, name: 'Anne' }],
      txacts: [
        { id: 1, asset: 1, item: 9, date: '2026-01-20', cat: CAT.executorLoan, val: 3_000_00 },
        { id: 2, asset: 1, date: '2026-02-01', cat: CAT.interest, val: 100_00 },
        { id: 3, asset: 1, item: 2, date: '2026-03-01', cat: CAT.assetSale, val: 5_000_00 },
        { id: 4, asset: 1, item: 9, date: '2026-04-01', cat: CAT.executorLoanInterest, val: 300_00 },
        {
          id: 5,
          asset: 1,
          heir_id: 1,
          date: '2026-05-01',
          cat: CAT.distribution,
          distrib_type: 2,
          val: 2_000_00,
          reason: 3,
        },
      ],
    });
    const w = t3Worksheet(f, { start: '2026-01-10', end: '2026-12-31', final: false });
    expect(lineValue(w.result, 'T3:net')).toBe(300_00);
    expect(lineValue(w.result, 'T3:allocated')).toBe(300_00);
    const boxes = Object.fromEntries((w.slips[0]?.boxes ?? []).map((b) => [b.key, b.value]));
    expect(boxes).toMatchObject({ 'T3slip:26': 50_00, 'T3slip:21': 500_00, 'T3slip:49/23': 0 });
  });
});
