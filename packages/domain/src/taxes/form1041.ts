/**
 * The Form 1041 worksheet of one tax year and the Schedule K-1 figures that follow (issue 42): the lines Probity
 * can know from the ledger, each with the transactions it comes from, and those it cannot marked for the preparer.
 * Line numbers are Form 1041's (2024 form); docs/taxes.md gives each figure's rule and source.
 */
import type { Facts } from '../entities/working-copy.ts';
import { DISTRIB_TYPE } from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import type { Derived } from '../ledger/types.ts';
import { allocate } from '../money.ts';
import { type Bucket, computed, emptyBucket, forPreparer, known, merge, type TaxLine } from './lines.ts';
import * as N from './notes.ts';
import {
  byBeneficiary,
  notOnReturnLines,
  type PeriodDistribution,
  type PeriodFlows,
  periodFlows,
  total,
} from './period.ts';
import { type SaleRow, salesIn } from './sales.ts';
import { sharesUpTo, splitGrid } from './shares.ts';
import type { TaxYear } from './tax-year.ts';

/** The estate's exemption (IRC 642(b)(1)). */
export const ESTATE_EXEMPTION = 600_00;
/** The most net capital loss a return deducts in a year; the rest carries over (IRC 1211(b), 1212(b)). */
export const CAPITAL_LOSS_LIMIT = 3_000_00;

/** A period to work on: a tax year, or any [start, end] (not the final year unless it says so). */
export type TaxPeriod = Pick<TaxYear, 'start' | 'end' | 'final'>;

/** The kinds of ordinary income that make up distributable net income, as the K-1 keeps them apart. */
export const DNI_KINDS = ['interest', 'dividends', 'rents', 'otherIncome'] as const;
export type DniKind = (typeof DNI_KINDS)[number];

export interface BeneficiaryShare {
  heirId: number | null;
  name: string;
  /** Every distribution of the year, whatever its kind (the accounting report's figure). */
  distributed: TaxLine;
  /** What counts against distributable net income. */
  counted: TaxLine;
  /** The beneficiary's share of distributable net income, then that share by kind. */
  income: number;
  byKind: Record<DniKind, number>;
}

export interface CapitalGains {
  sales: SaleRow[];
  shortTerm: TaxLine;
  longTerm: TaxLine;
  /** Capital gain distributions booked as cash (funds' Form 1099-DIV). */
  distributionsShort: TaxLine;
  distributionsLong: TaxLine;
  net: number;
}

export interface DniFigures {
  /** Each kind's income, less its share of the deductions. */
  netByKind: Record<DniKind, number>;
  dni: number;
  /** Distributions counted, and the income distribution deduction: the smaller of them and DNI (IRC 661). */
  counted: number;
  deduction: number;
  beneficiaries: BeneficiaryShare[];
}

export interface Form1041Worksheet {
  period: TaxPeriod;
  flows: PeriodFlows;
  income: TaxLine[];
  deductions: TaxLine[];
  gains: CapitalGains;
  /** Lines 17 to 23 and Schedule B line 7. */
  result: TaxLine[];
  dni: DniFigures;
  k1: { heirId: number | null; name: string; boxes: TaxLine[] }[];
  /** Money in and out of the year that is no income or deduction of the return (loans, refunds, debts...). */
  notOnReturn: TaxLine[];
  assumptions: readonly string[];
}

/** Whether a distribution counts against distributable net income (IRC 663(a)(1)). */
export const countsForDni = (x: PeriodDistribution): boolean =>
  x.reason !== DISTRIB_TYPE.bequest && x.reason !== DISTRIB_TYPE.automatic;

/** The amount a distribution counts for: cash as paid, property at the lesser of basis and value (IRC 643(e)(2)). */
export const usAmountCounted = (x: PeriodDistribution): number =>
  x.cash ? x.amount : Math.min(x.basis, x.amount);

const line = (b: Bucket, key: string, label: string, note: string | null = null) =>
  known(key, label, b, note);

