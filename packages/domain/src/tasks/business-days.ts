/**
 * Tax deadlines that fall on a weekend or a holiday move to the next business day, as the tax agencies allow.
 *
 * United States, IRC §7503: an act due under the internal revenue laws on a Saturday, Sunday or legal holiday is
 * timely on the next day that is none of these; 'legal holiday' means a legal holiday in the District of Columbia
 * (and a statewide one where the return is filed, which we do not model: see packages/domain/README.md). The DC
 * legal holidays are the federal ones of 5 U.S.C. §6103(a), with their observed days (a Saturday holiday on the
 * Friday before, a Sunday one on the Monday after: §6103(b), E.O. 11582), which @18f/us-federal-holidays computes,
 * plus DC Emancipation Day, 16 April (D.C. Code §1-612.02; the same weekend rule: the IRS moved 15 April 2022
 * to 18 April because 16 April was a Saturday, observed Friday 15 April), and Inauguration Day every four years
 * (5 U.S.C. §6103(c)).
 *
 * Canada, Interpretation Act s.26: a time limit expiring on a holiday runs to the next day that is not one;
 * s.35(1) makes Sundays holidays and the CRA treats Saturdays the same (CRA, 2015 APFF roundtable Q.21,
 * 2015-0598291C6; CRA 'Public holidays' page: a return or payment due on a Saturday, Sunday or public holiday
 * it recognises is on time the next business day). The CRA's list for every province: New Year's Day, Good
 * Friday, Easter Monday, Victoria Day, Canada Day (2 July when 1 July is a Sunday: Holidays Act), Labour Day,
 * the National Day for Truth and Reconciliation (from 2021), Thanksgiving, Remembrance Day, Christmas and Boxing
 * Day; the Civic Holiday everywhere but Quebec and Yukon, and Saint-Jean-Baptiste in Quebec. Other provincial
 * days (Family Day and the like) are left out: the date shown is then a day early, never late.
 *
 * Only deadlines an agency sets move (AGENCY_DEADLINES); court and state or provincial dates stay as computed.
 */
import { allForYear } from '@18f/us-federal-holidays';
import { format, getDay } from 'date-fns';
import { isoToDate, shiftDays, yearOf } from '../dates.ts';

export type TaxAgency = 'IRS' | 'CRA';

/**
 * Tasks whose default due date is a filing or payment deadline of the IRS or the CRA: the final 1040 and the
 * refund claimed on it (74, 75), the prior-year 1040 (76), Form 1041 (77), estimated tax (78), Form 706 and the
 * portability election made on it (79, 80), Form 8971 (81), Form 709 (85); the final T1 (88), the optional
 * returns (89), the prior-year T1 (90), the T3 (91) and the deemed disposition reported on the final T1 (92).
 * Quebec's TP-1 (96) is Revenu Québec's, whose Saturday rule we could not confirm: it does not move.
 */
const AGENCY_DEADLINES: Readonly<Record<TaxAgency, ReadonlySet<number>>> = {
  IRS: new Set([74, 75, 76, 77, 78, 79, 80, 81, 85]),
  CRA: new Set([88, 89, 90, 91, 92]),
};

/** The agency whose next-business-day rule covers a task's default due date, or null. */
export function agencyOf(taskId: number, country: string): TaxAgency | null {
  const agency: TaxAgency = country === 'ca' ? 'CRA' : 'IRS';
  return AGENCY_DEADLINES[agency].has(taskId) ? agency : null;
}

type HolidayMap = ReadonlyMap<string, string>;

const iso = (y: number, m: number, d: number): string =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** A fixed-date holiday moved off the weekend: Saturday to the Friday before, Sunday to the Monday after. */
function observed(date: string): string {
  const wd = getDay(isoToDate(date));
  return wd === 6 ? shiftDays(date, -1) : wd === 0 ? shiftDays(date, 1) : date;
}

/** The n-th (1-based) given weekday (0 Sunday..6 Saturday) of a month (1-12). */
function nthWeekday(y: number, m: number, weekday: number, n: number): string {
  const first = getDay(isoToDate(iso(y, m, 1)));
  return iso(y, m, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
}

/** Easter Sunday (Gregorian; the anonymous algorithm of Meeus). */
function easter(y: number): string {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((8 * b + 13) / 25)) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return iso(y, month, ((h + l - 7 * m + 114) % 31) + 1);
}

