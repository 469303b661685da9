/** Money is integer cents (branded), never floats. Products and ratios go through BigInt so they stay exact. */

declare const centsBrand: unique symbol;
export type Cents = number & { readonly [centsBrand]: true };

/** Brand an integer number of cents; throws on a non-integer (a programming error, not a user mistake). */
export function cents(n: number): Cents {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not an integer number of cents: ${n}`);
  return n as Cents;
}

export const ZERO = 0 as Cents;

/** Round a/b to the nearest integer, halves away from zero, exactly. */
export function divRound(a: bigint, b: bigint): bigint {
  if (b === 0n) throw new RangeError('division by zero');
  if (b < 0n) return divRound(-a, -b);
  const q = a / b;
  const r = a % b;
  if (r * 2n >= b) return q + 1n;
  if (-r * 2n >= b) return q - 1n;
  return q;
}

/** round(a * b / c) exactly, for integers a, b, c (c != 0). */
export function mulDiv(a: number, b: number, c: number): number {
  return Number(divRound(BigInt(a) * BigInt(b), BigInt(c)));
}

/**
 * Parse user money text: "$12,500.00", "12500", "-12.5", "(12.50)". More than two decimals round half up
 * (away from zero). Returns null for anything else.
 */
export function parseMoney(text: string): Cents | null {
  let s = text.trim().replace(/[$,\s]/g, '');
  let neg = false;
  if (/^\(.*\)$/.test(s)) {
    neg = true;
    s = s.slice(1, -1);
  }
  if (s.startsWith('-')) {
    neg = !neg;
    s = s.slice(1);
  } else if (s.startsWith('+')) s = s.slice(1);
  const m = /^(\d*)(?:\.(\d*))?$/.exec(s);
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return null;
  const whole = BigInt(m[1] || '0');
  const frac = (m[2] ?? '').padEnd(3, '0');
  let c = whole * 100n + BigInt(frac.slice(0, 2));
  if (Number(frac[2]) >= 5) c += 1n;
  const n = Number(neg ? -c : c);
  if (!Number.isSafeInteger(n)) return null;
  return (n === 0 ? 0 : n) as Cents;
}

/** "$12,500.00"; negatives as "-$12.50". `symbol` '' gives "12,500.00". */
export function formatMoney(c: number, symbol = '$'): string {
  const neg = c < 0;
  const abs = Math.abs(c);
  const rest = (abs % 100).toString().padStart(2, '0');
  return `${neg ? '-' : ''}${symbol}${thousands(Math.floor(abs / 100))}.${rest}`;
}

/**
 * Whole dollars, rounded to the nearest: "$1,235", "-$2". For chart axes and round figures in words. Not
 * `toLocaleString`, which builds a number format on every call (a chart axis formats its ticks many times).
 */
export function formatWholeDollars(c: number, symbol = '$'): string {
  const d = Math.round(Math.abs(c) / 100);
  return `${c < 0 && d > 0 ? '-' : ''}${symbol}${thousands(d)}`;
}

/** A count for people to read: 6000 -> "6,000". Not `toLocaleString`, for the reason above. */
export function formatCount(n: number): string {
  return `${n < 0 ? '-' : ''}${thousands(Math.round(Math.abs(n)))}`;
}

/** 1234567 -> "1,234,567" (a whole number of at least 0). */
const thousands = (n: number): string => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Plain decimal text "12500.00" / "-0.05" (for journals and CSV). */
export function centsToDecimal(c: number): string {
  const abs = Math.abs(c);
  return `${c < 0 ? '-' : ''}${Math.floor(abs / 100)}.${(abs % 100).toString().padStart(2, '0')}`;
}

/**
 * Split `total` cents into parts proportional to non-negative integer `weights`, summing exactly to `total`
 * (largest remainder; ties go to the earlier part). All-zero weights give all-zero parts except when total
 * is zero too.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sumW = weights.reduce((a, w) => a + BigInt(w), 0n);
  if (weights.length === 0) return [];
  if (sumW === 0n) return weights.map(() => 0);
  const t = BigInt(total);
  const sign = t < 0n ? -1n : 1n;
  const abs = t * sign;
  const parts = weights.map((w) => (abs * BigInt(w)) / sumW);
  const rems = weights.map((w, i) => ({ i, r: (abs * BigInt(w)) % sumW }));
  let left = abs - parts.reduce((a, p) => a + p, 0n);
  rems.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of rems) {
    if (left <= 0n) break;
    parts[i] = (parts[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map((p) => Number(p * sign));
}

/** Equal within the currency precision (0.005 dollars, CURRENCY_PRECISION): for integer cents that means equal. */
export function sameMoney(a: number, b: number): boolean {
  return Math.abs(a - b) < 0.5;
}

/**
 * Column totals of a list of rows: for each field, the exact sum of its integer cents (null and missing count as
 * none). The grids' totals rows come from here, so a total always equals its rows to the cent.
 */
export function sumCents<T>(
  rows: readonly T[],
  fields: readonly (keyof T & string)[],
): Record<string, Cents> {
  const out: Record<string, Cents> = {};
  for (const field of fields) {
    let sum = 0;
    for (const r of rows) {
      const v = r[field] as unknown;
      if (typeof v === 'number') sum += v;
    }
    out[field] = cents(sum);
  }
  return out;
}
