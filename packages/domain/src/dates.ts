/** Calendar dates as ISO 'yyyy-mm-dd' strings; date-fns only for parsing and display. No time zones. */
import { addDays, format, isValid, parse } from 'date-fns';
import { MIN_DATE } from './constants.ts';
import { formatDisplayDate } from './display-date.ts';
import { MSG_DATE_INVALID, MSG_DATE_MIN, msgDateAfter, msgDateBefore } from './messages.ts';

export type IsoDate = string;

const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local-noon Date for an ISO date (noon keeps DST shifts away from the day boundary). */
export function isoToDate(iso: IsoDate): Date {
  const m = ISO_RE.exec(iso);
  if (!m) throw new RangeError(`not an ISO date: ${iso}`);
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12);
}

export const dateToIso = (d: Date): IsoDate => format(d, 'yyyy-MM-dd');

/**
 * True for a real calendar date in 'yyyy-mm-dd' form: its local Date has the same year, month and day (Feb 30 rolls
 * over into March). Read from the Date's fields, not by formatting it back: every date of an estate read for a save
 * passes through here, and date-fns' format made that a sixth of a maximum estate's save.
 */
export function isIsoDate(s: unknown): s is IsoDate {
  if (typeof s !== 'string') return false;
  const m = ISO_RE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d, 12);
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d;
}

/**
 * Parse user input: month/day/year with a 4- or 2-digit year, separated by slashes or dashes
 * ("9/8/2026", "9-8-26"). A 2-digit year maps into the 100-year window around `today` (date-fns 'yy').
 * ISO input is accepted too. Returns null when the text is not a real date.
 */
export function parseDateInput(text: string, today: IsoDate): IsoDate | null {
  const s = text.trim();
  if (isIsoDate(s)) return s;
  const m = /^(\d{1,2})([/-])(\d{1,2})\2(\d{2}|\d{4})$/.exec(s);
  if (!m) return null;
  const pattern = `M${m[2]}d${m[2]}${m[4]?.length === 2 ? 'yy' : 'yyyy'}`;
  const d = parse(s, pattern, isoToDate(today));
  return isValid(d) ? dateToIso(d) : null;
}

/** The date `days` later (earlier when negative). */
export const shiftDays = (iso: IsoDate, days: number): IsoDate => dateToIso(addDays(isoToDate(iso), days));

export const yearOf = (iso: IsoDate): number => Number(iso.slice(0, 4));

/** Today in the local calendar. */
export const todayIso = (): IsoDate => dateToIso(new Date());

/** Whole days from a to b (b - a). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  const ua = Date.UTC(yearOf(a), Number(a.slice(5, 7)) - 1, Number(a.slice(8, 10)));
  const ub = Date.UTC(yearOf(b), Number(b.slice(5, 7)) - 1, Number(b.slice(8, 10)));
  return Math.round((ub - ua) / 86_400_000);
}

/** A date check: null when fine, else the message to show. */
export type DateCheck = string | null;

export function checkDate(iso: IsoDate | null, min?: IsoDate | null, max?: IsoDate | null): DateCheck {
  if (iso === null) return null;
  if (!isIsoDate(iso)) return MSG_DATE_INVALID;
  if (iso < MIN_DATE) return MSG_DATE_MIN;
  if (min && iso < min) return msgDateBefore(formatDisplayDate(min));
  if (max && iso > max) return msgDateAfter(formatDisplayDate(max));
  return null;
}

export const checkAtOrAfter = (iso: IsoDate | null, ref: IsoDate | null): DateCheck => checkDate(iso, ref);
export const checkAtOrBefore = (iso: IsoDate | null, ref: IsoDate | null): DateCheck =>
  checkDate(iso, null, ref);

/** Birth date lies between the minimum date and the death date (or today). */
export const checkBirthDate = (birth: IsoDate | null, death: IsoDate | null, today: IsoDate): DateCheck =>
  checkDate(birth, MIN_DATE, death ?? today);

/** Death date lies from the birth date to today. */
export const checkDeathDate = (death: IsoDate | null, birth: IsoDate | null, today: IsoDate): DateCheck =>
  checkDate(death, birth ?? MIN_DATE, today);

/** The estate's minimum date for entries: the death date for non-trusts, else 1 Jan 1900. */
export const estateMinDate = (trust: boolean, death: IsoDate | null): IsoDate =>
  !trust && death ? death : MIN_DATE;
