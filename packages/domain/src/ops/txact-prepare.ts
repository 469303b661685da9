/** Checks and side effects of putting one transaction into the estate (create, or edit after removal). */
import {
  CHECK_NUM_NEW_VALUE,
  CHECK_NUM_SALE,
  MAX_TXACTS_PER_ASSET,
  VARIOUS_REFUNDS_NAME,
} from '../constants.ts';
import { checkDate, estateMinDate } from '../dates.ts';
import type { Asset, AssetDerived } from '../entities/asset.ts';
import type { Txact } from '../entities/txact.ts';
import type { Facts } from '../entities/working-copy.ts';
import {
  AMOUNT_TYPE,
  ASSET_TYPE,
  CAT,
  DEBT_TYPE,
  DISTRIB_TYPE,
  HEIR_RELATIONSHIP,
  kindOfCat,
  PLAN,
} from '../enums.ts';
import { type Aggregates, aggregate } from '../ledger/aggregate.ts';
import { ASSET_TO_ASSET, DEBT_PAYMENTS, DRAWS_ON_ASSET, ITEM_IS_ASSET, LOANS } from '../ledger/categories.ts';
import { awaitingDeath, recomputeFor } from '../ledger/recompute.ts';
import { canonical } from '../ledger/walk.ts';
import { fullAt } from '../limits.ts';
import * as M from '../messages.ts';
import { formatMoney } from '../money.ts';
import { ask, fail, nextTempId, type OpContext, type OpEvent, type OpStop } from './result.ts';

export interface Prepared {
  facts: Facts;
  txact: Txact;
  events: OpEvent[];
}

const setAsset = (f: Facts, id: number, patch: Partial<Asset>): Facts => ({
  ...f,
  assets: f.assets.map((a) => (a.id === id ? { ...a, ...patch } : a)),
});

