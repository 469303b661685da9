/**
 * One pass over executed transactions in ledger order: balances and basis per asset.
 * The asset side and the item side of a transaction are computed independently (each depends only on
 * that asset's own history), so a subset of assets can be walked alone (incremental update).
 */
import type { Asset } from '../entities/asset.ts';
import type { Txact, TxactDerived } from '../entities/txact.ts';
import { CAT } from '../enums.ts';
import { basisAfterDraw } from './basis.ts';
import {
  ASSET_TO_ASSET,
  CANONICAL_OF,
  DEBT_PAYMENTS,
  ITEM_IS_ASSET,
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

/** Derived fields of a transaction, split by side; a side is absent when its asset was not walked. */
export interface TxactSides {
  asset?: Pick<TxactDerived, 'val' | 'delta' | 'cost_basis' | 'balance'>;
  item?: Pick<TxactDerived, 'balance_item' | 'delta_item'>;
}

/** Canonical view of a transaction: Transfer In / incoming loan repayment become the paying side's debit. */
export function canonical(t: Txact): Txact {
  const c = CANONICAL_OF.get(t.cat);
  if (c === undefined || t.item === null) return t;
  return { ...t, cat: c, i_type: 1, asset: t.item, item: t.asset };
}

/** The counterpart asset; item ids of debts live in their own id space. */
export const itemAsset = <T>(t: Txact, assets: Map<number, T>): T | undefined =>
  t.item !== null && ITEM_IS_ASSET.has(t.cat) ? assets.get(t.item) : undefined;

const NO_ITEM = { balance_item: null, delta_item: null } as const;

/** Walk `txacts` (all, or those touching the assets in `accs`) and return each one's derived sides. */
export function walk(txacts: readonly Txact[], accs: Map<number, AssetAcc>): Map<number, TxactSides> {
  const out = new Map<number, TxactSides>();
  const executed: Txact[] = [];
  for (const raw of txacts) {
    const t = canonical(raw);
    const a = accs.get(t.asset);
    const it = itemAsset(t, accs);
    if (!a && !it) continue;
    if (a) a.txNum++;
    if (it && it !== a) it.txNum++;
    if (ASSET_TO_ASSET.has(t.cat)) {
      if (a) a.xferNum++;
      if (it) it.xferNum++;
    }
    if (t.date !== null) executed.push(t);
    else {
      out.set(t.id, {
        ...(a ? { asset: { val: t.val, delta: 0, cost_basis: t.cost_basis, balance: null } } : {}),
        ...(it ? { item: NO_ITEM } : {}),
      });
    }
  }
  executed.sort(compareTxacts);
  for (const t of executed) {
    const a = accs.get(t.asset);
    const it = itemAsset(t, accs);
    if (!a && !it) continue;
    const sides: TxactSides = {};
    if (a) sides.asset = assetSide(t, a);
    if (it && it !== a) sides.item = itemSide(t, it);
    out.set(t.id, sides);
  }
  for (const a of accs.values()) if (a.cash) a.basis = a.bal;
  return out;
}

function assetSide(t: Txact, a: AssetAcc): NonNullable<TxactSides['asset']> {
  const before = a.bal;
  const cat = t.cat;
  let val = t.val;
  let delta = 0;
  let cb: number | null = t.cost_basis;
  if (
    PLAIN_CREDITS.has(cat) ||
    LOANS.has(cat) ||
    cat === CAT.refund ||
    cat === CAT.increase ||
    cat === CAT.assetSale
  ) {
    delta = val;
  } else if (
    PLAIN_DEBITS.has(cat) ||
    DEBT_PAYMENTS.has(cat) ||
    cat === CAT.decrease ||
    cat === CAT.assetPurchase
  ) {
    delta = -val;
  } else if (ASSET_TO_ASSET.has(cat)) {
    delta = -val;
    if (cat === CAT.transfer) a.xferOut += val;
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
    else if (delta < 0 && cat !== CAT.decrease && cat !== CAT.newValue) {
      a.basis = basisAfterDraw(a.basis, before, -delta);
    }
  }
  a.lastDate = t.date;
  a.order.push(t.id);
  return { val, delta, cost_basis: cat === CAT.distribution ? cb : t.cost_basis, balance: a.bal };
}

function itemSide(t: Txact, it: AssetAcc): NonNullable<TxactSides['item']> {
  const before = it.bal;
  let d: number | null = null;
  if (t.cat === CAT.assetSale) {
    d = -before;
    it.paid = (it.paid ?? 0) + t.val;
    it.sold = true;
    it.basis = 0;
  } else if (t.cat === CAT.assetPurchase) {
    d = t.val;
    it.purchased += t.val;
  } else if (ASSET_TO_ASSET.has(t.cat)) d = t.val;
  if (d === null) return NO_ITEM;
  it.bal = before + d;
  if (!it.cash && t.cat !== CAT.assetSale) {
    if (d > 0) it.basis += d;
    else it.basis = basisAfterDraw(it.basis, before, -d);
  }
  it.lastDate = t.date;
  it.order.push(t.id);
  return { balance_item: it.bal, delta_item: d };
}