function capitalGains(sales: SaleRow[], flows: PeriodFlows): CapitalGains {
  const part = (term: 'short' | 'long'): Bucket => {
    const b = emptyBucket();
    for (const s of sales.filter((x) => x.term === term)) {
      b.amount += s.gain;
      b.txactIds.push(...s.txactIds);
      b.assetIds.push(s.assetId);
    }
    return b;
  };
  const st = part('short');
  const lt = part('long');
  const dst = flows.receipts.gainDistShort;
  const dlt = flows.receipts.gainDistLong;
  return {
    sales,
    shortTerm: line(st, '8949:I', 'Short-term sales (Form 8949 Part I)', N.NOTE_FORM_8949_BOX),
    longTerm: line(lt, '8949:II', 'Long-term sales (Form 8949 Part II)', N.NOTE_FORM_8949_BOX),
    distributionsShort: line(dst, 'D:5', 'Short-term capital gains received'),
    distributionsLong: line(dlt, 'D:13', 'Capital gain distributions'),
    net: st.amount + lt.amount + dst.amount + dlt.amount,
  };
}

/** Distributable net income, the distribution deduction and each beneficiary's share by kind. */
function dniFigures(
  f: Facts,
  flows: PeriodFlows,
  deductions: number,
  countedOf = usAmountCounted,
): DniFigures {
  const gross = DNI_KINDS.map((k) => flows.receipts[k].amount);
  const grossTotal = gross.reduce((s, x) => s + x, 0);
  const spread = allocate(Math.min(deductions, grossTotal), gross);
  const net = gross.map((g, i) => g - (spread[i] ?? 0));
  const dni = grossTotal - deductions;
  const heirs = byBeneficiary(flows.distributions, countsForDni, countedOf);
  const ids = [...heirs.keys()];
  const weights = ids.map((id) => heirs.get(id)?.counted.amount ?? 0);
  const counted = weights.reduce((s, w) => s + w, 0);
  const deduction = Math.max(0, Math.min(counted, dni));
  const shares = sharesUpTo(deduction, weights);
  const grid = splitGrid(shares, allocate(deduction, net));
  const names = new Map(f.heirs.map((h) => [h.id, h.name]));
  const beneficiaries = ids.map((id, i): BeneficiaryShare => {
    const h = heirs.get(id) ?? { all: emptyBucket(), counted: emptyBucket() };
    const row = grid[i] ?? [];
    return {
      heirId: id,
      name: id === null ? '' : (names.get(id) ?? ''),
      distributed: line(h.all, 'dist', 'Distributed in the year'),
      counted: line(h.counted, '1041:B10', 'Counted against distributable net income'),
      income: shares[i] ?? 0,
      byKind: Object.fromEntries(DNI_KINDS.map((k, j) => [k, row[j] ?? 0])) as Record<DniKind, number>,
    };
  });
  const netByKind = Object.fromEntries(DNI_KINDS.map((k, j) => [k, net[j] ?? 0])) as Record<DniKind, number>;
  return { netByKind, dni, counted, deduction, beneficiaries };
}

function k1Boxes(b: BeneficiaryShare, flows: PeriodFlows, gains: CapitalGains, final: boolean): TaxLine[] {
  const r = flows.receipts;
  const box = (key: string, label: string, amount: number, src: Bucket, note: string | null = null) =>
    known(`K-1:${key}`, label, { ...src, amount }, note);
  const gainNote = final ? N.NOTE_FINAL_YEAR : N.NOTE_NOT_FINAL;
  const gain = (key: string, label: string, src: Bucket) =>
    final ? forPreparer(`K-1:${key}`, label, gainNote, src) : box(key, label, 0, emptyBucket(), gainNote);
  return [
    box('1', 'Interest income', b.byKind.interest, r.interest),
    box('2a', 'Ordinary dividends', b.byKind.dividends, r.dividends),
    forPreparer('K-1:2b', 'Qualified dividends', N.NOTE_QUALIFIED_DIVIDENDS, r.dividends),
    gain('3', 'Net short-term capital gain', merge(gains.shortTerm, gains.distributionsShort)),
    gain('4a', 'Net long-term capital gain', merge(gains.longTerm, gains.distributionsLong)),
    box('5', 'Other portfolio and nonbusiness income', b.byKind.otherIncome, r.otherIncome),
    box('7', 'Net rental real estate income', b.byKind.rents, r.rents, N.NOTE_RENTS),
    forPreparer('K-1:9', 'Directly apportioned deductions', N.NOTE_DEPRECIATION),
    forPreparer('K-1:10', 'Estate tax deduction', N.NOTE_ESTATE_TAX_DEDUCTION),
    ...(final ? [forPreparer('K-1:11', 'Final year deductions', N.NOTE_FINAL_YEAR)] : []),
  ];
}

