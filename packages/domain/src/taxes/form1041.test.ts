/**
 * A hand-worked US estate (issue 42): Pat Doe died 10 January 2026; the executor keeps the calendar year, so the
 * first tax year runs from the death to 31 December 2026. Every expected figure is worked in its comment.
 */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ASSET_TYPE, CAT, DISTRIB_TYPE } from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import { accountingReport } from '../reports/accounting.ts';
import { estate } from '../test-kit.ts';
import { form1041Worksheet, worksheetTotals } from './form1041.ts';
import type { TaxLine } from './lines.ts';
import { salesCsv } from './sales-csv.ts';
import { taxYears } from './tax-year.ts';
import { usEstate } from './test-estates.ts';

const byKey = (lines: readonly TaxLine[], key: string): TaxLine => {
  const l = lines.find((x) => x.key === key);
  if (!l) throw new Error(`no line ${key}`);
  return l;
};
const value = (lines: readonly TaxLine[], key: string) => byKey(lines, key).value;

describe('Form 1041 worksheet: the hand-worked US estate', () => {
  const f = usEstate();
  const d = recompute(f);
  const years = taxYears(
    { country: 'us', deathDate: '2026-01-10', choice: { kind: 'calendar' } },
    '2026-12-31',
  );
  if (!years.ok) throw new Error(years.msg);
  const year = years.years[0];
  if (!year) throw new Error('no year');
  const w = form1041Worksheet(f, year, d);

  it('covers the death to 31 December on the calendar year', () => {
    expect(year).toEqual({ n: 1, start: '2026-01-10', end: '2026-12-31', final: false, gre: false });
  });

  it('lists each sale as Form 8949 wants it: INHERITED, long term, basis stepped to the value at death', () => {
    // Acme: 23,500.00 proceeds - 20,000.00 basis at death = 3,500.00 gain; Beta: 10,800.00 - 12,000.00 = (1,200.00).
    // Property from a decedent is long term whenever sold (IRC 1223(9)); column (b) says INHERITED (8949 instr.).
    expect(
      w.gains.sales.map((s) => [s.description, s.acquired, s.sold, s.proceeds, s.basis, s.gain, s.term]),
    ).toEqual([
      ['Acme Corp shares', 'INHERITED', '2026-05-15', 23_500_00, 20_000_00, 3_500_00, 'long'],
      ['Beta Inc shares', 'INHERITED', '2026-07-20', 10_800_00, 12_000_00, -1_200_00, 'long'],
    ]);
    expect(w.gains.longTerm.value).toBe(2_300_00); // 3,500.00 - 1,200.00
    expect(w.gains.shortTerm.value).toBe(0);
  });

  it('fills the income and deduction lines from the ledger', () => {
    expect(value(w.income, '1041:1')).toBe(1_200_00); // the bank interest
    expect(value(w.income, '1041:2a')).toBe(4_500_00); // the Acme dividend
    expect(value(w.income, '1041:2b')).toBeNull(); // qualified dividends: the 1099-DIV says, not Probity
    expect(value(w.income, '1041:4')).toBe(2_300_00); // net gain of the two sales (Schedule D)
    expect(value(w.income, '1041:9')).toBe(8_000_00); // 1,200 + 4,500 + 2,300
    expect(value(w.deductions, '1041:12')).toBe(1_000_00); // the executor's fee
    // The expense paid to the Attorney contact "Smith & Jones": line 14; the court's fee: line 15a.
    expect(byKey(w.deductions, '1041:14')).toMatchObject({ value: 1_500_00, txactIds: [16] });
    expect(byKey(w.deductions, '1041:15a')).toMatchObject({ value: 150_00, txactIds: [17] });
    expect(value(w.deductions, '1041:16')).toBe(2_650_00); // 1,000 + 1,500 + 150
    expect(byKey(w.income, '1041:1').txactIds).toEqual([11]);
  });

  it('works distributable net income and the distribution deduction the simplified way', () => {
    // Line 17 = 8,000.00 - 2,650.00 = 5,350.00. DNI (IRC 643(a)) leaves the 2,300.00 of gains in the estate
    // (643(a)(3)): 5,350.00 - 2,300.00 = 3,050.00, i.e. interest and dividends 5,700.00 less deductions 2,650.00.
    expect(value(w.result, '1041:17')).toBe(5_350_00);
    expect(value(w.result, '1041:B7')).toBe(3_050_00);
    // Deductions spread over interest and dividends by amount: 2,650.00 x 1,200/5,700 = 557.894... and
    // x 4,500/5,700 = 2,092.105...; largest remainder gives 557.89 and 2,092.11, leaving 642.11 and 2,407.89.
    expect(w.dni.netByKind).toEqual({ interest: 642_11, dividends: 2_407_89, rents: 0, otherIncome: 0 });
    // Counted distributions: Ann 6,000.00 and Ben 4,000.00 in cash; the car is a specific bequest, not counted
    // (IRC 663(a)(1)). The deduction is the smaller of 10,000.00 and DNI (IRC 661(a), Schedule B line 15).
    expect(w.dni.counted).toBe(10_000_00);
    expect(value(w.result, '1041:18')).toBe(3_050_00);
    // Line 23 = 5,350.00 - 3,050.00 - 600.00 exemption (IRC 642(b)(1)) = 1,700.00: the gain less the exemption.
    expect(value(w.result, '1041:23')).toBe(1_700_00);
  });

  it('gives each beneficiary a K-1 in proportion to what they received', () => {
    // IRC 662(a)(2): distributions exceed DNI, so each takes DNI x their share: Ann 3,050.00 x 6/10 = 1,830.00,
    // Ben 3,050.00 x 4/10 = 1,220.00. By kind (IRC 662(b)): Ann 1,830.00 x 642.11/3,050.00 = 385.266 -> 385.27
    // interest and 1,444.73 dividends; Ben takes what is left: 642.11 - 385.27 = 256.84 and 2,407.89 - 1,444.73 =
    // 963.16.
    const [ann, ben] = w.dni.beneficiaries;
    expect([ann?.name, ann?.distributed.value, ann?.counted.value, ann?.income]).toEqual([
      'Ann Doe',
      14_000_00, // 6,000.00 cash + the 8,000.00 car
      6_000_00,
      1_830_00,
    ]);
    expect([ben?.name, ben?.income]).toEqual(['Ben Doe', 1_220_00]);
    const boxes = (i: number) => Object.fromEntries((w.k1[i]?.boxes ?? []).map((b) => [b.key, b.value]));
    expect(boxes(0)).toMatchObject({ 'K-1:1': 385_27, 'K-1:2a': 1_444_73, 'K-1:2b': null, 'K-1:4a': 0 });
    expect(boxes(1)).toMatchObject({ 'K-1:1': 256_84, 'K-1:2a': 963_16, 'K-1:5': 0, 'K-1:7': 0 });
    expect(ann?.distributed.txactIds).toEqual([18, 20]);
  });

  it('places every receipt, disbursement and distribution as the accounting report does', () => {
    const report = accountingReport(f, year.start, year.end, d);
    expect(worksheetTotals(w.flows)).toEqual({
      receipts: report.totals.receipts, // 5,700.00
      disbursements: report.totals.disbursements, // 2,650.00
      distributions: report.totals.distributions, // 18,000.00
    });
    expect(report.totals.distributions).toBe(18_000_00);
  });

  it('writes the sales CSV with one row per sale, quoted by papaparse', () => {
    const csv = salesCsv(w.gains.sales, 'us', f.meta.death_date);
    const rows = Papa.parse<string[]>(csv).data;
    expect(rows).toEqual([
      [
        'Description of property',
        'Date acquired',
        'Date sold or disposed of',
        'Proceeds',
        'Cost or other basis',
        'Gain or (loss)',
        'Term',
        'Transactions',
      ],
      [
        'Acme Corp shares',
        'INHERITED',
        '05/15/2026',
        '23500.00',
        '20000.00',
        '3500.00',
        'Long-term (Part II)',
        '13',
      ],
      [
        'Beta Inc shares',
        'INHERITED',
        '07/20/2026',
        '10800.00',
        '12000.00',
        '-1200.00',
        'Long-term (Part II)',
        '14',
      ],
    ]);
  });
});

