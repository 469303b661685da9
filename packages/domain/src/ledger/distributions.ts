/** Pending distribution amounts (exact remainder allocation), allocation aggregates and heir totals. */
import type { AssetDerived } from '../entities/asset.ts';
import type { HeirDerived } from '../entities/heir.ts';
import type { Txact, TxactDerived } from '../entities/txact.ts';
import { AMOUNT_TYPE, CAT, DISTRIB_TYPE } from '../enums.ts';
import { allocate, mulDiv } from '../money.ts';
import { ratioPercent } from '../percent.ts';
import type { AssetAcc } from './walk.ts';

type AllocFields = Pick<
  AssetDerived,
  | 'val_alloc'
  | 'val_distrib'
  | 'val_alloc_future_fixed'
  | 'alloc_num'
  | 'alloc_percent'
  | 'alloc_percent_dynamic'
  | 'distrib_percent'
>;

/**
 * Values pending distributions of one asset: fixed amounts first, then Entire / Percentage plans share
 * what is left. A pending percentage is of the value not yet distributed by done percentage
 * distributions, so 50% done + 50% pending leaves nothing behind.
 */
export function allocateAsset(
  acc: AssetAcc,
  dists: readonly Txact[],
  setPending: (id: number, val: number, costBasis: number) => void,
): AllocFields {
  let pendFixed = 0;
  const pct: Txact[] = [];
  const remainingPct = 100_000 - acc.donePct;
  const weights: number[] = [];
  for (const t of dists) {
    if (t.date !== null) continue;
    if (t.distrib_type === AMOUNT_TYPE.fixed || t.distrib_type === null) pendFixed += t.val;
    else {
      pct.push(t);
      weights.push(t.distrib_type === AMOUNT_TYPE.entire ? Math.max(remainingPct, 0) : (t.percent ?? 0));
    }
  }
  const bal = Math.max(acc.bal, 0);
  const pool = Math.max(0, bal - pendFixed);
  const S = weights.reduce((s, w) => s + w, 0);
  const amount = remainingPct <= 0 || S === 0 ? 0 : S >= remainingPct ? pool : mulDiv(pool, S, remainingPct);
  const parts = allocate(amount, weights);
  const basisOf = (v: number): number => (acc.cash ? v : bal > 0 ? mulDiv(acc.basis, v, bal) : 0);
  let pendVal = 0;
  const partOf = new Map(pct.map((t, i) => [t.id, parts[i] ?? 0]));
  for (const t of dists) {
    if (t.date !== null) continue;
    const v = partOf.get(t.id) ?? t.val;
    pendVal += v;
    setPending(t.id, v, basisOf(v));
  }
  return {
    val_alloc: acc.distribDone + pendVal,
    val_distrib: acc.distribDone,
    val_alloc_future_fixed: pendFixed,
    alloc_num: dists.length,
    alloc_percent: acc.donePct + S,
    alloc_percent_dynamic: remainingPct > 0 ? mulDiv(S, 100_000, remainingPct) : 0,
    distrib_percent: ratioPercent(acc.distribDone, acc.distribDone + bal),
  };
}

/** Share of an asset rolled over to a spouse (Canada), in thousandths: percent plans count their percent,
 * fixed amounts their ratio to the value at death. */
export function spouseShare(dists: readonly Txact[], valDeath: number): number {
  let s = 0;
  for (const t of dists) {
    if (!t.spouse) continue;
    if (t.distrib_type === AMOUNT_TYPE.entire) s += 100_000;
    else if (t.distrib_type === AMOUNT_TYPE.percentage) s += t.percent ?? 0;
    else s += ratioPercent(t.val, valDeath);
  }
  return Math.min(Math.max(s, 0), 100_000);
}

export function heirTotals(
  txacts: readonly Txact[],
  derived: Map<number, TxactDerived>,
  heirIds: readonly number[],
): Map<number, HeirDerived> {
  const out = new Map<number, HeirDerived>();
  for (const id of heirIds) out.set(id, { val_alloc: 0, val_benefit: 0, val_bequest: 0, val_distrib: 0 });
  for (const t of txacts) {
    if (t.cat !== CAT.distribution || t.heir_id === null) continue;
    const h = out.get(t.heir_id);
    if (!h) continue;
    const v = derived.get(t.id)?.val ?? t.val;
    h.val_alloc += v;
    if (t.date !== null) h.val_distrib += v;
    if (t.reason === DISTRIB_TYPE.automatic) h.val_benefit += v;
    if (t.reason === DISTRIB_TYPE.bequest) h.val_bequest += v;
  }
  return out;
}