/** Legal holidays in the District of Columbia for IRC §7503, by date. */
function usHolidays(y: number): HolidayMap {
  const out = new Map<string, string>();
  for (const h of allForYear(y)) out.set(h.dateString, h.name);
  out.set(observed(iso(y, 4, 16)), 'DC Emancipation Day');
  // Inauguration Day, 20 January after a presidential election (21 January when the 20th is a Sunday).
  if (y % 4 === 1)
    out.set(getDay(isoToDate(iso(y, 1, 20))) === 0 ? iso(y, 1, 21) : iso(y, 1, 20), 'Inauguration Day');
  return out;
}

/** Holidays the CRA recognises in a province (upper-case code, or null when unknown), by date. */
function caHolidays(y: number, province: string | null): HolidayMap {
  const e = easter(y);
  const july1 = iso(y, 7, 1);
  // Victoria Day: the Monday before 25 May (days back from the 25th to the Monday strictly before it).
  const victoria = shiftDays(iso(y, 5, 25), -((getDay(isoToDate(iso(y, 5, 25))) + 6) % 7 || 7));
  const days: [string, string][] = [
    [iso(y, 1, 1), "New Year's Day"],
    [shiftDays(e, -2), 'Good Friday'],
    [shiftDays(e, 1), 'Easter Monday'],
    [victoria, 'Victoria Day'],
    [getDay(isoToDate(july1)) === 0 ? iso(y, 7, 2) : july1, 'Canada Day'],
    [nthWeekday(y, 9, 1, 1), 'Labour Day'],
    [nthWeekday(y, 10, 1, 2), 'Thanksgiving'],
    [iso(y, 11, 11), 'Remembrance Day'],
    [iso(y, 12, 25), 'Christmas Day'],
    [iso(y, 12, 26), 'Boxing Day'],
  ];
  if (y >= 2021) days.push([iso(y, 9, 30), 'National Day for Truth and Reconciliation']);
  if (province && province !== 'QC' && province !== 'YT')
    days.push([nthWeekday(y, 8, 1, 1), 'Civic Holiday']);
  if (province === 'QC') days.push([iso(y, 6, 24), 'Saint-Jean-Baptiste Day']);
  return new Map(days);
}

const cache = new Map<string, HolidayMap>();

/** The holiday on a date for an agency ('IRS' ignores the province), or null. */
export function holidayOn(date: string, agency: TaxAgency, province: string | null = null): string | null {
  const y = yearOf(date);
  const key = `${agency}:${province ?? ''}:${y}`;
  let map = cache.get(key);
  if (!map) {
    map = agency === 'IRS' ? usHolidays(y) : caHolidays(y, province);
    cache.set(key, map);
  }
  return map.get(date) ?? null;
}

const isWeekend = (date: string): boolean => {
  const wd = getDay(isoToDate(date));
  return wd === 0 || wd === 6;
};

/** The first day on or after `date` that is neither a weekend nor a holiday, and the holidays passed over. */
export function nextBusinessDay(
  date: string,
  agency: TaxAgency,
  province: string | null = null,
): { readonly date: string; readonly skipped: readonly (readonly [string, string])[] } {
  const skipped: [string, string][] = [];
  let d = date;
  for (;;) {
    const holiday = holidayOn(d, agency, province);
    if (holiday) skipped.push([d, holiday]);
    else if (!isWeekend(d)) return { date: d, skipped };
    d = shiftDays(d, 1);
  }
}

const longDate = (date: string): string => format(isoToDate(date), 'EEEE d MMMM yyyy');
const shortDate = (date: string): string => format(isoToDate(date), 'EEEE d MMMM');

export interface BusinessDue {
  readonly due: string | null;
  /** Why the date differs from the rule's, for the user; null when it does not. */
  readonly note: string | null;
}

/**
 * A task's default due date on the agency's next business day, with a note when it moved. Tasks no agency
 * rule covers, and undated ones, keep their date. (A user's own due date never passes through here.)
 */
export function onBusinessDay(
  taskId: number,
  due: string | null,
  country: string,
  province: string | null,
): BusinessDue {
  const agency = due ? agencyOf(taskId, country) : null;
  if (!due || !agency) return { due, note: null };
  const next = nextBusinessDay(due, agency, province);
  if (next.date === due) return { due, note: null };
  const first = next.skipped[0]?.[0] === due ? next.skipped[0][1] : 'a weekend';
  const later = next.skipped.filter(([d]) => d !== due).map(([d, name]) => `${shortDate(d)} is ${name}`);
  const also = later.length > 0 ? `; ${later.join(', ')}` : '';
  return {
    due: next.date,
    note: `Moved from ${longDate(due)} (${first}${also}): the ${agency} accepts it on the next business day.`,
  };
}