export function prepareTxact(
  f0: Facts,
  input: Txact,
  ctx: OpContext,
  mode: 'create' | 'edit',
): Prepared | OpStop {
  if (awaitingDeath(f0)) return fail('await_death', M.MSG_NOT_BEFORE_DEATH);
  const kind = kindOfCat(input.cat);
  if (kind === null) return fail('bad_cat', M.MSG_INVALID_FORM);
  let t: Txact = canonical({ ...input, i_type: kind });
  t = { ...t, i_type: kindOfCat(t.cat) ?? kind };
  let f = f0;
  const events: OpEvent[] = [];
  const assets = new Map(f.assets.map((a) => [a.id, a]));
  const asset = assets.get(t.asset);
  // Expenses are paid from a real asset: not from none, and not from the refunds asset.
  if (t.cat === CAT.executorReimbursement && (!asset || asset.sundry_refunds))
    return fail('need_pay_asset', M.MSG_NEED_PAY_ASSET);
  if (!asset) return fail('need_asset', M.MSG_NEED_ASSET);
  if (asset.sundry_refunds) return fail('sundry', M.MSG_SUNDRY_REFUNDS);
  if (!Number.isInteger(t.val) || t.val < 0) return fail('negative', M.MSG_NEGATIVE);
  if (t.cat === CAT.newValue) t.check_num = CHECK_NUM_NEW_VALUE;
  else if (t.cat === CAT.assetSale) t.check_num = CHECK_NUM_SALE;
  else if (t.check_num !== null && t.check_num < 0) return fail('check_num', M.MSG_CHECK_NUM);
  const dateMsg = checkDate(t.date, estateMinDate(f.meta.trust, f.meta.death_date));
  if (dateMsg) return fail('date', dateMsg);
  if (mode === 'create') {
    const full = fullAt(f, 'txacts');
    if (full) return fail(full.code, full.msg);
    // Counted only when the estate holds enough transactions for one asset to reach the limit.
    let n = 0;
    if (f.txacts.length >= MAX_TXACTS_PER_ASSET)
      for (const x of f.txacts) if (x.asset === t.asset || x.item === t.asset) n++;
    if (n >= MAX_TXACTS_PER_ASSET) return fail('max_asset_txacts', M.MSG_MAX_REACHED);
  }
  const d = lazyDerived(f);

  // Counterpart item: created when a purchase, loan or refund has none yet.
  if (t.item === null && t.cat === CAT.assetPurchase) {
    const id = itemTempId(f, t);
    f = { ...f, assets: [...f.assets, newAsset(id, t.name || 'Purchased asset', t.date ?? ctx.today)] };
    t = { ...t, item: id };
    events.push('item_created');
  } else if (t.item === null && LOANS.has(t.cat)) {
    const id = itemTempId(f, t);
    const i_type = t.cat === CAT.executorLoan ? DEBT_TYPE.executorLoan : DEBT_TYPE.loan;
    const debt = {
      id,
      name: t.name || 'Loan',
      account: '',
      i_type,
      loc_name: '',
      note: '',
      files: [],
      val_pre: null,
      val_death: null,
      val_forgiven: 0,
      forgive_date: null,
      date: t.date ?? ctx.today,
      probate: true,
    };
    f = { ...f, debts: [...f.debts, debt] };
    t = { ...t, item: id };
    events.push('item_created');
  } else if (t.cat === CAT.refund) {
    let r = f.assets.find((a) => a.sundry_refunds);
    if (!r) {
      r = {
        ...newAsset(itemTempId(f, t), VARIOUS_REFUNDS_NAME, null),
        i_type: ASSET_TYPE.refund,
        sundry_refunds: true,
      };
      f = { ...f, assets: [...f.assets, r] };
      events.push('item_created');
    }
    t = { ...t, item: r.id };
  }

  // Nothing happens to a bought asset before it was bought.
  const bought = [asset, t.item !== null && ITEM_IS_ASSET.has(t.cat) ? assets.get(t.item) : undefined];
  for (const b of bought) {
    if (b?.date && t.date !== null && t.date < b.date && t.cat !== CAT.assetPurchase) {
      return fail('purchase_date', M.MSG_PURCHASE_DATE_AFTER);
    }
  }
  const stop = checkCategory(f, d, t, asset, ctx);
  if (stop) return stop;

  if (t.cat === CAT.assetPurchase && t.item !== null && t.date !== null && assets.get(t.item)?.date) {
    f = setAsset(f, t.item, { date: t.date }); // the bought asset is dated by its purchase
  } else if (t.cat === CAT.assetSale && t.item !== null) {
    f = setAsset(
      f,
      t.item,
      t.date === null ? { plan: PLAN.sell, val_plan: t.val } : { plan: PLAN.sell, val_plan: null },
    );
  } else if (t.cat === CAT.assetDisposal) f = setAsset(f, asset.id, { plan: PLAN.discard });
  else if (
    t.cat === CAT.transfer &&
    asset.plan === PLAN.none &&
    !asset.sundry_refunds &&
    !isCashLike(asset)
  ) {
    f = setAsset(f, asset.id, { plan: PLAN.transfer });
  } else if (t.cat === CAT.distribution) {
    const r = normalizeDistribution(f, t, asset);
    if ('kind' in r) return r;
    t = r;
    if (asset.plan === PLAN.none) f = setAsset(f, asset.id, { plan: PLAN.distribute });
  }
  if (t.cat !== CAT.distribution || t.date === null) return { facts: f, txact: t, events };
  // A distribution entered as done gets its value and basis now, as Mark Done does.
  return { facts: f, txact: valueDistributionNow(f, t), events };
}

/** Derived values read on demand: the walk of the assets a check reads, or only the cheap order-free sums. */
interface LazyDerived {
  asset(id: number): AssetDerived;
  sums(): Pick<Aggregates, 'debts' | 'expensePaid'>;
}

function lazyDerived(f: Facts): LazyDerived {
  const walked = new Map<number, AssetDerived>();
  let sums: Pick<Aggregates, 'debts' | 'expensePaid'> | undefined;
  return {
    asset: (id) => {
      let a = walked.get(id);
      if (!a) {
        a = recomputeFor(f, [id]).assets.get(id) as AssetDerived;
        walked.set(id, a);
      }
      return a;
    },
    sums: () => (sums ??= aggregate(f, awaitingDeath(f))),
  };
}

/** A temporary id for an item the transaction creates: below the new transaction's own id too (not yet in f). */
const itemTempId = (f: Facts, t: Txact): number => Math.min(nextTempId(f), t.id - 1);

const isCashLike = (a: Asset): boolean =>
  a.i_type === ASSET_TYPE.cash || a.i_type === ASSET_TYPE.estateAccount;

