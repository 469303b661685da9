import { describe, expect, it } from 'vitest';
import {
  allocate,
  centsToDecimal,
  formatCount,
  formatMoney,
  formatWholeDollars,
  mulDiv,
  parseMoney,
  sumCents,
} from './money.ts';

describe('money', () => {
  it('parses "$12,500.00" to 1250000 cents', () => expect(parseMoney('$12,500.00')).toBe(1_250_000));
  it('parses a third decimal rounding half up', () => expect(parseMoney('1.005')).toBe(101));
  it('parses parentheses as negative', () => expect(parseMoney('(12.50)')).toBe(-1250));
  it('refuses text that is not money', () => expect(parseMoney('12a')).toBeNull());
  it('formats 1250000 as "$12,500.00"', () => expect(formatMoney(1_250_000)).toBe('$12,500.00'));
  it('formats negatives with the sign first', () => expect(formatMoney(-5)).toBe('-$0.05'));
  it('formats whole dollars rounded to the nearest, grouped by thousands', () => {
    expect(formatWholeDollars(123_456_750)).toBe('$1,234,568');
    expect(formatCount(6000)).toBe('6,000');
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(0)).toBe('0');
    expect(formatWholeDollars(123_456_749)).toBe('$1,234,567');
    expect(formatWholeDollars(49)).toBe('$0');
    expect(formatWholeDollars(-150)).toBe('-$2');
    expect(formatWholeDollars(-49)).toBe('$0');
    expect(formatWholeDollars(1_000_000_000_000)).toBe('$10,000,000,000');
  });
  it('writes plain decimals for journals', () => expect(centsToDecimal(-123456)).toBe('-1234.56'));
  it('splits 100.00 three ways summing exactly', () => {
    const parts = allocate(10_000, [1, 1, 1]);
    expect(parts).toEqual([3334, 3333, 3333]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(10_000);
  });
  it('splits by thousandths weights exactly', () =>
    expect(allocate(99_999, [33_333, 33_333, 33_334])).toEqual([33_333, 33_333, 33_333]));
  it('splits negatives symmetrically', () => expect(allocate(-10, [1, 2])).toEqual([-3, -7]));
  it('rounds products exactly with BigInt', () =>
    expect(mulDiv(999_999_999_999, 33_333, 100_000)).toBe(333_330_000_000));
});

describe('sumCents', () => {
  it('adds each field exactly, skipping null and missing values', () => {
    const rows = [
      { a: 10, b: null as number | null },
      { a: 20_00, b: 3 },
      { a: -5, b: undefined as unknown as number },
    ];
    expect(sumCents(rows, ['a', 'b'])).toEqual({ a: 20_05, b: 3 });
  });
  it('refuses a float (money is integer cents)', () => {
    expect(() => sumCents([{ a: 0.1 }, { a: 0.2 }], ['a'])).toThrow(RangeError);
  });
});
