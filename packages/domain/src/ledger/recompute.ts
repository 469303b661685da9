/** Full recompute: every derived value of workspace §3/§4 from the base facts, in one pass plus sums. */
import type { Asset, AssetDerived } from '../entities/asset.ts';
import type { Debt, DebtDerived } from '../entities/debt.ts';
import type { Txact } from '../entities/txact.ts';
import type { Facts } from '../entities/working-copy.ts';
import { ASSET_TYPE, CAT, HEIR_RELATIONSHIP, isCashType } from '../enums.ts';
import { basisAtDeath } from './basis.ts';
import { allocateAsset, heirTotals, spouseShare } from './distributions.ts';
import type { Derived } from './types.ts';
import { type AssetAcc, type DebtAcc, walk } from './walk.ts';

/** An estate awaits death when it has no death date and is not a trust. */
export const awaitingDeath = (f: Pick<Facts, 'meta'>): boolean => !f.meta.trust && !f.meta.death_date;

/** An asset's value before any transaction: at death (pre-death while awaiting it); 0 if bought later. */
export const startBalance = (a: Asset, awaitDeath: boolean): number =>
  a.date !== null || a.sundry_refunds ? 0 : ((awaitDeath ? a.val_pre : a.val_death) ?? 0);

/** A debt's amount owed before transactions; loans taken after death start at 0. */
export const startOwed = (d: Debt, awaitDeath: boolean): number =>
  d.date !== null ? 0 : ((awaitDeath ? d.val_pre : d.val_death) ?? 0);

export function recompute(f: Facts): Derived {
  const awaitDeath = awaitingDeath(f);
  const country = f.meta.country_code;
  const distsByAsset = new Map<number, Txact[]>();
  for (const t of f.txacts) {
    if (t.cat !== CAT.distribution) continue;
    const list = distsByAsset.get(t.asset);
    if (list) list.push(t);
    else distsByAsset.set(t.asset, [t]);
  }
  const accs = new Map<number, AssetAcc>();
  const spouse = new Map<number, number>();
  const basisInfo = new Map<number, ReturnType<typeof basisAtDeath>>();
  for (const a of f.assets) {
    const s = country === 'ca' ? spouseShare(distsByAsset.get(a.id) ?? [], a.val_death ?? 0) : 0;
    const b = basisAtDeath(a, country, awaitDeath, s);
    spouse.set(a.id, s);
    basisInfo.set(a.id, b);
    const start = startBalance(a, awaitDeath);
    accs.set(a.id, {
      asset: a,
      cash: isCashType(a.i_type),
      bal: start,
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
  const debtAccs = new Map<number, DebtAcc>();
  for (const d of f.debts) {
    const owed = startOwed(d, awaitDeath);
    debtAccs.set(d.id, { debt: d, owed, paid: 0, payNum: 0 });
  }
  const w = walk(f.txacts, accs, debtAccs);

  const assets = new Map<number, AssetDerived>();
  const ledgerOrder = new Map<number, number[]>();
  let land = false;
  let gvalDeath = 0;
  let gvalEstimate = 0;
  let allActual = true;
  for (const acc of accs.values()) {
    const a = acc.asset;
    const alloc = allocateAsset(acc, distsByAsset.get(a.id) ?? [], w.txacts);
    const b = basisInfo.get(a.id) ?? { stepped: 0, unstepped: 0, used: 0 };
    const purchased = a.date !== null;
    const emptied = !awaitDeath && !acc.cash && acc.txNum > 0 && acc.bal === 0;
    assets.set(a.id, {
      val: acc.bal,
      ...alloc,
      val_xfer: acc.xferOut,
      paid: acc.paid,
      cost_basis: acc.sold ? 0 : acc.basis,
      cost_basis_stepped: purchased ? acc.purchased : b.stepped,
      cost_basis_unstepped: purchased ? acc.purchased : b.unstepped,
      cost_basis_death_used: b.used,
      alloc_spouse: spouse.get(a.id) ?? 0,
      txact_num: acc.txNum,
      xfer_num: acc.xferNum,
      txact_val_date: acc.lastDate,
      settled: acc.sold || acc.discarded || emptied,
    });
    ledgerOrder.set(a.id, acc.order);
    if (a.i_type === ASSET_TYPE.realEstate) land = true;
    if (!purchased && !a.sundry_refunds) {
      gvalDeath += a.val_death ?? 0;
      gvalEstimate += (awaitDeath ? (a.val_pre ?? a.val_death) : (a.val_death ?? a.val_pre)) ?? 0;
      if (a.val_death === null) allActual = false;
    }
  }

  const debts = new Map<number, DebtDerived>();
  let debtTotal = 0;
  let debtDeath = 0;
  for (const d of debtAccs.values()) {
    const val = d.owed - d.paid - d.debt.val_forgiven;
    debts.set(d.debt.id, {
      owed: d.owed,
      val,
      paid: d.paid,
      pay_num: d.payNum,
      resolved: d.owed > 0 && val <= 0,
    });
    debtTotal += Math.max(val, 0);
    if (d.debt.date === null) debtDeath += (awaitDeath ? d.debt.val_pre : d.debt.val_death) ?? 0;
  }
  let unpaid = 0;
  for (const e of f.exec_expenses) if (!w.expensePaid.has(e.id)) unpaid += e.val;

  return {
    meta: {
      debt: debtTotal + unpaid,
      debt_death: debtDeath,
      refunds: w.refunds,
      land,
      spouse: f.heirs.some((h) => h.i_type === HEIR_RELATIONSHIP.spouse),
      gval_estimate: gvalEstimate + w.refunds,
      gval_death: gvalDeath + w.refunds,
      gval_use_actual: !awaitDeath && allActual,
      await_death: awaitDeath,
      unpaid_expenses: unpaid,
    },
    assets,
    debts,
    heirs: heirTotals(
      f.txacts,
      w.txacts,
      f.heirs.map((h) => h.id),
    ),
    txacts: w.txacts,
    expensePaid: w.expensePaid,
    ledgerOrder,
  };
}

/** The gross estate value the Form 706 rule uses: actual at-death values once all are known. */
export const grossValue = (d: Derived): number =>
  d.meta.gval_use_actual ? d.meta.gval_death : d.meta.gval_estimate;
