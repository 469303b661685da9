/** Full derivation: every derived value (README.md, Base vs derived) from the base facts, in one pass plus sums. */

import type { Asset, AssetDerived } from '../entities/asset.ts';
import type { Debt } from '../entities/debt.ts';
import type { Txact, TxactDerived } from '../entities/txact.ts';
import type { Facts } from '../entities/working-copy.ts';
import { ASSET_TYPE, CAT, HEIR_RELATIONSHIP, isCashType } from '../enums.ts';
import { grossEstimate } from '../gross-estimate.ts';
import { aggregate } from './aggregate.ts';
import { basisAtDeath } from './basis.ts';
import { allocateAsset, heirTotals, spouseShare } from './distributions.ts';
import type { Derived } from './types.ts';
import { type AssetAcc, type TxactSides, walk } from './walk.ts';

/** An estate awaits death when it has no death date and is not a trust. */
export const awaitingDeath = (f: Pick<Facts, 'meta'>): boolean => !f.meta.trust && !f.meta.death_date;

/** An asset's value before any transaction: at death (pre-death while awaiting it); 0 if bought later. */
export const startBalance = (a: Asset, awaitDeath: boolean): number =>
  a.date !== null || a.sundry_refunds ? 0 : ((awaitDeath ? a.val_pre : a.val_death) ?? 0);

/** A debt's amount owed before transactions; loans taken after death start at 0. */
export const startOwed = (d: Debt, awaitDeath: boolean): number =>
  d.date !== null ? 0 : ((awaitDeath ? d.val_pre : d.val_death) ?? 0);

export interface AssetPart {
  assets: Map<number, AssetDerived>;
  sides: Map<number, TxactSides>;
  ledgerOrder: Map<number, number[]>;
}

/** Walk and derive the assets in `only` (all when omitted), with the transactions touching them. */
export function computeAssets(f: Facts, only?: ReadonlySet<number>): AssetPart {
  const awaitDeath = awaitingDeath(f);
  const country = f.meta.country_code;
  const distsByAsset = new Map<number, Txact[]>();
  for (const t of f.txacts) {
    if (t.cat !== CAT.distribution || (only && !only.has(t.asset))) continue;
    const list = distsByAsset.get(t.asset);
    if (list) list.push(t);
    else distsByAsset.set(t.asset, [t]);
  }
  const accs = new Map<number, AssetAcc>();
  const info = new Map<number, { spouse: number; b: ReturnType<typeof basisAtDeath> }>();
  for (const a of f.assets) {
    if (only && !only.has(a.id)) continue;
    const s = country === 'ca' ? spouseShare(distsByAsset.get(a.id) ?? [], a.val_death ?? 0) : 0;
    const b = basisAtDeath(a, country, awaitDeath, s);
    info.set(a.id, { spouse: s, b });
    accs.set(a.id, {
      asset: a,
      cash: isCashType(a.i_type),
      bal: startBalance(a, awaitDeath),
      basis: b.used,
      paid: null,
      sold: false,
      discarded: false,
      xferOut: 0,
      xferNum: 0,
      txNum: 0,
      lastDate: null,
      purchased: 0,
      distribDone: 0,
      donePct: 0,
      order: [],
    });
  }
  const sides = walk(f.txacts, accs);
  const setPending = (id: number, val: number, cb: number): void => {
    const s = sides.get(id);
    if (s) s.asset = { val, delta: 0, cost_basis: cb, balance: null };
  };
  const assets = new Map<number, AssetDerived>();
  const ledgerOrder = new Map<number, number[]>();
  for (const acc of accs.values()) {
    const a = acc.asset;
    const alloc = allocateAsset(acc, distsByAsset.get(a.id) ?? [], setPending);
    const { b, spouse } = info.get(a.id) ?? { b: { stepped: 0, unstepped: 0, used: 0 }, spouse: 0 };
    const purchased = a.date !== null;
    const emptied = !awaitDeath && !acc.cash && acc.txNum > 0 && acc.bal === 0;
    assets.set(a.id, {
      val: acc.bal,
      ...alloc,
      val_xfer: acc.xferOut,
      paid: acc.paid,
      cost_basis: acc.basis,
      cost_basis_stepped: purchased ? acc.purchased : b.stepped,
      cost_basis_unstepped: purchased ? acc.purchased : b.unstepped,
      cost_basis_death_used: b.used,
      alloc_spouse: spouse,
      txact_num: acc.txNum,
      xfer_num: acc.xferNum,
      txact_val_date: acc.lastDate,
      settled: acc.sold || acc.discarded || emptied,
    });
    ledgerOrder.set(a.id, acc.order);
  }
  return { assets, sides, ledgerOrder };
}

/** A transaction's derived record from its sides (falling back to `prev` for a side not walked). */
export function txactRecord(t: Txact, s: TxactSides | undefined, prev?: TxactDerived): TxactDerived {
  const a = s?.asset ?? prev ?? { val: t.val, delta: 0, cost_basis: t.cost_basis, balance: null };
  const i = s?.item ?? prev ?? { balance_item: null, delta_item: null };
  return {
    val: a.val,
    delta: a.delta,
    cost_basis: a.cost_basis,
    balance: a.balance,
    balance_item: i.balance_item,
    delta_item: i.delta_item,
  };
}

/** Estate-wide sums from derived assets and transactions: heirs, debts, refunds, gross value. */
export function assemble(
  f: Facts,
  assets: Map<number, AssetDerived>,
  txacts: Map<number, TxactDerived>,
  ledgerOrder: Map<number, number[]>,
): Derived {
  const awaitDeath = awaitingDeath(f);
  const ag = aggregate(f, awaitDeath);
  let land = false;
  let gvalDeath = 0;
  let allActual = true;
  for (const a of f.assets) {
    if (a.i_type === ASSET_TYPE.realEstate) land = true;
    if (a.date !== null || a.sundry_refunds) continue;
    gvalDeath += a.val_death ?? 0;
    if (a.val_death === null) allActual = false;
  }
  let unpaid = 0;
  for (const e of f.exec_expenses) if (!ag.expensePaid.has(e.id)) unpaid += e.val;
  return {
    meta: {
      debt: ag.debtTotal + unpaid,
      debt_death: ag.debtDeath,
      refunds: ag.refunds,
      land,
      spouse: f.heirs.some((h) => h.i_type === HEIR_RELATIONSHIP.spouse),
      gval_estimate: grossEstimate(f.assets, awaitDeath, f.meta.gval_stated) + ag.refunds,
      gval_death: gvalDeath + ag.refunds,
      gval_use_actual: !awaitDeath && allActual,
      await_death: awaitDeath,
      unpaid_expenses: unpaid,
    },
    assets,
    debts: ag.debts,
    heirs: heirTotals(
      f.txacts,
      txacts,
      f.heirs.map((h) => h.id),
    ),
    txacts,
    expensePaid: ag.expensePaid,
    ledgerOrder,
  };
}

/** Every derived value from scratch (what recompute does when it knows nothing nearer). */
export function recomputeAll(f: Facts): Derived {
  const part = computeAssets(f);
  const txacts = new Map<number, TxactDerived>();
  for (const t of f.txacts) txacts.set(t.id, txactRecord(t, part.sides.get(t.id)));
  return assemble(f, part.assets, txacts, part.ledgerOrder);
}

/** The gross estate value the Form 706 rule uses: actual at-death values once all are known. */
export const grossValue = (d: Derived): number =>
  d.meta.gval_use_actual ? d.meta.gval_death : d.meta.gval_estimate;
