/**
 * The T3 worksheet of one tax year of a Canadian estate (issue 42): income by type, the capital gains of Schedule 3
 * with the adjusted cost base the estate took at the death (ITA 70(5)(b)), and the income allocated to each
 * beneficiary as the boxes of their T3 slip. docs/taxes.md gives each figure's rule and source.
 */
import type { Facts } from '../entities/working-copy.ts';
import { recompute } from '../ledger/recompute.ts';
import type { Derived } from '../ledger/types.ts';
import { allocate, mulDiv } from '../money.ts';
import { countsForDni, type TaxPeriod } from './form1041.ts';
import { computed, emptyBucket, forPreparer, known, merge, type TaxLine } from './lines.ts';
import * as N from './notes.ts';
import {
  byBeneficiary,
  notOnReturnLines,
  type PeriodDistribution,
  type PeriodFlows,
  periodFlows,
} from './period.ts';
import { type SaleRow, salesIn } from './sales.ts';
import { sharesUpTo, splitGrid } from './shares.ts';

/** The part of a capital gain that is taxable (ITA 38(a)): one half. */
export const taxableHalf = (gain: number): number => mulDiv(gain, 1, 2);

/** A distribution that pays out income: not a specific bequest, a spouse rollover or property outside the estate. */
export const paysIncome = (x: PeriodDistribution): boolean => countsForDni(x) && !x.spouse;

/** What a distribution counts for: its adjusted cost base, the amount property rolls out at (ITA 107(2)). */
export const caAmountCounted = (x: PeriodDistribution): number => x.basis;

/** The income kinds a T3 slip keeps apart, in the order the grid splits them. */
const KINDS = ['interest', 'dividends', 'rents', 'otherIncome', 'gains'] as const;

export interface T3Slip {
  heirId: number | null;
  name: string;
  /** Paid in the year, and what of it pays out income. */
  distributed: TaxLine;
  counted: TaxLine;
  allocated: number;
  boxes: TaxLine[];
}

export interface T3Worksheet {
  period: TaxPeriod;
  flows: PeriodFlows;
  income: TaxLine[];
  sales: SaleRow[];
  gains: TaxLine[];
  deductions: TaxLine[];
  /** Money in and out of the year that is no income or deduction of the return (taxes paid among them). */
  notOnReturn: TaxLine[];
  /** Net income before allocations, the amount allocated (ITA 104(6)) and what the estate keeps. */
  result: TaxLine[];
  slips: T3Slip[];
  assumptions: readonly string[];
}

