/**
 * Court formats of the accounting (issue 16, ../shared/reference/court-accounting.md): the carry-approach report
 * re-cut into the schedules a probate court reads. California (Probate Code 1060-1064: a summary and lettered
 * schedules), New York (Surrogate's Court form JA-7: schedules A to K), Ontario (passing of accounts: capital and
 * revenue kept apart) and, elsewhere, the Uniform Fiduciary Accounting Principles' plain order. Every line of the
 * report lands in exactly one schedule, so charges = credits holds in every format because it holds in the report.
 */
import { CAT } from '../enums.ts';
import type { AccountingLine, AccountingReport, OnHandLine } from './accounting.ts';

export type CourtFormat = 'california' | 'new_york' | 'ontario' | 'uniform';

export const COURT_FORMATS: Record<CourtFormat, string> = {
  california: 'California (Probate Code 1060-1064)',
  new_york: "New York Surrogate's Court (JA-7)",
  ontario: 'Ontario passing of accounts',
  uniform: 'Uniform fiduciary accounting',
};

/** The format a court of the estate's death state or province expects. */
export function courtFormatFor(country: string, state: string): CourtFormat {
  const s = state.trim().toUpperCase();
  if (country === 'ca') return s === 'ON' ? 'ontario' : 'uniform';
  if (s === 'CA') return 'california';
  if (s === 'NY') return 'new_york';
  return 'uniform';
}

export interface ScheduleLine {
  date: string | null;
  name: string;
  category: string;
  amount: number;
}

export interface Schedule {
  /** Letter or short code the court uses (A, A-1, ...), '' when the format names schedules only by title. */
  code: string;
  title: string;
  side: 'charge' | 'credit';
  lines: ScheduleLine[];
  total: number;
}

export interface CourtAccounting {
  format: CourtFormat;
  title: string;
  start: string;
  end: string;
  schedules: Schedule[];
  charges: number;
  credits: number;
}

// Receipts that are income rather than principal (JA-7 A-2, Ontario revenue).
const INCOME_CATS: ReadonlySet<number> = new Set([CAT.income, CAT.interest, CAT.dividend, CAT.rent]);
// Disbursements paying the decedent's creditors (JA-7 D), taxes (JA-7 K); the rest administers the estate (C).
const CREDITOR_CATS: ReadonlySet<number> = new Set([
  CAT.debtPayment,
  CAT.loanRepayment,
  CAT.executorLoanRepayment,
]);
const TAX_CATS: ReadonlySet<number> = new Set([CAT.tax]);
// Ontario revenue disbursements: what is paid out of income (its tax, interest on a loan to the estate).
const REVENUE_OUT_CATS: ReadonlySet<number> = new Set([CAT.tax, CAT.executorLoanInterest]);

const fromTx = (l: AccountingLine): ScheduleLine => ({
  date: l.date,
  name: l.name,
  category: l.category,
  amount: l.amount,
});
const fromHolding =
  (category: string) =>
  (l: OnHandLine): ScheduleLine => ({ date: null, name: l.name, category, amount: l.amount });

const schedule = (code: string, title: string, side: Schedule['side'], lines: ScheduleLine[]): Schedule => ({
  code,
  title,
  side,
  lines,
  total: lines.reduce((s, l) => s + l.amount, 0),
});

export function courtAccounting(r: AccountingReport, format: CourtFormat): CourtAccounting {
  const s = r.sections;
  const tx = (lines: AccountingLine[], keep: (cat: number) => boolean = () => true) =>
    lines.filter((l) => keep(l.cat)).map(fromTx);
  const start = r.onHandStart.map(fromHolding('On hand at the start'));
  const end = r.onHandEnd.map(fromHolding('On hand at the close'));
  const income = (c: number) => INCOME_CATS.has(c);
  const principal = (c: number) => !INCOME_CATS.has(c);
  let schedules: Schedule[];
  switch (format) {
    case 'california':
      schedules = [
        schedule('', 'Property on hand at the start (inventory and appraisal)', 'charge', start),
        schedule('A', 'Receipts', 'charge', tx(s.receipts)),
        schedule('C', 'Gains on sales', 'charge', tx(s.gains)),
        schedule('D', 'Losses on sales', 'credit', tx(s.losses)),
        schedule('F', 'Disbursements', 'credit', tx(s.disbursements)),
        schedule('G', 'Distributions', 'credit', tx(s.distributions)),
        schedule('I', 'Property on hand at the close', 'credit', end),
      ];
      break;
    case 'new_york':
      schedules = [
        schedule('A', 'Principal received', 'charge', [...start, ...tx(s.receipts, principal)]),
        schedule('A-1', 'Realized increases on principal', 'charge', tx(s.gains)),
        schedule('A-2', 'Income collected', 'charge', tx(s.receipts, income)),
        schedule('B', 'Realized decreases on principal', 'credit', tx(s.losses)),
        schedule(
          'C',
          'Funeral and administration expenses',
          'credit',
          tx(s.disbursements, (c) => !CREDITOR_CATS.has(c) && !TAX_CATS.has(c)),
        ),
        schedule(
          'D',
          "Creditors' claims paid",
          'credit',
          tx(s.disbursements, (c) => CREDITOR_CATS.has(c)),
        ),
        schedule('E', 'Distributions', 'credit', tx(s.distributions)),
        schedule('G', 'Property on hand', 'credit', end),
        schedule(
          'K',
          'Taxes paid',
          'credit',
          tx(s.disbursements, (c) => TAX_CATS.has(c)),
        ),
      ];
      break;
    case 'ontario':
      schedules = [
        schedule('', 'Original assets', 'charge', start),
        schedule('', 'Capital receipts', 'charge', tx(s.receipts, principal)),
        schedule('', 'Revenue receipts', 'charge', tx(s.receipts, income)),
        schedule('', 'Gains on realization', 'charge', tx(s.gains)),
        schedule(
          '',
          'Capital disbursements',
          'credit',
          tx(s.disbursements, (c) => !REVENUE_OUT_CATS.has(c)),
        ),
        schedule(
          '',
          'Revenue disbursements',
          'credit',
          tx(s.disbursements, (c) => REVENUE_OUT_CATS.has(c)),
        ),
        schedule('', 'Losses on realization', 'credit', tx(s.losses)),
        schedule('', 'Distributions to beneficiaries', 'credit', tx(s.distributions)),
        schedule('', 'Assets on hand, not yet realized', 'credit', end),
      ];
      break;
    default:
      schedules = [
        schedule('1', 'Property on hand at the start', 'charge', start),
        schedule('2', 'Receipts', 'charge', tx(s.receipts)),
        schedule('3', 'Gains on sale', 'charge', tx(s.gains)),
        schedule('4', 'Disbursements', 'credit', tx(s.disbursements)),
        schedule('5', 'Losses on sale', 'credit', tx(s.losses)),
        schedule('6', 'Distributions', 'credit', tx(s.distributions)),
        schedule('7', 'Property on hand at the close', 'credit', end),
      ];
  }
  const side = (x: Schedule['side']) =>
    schedules.filter((sc) => sc.side === x).reduce((sum, sc) => sum + sc.total, 0);
  return {
    format,
    title: COURT_FORMATS[format],
    start: r.start,
    end: r.end,
    schedules,
    charges: side('charge'),
    credits: side('credit'),
  };
}
