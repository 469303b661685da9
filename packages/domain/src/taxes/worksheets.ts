/**
 * Every tax worksheet of an estate in one call (issue 42), for the screens, the reports and the API to come: its
 * tax years from the executor's choice, then per year the Form 1041 (US) or the T3 (Canada) with the year's sales
 * as CSV, and once for the estate the Form 706 (US) or the final T1 and the TX19 schedule (Canada).
 */
import type { Facts } from '../entities/working-copy.ts';
import { recompute } from '../ledger/recompute.ts';
import type { Derived } from '../ledger/types.ts';
import { type FinalT1, finalT1 } from './final-t1.ts';
import { type Form706Worksheet, form706Worksheet } from './form706-worksheet.ts';
import { type Form1041Worksheet, form1041Worksheet } from './form1041.ts';
import { salesCsv } from './sales-csv.ts';
import { type T3Worksheet, t3Worksheet } from './t3.ts';
import { type TaxYear, type TaxYearChoice, taxYearChoiceOf, taxYears } from './tax-year.ts';
import { type Tx19Schedule, tx19Schedule } from './tx19.ts';

export type EstateTaxWorksheets =
  | {
      country: 'us';
      years: { year: TaxYear; form1041: Form1041Worksheet; salesCsv: string }[];
      form706: Form706Worksheet;
    }
  | {
      country: 'ca';
      years: { year: TaxYear; t3: T3Worksheet; salesCsv: string }[];
      finalT1: FinalT1;
      tx19: Tx19Schedule;
    };

/** The worksheets through the tax year holding `through` (or the year the estate closed in, `closed`). */
export function estateTaxWorksheets(
  f: Facts,
  choice: TaxYearChoice,
  through: string,
  {
    closed = null,
    election645 = false,
    d = recompute(f),
  }: { closed?: string | null; election645?: boolean; d?: Derived } = {},
): { ok: true; worksheets: EstateTaxWorksheets } | { ok: false; msg: string } {
  const country = f.meta.country_code;
  const deathDate = f.meta.death_date;
  const r = taxYears({ country, deathDate, choice, trust: f.meta.trust, election645 }, through, closed);
  if (!r.ok) return r;
  const csv = (rows: Parameters<typeof salesCsv>[0]) => salesCsv(rows, country, deathDate);
  if (country === 'ca') {
    const years = r.years.map((year) => {
      const t3 = t3Worksheet(f, year, d);
      return { year, t3, salesCsv: csv(t3.sales) };
    });
    return { ok: true, worksheets: { country, years, finalT1: finalT1(f, d), tx19: tx19Schedule(f, d) } };
  }
  const years = r.years.map((year) => {
    const form1041 = form1041Worksheet(f, year, d);
    return { year, form1041, salesCsv: csv(form1041.gains.sales) };
  });
  return { ok: true, worksheets: { country: 'us', years, form706: form706Worksheet(f, d) } };
}

export type StoredTaxWorksheets =
  | {
      ok: true;
      worksheets: EstateTaxWorksheets;
      /** The choice the years follow: the stored one, or the calendar year when the stored one no longer fits. */
      choice: TaxYearChoice;
      /** Why the stored choice was set aside (the death date or the estate's kind changed since), or null. */
      problem: string | null;
    }
  | { ok: false; msg: string };

/**
 * The worksheets of an estate by the tax year its executor chose (`meta.tax_year_end`), through the year holding
 * `through`: what the API and the screens show. A stored choice the estate no longer allows counts as the calendar
 * year, as the tasks' due dates do (taxes/tax-year.ts firstTaxYearEnd), and says why.
 */
export function storedTaxWorksheets(
  f: Facts,
  through: string,
  d: Derived = recompute(f),
): StoredTaxWorksheets {
  const stored = taxYearChoiceOf(f.meta.tax_year_end);
  const election645 = f.meta.election_645;
  const first = estateTaxWorksheets(f, stored, through, { d, election645 });
  if (first.ok) return { ...first, choice: stored, problem: null };
  if (stored.kind === 'calendar') return first;
  const calendar: TaxYearChoice = { kind: 'calendar' };
  const again = estateTaxWorksheets(f, calendar, through, { d, election645 });
  return again.ok ? { ...again, choice: calendar, problem: first.msg } : again;
}
