// The calculators inside an estate (issue 19): their inputs pre-filled from the estate's own figures, so an
// executor starts from what the ledger says and changes what they know better.
import type { Facts } from '../entities/working-copy.ts';
import { ASSET_TYPE, WORK_TYPE } from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import { accountingReport } from '../reports/accounting.ts';
import type { ExecutorFeeInput } from './executor-fee.ts';
import type { ProbateFeeInput } from './probate-fee.ts';

export type EstateFeeFigures = Pick<
  ExecutorFeeInput,
  | 'gross'
  | 'net'
  | 'property'
  | 'funds_in'
  | 'funds_out'
  | 'cashflow'
  | 'asset_distribs'
  | 'debts_paid'
  | 'hours'
  | 'benefits'
> &
  Pick<ProbateFeeInput, 'trust' | 'distrib'>;

/**
 * From the estate: the probate estate at death (gross, and net of the debts at death), the personal property, what
 * passes outside probate, the receipts, disbursements and distributions from the death to `today`, the debts paid, and
 * the executor's hours from the time log (Unskilled low, Standard standard, Professional high).
 */
export function estateFeeFigures(f: Facts, today: string): EstateFeeFigures {
  const d = recompute(f);
  let property = 0;
  let outside = 0;
  for (const a of f.assets) {
    const v = a.val_death ?? 0;
    if (a.probate === false) outside += v;
    else if (a.i_type !== ASSET_TYPE.realEstate) property += v;
  }
  // the probate estate: what passes outside probate counts apart (non-probate property, §2113.35 and §116.173)
  const gross = Math.max(0, d.meta.gval_death - outside);
  const start = f.meta.death_date ?? '0001-01-01';
  const acc = accountingReport(f, start, today < start ? start : today, d);
  const hours = { low: 0, standard: 0, high: 0 };
  for (const l of f.exec_log) {
    const tier =
      l.i_type === WORK_TYPE.professional ? 'high' : l.i_type === WORK_TYPE.unskilled ? 'low' : 'standard';
    hours[tier] += l.hours;
  }
  return {
    gross,
    net: Math.max(0, gross - d.meta.debt_death),
    property,
    benefits: outside,
    trust: 0,
    funds_in: acc.totals.receipts,
    funds_out: acc.totals.disbursements,
    cashflow: acc.totals.receipts,
    asset_distribs: acc.totals.distributions,
    distrib: Math.max(0, gross - d.meta.debt_death),
    debts_paid: Math.max(0, d.meta.debt_death - d.meta.debt),
    hours,
  };
}
