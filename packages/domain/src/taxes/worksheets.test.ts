import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import * as M from '../messages.ts';
import { ontarioEstate, usEstate } from './test-estates.ts';
import { estateTaxWorksheets, storedTaxWorksheets } from './worksheets.ts';

describe('every worksheet of an estate in one call', () => {
  it('a US estate: a Form 1041 per tax year with its sales CSV, and the Form 706', () => {
    const r = estateTaxWorksheets(usEstate(), { kind: 'fiscal', firstEnd: '2026-09-30' }, '2027-01-15');
    if (!r.ok || r.worksheets.country !== 'us') throw new Error('expected US worksheets');
    const w = r.worksheets;
    // A fiscal year to 30 September 2026, then the year to 30 September 2027, which holds 15 January 2027.
    expect(w.years.map((y) => [y.year.start, y.year.end])).toEqual([
      ['2026-01-10', '2026-09-30'],
      ['2026-10-01', '2027-09-30'],
    ]);
    // Both sales fall in the first year; the distributions of 1 October in the second, which has no income: no
    // distribution deduction there (DNI 0).
    const rows = (csv: string) => Papa.parse(csv, { skipEmptyLines: true }).data.length;
    expect(w.years.map((y) => rows(y.salesCsv))).toEqual([3, 1]); // the header, and a row per sale
    expect(w.years[1]?.form1041.result.find((l) => l.key === '1041:18')?.value).toBe(0);
    expect(w.form706.grossEstate.value).toBe(70_000_00); // 20,000 + 12,000 + 30,000 + 8,000 held at death
  });

  it('a Canadian estate: a T3 per tax year, the final T1 and the TX19 schedule', () => {
    const r = estateTaxWorksheets(ontarioEstate(), { kind: 'calendar' }, '2026-12-31');
    if (!r.ok || r.worksheets.country !== 'ca') throw new Error('expected Canadian worksheets');
    expect(r.worksheets.years).toHaveLength(1);
    expect(r.worksheets.finalT1.lines.find((l) => l.key === 'T1:gain')?.value).toBe(30_000_00);
    expect(r.worksheets.tx19.totals.fmvDeath).toBe(550_000_00);
  });

  it('refuses a choice the rules do not allow, with the message', () => {
    const r = estateTaxWorksheets(usEstate(), { kind: 'fiscal', firstEnd: '2027-01-31' }, '2027-06-30');
    expect(r).toEqual({ ok: false, msg: M.msgTaxYearEndRange('31-Jan-2026', '31-Dec-2026') });
  });

  it('follows the stored choice; one the death date no longer allows counts as the calendar year, and says why', () => {
    const f = usEstate();
    const stored = storedTaxWorksheets(
      { ...f, meta: { ...f.meta, tax_year_end: '2026-09-30' } },
      '2026-12-31',
    );
    if (!stored.ok) throw new Error(stored.msg);
    expect(stored.problem).toBeNull();
    expect(stored.worksheets.years.map((y) => y.year.end)).toEqual(['2026-09-30', '2027-09-30']);
    // 31 January 2027 is past 12 months from a death on 10 January 2026.
    const moved = storedTaxWorksheets(
      { ...f, meta: { ...f.meta, tax_year_end: '2027-01-31' } },
      '2026-12-31',
    );
    if (!moved.ok) throw new Error(moved.msg);
    expect(moved.choice).toEqual({ kind: 'calendar' });
    expect(moved.problem).toBe(M.msgTaxYearEndRange('31-Jan-2026', '31-Dec-2026'));
    expect(moved.worksheets.years.map((y) => y.year.end)).toEqual(['2026-12-31']);
    const none = storedTaxWorksheets({ ...f, meta: { ...f.meta, death_date: null } }, '2026-12-31');
    expect(none).toEqual({ ok: false, msg: M.MSG_TAX_YEAR_NO_DEATH });
  });

  it('a US trust follows its stored fiscal year only under the section 645 election', () => {
    const f = usEstate();
    const trust = (election_645: boolean) =>
      storedTaxWorksheets(
        { ...f, meta: { ...f.meta, trust: true, tax_year_end: '2026-09-30', election_645 } },
        '2026-12-31',
      );
    const elected = trust(true);
    if (!elected.ok) throw new Error(elected.msg);
    expect(elected.problem).toBeNull();
    expect(elected.worksheets.years.map((y) => y.year.end)).toEqual(['2026-09-30', '2027-09-30']);
    // Without it the trust is on the calendar year (IRC 644), and the worksheets say why the choice was set aside.
    const not = trust(false);
    if (!not.ok) throw new Error(not.msg);
    expect(not.problem).toBe(M.MSG_TAX_YEAR_TRUST_CALENDAR);
    expect(not.worksheets.years.map((y) => y.year.end)).toEqual(['2026-12-31']);
  });
});