export function t3Worksheet(f: Facts, period: TaxPeriod, d: Derived = recompute(f)): T3Worksheet {
  const flows = periodFlows(f, d, period.start, period.end);
  const r = flows.receipts;
  const p = flows.disbursements;
  const sales = salesIn(f, d, period.start, period.end);
  const saleGains = emptyBucket();
  for (const s of sales) {
    saleGains.amount += s.gain;
    saleGains.txactIds.push(...s.txactIds);
    saleGains.assetIds.push(s.assetId);
  }
  const received = merge(r.gainDistShort, r.gainDistLong);
  const netGain = saleGains.amount + received.amount;
  // A net capital loss stays in the estate (carried to other years, ITA 111(1)(b)): nothing taxable this year.
  const taxable = netGain > 0 ? taxableHalf(netGain) : 0;
  const gains: TaxLine[] = [
    known('T3S3:sales', 'Gains (or losses) on dispositions (Schedule 3)', saleGains),
    known('T3S3:slips', 'Capital gains from T3 and T5 slips', received),
    computed('T3S3:net', 'Net capital gain (or loss)', netGain, [saleGains, received]),
    computed('T3:taxable', 'Taxable capital gains', taxable, [saleGains, received]),
  ];
  const income: TaxLine[] = [
    known('T3:interest', 'Interest and other investment income', r.interest),
    known('T3:dividends', 'Dividends (actual amount)', r.dividends, N.NOTE_ELIGIBLE_DIVIDENDS),
    known('T3:rents', 'Rental income (gross)', r.rents, N.NOTE_RENTS),
    known('T3:other', 'Other income', r.otherIncome),
  ];
  if (flows.nonProbateIncome.amount > 0) {
    income.push(
      forPreparer(
        'T3:np',
        'Income on assets outside probate',
        N.NOTE_NON_PROBATE_INCOME,
        flows.nonProbateIncome,
      ),
    );
  }
  const deductions: TaxLine[] = [
    known('T3:carrying', 'Carrying charges and interest expenses', p.interestPaid),
    forPreparer(
      'T3:fees',
      'Executor, legal and accounting fees',
      N.NOTE_CARRYING_CHARGES_ONLY,
      merge(p.fiduciaryFees, p.professionalFees),
    ),
    forPreparer('T3:expenses', 'Other expenses', N.NOTE_CARRYING_CHARGES_ONLY, p.otherExpenses),
  ];
  // Carrying charges spread over the income by amount (taxable gains included), so the pool is the net income.
  const gross = [r.interest.amount, r.dividends.amount, r.rents.amount, r.otherIncome.amount, taxable];
  const grossTotal = gross.reduce((s, x) => s + x, 0);
  const spread = allocate(Math.min(p.interestPaid.amount, grossTotal), gross);
  const pool = gross.map((x, i) => x - (spread[i] ?? 0));
  const poolTotal = pool.reduce((s, x) => s + x, 0);
  const netIncome = grossTotal - p.interestPaid.amount;
  const heirs = byBeneficiary(flows.distributions, paysIncome, caAmountCounted);
  const ids = [...heirs.keys()];
  const weights = ids.map((id) => heirs.get(id)?.counted.amount ?? 0);
  const allocatedTotal = Math.max(
    0,
    Math.min(
      weights.reduce((s, w) => s + w, 0),
      poolTotal,
    ),
  );
  const shares = sharesUpTo(allocatedTotal, weights);
  const cols = allocate(allocatedTotal, pool);
  const grid = splitGrid(shares, cols);
  // The slips show the whole capital gain designated (box 21), of which the estate deducted the taxable half.
  const gainCol = cols[KINDS.length - 1] ?? 0;
  const wholeGain = taxable > 0 ? (gainCol === taxable ? netGain : mulDiv(netGain, gainCol, taxable)) : 0;
  const boxGains = allocate(
    wholeGain,
    grid.map((row) => row[KINDS.length - 1] ?? 0),
  );
  const names = new Map(f.heirs.map((h) => [h.id, h.name]));
  const slips = ids.map((id, i): T3Slip => {
    const h = heirs.get(id) ?? { all: emptyBucket(), counted: emptyBucket() };
    const row = grid[i] ?? [];
    const [interest = 0, dividends = 0, rents = 0, other = 0] = row;
    return {
      heirId: id,
      name: id === null ? '' : (names.get(id) ?? ''),
      distributed: known('dist', 'Paid in the year', h.all),
      counted: known('T3:paid', 'Paid out of income', h.counted),
      allocated: shares[i] ?? 0,
      boxes: [
        known('T3slip:21', 'Capital gains', { ...merge(saleGains, received), amount: boxGains[i] ?? 0 }),
        known('T3slip:26', 'Other income', {
          ...merge(r.interest, r.rents, r.otherIncome),
          amount: interest + rents + other,
        }),
        known(
          'T3slip:49/23',
          'Dividends, actual amount (box 49 eligible, box 23 other)',
          { ...r.dividends, amount: dividends },
          N.NOTE_ELIGIBLE_DIVIDENDS,
        ),
        forPreparer('T3slip:50/32', 'Taxable amount of dividends', N.NOTE_ELIGIBLE_DIVIDENDS, r.dividends),
        forPreparer('T3slip:51/39', 'Dividend tax credit', N.NOTE_ELIGIBLE_DIVIDENDS, r.dividends),
      ],
    };
  });
  const paidSources = slips.map((s) => s.counted);
  const result: TaxLine[] = [
    computed('T3:net', 'Net income before allocations', netIncome, [
      ...income,
      ...gains.slice(0, 2),
      p.interestPaid,
    ]),
    computed('T3:allocated', 'Income allocated to beneficiaries (ITA 104(6))', allocatedTotal, paidSources),
    computed('T3:kept', 'Income the estate keeps', netIncome - allocatedTotal, []),
  ];
  const notOnReturn = [...notOnReturnLines(flows), known('taxes', 'Taxes paid', p.taxes)];
  return {
    period,
    flows,
    income,
    sales,
    gains,
    deductions,
    notOnReturn,
    result,
    slips,
    assumptions: N.CA_ASSUMPTIONS,
  };
}
