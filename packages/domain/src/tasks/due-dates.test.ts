import { describe, expect, it } from 'vitest';
import { dueDateFor, monthsBetween } from './due-dates.ts';

// death, week, month, quarter, year, form 8971, two-year, 706 closing request (9 months to file + the 9 months
// the IRS asks before a closing letter request: IRS FAQ on the Estate Tax Closing Letter)
// biome-ignore format: the table reads best one death per row
const TABLE: readonly (readonly string[])[] = [
  ['2025-01-31', '2025-02-07', '2025-02-28', '2025-04-30', '2025-10-31', '2025-11-30', '2027-01-31', '2026-07-31'],
  ['2025-02-28', '2025-03-07', '2025-03-28', '2025-05-28', '2025-11-28', '2025-12-28', '2027-02-28', '2026-08-28'],
  ['2025-03-31', '2025-04-07', '2025-04-30', '2025-06-30', '2025-12-31', '2026-01-30', '2027-03-31', '2026-09-30'],
  ['2025-04-30', '2025-05-07', '2025-05-30', '2025-07-30', '2026-01-30', '2026-03-01', '2027-04-30', '2026-10-30'],
  ['2025-05-31', '2025-06-07', '2025-06-30', '2025-08-31', '2026-02-28', '2026-03-30', '2027-05-31', '2026-11-30'],
  ['2025-06-30', '2025-07-07', '2025-07-30', '2025-09-30', '2026-03-30', '2026-04-29', '2027-06-30', '2026-12-30'],
  ['2025-07-31', '2025-08-07', '2025-08-31', '2025-10-31', '2026-04-30', '2026-05-30', '2027-07-31', '2027-01-31'],
  ['2025-08-31', '2025-09-07', '2025-09-30', '2025-11-30', '2026-05-31', '2026-06-30', '2027-08-31', '2027-02-28'],
  ['2025-09-30', '2025-10-07', '2025-10-30', '2025-12-30', '2026-06-30', '2026-07-30', '2027-09-30', '2027-03-30'],
  ['2025-10-31', '2025-11-07', '2025-11-30', '2026-01-31', '2026-07-31', '2026-08-30', '2027-10-31', '2027-04-30'],
  ['2025-11-30', '2025-12-07', '2025-12-30', '2026-02-28', '2026-08-30', '2026-09-29', '2027-11-30', '2027-05-30'],
  ['2025-12-31', '2026-01-07', '2026-01-31', '2026-03-31', '2026-09-30', '2026-10-30', '2027-12-31', '2027-06-30'],
  ['2024-02-29', '2024-03-07', '2024-03-29', '2024-05-29', '2024-11-29', '2024-12-29', '2026-02-28', '2025-08-29'],
];

describe('due dates from a death on the last day of a month, and on 29 February', () => {
  it.each(TABLE)(
    'death %s: week %s, month %s, quarter %s, year %s, 8971 %s, two-year %s, 706 closing %s',
    (death, week, month, quarter, year, f8971, two, closing) => {
      expect(dueDateFor('week', death, 'us')).toBe(week);
      expect(dueDateFor('month', death, 'us')).toBe(month);
      expect(dueDateFor('quarter', death, 'us')).toBe(quarter);
      expect(dueDateFor('year', death, 'us')).toBe(year);
      expect(dueDateFor('form8971', death, 'us')).toBe(f8971);
      expect(dueDateFor('two_year', death, 'us')).toBe(two);
      expect(dueDateFor('closing706', death, 'us')).toBe(closing);
    },
  );
});

describe('month-end clamping', () => {
  it('31 January 2024 plus one month is 29 February 2024 (leap year)', () => {
    expect(dueDateFor('month', '2024-01-31', 'us')).toBe('2024-02-29');
  });
  it('31 May 2023 plus nine months is 29 February 2024', () => {
    expect(dueDateFor('year', '2023-05-31', 'us')).toBe('2024-02-29');
  });
});

