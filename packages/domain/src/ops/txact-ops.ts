/** Create, edit, delete and Mark Done for transactions of every kind and category. */

import { MSG_TEMP_IDS } from '../api/messages.ts';
import { type Txact, type TxactInput, ZTxact } from '../entities/txact.ts';
import type { Facts } from '../entities/working-copy.ts';
import { CAT, HEIR_RELATIONSHIP, kindOfCat } from '../enums.ts';
import { debtsAtDeath } from '../ledger/aggregate.ts';
import { ITEM_IS_ASSET, ITEM_IS_DEBT, LOANS } from '../ledger/categories.ts';
import { recomputeFor } from '../ledger/recompute.ts';
import * as M from '../messages.ts';
import { askOptional, fail, newItemId, type OpContext, type OpEvent, type OpResult, ok } from './result.ts';
import { prepareTxact, valueDistributionNow } from './txact-prepare.ts';

export type NewTxact = Omit<TxactInput, 'id' | 'i_type'> & { i_type?: number; id?: number };

function parseTxact(f: Facts, input: NewTxact & { id: number }): Txact | null {
  const heir = f.heirs.find((h) => h.id === input.heir_id);
  const spouse = input.spouse ?? (f.meta.country_code === 'ca' && heir?.i_type === HEIR_RELATIONSHIP.spouse);
  const r = ZTxact.safeParse({ ...input, spouse, i_type: input.i_type ?? kindOfCat(input.cat) ?? 0 });
  return r.success ? r.data : null;
}

/** A change to loans or payments must not leave a debt forgiven beyond what it owes. */
function forgivenOk(next: Facts): boolean {
  const debts = debtsAtDeath(next);
  return next.debts.every((d) => d.val_forgiven <= (debts.get(d.id)?.owed ?? 0));
}

/** ok, unless the change leaves a debt forgiven beyond what it owes. */
export function okUnlessOverForgiven(next: Facts, extra: Parameters<typeof ok>[1]): OpResult {
  return forgivenOk(next) ? ok(next, extra) : fail('forgive_over', M.MSG_FORGIVE_OVER_OWED);
}

export function createTxact(f: Facts, input: NewTxact, ctx: OpContext): OpResult {
  const id = newItemId(f, input.id);
  if (id === null) return fail('temp_id', MSG_TEMP_IDS);
  const t = parseTxact(f, { ...input, id });
  if (!t) return fail('invalid', M.MSG_INVALID_FORM);
  const p = prepareTxact(f, t, ctx, 'create');
  if ('kind' in p) return p;
  const next = { ...p.facts, txacts: [...p.facts.txacts, p.txact] };
  // A new transaction can only add to what a debt owes, so only a loan needs the forgiveness check.
  const extra = { events: p.events, id: p.txact.id };
  return LOANS.has(p.txact.cat) ? okUnlessOverForgiven(next, extra) : ok(next, extra);
}

export function editTxact(f: Facts, id: number, patch: Partial<NewTxact>, ctx: OpContext): OpResult {
  const i = f.txacts.findIndex((x) => x.id === id);
  const old = f.txacts[i];
  if (!old) return fail('txact_missing', M.MSG_TXACT_UNAVAILABLE);
  const t = parseTxact(f, { ...old, ...patch, id });
  if (!t) return fail('invalid', M.MSG_INVALID_FORM);
  const without = { ...f, txacts: f.txacts.filter((x) => x.id !== id) };
  const p = prepareTxact(without, t, ctx, 'edit');
  if ('kind' in p) return p;
  const txacts = [...p.facts.txacts];
  txacts.splice(i, 0, p.txact);
  return okUnlessOverForgiven({ ...p.facts, txacts }, { events: p.events, id });
}

/** The asset or debt this transaction created (a purchase or a loan taken after death), if any. */
function createdItem(f: Facts, t: Txact): { kind: 'asset' | 'debt'; id: number } | null {
  if (t.item === null) return null;
  if (t.cat === CAT.assetPurchase && f.assets.some((a) => a.id === t.item && a.date !== null))
    return { kind: 'asset', id: t.item };
  if (LOANS.has(t.cat) && f.debts.some((d) => d.id === t.item && d.date !== null))
    return { kind: 'debt', id: t.item };
  return null;
}

export function deleteTxact(f: Facts, id: number, ctx: OpContext): OpResult {
  const t = f.txacts.find((x) => x.id === id);
  if (!t) return fail('txact_missing', M.MSG_TXACT_UNAVAILABLE);
  let next: Facts = { ...f, txacts: f.txacts.filter((x) => x.id !== id) };
  const events: OpEvent[] = [];
  const item = createdItem(f, t);
  if (item) {
    const a = askOptional(ctx, 'delete_item', M.CONFIRM_DELETE_CREATED_ITEM);
    if (typeof a !== 'boolean') return a;
    if (a) {
      next = removeItem(next, item.kind, item.id);
      events.push('item_deleted');
    }
  }
  if (
    t.cat === CAT.refund &&
    t.item !== null &&
    !next.txacts.some((x) => x.asset === t.item || (ITEM_IS_ASSET.has(x.cat) && x.item === t.item))
  ) {
    next = { ...next, assets: next.assets.filter((a) => !(a.id === t.item && a.sundry_refunds)) };
  }
  return okUnlessOverForgiven(next, { events, id });
}

/** Remove an asset or debt with every transaction that refers to it. */
export function removeItem(f: Facts, kind: 'asset' | 'debt', id: number): Facts {
  if (kind === 'asset') {
    return {
      ...f,
      assets: f.assets.filter((a) => a.id !== id),
      txacts: f.txacts.filter((x) => x.asset !== id && !(x.item === id && !isDebtItem(x))),
    };
  }
  return {
    ...f,
    debts: f.debts.filter((d) => d.id !== id),
    txacts: f.txacts.filter((x) => !(x.item === id && isDebtItem(x))),
  };
}

const isDebtItem = (t: Txact): boolean => ITEM_IS_DEBT.has(t.cat);

/** Mark Done: a plan gets today's date; a distribution also gets its value and cost basis recalculated. */
export function markDone(f: Facts, id: number, ctx: OpContext): OpResult {
  const t = f.txacts.find((x) => x.id === id);
  if (!t) return fail('txact_missing', M.MSG_TXACT_UNAVAILABLE);
  if (t.date !== null) return ok(f, { id });
  if (t.cat !== CAT.distribution) return editTxact(f, id, { date: ctx.today }, ctx);
  if (recomputeFor(f, [t.asset]).assets.get(t.asset)?.settled)
    return fail('settled', M.MSG_CANNOT_DISTRIBUTE_SETTLED);
  const without = { ...f, txacts: f.txacts.filter((x) => x.id !== id) };
  const valued = valueDistributionNow(without, t);
  const done = { ...valued, date: ctx.today };
  return ok({ ...f, txacts: f.txacts.map((x) => (x.id === id ? done : x)) }, { id });
}
