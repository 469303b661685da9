import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { isoToDate } from './dates.ts';
import { formatDisplayDate } from './display-date.ts';

describe('formatDisplayDate', () => {
  it("shows every day of 2024 (a leap year) and 1900 as date-fns 'dd-MMM-yyyy' does", () => {
    for (const start of ['2024-01-01', '1900-01-01']) {
      const d = isoToDate(start);
      for (let i = 0; i < 366; i++, d.setDate(d.getDate() + 1)) {
        const iso = format(d, 'yyyy-MM-dd');
        expect(formatDisplayDate(iso)).toBe(format(d, 'dd-MMM-yyyy'));
      }
    }
  });

  it('shows nothing for no date and refuses text that is not an ISO date', () => {
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate('')).toBe('');
    expect(() => formatDisplayDate('9/8/2026')).toThrow(RangeError);
    expect(() => formatDisplayDate('2026-13-01')).toThrow(RangeError);
  });
});