describe('tax-year rules', () => {
  it('US tax-year tasks fall due on 15 April of the next year', () => {
    expect(dueDateFor('tax_year', '2025-12-31', 'us')).toBe('2026-04-15');
  });
  // ITA 150(1)(c); CRA "When to file" (T3): 90 days after the trust's tax year-end. 31 Dec 2025 + 90 days =
  // 31 Jan (31) + 28 Feb (59) + 31 Mar (90) = 31 March 2026.
  it('the Canadian T3 (tax-year rule) falls due 90 days after 31 December: 31 March', () => {
    expect(dueDateFor('tax_year', '2025-06-10', 'ca')).toBe('2026-03-31');
  });
  // Issue 11 #14: in a leap year 31 Dec 2027 + 90 days = 31 Jan (31) + 29 Feb (60) + 30 Mar (90) = 30 March 2028;
  // the old fixed 31 March was a day late.
  it('the T3 for a 2027 death falls due 30 March 2028 (February has 29 days)', () => {
    expect(dueDateFor('tax_year', '2027-06-10', 'ca')).toBe('2028-03-30');
  });
  it('US final return is due 15 April of the next year', () => {
    expect(dueDateFor('final_return', '2025-11-20', 'us')).toBe('2026-04-15');
  });
  it('Canadian final return for an October death is due 30 April of the next year', () => {
    expect(dueDateFor('final_return', '2025-10-31', 'ca')).toBe('2026-04-30');
  });
  it('Canadian final return for a November death is due six months after death', () => {
    expect(dueDateFor('final_return', '2025-11-30', 'ca')).toBe('2026-05-30');
  });
  it('Canadian final return for a 31 December death is due 30 June', () => {
    expect(dueDateFor('final_return', '2025-12-31', 'ca')).toBe('2026-06-30');
  });
  it('tax notices fall due on 15 March of the next year', () => {
    expect(dueDateFor('tax_notify', '2025-01-01', 'ca')).toBe('2026-03-15');
  });
  it('property-tax instalments (rule none) are undated', () => {
    expect(dueDateFor('none', '2025-01-01', 'us')).toBeNull();
  });
});

describe('Canadian returns around the death (issue 11 #1, #14)', () => {
  // #1, ITA 150(1)(b); CRA "Due date for the final return" (prior-year tip); Revenu Québec "Filing Deadlines"
  // (TP-1 for the year before death: January-April death -> 6 months after death). Death 10 Feb 2025 before the
  // 2024 return was filed: due 10 Feb + 6 months = 10 Aug 2025 (the old code showed 31 Mar 2026).
  it('last year’s return for a 10 February death is due 10 August', () => {
    expect(dueDateFor('prior_year_t1', '2025-02-10', 'ca')).toBe('2025-08-10');
  });
  // 30 April is still "on or before the filing-due date": 30 April + 6 months = 30 October 2025.
  it('a death on 30 April still gets six months', () => {
    expect(dueDateFor('prior_year_t1', '2025-04-30', 'ca')).toBe('2025-10-30');
  });
  // A death on 1 May comes after the 30 April due date: the return was already due then and the date stays
  // 30 April of the year of death (overdue), as CRA says ("already due ... remain the same").
  it('a death after 30 April leaves last year’s return due 30 April (overdue)', () => {
    expect(dueDateFor('prior_year_t1', '2025-05-01', 'ca')).toBe('2025-04-30');
  });
  // Optional returns: business and testamentary-trust returns with the final return (30 April 2026 for a
  // 10 Feb 2025 death); rights or things the later of death + 1 year (10 Feb 2026) and 90 days after the
  // final return's assessment. The earlier bound, 10 Feb 2026, is shown (before: 31 Mar 2026, possibly late).
  it('optional returns show the earlier of the final return date and one year after death', () => {
    expect(dueDateFor('optional_returns', '2025-02-10', 'ca')).toBe('2026-02-10');
    // Death 15 Aug 2025: final return 30 April 2026 comes before 15 Aug 2026.
    expect(dueDateFor('optional_returns', '2025-08-15', 'ca')).toBe('2026-04-30');
    // Death 20 Nov 2025: final return six months on, 20 May 2026.
    expect(dueDateFor('optional_returns', '2025-11-20', 'ca')).toBe('2026-05-20');
  });
});

