/**
 * A tax year's money in and out, by tax kind (issue 42). It is the accounting report of the same period
 * (reports/accounting.ts) with each receipt, disbursement and distribution line put under the kind a return asks
 * for, so every line of the period lands in exactly one kind and the kinds add up to the report's totals.
 */

import { payeeKey } from '../bank/statement.ts';
import type { Facts } from '../entities/working-copy.ts';
import { CAT, CONTACT_TYPE, isCashType } from '../enums.ts';
import type { Derived } from '../ledger/types.ts';
import { type AccountingReport, accountingReport } from '../reports/accounting.ts';
import { addTo, type Bucket, emptyBucket, known, type TaxLine } from './lines.ts';

export const RECEIPT_KINDS = [
  'interest',
  'dividends',
  'rents',
  'gainDistShort',
  'gainDistLong',
  'otherIncome',
  'loans',
  'refunds',
  'otherDeposits',
] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

export const DISBURSEMENT_KINDS = [
  'interestPaid',
  'taxes',
  'fiduciaryFees',
  'professionalFees',
  'otherExpenses',
  'debtPayments',
  'otherWithdrawals',
] as const;
export type DisbursementKind = (typeof DISBURSEMENT_KINDS)[number];

const RECEIPT_OF: ReadonlyMap<number, ReceiptKind> = new Map([
  [CAT.interest, 'interest'],
  [CAT.dividend, 'dividends'],
  [CAT.rent, 'rents'],
  [CAT.capGainShort, 'gainDistShort'],
  [CAT.capGainLong, 'gainDistLong'],
  [CAT.income, 'otherIncome'],
  [CAT.executorLoan, 'loans'],
  [CAT.loan, 'loans'],
  [CAT.refund, 'refunds'],
]);
const DISBURSEMENT_OF: ReadonlyMap<number, DisbursementKind> = new Map([
  [CAT.executorLoanInterest, 'interestPaid'],
  [CAT.tax, 'taxes'],
  [CAT.executorFee, 'fiduciaryFees'],
  [CAT.estateExpense, 'otherExpenses'],
  [CAT.executorReimbursement, 'otherExpenses'],
  [CAT.debtPayment, 'debtPayments'],
  [CAT.executorLoanRepayment, 'debtPayments'],
]);

/**
 * Words that name a lawyer's, an accountant's or a tax preparer's bill in an expense's description (US and
 * Canadian English, Canadian French). An expense paid to a contact of type Attorney or Accountant counts too.
 */
const PROFESSIONAL_WORDS = [
  'attorney',
  'attorneys',
  'lawyer',
  'lawyers',
  'legal',
  'law office',
  'law firm',
  'counsel',
  'notary',
  'notaire',
  'avocat',
  'accountant',
  'accountants',
  'accounting',
  'cpa',
  'bookkeeping',
  'comptable',
  'tax preparation',
  'tax prep',
  'tax return',
  'preparer',
];

/** Whether an expense's description names a professional's fee (its words, or a professional contact's name). */
export function isProfessionalFee(name: string, professionals: readonly string[]): boolean {
  const words = ` ${payeeKey(name)} `;
  return [...PROFESSIONAL_WORDS, ...professionals].some((w) => w && words.includes(` ${w} `));
}

/** One distribution of the period, with what a return needs to weigh it. */
export interface PeriodDistribution {
  txactId: number;
  assetId: number;
  heirId: number | null;
  date: string;
  /** The value given (the accounting's amount). */
  amount: number;
  /** The cost basis (ACB) that went with it (cash: the amount). */
  basis: number;
  cash: boolean;
  /** The distribution reason (DISTRIB_TYPE) and the Canadian spouse-rollover flag. */
  reason: number | null;
  spouse: boolean;
}

export interface PeriodFlows {
  report: AccountingReport;
  receipts: Record<ReceiptKind, Bucket>;
  disbursements: Record<DisbursementKind, Bucket>;
  distributions: PeriodDistribution[];
  /** Income receipts booked on assets outside probate (the beneficiary's, not the estate's, as a rule). */
  nonProbateIncome: Bucket;
}

