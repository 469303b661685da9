import { describe, expect, it } from 'vitest';
import * as M from '../messages.ts';
import { checkTaxYearChoice, firstEndRange, returnDueDate, taxYears } from './tax-year.ts';

const us = (firstEnd: string | null, extra = {}) => ({
  country: 'us',
  deathDate: '2026-03-15',
  choice: firstEnd === null ? ({ kind: 'calendar' } as const) : ({ kind: 'fiscal', firstEnd } as const),
  ...extra,
});
const spans = (r: ReturnType<typeof taxYears>) => (r.ok ? r.years.map((y) => `${y.start}..${y.end}`) : r.msg);

describe('the estate’s tax year', () => {
  it('a US fiscal year ends on a month’s end no more than 12 months from the death (IRC 441(e), Pub. 559)', () => {
    // Death 15 March 2026: 31 March 2026 is the earliest month's end; 28 February 2027 the latest, as a year to
    // 31 March 2027 would run past 12 months.
    expect(firstEndRange('us', '2026-03-15')).toEqual({ first: '2026-03-31', last: '2027-02-28' });
    expect(checkTaxYearChoice(us('2027-02-28'))).toEqual({ ok: true, firstEnd: '2027-02-28' });
    expect(checkTaxYearChoice(us('2027-03-31'))).toEqual({
      ok: false,
      msg: M.msgTaxYearEndRange('31-Mar-2026', '28-Feb-2027'),
    });
    expect(checkTaxYearChoice(us('2026-11-15'))).toEqual({ ok: false, msg: M.MSG_TAX_YEAR_MONTH_END });
    expect(checkTaxYearChoice(us('2026-02-30'))).toEqual({ ok: false, msg: M.MSG_TAX_YEAR_END_INVALID });
    expect(checkTaxYearChoice({ ...us(null), deathDate: null })).toEqual({
      ok: false,
      msg: M.MSG_TAX_YEAR_NO_DEATH,
    });
  });

  it('later US years run 12 months to the same month’s end; the close date ends the final one', () => {
    expect(spans(taxYears(us('2027-02-28'), '2028-06-01'))).toEqual([
      '2026-03-15..2027-02-28',
      '2027-03-01..2028-02-29', // 2028 is a leap year: the month's end is the 29th
      '2028-03-01..2029-02-28',
    ]);
    const closed = taxYears(us(null), '2030-01-01', '2027-08-20');
    expect(spans(closed)).toEqual(['2026-03-15..2026-12-31', '2027-01-01..2027-08-20']);
    expect(closed.ok && closed.years.map((y) => y.final)).toEqual([false, true]);
  });

  it('a trust keeps the calendar year unless it makes the section 645 election (IRC 644, 645)', () => {
    expect(checkTaxYearChoice(us('2026-10-31', { trust: true }))).toEqual({
      ok: false,
      msg: M.MSG_TAX_YEAR_TRUST_CALENDAR,
    });
    expect(checkTaxYearChoice(us('2026-10-31', { trust: true, election645: true })).ok).toBe(true);
    // In Canada only a graduated rate estate may leave the calendar year (ITA 249(1)).
    expect(checkTaxYearChoice({ ...us('2026-10-31', { trust: true }), country: 'ca' })).toEqual({
      ok: false,
      msg: M.MSG_TAX_YEAR_TRUST_CALENDAR_CA,
    });
  });

  it('a graduated rate estate’s first year ends on any day within 12 months; after 36 months, calendar years', () => {
    const ca = {
      country: 'ca',
      deathDate: '2026-03-15',
      choice: { kind: 'fiscal', firstEnd: '2027-03-14' },
    } as const;
    // ITA 249(1)(b): any day up to 14 March 2027 (12 months from the death, less a day).
    expect(firstEndRange('ca', '2026-03-15')).toEqual({ first: '2026-03-15', last: '2027-03-14' });
    expect(checkTaxYearChoice({ ...ca, choice: { kind: 'fiscal', firstEnd: '2027-03-15' } }).ok).toBe(false);
    // Three 12-month years make the 36 months a graduated rate estate may last (ITA 248(1)); from 15 March 2029
    // it is another estate, on the calendar year (ITA 249(1)).
    const r = taxYears(ca, '2030-02-01');
    expect(spans(r)).toEqual([
      '2026-03-15..2027-03-14',
      '2027-03-15..2028-03-14',
      '2028-03-15..2029-03-14',
      '2029-03-15..2029-12-31',
      '2030-01-01..2030-12-31',
    ]);
    expect(r.ok && r.years.map((y) => y.gre)).toEqual([true, true, true, false, false]);
    // On the calendar year the third year is cut at the 36 months: 1 January to 14 March 2029.
    const cal = taxYears({ ...ca, choice: { kind: 'calendar' } }, '2029-06-01');
    expect(spans(cal).slice(2)).toEqual([
      '2028-01-01..2028-12-31',
      '2029-01-01..2029-03-14',
      '2029-03-15..2029-12-31',
    ]);
  });

  it('the return falls due after the year: Form 1041 on the 15th of the 4th month, the T3 after 90 days', () => {
    expect(returnDueDate('us', '2026-12-31')).toBe('2027-04-15'); // IRC 6072(a)
    expect(returnDueDate('us', '2027-02-28')).toBe('2027-06-15');
    expect(returnDueDate('ca', '2026-12-31')).toBe('2027-03-31'); // ITA 150(1)(c): 90 days
  });
});
