/**
 * Court formats of the accounting (issue 16): the carry-approach report
 * re-cut into the schedules a probate court reads. California (Probate Code 1060-1064: a summary and lettered
 * schedules), New York (Surrogate's Court form JA-7: schedules A to K), Ontario (passing of accounts: capital and
 * revenue kept apart) and, elsewhere, the Uniform Fiduciary Accounting Principles' plain order. Every line of the
 * report lands in exactly one schedule, so charges = credits holds in every format because it holds in the report.
 */
import { CAT } from '../enums.ts';
import { emptyFeeInput, executorFee } from '../fees/executor-fee.ts';
import type { WorkingLine } from '../fees/working.ts';
import { formatMoney } from '../money.ts';
import type { AccountingLine, AccountingReport, OnHandLine } from './accounting.ts';
import type { CourtExtras } from './court-extras.ts';

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
  /** memo: a supporting schedule outside the charges and credits (it explains or splits their figures). */
  side: 'charge' | 'credit' | 'memo';
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

const PERCENT = 100_000; // ZPercent: thousandths of a percent

/**
 * Each heir's share of what is on hand at the close, in cents: the largest remainders get the odd cents, so when
 * the shares make 100% the parts add up to the whole exactly.
 */
export function sharesOf(total: number, shares: readonly (number | null)[]): number[] {
  const exact = shares.map((p) => (total * (p ?? 0)) / PERCENT);
  const parts = exact.map(Math.floor);
  const whole = shares.reduce<number>((sum, p) => sum + (p ?? 0), 0) === PERCENT;
  let left = whole ? total - parts.reduce((a, b) => a + b, 0) : 0;
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

const pct = (p: number) => `${(p / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 })}%`;
const fromWorking = (w: WorkingLine): ScheduleLine => ({
  date: null,
  name: w.text,
  category: '',
  amount: w.amount,
});

export function courtAccounting(
  r: AccountingReport,
  format: CourtFormat,
  extras?: CourtExtras,
): CourtAccounting {
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
      if (extras) schedules.push(...newYorkMemos(r, extras, schedules));
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
      if (extras) schedules.push(...ontarioMemos(r, extras, schedules));
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
  const side = (x: 'charge' | 'credit') =>
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

const totalOf = (schedules: readonly Schedule[], title: string): number =>
  schedules.find((x) => x.title === title)?.total ?? 0;

const heldIn = (r: AccountingReport, ids: ReadonlySet<number>, category: string): ScheduleLine[] =>
  r.onHandEnd.filter((l) => ids.has(l.assetId)).map(fromHolding(category));

/**
 * JA-7's supporting schedules: C-1 unpaid administration expenses, F new investments (the period's purchases),
 * H the interested parties and the proposed distribution of Schedule G, I the commissions (SCPA §2307 on
 * Schedules A and A-2), J the cash on hand (the cash part of Schedule G).
 */
function newYorkMemos(r: AccountingReport, x: CourtExtras, done: readonly Schedule[]): Schedule[] {
  const onHand = r.totals.onHandEnd;
  const parts = sharesOf(
    onHand,
    x.heirs.map((h) => h.share),
  );
  const proposed = x.heirs.map((h, i) => ({
    date: null,
    name: h.name,
    category: `${h.share === null ? 'No share set' : `${pct(h.share)} share`}; received so far ${formatMoney(h.received)}`,
    amount: parts[i] ?? 0,
  }));
  const fee = executorFee('NY', 'us', {
    ...emptyFeeInput(),
    gross: totalOf(done, 'Principal received'),
    cashflow: totalOf(done, 'Income collected'),
    num_execs: 1,
  });
  return [
    schedule(
      'C-1',
      'Administration expenses unpaid',
      'memo',
      x.unpaid.map((e) => ({ ...e, category: 'Unpaid' })),
    ),
    schedule(
      'F',
      'New investments and exchanges',
      'memo',
      x.purchases.map((p) => ({ ...p, category: 'Asset Purchase' })),
    ),
    schedule('H', 'Interested parties and proposed distribution of Schedule G', 'memo', proposed),
    schedule('I', 'Commissions (the most the law allows)', 'memo', fee.lines.map(fromWorking)),
    schedule('J', 'Cash on hand at the close', 'memo', heldIn(r, x.cashIds, 'Cash')),
  ];
}

/**
 * Ontario's statement of investments (the investments among the assets on hand) and statement of compensation
 * claimed (2.5% of each of the four flows and the care and management fee, Trustee Act s. 61 and the tariff).
 */
function ontarioMemos(r: AccountingReport, x: CourtExtras, done: readonly Schedule[]): Schedule[] {
  const t = (title: string) => totalOf(done, title);
  const fee = executorFee('ON', 'ca', {
    ...emptyFeeInput(),
    gross: t('Original assets') + t('Capital receipts') + t('Gains on realization'),
    debts_paid: t('Capital disbursements'),
    asset_distribs: t('Distributions to beneficiaries'),
    cashflow: t('Revenue receipts'),
    funds_out: t('Revenue disbursements'),
    avg_val: Math.round((r.totals.onHandStart + r.totals.onHandEnd) / 2),
    years: x.years,
  });
  return [
    schedule('', 'Statement of investments', 'memo', heldIn(r, x.investmentIds, 'Investment on hand')),
    schedule('', 'Statement of compensation claimed', 'memo', fee.lines.map(fromWorking)),
  ];
}