describe('Form 1041 worksheet: property given in kind, in the final year', () => {
  // Gamma shares worth 10,000.00 at death (the basis, IRC 1014), revalued to 12,000.00, then given to Ann as her
  // residue; 11,000.00 of interest; the estate closes on 30 June 2026.
  const f = estate({
    assets: [
      { id: 1, name: 'Estate account', i_type: ASSET_TYPE.estateAccount },
      { id: 2, name: 'Gamma shares', i_type: ASSET_TYPE.stocks, val_death: 10_000_00 },
    ],
    heirs: [{ id: 1, name: 'Ann Doe' }],
    txacts: [
      { id: 1, asset: 2, date: '2026-02-01', cat: CAT.increase, val: 2_000_00 },
      { id: 2, asset: 1, date: '2026-03-01', cat: CAT.interest, val: 11_000_00 },
      {
        id: 3,
        asset: 2,
        heir_id: 1,
        date: '2026-04-01',
        cat: CAT.distribution,
        distrib_type: 0,
        val: 12_000_00,
        reason: DISTRIB_TYPE.residuary,
      },
    ],
  });
  const years = taxYears(
    { country: 'us', deathDate: '2026-01-10', choice: { kind: 'calendar' } },
    '2026-12-31',
    '2026-06-30',
  );
  const year = years.ok ? years.years[0] : undefined;
  if (!year) throw new Error('no year');
  const w = form1041Worksheet(f, year);

  it('counts the shares at the lesser of basis and value (IRC 643(e)(2))', () => {
    const ann = w.dni.beneficiaries[0];
    // Given at 12,000.00 but counted at its 10,000.00 basis; DNI is the 11,000.00 of interest, so the deduction is
    // the smaller, 10,000.00 (IRC 661(a)); line 23 = 11,000.00 - 10,000.00 - 600.00 = 400.00.
    expect([ann?.distributed.value, ann?.counted.value, ann?.income]).toEqual([
      12_000_00, 10_000_00, 10_000_00,
    ]);
    expect(value(w.result, '1041:18')).toBe(10_000_00);
    expect(value(w.result, '1041:23')).toBe(400_00);
  });

  it('leaves the final year’s gains and excess deductions to the preparer (IRC 642(h))', () => {
    expect(year).toMatchObject({ start: '2026-01-10', end: '2026-06-30', final: true });
    const boxes = Object.fromEntries((w.k1[0]?.boxes ?? []).map((b) => [b.key, b.value]));
    expect(boxes).toMatchObject({ 'K-1:1': 10_000_00, 'K-1:3': null, 'K-1:4a': null, 'K-1:11': null });
  });
});
