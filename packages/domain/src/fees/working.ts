// The shared pieces of the fee calculators (issue 19): money in cents, rates in basis points (1% = 100 bp, so
// 2.5% and 0.4% stay whole numbers), and every figure computed as lines a user can check by hand. The lines of
// an answer add up to its amount, to the cent.
import { formatMoney } from '../money.ts';

export interface WorkingLine {
  /** What the line charges, in words: "4% of the first $100,000.00". */
  text: string;
  /** Cents. */
  amount: number;
}

export interface FeeAnswer {
  /** Cents; null where no figure can be given (the place sets none, or our reference lacks it). */
  amount: number | null;
  /** What kind of figure it is: statutory, maximum, minimum, guideline, estimate, reasonable, none. */
  qualifier: string;
  lines: WorkingLine[];
  /** Plain-language notes: what the base is, what is left out. */
  notes: string[];
  /** Where the rule is written (statute or official page), e.g. "Cal. Prob. Code §10800". */
  authority: string;
}

export const money = (cents: number) => formatMoney(cents);
/** 250 bp -> "2.5%". */
export const pct = (bp: number) => `${bp / 100}%`;
/** Cents x basis points, rounded half up to the cent. */
export const ofBp = (cents: number, bp: number) => Math.round((cents * bp) / 10_000);
export const total = (lines: WorkingLine[]) => lines.reduce((s, l) => s + l.amount, 0);
export const dollars = (d: number) => Math.round(d * 100);

/** One bracket of a marginal schedule: `rate` bp on the part of the base up to `upTo` cents (null: no limit). */
export interface Bracket {
  upTo: number | null;
  bp: number;
}

/**
 * A marginal schedule ("4% of the first $100,000, 3% of the next $100,000, ..."): one line per bracket the base
 * reaches, each rounded to the cent.
 */
export function marginal(base: number, brackets: Bracket[], of = ''): WorkingLine[] {
  const lines: WorkingLine[] = [];
  let from = 0;
  for (const [i, b] of brackets.entries()) {
    if (base <= from) break;
    const to = b.upTo === null ? base : Math.min(base, b.upTo);
    const part = to - from;
    const which =
      i === 0
        ? b.upTo === null
          ? ''
          : ` of the first ${money(b.upTo)}`
        : b.upTo === null
          ? ` of the value above ${money(from)}`
          : ` of the value from ${money(from)} to ${money(b.upTo)}`;
    lines.push({
      text: `${pct(b.bp)}${which}${of}: ${pct(b.bp)} x ${money(part)}`,
      amount: ofBp(part, b.bp),
    });
    from = b.upTo ?? base;
  }
  return lines;
}

/** A flat fee by value band: the fee of the first band whose upper bound (inclusive) the value does not pass. */
export function banded(
  value: number,
  bands: { upTo: number | null; fee: number }[],
  what: string,
): WorkingLine {
  const band = bands.find((b) => b.upTo === null || value <= b.upTo) ?? bands[bands.length - 1];
  const prev = bands[bands.indexOf(band) - 1];
  const range =
    band.upTo === null
      ? `over ${money(prev?.upTo ?? 0)}`
      : prev
        ? `from ${money(prev.upTo ?? 0)} to ${money(band.upTo)}`
        : `up to ${money(band.upTo)}`;
  return { text: `Fee for ${what} ${range}: ${money(band.fee)}`, amount: band.fee };
}

/** "$15 per $1,000 or part": the number of started units times the fee per unit. */
export function perUnit(part: number, unit: number, fee: number, what: string): WorkingLine {
  const units = Math.max(0, Math.ceil(part / unit));
  return {
    text: `${money(fee)} per ${money(unit)} or part of ${what} (${money(part)}): ${units} x ${money(fee)}`,
    amount: units * fee,
  };
}
