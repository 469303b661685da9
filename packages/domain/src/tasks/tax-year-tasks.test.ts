/**
 * Issue 42: the estate's returns fall due from the tax year the executor chose (taxes/tax-year.ts), not always from
 * 31 December. Each date is worked out in the comment; all fall on business days, so no weekend shift blurs them.
 */
import { describe, expect, it } from 'vitest';
import { buildTaskList } from './build.ts';
import { emptyTaskState } from './task-state.ts';
import { byId, estateOf } from './test-fixtures.ts';
import type { TaskEstate } from './types.ts';

const due = (estate: Partial<TaskEstate>, id: number) =>
  byId(buildTaskList(estateOf(estate), emptyTaskState()), id)?.due;

describe('the return tasks follow the chosen tax year', () => {
  // IRC 6072(a): the 15th day of the 4th month after the year. Calendar 2026 -> 15 April 2027 (a Thursday).
  it('task 77 (Form 1041): the calendar year of a 15 March 2026 death is due 15 April 2027', () => {
    expect(due({ death_date: '2026-03-15' }, 77)).toBe('2027-04-15');
    expect(due({ death_date: '2026-03-15', tax_year_end: null }, 77)).toBe('2027-04-15');
  });
  // A fiscal year to 28 February 2027: the 4th month after is June -> 15 June 2027 (a Tuesday).
  it('task 77 (Form 1041): a fiscal year to 28 February 2027 is due 15 June 2027', () => {
    expect(due({ death_date: '2026-03-15', tax_year_end: '2027-02-28' }, 77)).toBe('2027-06-15');
  });
  // A choice the death date no longer allows (not a month's end, or past 12 months) counts as the calendar year.
  it('task 77: a stored end that no longer fits the death date falls back to the calendar year', () => {
    expect(due({ death_date: '2026-03-15', tax_year_end: '2026-11-15' }, 77)).toBe('2027-04-15');
    expect(due({ death_date: '2026-03-15', tax_year_end: '2027-03-31' }, 77)).toBe('2027-04-15');
  });
  // ITA 150(1)(c): 90 days after the year. A graduated rate estate's year to 31 October 2026 -> 29 January 2027
  // (30 Nov 30 + 31 Dec 61 + 29 Jan 90), a Friday; the calendar year -> 31 March 2027 (a Wednesday).
  it('task 91 (T3): a year to 31 October 2026 is due 29 January 2027; the calendar year 31 March 2027', () => {
    const ca = { country_code: 'ca', state: 'ON', state_exec: 'ON', death_date: '2026-03-15' };
    expect(due({ ...ca, tax_year_end: '2026-10-31' }, 91)).toBe('2027-01-29');
    expect(due(ca, 91)).toBe('2027-03-31');
  });
});

describe('a US trust keeps the calendar year unless it made the section 645 election', () => {
  // IRC 644: a trust reports on the calendar year; with the 645 election (Form 8855) it is treated as part of the
  // estate and may keep the estate's fiscal year: the year to 28 February 2027 is due 15 June 2027, as above.
  it('task 77 follows a trust’s fiscal year only under the election', () => {
    const trust = { death_date: '2026-03-15', trust: true, tax_year_end: '2027-02-28' };
    expect(due({ ...trust, election_645: true }, 77)).toBe('2027-06-15');
    expect(due({ ...trust, election_645: false }, 77)).toBe('2027-04-15');
  });
});