const INCOME: ReadonlySet<ReceiptKind> = new Set(['interest', 'dividends', 'rents', 'otherIncome']);

const fill = <K extends string>(keys: readonly K[]): Record<K, Bucket> =>
  Object.fromEntries(keys.map((k) => [k, emptyBucket()])) as Record<K, Bucket>;

/** The period's flows by tax kind, from the accounting report for [start, end]. */
export function periodFlows(f: Facts, d: Derived, start: string, end: string): PeriodFlows {
  const report = accountingReport(f, start, end, d);
  const txacts = new Map(f.txacts.map((t) => [t.id, t]));
  const assets = new Map(f.assets.map((a) => [a.id, a]));
  const professionals = f.contacts
    .filter((c) => c.i_type === CONTACT_TYPE.attorney || c.i_type === CONTACT_TYPE.accountant)
    .map((c) => payeeKey(c.name));
  const receipts = fill(RECEIPT_KINDS);
  const disbursements = fill(DISBURSEMENT_KINDS);
  const nonProbateIncome = emptyBucket();
  for (const l of report.sections.receipts) {
    const t = txacts.get(l.txactId);
    const kind = RECEIPT_OF.get(l.cat) ?? 'otherDeposits';
    const assetId = t?.asset ?? null;
    addTo(receipts[kind], l.amount, l.txactId, assetId);
    if (INCOME.has(kind) && assetId !== null && assets.get(assetId)?.probate === false) {
      addTo(nonProbateIncome, l.amount, l.txactId, assetId);
    }
  }
  for (const l of report.sections.disbursements) {
    let kind = DISBURSEMENT_OF.get(l.cat) ?? 'otherWithdrawals';
    if (kind === 'otherExpenses' && isProfessionalFee(l.name, professionals)) kind = 'professionalFees';
    addTo(disbursements[kind], l.amount, l.txactId, txacts.get(l.txactId)?.asset ?? null);
  }
  const distributions: PeriodDistribution[] = [];
  for (const l of report.sections.distributions) {
    const t = txacts.get(l.txactId);
    if (!t) continue;
    const cash = isCashType(assets.get(t.asset)?.i_type ?? 0);
    const basis = d.txacts.get(t.id)?.cost_basis ?? l.amount;
    distributions.push({
      txactId: t.id,
      assetId: t.asset,
      heirId: t.heir_id,
      date: l.date,
      amount: l.amount,
      basis: cash ? l.amount : basis,
      cash,
      reason: t.reason,
      spouse: t.spouse,
    });
  }
  return { report, receipts, disbursements, distributions, nonProbateIncome };
}

/** Sum of some buckets' amounts. */
export const total = (bs: Record<string, Bucket>): number =>
  Object.values(bs).reduce((s, b) => s + b.amount, 0);

/** A beneficiary's distributions of the period: all of them, and those a return counts (at the amount it counts). */
export interface BeneficiaryFlows {
  all: Bucket;
  counted: Bucket;
}

/** The period's distributions by beneficiary (in the order they first appear). */
export function byBeneficiary(
  distributions: readonly PeriodDistribution[],
  counts: (x: PeriodDistribution) => boolean,
  amountOf: (x: PeriodDistribution) => number,
): Map<number | null, BeneficiaryFlows> {
  const out = new Map<number | null, BeneficiaryFlows>();
  for (const x of distributions) {
    const h = out.get(x.heirId) ?? { all: emptyBucket(), counted: emptyBucket() };
    out.set(x.heirId, h);
    addTo(h.all, x.amount, x.txactId, x.assetId);
    if (counts(x)) addTo(h.counted, amountOf(x), x.txactId, x.assetId);
  }
  return out;
}

/** Money in and out of the period that is no income or deduction on either country's return. */
export function notOnReturnLines(flows: PeriodFlows): TaxLine[] {
  const r = flows.receipts;
  const p = flows.disbursements;
  return [
    known('loans', 'Money borrowed', r.loans),
    known('refunds', 'Refunds received', r.refunds),
    known('deposits', 'Other deposits', r.otherDeposits),
    known('debts', 'Debts and loans paid', p.debtPayments),
    known('withdrawals', 'Other withdrawals', p.otherWithdrawals),
  ];
}