/** The Form 1041 worksheet for a tax year (or any period) of a US estate. */
export function form1041Worksheet(f: Facts, period: TaxPeriod, d: Derived = recompute(f)): Form1041Worksheet {
  const flows = periodFlows(f, d, period.start, period.end);
  const r = flows.receipts;
  const p = flows.disbursements;
  const gains = capitalGains(salesIn(f, d, period.start, period.end), flows);
  const line4 = gains.net >= 0 ? gains.net : Math.max(gains.net, -CAPITAL_LOSS_LIMIT);
  const gainSources = [gains.shortTerm, gains.longTerm, gains.distributionsShort, gains.distributionsLong];
  const income: TaxLine[] = [
    line(r.interest, '1041:1', 'Interest income'),
    line(r.dividends, '1041:2a', 'Total ordinary dividends'),
    forPreparer('1041:2b', 'Qualified dividends', N.NOTE_QUALIFIED_DIVIDENDS, r.dividends),
    computed('1041:4', 'Capital gain or (loss) (Schedule D)', line4, gainSources),
    line(r.rents, '1041:5', 'Rents (Schedule E)', N.NOTE_RENTS),
    line(r.otherIncome, '1041:8', 'Other income', N.NOTE_OTHER_INCOME),
  ];
  if (flows.nonProbateIncome.amount > 0) {
    income.push(
      forPreparer(
        '1041:np',
        'Income on assets outside probate',
        N.NOTE_NON_PROBATE_INCOME,
        flows.nonProbateIncome,
      ),
    );
  }
  const totalIncome = r.interest.amount + r.dividends.amount + line4 + r.rents.amount + r.otherIncome.amount;
  const incomeSources = [r.interest, r.dividends, ...gainSources, r.rents, r.otherIncome];
  income.push(computed('1041:9', 'Total income', totalIncome, incomeSources));
  const dedBuckets = [p.interestPaid, p.taxes, p.fiduciaryFees, p.professionalFees, p.otherExpenses];
  const totalDeductions = dedBuckets.reduce((s, b) => s + b.amount, 0);
  const deductions: TaxLine[] = [
    line(p.interestPaid, '1041:10', 'Interest', N.NOTE_INTEREST_PAID),
    line(p.taxes, '1041:11', 'Taxes', N.NOTE_TAXES),
    line(p.fiduciaryFees, '1041:12', 'Fiduciary fees'),
    line(p.professionalFees, '1041:14', 'Attorney, accountant, and return preparer fees'),
    line(
      p.otherExpenses,
      '1041:15a',
      'Other deductions not subject to the 2% floor',
      N.NOTE_OTHER_DEDUCTIONS,
    ),
    computed('1041:16', 'Total deductions', totalDeductions, dedBuckets),
  ];
  const dni = dniFigures(f, flows, totalDeductions);
  const adjusted = totalIncome - totalDeductions;
  const distSources = dni.beneficiaries.map((b) => b.counted);
  const result: TaxLine[] = [
    computed('1041:17', 'Adjusted total income', adjusted, [...incomeSources, ...dedBuckets]),
    computed('1041:B7', 'Distributable net income (Schedule B line 7)', dni.dni, [
      ...incomeSources,
      ...dedBuckets,
    ]),
    computed('1041:18', 'Income distribution deduction', dni.deduction, distSources),
    forPreparer('1041:19', 'Estate tax deduction', N.NOTE_ESTATE_TAX_DEDUCTION),
    known('1041:21', 'Exemption', { ...emptyBucket(), amount: ESTATE_EXEMPTION }),
    computed('1041:23', 'Taxable income', adjusted - dni.deduction - ESTATE_EXEMPTION, []),
  ];
  const k1 = dni.beneficiaries.map((b) => ({
    heirId: b.heirId,
    name: b.name,
    boxes: k1Boxes(b, flows, gains, period.final),
  }));
  const notOnReturn = notOnReturnLines(flows);
  return {
    period,
    flows,
    income,
    deductions,
    gains,
    result,
    dni,
    k1,
    notOnReturn,
    assumptions: N.US_ASSUMPTIONS,
  };
}

/** The year's receipts, disbursements and distributions as the worksheet places them (they equal the report's). */
export function worksheetTotals(flows: PeriodFlows): {
  receipts: number;
  disbursements: number;
  distributions: number;
} {
  return {
    receipts: total(flows.receipts),
    disbursements: total(flows.disbursements),
    distributions: flows.distributions.reduce((s, x) => s + x.amount, 0),
  };
}
