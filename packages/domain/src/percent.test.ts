import { describe, expect, it } from 'vitest';
import { formatPercent, parsePercent, percentOf } from './percent.ts';

describe('percent', () => {
  it('parses 12.5 as 12500 thousandths', () => expect(parsePercent('12.5')).toBe(12_500));
  it('refuses more than three decimals', () => expect(parsePercent('1.2345')).toBeNull());
  it('refuses more than 100%', () => expect(parsePercent('100.001')).toBeNull());
  it('formats 33333 as 33.333%', () => expect(formatPercent(33_333)).toBe('33.333%'));
  it('formats 100000 as 100%', () => expect(formatPercent(100_000)).toBe('100%'));
  it('takes 33.333% of $100.00 as $33.33', () => expect(percentOf(10_000, 33_333)).toBe(3333));
});
