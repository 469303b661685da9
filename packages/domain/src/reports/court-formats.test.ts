import { describe, expect, it } from 'vitest';
import { scenarioEstate } from '../fixtures/scenario-estate.ts';
import { accountingReport } from './accounting.ts';
import { courtAccounting, courtFormatFor } from './court-formats.ts';

const report = () => accountingReport(scenarioEstate(), '2026-01-10', '2026-12-31');
const totals = (f: ReturnType<typeof courtAccounting>) =>
  Object.fromEntries(f.schedules.map((s) => [`${s.code} ${s.title}`.trim(), s.total]));

describe('court formats', () => {
  it('picks the format of the death state or province', () => {
    expect(courtFormatFor('us', 'ca')).toBe('california');
    expect(courtFormatFor('us', 'NY')).toBe('new_york');
    expect(courtFormatFor('ca', 'ON')).toBe('ontario');
    expect(courtFormatFor('ca', 'BC')).toBe('uniform');
    expect(courtFormatFor('us', 'GA')).toBe('uniform');
  });

  it('California: the summary in lettered schedules, balancing like the report', () => {
    const c = courtAccounting(report(), 'california');
    expect(totals(c)).toEqual({
      'Property on hand at the start (inventory and appraisal)': 455_927_77,
      'A Receipts': 2_080_23,
      'C Gains on sales': 13_920_78,
      'D Losses on sales': 150_00,
      'F Disbursements': 12_752_52,
      'G Distributions': 216_666_84,
      'I Property on hand at the close': 242_359_42,
    });
    expect([c.charges, c.credits]).toEqual([471_928_78, 471_928_78]);
  });

  it('New York JA-7: income apart from principal, creditors and taxes apart from administration', () => {
    const c = courtAccounting(report(), 'new_york');
    const t = totals(c);
    // The dividend is income; the executor's loan and the refund are principal (A, with the inventory).
    expect(t['A-2 Income collected']).toBe(456_78);
    expect(t['A Principal received']).toBe(455_927_77 + 1_500_00 + 123_45);
    expect(
      t['C Funeral and administration expenses'] + t["D Creditors' claims paid"] + t['K Taxes paid'],
    ).toBe(12_752_52);
    expect(c.charges).toBe(c.credits);
  });

  it('Ontario: capital and revenue receipts and disbursements, balancing', () => {
    const c = courtAccounting(report(), 'ontario');
    const t = totals(c);
    expect(t['Revenue receipts']).toBe(456_78);
    expect(t['Capital receipts']).toBe(1_623_45);
    expect(c.charges).toBe(471_928_78);
    expect(c.credits).toBe(471_928_78);
  });
});
