/**
 * The estate's tax years (issue 42): from the date of death and the executor's choice of the first year's end, the
 * list of (start, end) periods that cover the administration. The choice is a parameter; storing it is not ours.
 *
 * US (IRC 441; Form 1041 instructions, "Accounting Periods"; IRS Pub. 559): the moment of death ends the
 * decedent's tax year and begins the estate's. The first year is any period of 12 months or less that ends on the
 * last day of a month: December 31 (a calendar year) or another month's end (a fiscal year, IRC 441(e)). Later
 * years run 12 months to the same month's end. A trust reports on the calendar year (IRC 644) unless the section
 * 645 election treats it as part of the estate, which then keeps the estate's fiscal year.
 *
 * Canada (ITA 249(1)(b), 248(1) "graduated rate estate"): a graduated rate estate's tax year is the period its
 * accounts are made up for, so its first may end on any day no more than 12 months after the death (the CRA's limit,
 * T4013); later years run 12 months from it. A trust is on the calendar year (ITA 249(1)(c)). The estate stops
 * being a graduated rate estate 36 months after the death: a tax year ends then (ITA 249(4.1)), and later years
 * are calendar years.
 */
import { addMonths, endOfMonth } from 'date-fns';
import { dateToIso, type IsoDate, isIsoDate, isoToDate, shiftDays } from '../dates.ts';
import { formatDisplayDate } from '../display-date.ts';
import * as M from '../messages.ts';

/** The executor's choice: the calendar year, or the first year ending on `firstEnd`. */
export type TaxYearChoice = { kind: 'calendar' } | { kind: 'fiscal'; firstEnd: IsoDate };

export interface TaxYearInput {
  country: string;
  deathDate: IsoDate | null;
  choice: TaxYearChoice;
  /** A trust (US: calendar year unless the 645 election is made). */
  trust?: boolean;
  /** US: the section 645 election treats a qualified revocable trust as part of the estate. */
  election645?: boolean;
}

export interface TaxYear {
  /** 1 for the first tax year. */
  n: number;
  start: IsoDate;
  end: IsoDate;
  /** The year the estate closed in (its return is the final one). */
  final: boolean;
  /** Canada: the estate is a graduated rate estate through this year. */
  gre: boolean;
}

export type TaxYearCheck = { ok: true; firstEnd: IsoDate } | { ok: false; msg: string };

/** Months a Canadian estate may stay a graduated rate estate (ITA 248(1), "graduated rate estate"). */
export const GRE_MONTHS = 36;

const monthEnd = (iso: IsoDate): IsoDate => dateToIso(endOfMonth(isoToDate(iso)));
const plusMonths = (iso: IsoDate, n: number): IsoDate => dateToIso(addMonths(isoToDate(iso), n));

/** The latest day a first tax year may end: 12 months from the death, less a day. */
const lastAllowedEnd = (death: IsoDate): IsoDate => shiftDays(plusMonths(death, 12), -1);

/** The first and last days the first tax year may end on, for this country. */
export function firstEndRange(country: string, death: IsoDate): { first: IsoDate; last: IsoDate } {
  const last = lastAllowedEnd(death);
  // US: a month's end; the last one no later than 12 months from the death.
  if (country === 'us') return { first: monthEnd(death), last: monthEnd(plusMonths(death, 11)) };
  return { first: death, last };
}

/**
 * Why this estate may not leave the calendar year, or null when it may: a trust reports on the calendar year (US
 * IRC 644, unless the section 645 election treats it as part of the estate; Canada ITA 249(1)(c)).
 */
export function trustYearBar(input: Pick<TaxYearInput, 'country' | 'trust' | 'election645'>): string | null {
  if (!input.trust) return null;
  if (input.country === 'ca') return M.MSG_TAX_YEAR_TRUST_CALENDAR_CA;
  return input.election645 ? null : M.MSG_TAX_YEAR_TRUST_CALENDAR;
}

/** Checks a choice; the first year's end it means, or the message to show. */
export function checkTaxYearChoice(input: TaxYearInput): TaxYearCheck {
  const { country, deathDate, choice } = input;
  if (!deathDate) return { ok: false, msg: M.MSG_TAX_YEAR_NO_DEATH };
  if (country !== 'us' && country !== 'ca') return { ok: false, msg: M.MSG_TAX_YEAR_COUNTRY };
  const firstEnd = choice.kind === 'calendar' ? `${deathDate.slice(0, 4)}-12-31` : choice.firstEnd;
  if (!isIsoDate(firstEnd)) return { ok: false, msg: M.MSG_TAX_YEAR_END_INVALID };
  const trustBar = firstEnd.slice(5) !== '12-31' ? trustYearBar(input) : null;
  if (trustBar) return { ok: false, msg: trustBar };
  if (country === 'us' && monthEnd(firstEnd) !== firstEnd)
    return { ok: false, msg: M.MSG_TAX_YEAR_MONTH_END };
  const range = firstEndRange(country, deathDate);
  if (firstEnd < range.first || firstEnd > range.last) {
    return {
      ok: false,
      msg: M.msgTaxYearEndRange(formatDisplayDate(range.first), formatDisplayDate(range.last)),
    };
  }
  return { ok: true, firstEnd };
}

