/**
 * Consistency of derived values with their parts (allocation, balance and cost-basis checks, run on every
 * save so a bug in the engine is caught before it is stored): each asset value equals its start plus its transactions, running balances
 * step by each change, heir and allocation totals equal their distributions, debts equal owed less
 * payments and forgiveness, cash cost basis equals value. Returns the mismatches, empty when consistent.
 */
import type { Facts } from '../entities/working-copy.ts';
import { CAT, isCashType } from '../enums.ts';
import { DEBT_PAYMENTS } from '../ledger/categories.ts';
import { startBalance } from '../ledger/recompute.ts';
import type { Derived } from '../ledger/types.ts';
import { canonical } from '../ledger/walk.ts';

export function checkConsistency(f: Facts, d: Derived): string[] {
  const bad: string[] = [];
  const eq = (what: string, got: unknown, want: unknown): void => {
    if (got !== want) bad.push(`${what}: got ${String(got)}, want ${String(want)}`);
  };
  const sum = new Map<number, number>();
  for (const a of f.assets) sum.set(a.id, startBalance(a, d.meta.await_death));
  for (const raw of f.txacts) {
    const t = canonical(raw);
    const x = d.txacts.get(t.id);
    if (!x || t.date === null) continue;
    if (sum.has(t.asset)) sum.set(t.asset, (sum.get(t.asset) ?? 0) + x.delta);
    if (x.delta_item !== null && t.item !== null) sum.set(t.item, (sum.get(t.item) ?? 0) + x.delta_item);
  }
  const byId = new Map(f.txacts.map((t) => [t.id, t]));
  for (const a of f.assets) {
    const ad = d.assets.get(a.id);
    eq(`asset ${a.id} val`, ad?.val, sum.get(a.id));
    // Running balances step by each transaction's change.
    let bal = startBalance(a, d.meta.await_death);
    for (const id of d.ledgerOrder.get(a.id) ?? []) {
      const x = d.txacts.get(id);
      const t = byId.get(id);
      const onAsset = t !== undefined && canonical(t).asset === a.id;
      bal += (onAsset ? x?.delta : x?.delta_item) ?? 0;
      eq(`asset ${a.id} balance after ${id}`, onAsset ? x?.balance : x?.balance_item, bal);
    }
  }
  const heirAlloc = new Map<number, number>();
  const heirDone = new Map<number, number>();
  const assetAlloc = new Map<number, number>();
  for (const t of f.txacts) {
    if (t.cat !== CAT.distribution) continue;
    const v = d.txacts.get(t.id)?.val ?? 0;
    assetAlloc.set(t.asset, (assetAlloc.get(t.asset) ?? 0) + v);
    if (t.heir_id === null) continue;
    heirAlloc.set(t.heir_id, (heirAlloc.get(t.heir_id) ?? 0) + v);
    if (t.date !== null) heirDone.set(t.heir_id, (heirDone.get(t.heir_id) ?? 0) + v);
  }
  for (const h of f.heirs) {
    eq(`heir ${h.id} val_alloc`, d.heirs.get(h.id)?.val_alloc, heirAlloc.get(h.id) ?? 0);
    eq(`heir ${h.id} val_distrib`, d.heirs.get(h.id)?.val_distrib, heirDone.get(h.id) ?? 0);
  }
  for (const a of f.assets)
    eq(`asset ${a.id} val_alloc`, d.assets.get(a.id)?.val_alloc, assetAlloc.get(a.id) ?? 0);
  const pays = new Map<number, { n: number; sum: number }>();
  for (const t of f.txacts) {
    if (t.date === null || t.item === null || !DEBT_PAYMENTS.has(t.cat)) continue;
    const p = pays.get(t.item) ?? { n: 0, sum: 0 };
    pays.set(t.item, { n: p.n + 1, sum: p.sum + t.val });
  }
  let debtTotal = 0;
  for (const x of f.debts) {
    const p = pays.get(x.id) ?? { n: 0, sum: 0 };
    const dd = d.debts.get(x.id);
    eq(`debt ${x.id} pay_num`, dd?.pay_num, p.n);
    eq(`debt ${x.id} val`, dd?.val, (dd?.owed ?? 0) - p.sum - x.val_forgiven);
    debtTotal += Math.max(dd?.val ?? 0, 0);
  }
  for (const a of f.assets) {
    const ad = d.assets.get(a.id);
    if (ad && isCashType(a.i_type)) eq(`asset ${a.id} cash cost basis`, ad.cost_basis, ad.val);
    else if (ad && ad.cost_basis < 0) bad.push(`asset ${a.id} cost basis below zero: ${ad.cost_basis}`);
  }
  const unpaid = f.exec_expenses.filter((e) => !d.expensePaid.has(e.id)).reduce((s, e) => s + e.val, 0);
  eq('estate debt', d.meta.debt, debtTotal + unpaid);
  return bad;
}
