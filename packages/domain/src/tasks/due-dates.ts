/**
 * Default due dates from the death date (README.md, Default due dates). Calendar dates only: date-fns month arithmetic
 * clamps to the month's end, so 31 Jan + 1 month is 28 (or 29) Feb.
 */
import { addDays, addMonths } from 'date-fns';
import { isIsoDate, dateToIso as iso, isoToDate } from '../dates.ts';
import { firstEstimatedTaxDue, returnDueDate } from '../taxes/tax-year.ts';
import type { DueAfter, DueRule } from './types.ts';

const parseDay = (value: string | null | undefined): Date | null =>
  isIsoDate(value) ? isoToDate(value) : null;

/** Whole months from one ISO date to another (negative when `to` is earlier); null if either is missing. */
export function monthsBetween(from: string | null, to: string | null): number | null {
  const a = parseDay(from);
  const b = parseDay(to);
  if (!a || !b) return null;
  let m = (b.getFullYear() - a.getFullYear()) * 12 + (b.getMonth() - a.getMonth());
  if (b.getDate() < a.getDate()) m -= 1;
  return m;
}

/**
 * Due date of a rule for a death date. Country 'ca' picks Canada's tax dates; any other country the US ones.
 * Tax-year rules: US returns 15 April of the next year, Canada the T3's 90 days after 31 December. The estate's own
 * return (estate_return) counts from its first tax year's end, `firstTaxYearEnd` (the executor's choice,
 * taxes/tax-year.ts; 31 December of the year of death when not given). The final personal return is
 * 15 April next year in the US, and in Canada 30 April next year, or six months after death for a death
 * in November or December (when 30 April would come too soon).
 */
export function dueDateFor(
  rule: DueRule,
  deathDate: string | null,
  country: string,
  months: number | null = null,
  firstTaxYearEnd: string | null = null,
): string | null {
  const death = parseDay(deathDate);
  if (!death) return null;
  const next = death.getFullYear() + 1;
  const ca = country === 'ca';
  switch (rule) {
    case 'none':
      return null;
    case 'week':
      return iso(addDays(death, 7));
    case 'month':
      return iso(addMonths(death, 1));
    case 'quarter':
      return iso(addMonths(death, 3));
    case 'year':
      return iso(addMonths(death, 9));
    case 'form8971':
      return iso(addDays(addMonths(death, 9), 30));
    case 'two_year':
      return iso(addMonths(death, 24));
    case 'closing706':
      // Form 706 is due 9 months after death and the IRS asks for a closing letter request no sooner than
      // 9 months after the return is filed (IRS FAQ on the Estate Tax Closing Letter): 18 months in all.
      return iso(addMonths(death, 18));
    case 'prior_year_1040':
      // The decedent's own return for the year before the death keeps its normal date, 15 April of the year
      // of death (IRS Pub. 559). After that date it is already late: the date stays, so the task shows overdue.
      return `${death.getFullYear()}-04-15`;
    case 'estimated_tax':
      // The first tax year (as the executor chose it) ending two or more years after the death: IRC 6654(l)(2).
      return firstEstimatedTaxDue(iso(death), firstTaxYearEnd ?? `${death.getFullYear()}-12-31`);
    case 'prior_year_t1':
      // ITA 150(1)(b): a death on or before the prior year's filing-due date (30 April; 15 June if self-employed)
      // with that return unfiled gives six months after the death. A later death finds it already due
      // (30 April of the year of death): the date stays, so the task shows overdue (Revenu Québec, Filing
      // Deadlines; CRA, Due date for the final return).
      return death.getMonth() < 4 ? iso(addMonths(death, 6)) : `${death.getFullYear()}-04-30`;
    case 'optional_returns':
      // Partner-or-proprietor and testamentary-trust returns are due with the final return; the rights-or-things
      // return by the later of one year after death and 90 days after the final return's assessment, which
      // can be a year after death when the final return was filed early. The earlier of the two is never late.
      return minIso(finalReturn(death, ca), iso(addMonths(death, 12)));
    case 'months':
      return months === null ? null : iso(addMonths(death, months));
    case 'tax_year':
      // Canada: the T3 for a calendar tax year is due 90 days after 31 December (ITA 150(1)(c)),
      // 31 March, or 30 March when February has 29 days.
      return ca ? iso(addDays(new Date(death.getFullYear(), 11, 31, 12), 90)) : `${next}-04-15`;
    case 'estate_return':
      // The estate's return for its first tax year, as the executor chose it (31 December when not given): Form
      // 1041 on the 15th day of the 4th month after the year (IRC 6072(a)), the T3 90 days after (ITA 150(1)(c)).
      return returnDueDate(ca ? 'ca' : 'us', firstTaxYearEnd ?? `${death.getFullYear()}-12-31`);
    case 'final_return':
      return finalReturn(death, ca);
    case 'tax_notify':
      return `${next}-03-15`;
  }
}

/**
 * The final personal return: 15 April next year (US); 30 April next year, or six months after a November or
 * December death (Canada).
 */
function finalReturn(death: Date, ca: boolean): string {
  const next = death.getFullYear() + 1;
  if (!ca) return `${next}-04-15`;
  return death.getMonth() > 9 ? iso(addMonths(death, 6)) : `${next}-04-30`;
}

const minIso = (a: string, b: string): string => (a < b ? a : b);

/**
 * A due date counted from the day another task was marked done (its stamped date), e.g. New York's seven
 * months from letters; until that day is known, the rule's own estimate stands.
 */
export function dueAfterDone(
  doneDate: string | null | undefined,
  after: DueAfter,
  estimate: string | null,
): string | null {
  const done = parseDay(doneDate);
  if (!done) return estimate;
  return iso(addDays(addMonths(done, after.months ?? 0), after.days ?? 0));
}
