import { format, isValid, parse } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { checkBirthDate, checkDate, checkDeathDate, isIsoDate, parseDateInput, shiftDays } from './dates.ts';
import { formatDisplayDate } from './display-date.ts';
import { MSG_DATE_MIN } from './messages.ts';

const today = '2026-11-22';
describe('dates', () => {
  it('parses m/d/yyyy', () => expect(parseDateInput('9/8/2026', today)).toBe('2026-09-08'));
  it('parses m-d-yy into this century when near', () =>
    expect(parseDateInput('9-8-26', today)).toBe('2026-09-08'));
  it('parses a 2-digit year far ahead into the last century', () =>
    expect(parseDateInput('1/2/80', today)).toBe('1980-01-02'));
  it('refuses mixed separators', () => expect(parseDateInput('9/8-2026', today)).toBeNull());
  it('refuses 2/30/2026', () => expect(parseDateInput('2/30/2026', today)).toBeNull());
  it('formats dd-Mon-yyyy', () => expect(formatDisplayDate('2026-09-08')).toBe('08-Sep-2026'));
  it('refuses dates before 1900', () => expect(checkDate('1899-12-31')).toBe(MSG_DATE_MIN));
  it('refuses a birth date after the death date', () =>
    expect(checkBirthDate('2026-01-02', '2026-01-01', today)).not.toBeNull());
  it('accepts a birth date before the death date', () =>
    expect(checkBirthDate('1940-01-02', '2026-01-01', today)).toBeNull());
  it('refuses a death date in the future', () =>
    expect(checkDeathDate('2026-11-23', null, today)).not.toBeNull());
  it('refuses a death date before the birth date', () =>
    expect(checkDeathDate('1939-01-01', '1940-01-01', today)).not.toBeNull());
});

describe('shiftDays', () => {
  it('moves across month and year ends, both ways', () => {
    expect([shiftDays('2026-12-30', 3), shiftDays('2026-03-01', -1), shiftDays('2024-02-28', 1)]).toEqual([
      '2027-01-02',
      '2026-02-28',
      '2024-02-29',
    ]);
  });
});

describe('isIsoDate', () => {
  it('takes real calendar dates and refuses the rest', () => {
    const got = [
      '2024-02-29',
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-4-03',
    ];
    expect(got.map(isIsoDate)).toEqual([true, false, false, false, false, false, false]);
    expect([isIsoDate(20260101), isIsoDate(null), isIsoDate(' 2026-01-01')]).toEqual([false, false, false]);
  });
  // date-fns' own reading of the form, as isIsoDate was written before it read the Date's fields
  const byDateFns = (s: string) => {
    const d = parse(s, 'yyyy-MM-dd', new Date(2000, 0, 1, 12));
    return isValid(d) && format(d, 'yyyy-MM-dd') === s;
  };
  it('agrees with date-fns on every day of 1899-2101 and on each month ending with days 28-33', () => {
    const days: string[] = [];
    for (let y = 1899; y <= 2101; y++)
      for (let m = 1; m <= 12; m++)
        for (let d = 1; d <= 33; d++)
          days.push(`${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    const differ = days.filter((s) => isIsoDate(s) !== byDateFns(s));
    expect(differ).toEqual([]);
    // 203 years of 365 days and 49 leap days (1900 and 2100 are not leap years, 2000 is)
    expect(days.filter(isIsoDate).length).toBe(203 * 365 + 49);
  });
});