function newAsset(id: number, name: string, date: string | null): Asset {
  return {
    id,
    name,
    account: '',
    i_type: ASSET_TYPE.other,
    ownership: 3,
    probate: true,
    note: '',
    files: [],
    loc_name: '',
    plan: PLAN.none,
    date,
    received: null,
    bank_link_id: null,
    last_check: null,
    sundry_refunds: false,
    val_pre: null,
    val_death: null,
    val_plan: null,
    cost_basis_orig: null,
    cost_basis_death: null,
    deemed: null,
  };
}

function checkCategory(f: Facts, d: LazyDerived, t: Txact, asset: Asset, ctx: OpContext): OpStop | undefined {
  const ad = (): AssetDerived => d.asset(asset.id);
  const executed = t.date !== null;
  if (ITEM_IS_ASSET.has(t.cat)) {
    const other = t.item === null ? undefined : f.assets.find((a) => a.id === t.item);
    if (!other || other.id === asset.id) return fail('need_other_asset', M.MSG_NEED_OTHER_ASSET);
    if (other.sundry_refunds && t.cat !== CAT.refund) return fail('sundry', M.MSG_SUNDRY_REFUNDS);
    const od = (): AssetDerived | undefined => d.asset(other.id);
    if (t.cat === CAT.assetSale) {
      if ((od()?.alloc_num ?? 0) > 0) return fail('sell_distribs', M.MSG_SELL_HAS_DISTRIBS);
      if (od()?.settled || (od()?.val ?? 0) <= 0) return fail('sell_no_value', M.MSG_SELL_NO_VALUE);
      if (other.plan !== PLAN.sell) return ask(ctx, 'unplanned_sale', M.CONFIRM_UNPLANNED_SALE);
    } else if (ASSET_TO_ASSET.has(t.cat)) {
      if (ad().settled || (executed && ad().val <= 0))
        return fail('transfer_no_value', M.MSG_TRANSFER_NO_VALUE);
      if (ctx.answers?.settled !== true && od()?.settled) {
        const s = ask(ctx, 'settled', M.CONFIRM_SETTLED);
        if (s) return s;
      }
    } else if (t.cat === CAT.assetPurchase && executed) {
      const first = firstDate(f, other.id);
      if (first !== null && t.date !== null && t.date > first)
        return fail('purchase_date', M.MSG_PURCHASE_DATE_AFTER);
    }
  }
  if (DEBT_PAYMENTS.has(t.cat) || LOANS.has(t.cat)) {
    const debt = t.item === null ? undefined : f.debts.find((x) => x.id === t.item);
    if (!debt) return fail('need_debt', M.MSG_NOT_DEBT_ITEM);
    if (debt.i_type === DEBT_TYPE.executorExpense) return fail('expense_debt', M.MSG_EXPENSE_NOT_DEBT);
    const dd = d.sums().debts.get(debt.id);
    if (DEBT_PAYMENTS.has(t.cat) && dd) {
      if (dd.resolved) return fail('debt_resolved', M.MSG_DEBT_RESOLVED);
      if (t.val > dd.val) {
        const s = ask(ctx, 'over_owed', M.msgAmountOverOwed(formatMoney(t.val - dd.val)));
        if (s) return s;
      }
    }
  }
  if ((t.cat === CAT.newValue || t.cat === CAT.increase || t.cat === CAT.decrease) && ad().settled) {
    return fail('value_settled', M.MSG_VALUE_SETTLED);
  }
  if (t.cat === CAT.assetDisposal) {
    if ((asset.plan !== PLAN.none && asset.plan !== PLAN.discard) || ad().alloc_num > 0) {
      return fail('discard_plans', M.MSG_DISCARD_HAS_PLANS);
    }
    if (ad().val <= 0 && ad().val_xfer > 0) return fail('discard_transferred', M.MSG_DISCARD_ALL_TRANSFERRED);
    if (asset.plan !== PLAN.discard) return ask(ctx, 'unplanned_discard', M.CONFIRM_UNPLANNED_DISCARD);
  }
  if (t.cat === CAT.distribution) {
    if (f.heirs.length === 0) return fail('need_heir', M.MSG_NEED_HEIR);
    if (!f.heirs.some((h) => h.id === t.heir_id)) return fail('distrib_heir', M.MSG_DISTRIB_HEIR);
    if (ad().settled)
      return fail(
        'settled',
        t.date === null ? M.MSG_SETTLED_NO_MORE_DISTRIBS : M.MSG_CANNOT_DISTRIBUTE_SETTLED,
      );
  }
  if (t.cat === CAT.executorReimbursement) {
    const s = checkReimbursement(f, d, t);
    if (s) return s;
  }
  // Asked unless already answered: a replayed save answers yes without walking the account again.
  if (executed && DRAWS_ON_ASSET.has(t.cat) && ctx.answers?.over_available !== true && t.val > ad().val) {
    return ask(ctx, 'over_available', M.msgAmountOverAvailable(formatMoney(t.val - Math.max(ad().val, 0))));
  }
  return undefined;
}