/** The end of the 12-month year after one ending on `end`. */
const nextEnd = (country: string, end: IsoDate): IsoDate =>
  country === 'us' ? monthEnd(plusMonths(end, 12)) : shiftDays(plusMonths(shiftDays(end, 1), 12), -1);

/**
 * The tax years from the death through the one holding `through` (or the day the estate closed, `closed`, which
 * ends the last year early and makes it the final one: Treas. Reg. 1.641(b)-3).
 */
export function taxYears(
  input: TaxYearInput,
  through: IsoDate,
  closed: IsoDate | null = null,
): { ok: true; years: TaxYear[] } | { ok: false; msg: string } {
  const check = checkTaxYearChoice(input);
  if (!check.ok) return check;
  const death = input.deathDate as IsoDate;
  if (closed !== null && closed < death) return { ok: false, msg: M.MSG_TAX_YEAR_CLOSE_BEFORE_DEATH };
  const last = closed ?? (through < death ? death : through);
  // The last day of the 36 months, counted as a tax year's 12 months are: the day before the third anniversary.
  const greEnd = input.country === 'ca' ? shiftDays(plusMonths(death, GRE_MONTHS), -1) : null;
  const years: TaxYear[] = [];
  let start = death;
  let end = check.firstEnd;
  while (start <= last) {
    const gre = greEnd !== null && start <= greEnd;
    // Canada: the year in which the estate stops being a graduated rate estate ends that day; then calendar years.
    if (greEnd !== null && gre && end > greEnd) end = greEnd;
    const final = closed !== null && closed <= end;
    years.push({ n: years.length + 1, start, end: final ? (closed as IsoDate) : end, final, gre });
    if (final) break;
    start = shiftDays(end, 1);
    end = greEnd !== null && start > greEnd ? `${start.slice(0, 4)}-12-31` : nextEnd(input.country, end);
  }
  return { ok: true, years };
}

/**
 * When the year's return is due, before any weekend or holiday shift: a US Form 1041 on the 15th day of the fourth
 * month after the year ends (IRC 6072(a)); a Canadian T3 90 days after it ends (ITA 150(1)(c)).
 */
export function returnDueDate(country: string, yearEnd: IsoDate): IsoDate {
  if (country === 'ca') return shiftDays(yearEnd, 90);
  return `${plusMonths(`${yearEnd.slice(0, 8)}01`, 4).slice(0, 8)}15`;
}

/**
 * When a US estate's first instalment of estimated tax falls due. It owes none for a tax year ending before the day
 * two years after the death (IRC 6654(l)(2)(A)), so the first year owing it is the first to end on or after that
 * day; its first instalment is due on the 15th day of its 4th month (April 15 for a calendar year: IRC 6654(c)(2),
 * with a fiscal year's corresponding months, 6654(k)(1); Form 1041-ES instructions).
 */
export function firstEstimatedTaxDue(death: IsoDate, firstEnd: IsoDate): IsoDate {
  const twoYears = plusMonths(death, 24);
  let end = firstEnd;
  while (end < twoYears) end = nextEnd('us', end);
  const start = shiftDays(monthEnd(plusMonths(end, -12)), 1);
  return `${plusMonths(start, 3).slice(0, 8)}15`;
}

/** The executor's choice as the estate stores it (`tax_year_end`: the first year's last day; null = calendar). */
export const taxYearChoiceOf = (taxYearEnd: string | null | undefined): TaxYearChoice =>
  taxYearEnd ? { kind: 'fiscal', firstEnd: taxYearEnd } : { kind: 'calendar' };

/** The estate fields the tax year depends on. */
export interface TaxYearMeta {
  country_code: string;
  death_date: string | null;
  trust: boolean;
  tax_year_end?: string | null;
  election_645?: boolean;
}

/** The tax-year input of an estate as stored. */
export const taxYearInputOf = (m: TaxYearMeta): TaxYearInput => ({
  country: m.country_code,
  deathDate: m.death_date,
  choice: taxYearChoiceOf(m.tax_year_end),
  trust: m.trust,
  election645: m.election_645 === true,
});

/**
 * The last day of the estate's first tax year: the stored choice when it holds, else December 31 of the year of
 * death (the calendar year, also what a choice that no longer fits the death date falls back to); null with no death.
 */
export function firstTaxYearEnd(m: TaxYearMeta): IsoDate | null {
  if (!m.death_date) return null;
  const check = checkTaxYearChoice(taxYearInputOf(m));
  return check.ok ? check.firstEnd : `${m.death_date.slice(0, 4)}-12-31`;
}
