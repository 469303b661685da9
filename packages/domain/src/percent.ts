/** Percent is integer thousandths of a percent: 100000 = 100%, at most three decimals. */
import { PERCENT_TOTAL } from './constants.ts';
import { mulDiv } from './money.ts';

declare const pctBrand: unique symbol;
export type Percent = number & { readonly [pctBrand]: true };

/** Parse "12.5" or "12.5%" to 12500; null when not a number with at most 3 decimals in 0..100. */
export function parsePercent(text: string): Percent | null {
  const m = /^\s*(\d{1,3})(?:\.(\d{0,3}))?\s*%?\s*$/.exec(text);
  if (!m) return null;
  const v = Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0'));
  return v <= PERCENT_TOTAL ? (v as Percent) : null;
}

/** 12500 -> "12.5%"; trailing zeros dropped. */
export function formatPercent(p: number, sign = '%'): string {
  const whole = Math.trunc(p / 1000);
  const frac = Math.abs(p % 1000)
    .toString()
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${p < 0 && whole === 0 ? '-' : ''}${whole}${frac ? `.${frac}` : ''}${sign}`;
}

/** The share of `amount` cents given by `p` thousandths, rounded to the cent. */
export function percentOf(amount: number, p: number): number {
  return mulDiv(amount, p, PERCENT_TOTAL);
}

/** `part` as thousandths of `whole` (0 when whole is 0). */
export function ratioPercent(part: number, whole: number): number {
  return whole === 0 ? 0 : mulDiv(part, PERCENT_TOTAL, whole);
}

export const isValidPercent = (p: number): boolean => Number.isInteger(p) && p >= 0 && p <= PERCENT_TOTAL;