describe('other rules', () => {
  it('the months rule adds the task months to the death date', () => {
    expect(dueDateFor('months', '2025-08-31', 'ca', 6)).toBe('2026-02-28');
  });
  it('the months rule with no months is undated', () => {
    expect(dueDateFor('months', '2025-08-31', 'ca', null)).toBeNull();
  });
  it('no death date gives no due date', () => {
    expect(dueDateFor('week', null, 'us')).toBeNull();
  });
  it('a malformed death date gives no due date', () => {
    expect(dueDateFor('week', '2025-02-30', 'us')).toBeNull();
  });
  it('monthsBetween does not count a month that is one day short', () => {
    expect(monthsBetween('2025-01-15', '2025-07-14')).toBe(5);
  });
  it('monthsBetween counts a full month on the same day of the month', () => {
    expect(monthsBetween('2025-01-15', '2025-07-15')).toBe(6);
  });
});

describe('prior-year return and estimated tax (US)', () => {
  // Issue 11 #2, IRS Pub. 559: the decedent's return for the year before the death keeps its normal due date,
  // 15 April of the year of death. A death on 10 March 2026 before that return was filed: due 15 April 2026
  // (the old Tax Year default showed 15 April 2027, a year late).
  it('a 10 March 2026 death: the 2025 return is due 15 April 2026', () => {
    expect(dueDateFor('prior_year_1040', '2026-03-10', 'us')).toBe('2026-04-15');
  });
  // A death on 20 June 2026: the 2025 return was due 15 April 2026, before the death; the date stays (overdue).
  it('a June death: the date stays 15 April of that year, already passed', () => {
    expect(dueDateFor('prior_year_1040', '2026-06-20', 'us')).toBe('2026-04-15');
  });
  // Issue 11 #3, IRC 6654(l)(2): no estimates for tax years ending before two years after death. Death
  // 10 March 2026: calendar 2027 ends 31 Dec 2027, before 10 March 2028 -> exempt; 2028 ends after -> its first
  // instalment is due 15 April 2028.
  it('estimated tax starts with the tax year ending two or more years after death', () => {
    expect(dueDateFor('estimated_tax', '2026-03-10', 'us')).toBe('2028-04-15');
  });
  // Death 31 December 2025: 2027 ends 31 Dec 2027, exactly two years on; 'before the date 2 years after'
  // excludes it, so 2027 needs estimates: first instalment 15 April 2027.
  it('a 31 December death: the year ending exactly two years on needs estimates', () => {
    expect(dueDateFor('estimated_tax', '2025-12-31', 'us')).toBe('2027-04-15');
  });
  // Issue 42: the same rule on the fiscal year the executor chose. Death 10 March 2026, years to the end of
  // February: 28 Feb 2027 and 29 Feb 2028 end before 10 March 2028 (exempt); the year 1 March 2028 - 28 Feb 2029
  // owes estimates, its first instalment on the 15th day of its 4th month (IRC 6654(c)(2), (k)(1)): 15 June 2028.
  it('a fiscal year to February: the first instalment is 15 June of the year that ends two or more years on', () => {
    expect(dueDateFor('estimated_tax', '2026-03-10', 'us', null, '2027-02-28')).toBe('2028-06-15');
  });
  // Death 30 June 2026, years to 31 May: 31 May 2027 and 31 May 2028 end before 30 June 2028; the year from
  // 1 June 2028 owes them, from 15 September 2028 (June, July, August, September: its 4th month).
  it('a fiscal year to May: 15 September, two years and a quarter after the death', () => {
    expect(dueDateFor('estimated_tax', '2026-06-30', 'us', null, '2027-05-31')).toBe('2028-09-15');
  });
});