function firstDate(f: Facts, assetId: number): string | null {
  let first: string | null = null;
  for (const x of f.txacts) {
    if (
      x.date !== null &&
      (x.asset === assetId || (x.item === assetId && ITEM_IS_ASSET.has(x.cat))) &&
      x.cat !== CAT.assetPurchase
    ) {
      if (first === null || x.date < first) first = x.date;
    }
  }
  return first;
}

function checkReimbursement(f: Facts, d: LazyDerived, t: Txact): OpStop | undefined {
  if (t.exexp_ids.length === 0) return undefined;
  const byId = new Map(f.exec_expenses.map((e) => [e.id, e]));
  let sum = 0;
  let paid = 0;
  for (const id of t.exexp_ids) {
    const e = byId.get(id);
    if (!e) return fail('expense_missing', M.MSG_NOT_FOUND);
    sum += e.val;
    const by = d.sums().expensePaid.get(id);
    if (by !== undefined && by !== t.id) paid++;
  }
  if (paid > 0) {
    return paid === t.exexp_ids.length
      ? fail('repaid', M.MSG_EXPENSE_REPAID_LOCK)
      : fail('mixed_paid', M.MSG_MIXED_PAID);
  }
  if (Math.abs(sum - t.val) > 1) return fail('expenses_differ', M.MSG_EXPENSES_DIFFER);
  return undefined;
}

/** Amount type, percent, reason (probate vs benefit) and Canada spouse rollover of a distribution. */
function normalizeDistribution(f: Facts, t: Txact, asset: Asset): Txact | OpStop {
  let type =
    t.distrib_type ??
    (t.percent !== null ? AMOUNT_TYPE.percentage : t.val > 0 ? AMOUNT_TYPE.fixed : AMOUNT_TYPE.entire);
  let percent = t.percent;
  if (type === AMOUNT_TYPE.entire) percent = 100_000;
  if (type === AMOUNT_TYPE.percentage && (percent === null || percent < 0 || percent > 100_000)) {
    return fail('percent', M.MSG_PERCENT_RANGE);
  }
  if (type === AMOUNT_TYPE.fixed) percent = null;
  if (type === AMOUNT_TYPE.percentage && percent === 100_000) type = AMOUNT_TYPE.entire;
  let reason = t.reason ?? DISTRIB_TYPE.residuary;
  if (!asset.probate) reason = DISTRIB_TYPE.automatic;
  else if (reason === DISTRIB_TYPE.automatic) reason = DISTRIB_TYPE.residuary;
  const heir = f.heirs.find((h) => h.id === t.heir_id);
  const spouse = f.meta.country_code === 'ca' && heir?.i_type === HEIR_RELATIONSHIP.spouse && t.spouse;
  return { ...t, distrib_type: type, percent, reason, spouse };
}

/** Value and basis of a distribution at this moment (what Mark Done records). */
export function valueDistributionNow(f: Facts, t: Txact): Txact {
  if (t.distrib_type === AMOUNT_TYPE.fixed) {
    const d = recomputeFor({ ...f, txacts: [...f.txacts, { ...t, date: null }] }, [t.asset]);
    return { ...t, cost_basis: d.txacts.get(t.id)?.cost_basis ?? null };
  }
  const d = recomputeFor({ ...f, txacts: [...f.txacts, { ...t, date: null }] }, [t.asset]);
  const x = d.txacts.get(t.id);
  return { ...t, val: x?.val ?? 0, cost_basis: x?.cost_basis ?? null };
}
