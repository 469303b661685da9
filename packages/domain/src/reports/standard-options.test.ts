import { describe, expect, it } from 'vitest';
import { scenarioEstate } from '../fixtures/scenario-estate.ts';
import { MSG_DATE_MIN } from '../messages.ts';
import { checkReportPeriod, defaultApproach, MSG_REPORT_START_AFTER_END } from './options.ts';
import { standardReport } from './standard.ts';

describe('standard accounting', () => {
  it('lists cash in and out with a running balance that closes on the cash held', () => {
    const f = scenarioEstate();
    const r = standardReport(f, '2026-01-10', '2026-12-31');
    expect(r.openingCash + r.receipts - r.disbursements).toBe(r.closingCash);
    expect(r.lines.at(-1)?.running).toBe(r.closingCash);
    // Checking is cash too: moving it into the estate account is not a receipt.
    expect(r.openingCash).toBe(7_654_32);
    expect(r.closingCash).toBe(207_025_25);
    expect(r.lines.slice(0, 3).map((l) => [l.date, l.category, l.amount, l.running])).toEqual([
      ['2026-02-03', 'Debt Payment', -2_345_67, 5_308_65],
      ['2026-03-02', 'Loan (from Executor)', 1_500_00, 6_808_65],
      ['2026-03-15', 'Asset Sale', 312_500_00, 319_308_65],
    ]);
    const sale = r.byCategory.find((c) => c.category === 'Asset Sale');
    expect(sale).toEqual({ category: 'Asset Sale', receipts: 312_500_00, disbursements: 0 });
  });
});

describe('report options', () => {
  const meta = { trust: false, death_date: '2026-01-10' };
  it('refuses a start after the end with its message', () => {
    expect(checkReportPeriod('2026-05-01', '2026-04-01', meta)).toEqual({
      field: 'end',
      msg: MSG_REPORT_START_AFTER_END,
    });
    expect(MSG_REPORT_START_AFTER_END).toBe('Start must be before End');
    expect(checkReportPeriod('2026-01-10', '2026-04-01', meta)).toBeNull();
  });
  it('refuses dates before the estate minimum date', () => {
    expect(checkReportPeriod('2025-12-31', '2026-04-01', meta)?.field).toBe('start');
    expect(checkReportPeriod('1899-12-31', '2026-04-01', { trust: true, death_date: null })).toEqual({
      field: 'start',
      msg: MSG_DATE_MIN,
    });
  });
  it('uses the carry approach by default in CA, VA and WI only', () => {
    expect(['CA', 'va', 'WI', 'NY', ''].map(defaultApproach)).toEqual([
      'carry',
      'carry',
      'carry',
      'standard',
      'standard',
    ]);
  });
});
