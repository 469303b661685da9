/**
 * Invariants of a whole estate: what the server refuses to save. Each violation names the item.
 * They hold for every state the operations can produce, so a violation means a bad or tampered save.
 */
import { CHECK_NUM_NEW_VALUE, CHECK_NUM_SALE, MAX_TXACTS_PER_ASSET, MIN_DATE } from '../constants.ts';
import type { Facts } from '../entities/working-copy.ts';
import { AMOUNT_TYPE, ASSET_TYPE, CAT, kindOfCat } from '../enums.ts';
import { debtsAtDeath } from '../ledger/aggregate.ts';
import { CANONICAL_OF, DEBT_PAYMENTS, ITEM_IS_ASSET, LOANS } from '../ledger/categories.ts';
import { recompute } from '../ledger/recompute.ts';
import type { Derived } from '../ledger/types.ts';
import { ITEM_LIMITS, LIMITED_PARTS, type LimitedPart, overLimit } from '../limits.ts';

export type ItemKind =
  | 'estate'
  | 'asset'
  | 'debt'
  | 'heir'
  | 'txact'
  | 'contact'
  | 'exec_expense'
  | 'exec_log';
export interface Violation {
  kind: ItemKind;
  id: number | string;
  code: string;
  msg: string;
}

export function checkInvariants(f: Facts, d: Derived = recompute(f)): Violation[] {
  const out: Violation[] = [];
  const v = (kind: ItemKind, id: number | string, code: string, msg: string): void => {
    out.push({ kind, id, code, msg: `${kind} ${id}: ${msg}` });
  };
  const lists = {
    asset: f.assets,
    debt: f.debts,
    heir: f.heirs,
    txact: f.txacts,
    contact: f.contacts,
    exec_expense: f.exec_expenses,
    exec_log: f.exec_log,
  } as const;
  for (const [kind, list] of Object.entries(lists) as [ItemKind, readonly { id: number }[]][]) {
    const seen = new Set<number>();
    for (const x of list) {
      if (seen.has(x.id)) v(kind, x.id, 'duplicate_id', 'the id is used twice');
      seen.add(x.id);
    }
  }
  const kinds: Record<LimitedPart, ItemKind> = {
    assets: 'asset',
    txacts: 'txact',
    contacts: 'contact',
    exec_expenses: 'exec_expense',
    exec_log: 'exec_log',
  };
  for (const part of LIMITED_PARTS)
    if (overLimit(part, f[part].length))
      v('estate', f.meta.id, 'too_many', `more than ${ITEM_LIMITS[part].max} ${kinds[part]} items`);

  const assets = new Map(f.assets.map((a) => [a.id, a]));
  const debts = new Set(f.debts.map((x) => x.id));
  const heirs = new Set(f.heirs.map((x) => x.id));
  const expenses = new Set(f.exec_expenses.map((x) => x.id));
  const reimbursed = new Map<number, number>();
  const soldBy = new Map<number, number>();
  if (f.assets.filter((a) => a.sundry_refunds).length > 1)
    v('estate', f.meta.id, 'refund_assets', 'more than one Various Refunds asset');
  if (f.assets.filter((a) => a.bank_link_id !== null).length > 1)
    v('estate', f.meta.id, 'bank_links', 'more than one asset linked to the bank');

  for (const t of f.txacts) {
    const bad = (code: string, msg: string): void => v('txact', t.id, code, msg);
    if (kindOfCat(t.cat) === null) bad('cat', `unknown category ${t.cat}`);
    else if (kindOfCat(t.cat) !== t.i_type) bad('kind', 'kind does not match category');
    if (CANONICAL_OF.has(t.cat)) bad('canonical', 'not stored in canonical form');
    if (!assets.has(t.asset)) bad('asset', `asset ${t.asset} does not exist`);
    if (t.date !== null && t.date < MIN_DATE) bad('date', 'date before 1900');
    if (t.val < 0) bad('val', 'negative amount');
    if (t.cat === CAT.assetSale && t.check_num !== CHECK_NUM_SALE)
      bad('check_num', 'sale check number must be 8e15+1');
    else if (t.cat === CAT.newValue && t.check_num !== CHECK_NUM_NEW_VALUE)
      bad('check_num', 'new value check number must be 8e15');
    else if (t.cat !== CAT.assetSale && t.cat !== CAT.newValue && t.check_num !== null && t.check_num < 0)
      bad('check_num', 'negative check number');
    if (ITEM_IS_ASSET.has(t.cat)) {
      const it = t.item === null ? undefined : assets.get(t.item);
      if (!it || t.item === t.asset) bad('item', 'needs another existing asset');
      else if (t.cat === CAT.refund && !it.sundry_refunds)
        bad('item', 'refund must point at the Various Refunds asset');
      else if (t.cat !== CAT.refund && it.sundry_refunds)
        bad('item', 'only refunds can point at Various Refunds');
    }
    if ((DEBT_PAYMENTS.has(t.cat) || LOANS.has(t.cat)) && (t.item === null || !debts.has(t.item)))
      bad('item', 'needs an existing debt');
    if (assets.get(t.asset)?.sundry_refunds)
      bad('sundry', 'transactions cannot sit on the Various Refunds asset');
    if (t.cat === CAT.distribution) {
      if (t.heir_id === null || !heirs.has(t.heir_id)) bad('heir', 'distribution needs an existing heir');
      if (t.distrib_type === null) bad('distrib_type', 'distribution needs an amount type');
      if (t.distrib_type === AMOUNT_TYPE.percentage && t.percent === null)
        bad('percent', 'percentage distribution needs a percent');
    }
    if (t.cat === CAT.assetSale && t.date !== null && t.item !== null) {
      if (soldBy.has(t.item)) bad('sold_twice', `asset ${t.item} is sold twice`);
      soldBy.set(t.item, t.id);
    }
    if (t.cat === CAT.executorReimbursement) {
      for (const e of t.exexp_ids) {
        if (!expenses.has(e)) bad('expense', `expense ${e} does not exist`);
        if (t.date !== null && reimbursed.has(e)) bad('expense_twice', `expense ${e} is reimbursed twice`);
        if (t.date !== null) reimbursed.set(e, t.id);
      }
    }
  }
  const perAsset = new Map<number, number>();
  for (const [id, a] of d.assets) if (a.txact_num > MAX_TXACTS_PER_ASSET) perAsset.set(id, a.txact_num);
  for (const id of perAsset.keys())
    v('asset', id, 'too_many_txacts', `more than ${MAX_TXACTS_PER_ASSET} transactions`);
  // A bank row is booked once (issue 17): two transactions carrying one download id are one payment twice.
  const downloaded = new Set<string>();
  for (const t of f.txacts) {
    if (!t.d_id) continue;
    if (downloaded.has(t.d_id)) v('txact', t.id, 'imported_twice', `bank row ${t.d_id} is already booked`);
    downloaded.add(t.d_id);
  }
  for (const a of f.assets) {
    if (a.i_type === ASSET_TYPE.estateAccount && a.val_death)
      v('asset', a.id, 'estate_account', 'an estate account has a value at death');
  }
  const atDeath = debtsAtDeath(f);
  for (const x of f.debts) {
    if (x.val_forgiven > (atDeath.get(x.id)?.owed ?? 0))
      v('debt', x.id, 'forgiven', 'forgiven more than owed');
    if (x.val_forgiven < 0) v('debt', x.id, 'forgiven', 'negative forgiven amount');
  }
  const names = new Set<string>();
  for (const c of f.contacts) {
    if (c.name && names.has(c.name)) v('contact', c.id, 'unique', 'contact name is not unique');
    names.add(c.name);
  }
  return out;
}
