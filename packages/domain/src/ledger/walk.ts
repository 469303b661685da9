/** One pass over executed transactions in ledger order: balances, basis, sales, debts, expenses. */
import type { Asset } from '../entities/asset.ts';
import type { Debt } from '../entities/debt.ts';
import type { Txact, TxactDerived } from '../entities/txact.ts';
import { CAT, isCashType } from '../enums.ts';
import { basisAfterDraw } from './basis.ts';
import {
  ASSET_TO_ASSET,
  CANONICAL_OF,
  DEBT_PAYMENTS,
  ITEM_IS_ASSET,
  ITEM_IS_DEBT,
  LOANS,
  PLAIN_CREDITS,
  PLAIN_DEBITS,
} from './categories.ts';
import { compareTxacts } from './order.ts';

export interface AssetAcc {
  readonly asset: Asset;
  readonly cash: boolean;
  bal: number;
  basis: number;
  paid: number | null;
  sold: boolean;
  discarded: boolean;
  xferOut: number;
  xferNum: number;
  txNum: number;
  lastDate: string | null;
  purchased: number;
  distribDone: number;
  donePct: number;
  order: number[];
}

export interface DebtAcc {
  readonly debt: Debt;
  owed: number;
  paid: number;
  payNum: number;
}

export interface WalkResult {
  txacts: Map<number, TxactDerived>;
  refunds: number;
  expensePaid: Map<number, number>;
}

/** Canonical view of a transaction: Transfer In / incoming loan repayment become the paying side's debit. */
export function canonical(t: Txact): Txact {
  const c = CANONICAL_OF.get(t.cat);
  if (c === undefined || t.item === null) return t;
  return { ...t, cat: c, i_type: 1, asset: t.item, item: t.asset };
}

export function walk(
  txacts: readonly Txact[],
  assets: Map<number, AssetAcc>,
  debts: Map<number, DebtAcc>,
): WalkResult {
  const out = new Map<number, TxactDerived>();
  const expensePaid = new Map<number, number>();
  let refunds = 0;
  const executed: Txact[] = [];
  for (const raw of txacts) {
    const t = canonical(raw);
    const a = assets.get(t.asset);
    if (a) a.txNum++;
    const it = itemAsset(t, assets);
    if (it && it !== a) it.txNum++;
    if (ASSET_TO_ASSET.has(t.cat)) {
      if (a) a.xferNum++;
      if (it) it.xferNum++;
    }
    if (t.date === null)
      out.set(t.id, {
        val: t.val,
        delta: 0,
        cost_basis: t.cost_basis,
        balance: null,
        balance_item: null,
        delta_item: null,
      });
    else executed.push(t);
  }
  executed.sort(compareTxacts);
  for (const t of executed) {
    const a = assets.get(t.asset);
    const it = itemAsset(t, assets);
    let val = t.val;
    let delta = 0;
    let cb: number | null = t.cost_basis;
    let itemDelta: number | null = null;
    if (a) {
      const before = a.bal;
      const cat = t.cat;
      if (PLAIN_CREDITS.has(cat) || LOANS.has(cat) || cat === CAT.refund || cat === CAT.increase) delta = val;
      else if (cat === CAT.assetSale) {
        delta = val;
        if (it) {
          itemDelta = -it.bal;
          it.paid = (it.paid ?? 0) + val;
          it.sold = true;
          it.basis = 0;
        }
      } else if (PLAIN_DEBITS.has(cat) || DEBT_PAYMENTS.has(cat) || cat === CAT.decrease) delta = -val;
      else if (cat === CAT.assetPurchase) {
        delta = -val;
        if (it) {
          itemDelta = val;
          it.purchased += val;
        }
      } else if (ASSET_TO_ASSET.has(cat)) {
        delta = -val;
        if (cat === CAT.transfer) a.xferOut += val;
        if (it) itemDelta = val;
      } else if (cat === CAT.distribution) {
        delta = -val;
        cb = t.cost_basis ?? (a.cash ? val : a.basis - basisAfterDraw(a.basis, before, val));
        a.distribDone += val;
        const pct = t.distrib_type === 0 ? 100_000 : t.distrib_type === 1 ? (t.percent ?? 0) : 0;
        a.donePct = Math.min(100_000, a.donePct + pct);
      } else if (cat === CAT.assetDisposal) {
        val = Math.max(before, 0);
        delta = -before;
        a.discarded = true;
      } else if (cat === CAT.newValue) delta = val - before;
      a.bal = before + delta;
      // Basis: deposits add, draws take a proportional share, market changes leave it.
      if (!a.cash) {
        if (delta > 0 && cat !== CAT.increase && cat !== CAT.newValue) a.basis += delta;
        else if (cat === CAT.distribution) a.basis = Math.max(0, a.basis - (cb ?? 0));
        else if (cat === CAT.assetDisposal) a.basis = 0;
        else if (delta < 0 && cat !== CAT.decrease && cat !== CAT.newValue)
          a.basis = basisAfterDraw(a.basis, before, -delta);
      }
      a.lastDate = t.date;
      a.order.push(t.id);
    }
    if (it && itemDelta !== null && it !== a) {
      const before = it.bal;
      it.bal = before + itemDelta;
      if (!it.cash && t.cat !== CAT.assetSale) {
        if (itemDelta > 0) it.basis += itemDelta;
        else it.basis = basisAfterDraw(it.basis, before, -itemDelta);
      }
      it.lastDate = t.date;
      it.order.push(t.id);
    }
    const d = t.item !== null && ITEM_IS_DEBT.has(t.cat) ? debts.get(t.item) : undefined;
    if (d) {
      if (LOANS.has(t.cat)) d.owed += val;
      else if (DEBT_PAYMENTS.has(t.cat)) {
        d.paid += val;
        d.payNum++;
      }
    }
    if (t.cat === CAT.refund) refunds += val;
    if (t.cat === CAT.executorReimbursement) for (const e of t.exexp_ids) expensePaid.set(e, t.id);
    out.set(t.id, {
      val,
      delta,
      cost_basis: t.cat === CAT.distribution ? cb : t.cost_basis,
      balance: a ? a.bal : null,
      balance_item: it && itemDelta !== null ? it.bal : null,
      delta_item: it && itemDelta !== null ? itemDelta : null,
    });
  }
  for (const a of assets.values()) if (a.cash) a.basis = a.bal;
  return { txacts: out, refunds, expensePaid };
}

/** The counterpart asset; item ids of debts live in their own id space. */
export const itemAsset = <T>(t: Txact, assets: Map<number, T>): T | undefined =>
  t.item !== null && ITEM_IS_ASSET.has(t.cat) ? assets.get(t.item) : undefined;

export const isCashAsset = (a: Asset): boolean => isCashType(a.i_type);
