/** Debt rules: add, edit, forgive, delete (with its payments after confirmation). */

import { MSG_TEMP_IDS } from '../api/messages.ts';
import { type Debt, type DebtInput, ZDebt } from '../entities/debt.ts';
import type { Facts } from '../entities/working-copy.ts';
import { DEBT_TYPE } from '../enums.ts';
import { debtsAtDeath } from '../ledger/aggregate.ts';
import { ITEM_IS_DEBT } from '../ledger/categories.ts';
import { recompute } from '../ledger/recompute.ts';
import * as M from '../messages.ts';
import { ask, fail, type NewItem, newItemId, type OpContext, type OpResult, ok } from './result.ts';
import { removeItem } from './txact-ops.ts';

export function addDebt(f: Facts, input: NewItem<DebtInput>): OpResult {
  if (input.i_type === DEBT_TYPE.executorExpense) return fail('expense_debt', M.MSG_EXPENSE_NOT_DEBT);
  const id = newItemId(f, input.id);
  if (id === null) return fail('temp_id', MSG_TEMP_IDS);
  const r = ZDebt.safeParse({ ...input, id });
  if (!r.success) return fail('invalid', M.MSG_INVALID_FORM);
  if (r.data.date !== null && r.data.val_death !== null)
    return fail('debt_after_death', M.MSG_DEBT_DEATH_AFTER);
  return ok({ ...f, debts: [...f.debts, r.data] }, { id: r.data.id });
}

export function editDebt(f: Facts, id: number, patch: Partial<Omit<Debt, 'id'>>): OpResult {
  const old = f.debts.find((d) => d.id === id);
  if (!old) return fail('missing', M.MSG_NOT_FOUND);
  if (old.i_type === DEBT_TYPE.executorExpense || patch.i_type === DEBT_TYPE.executorExpense) {
    return fail('expense_debt', M.MSG_EXPENSE_NOT_DEBT);
  }
  const next = { ...old, ...patch };
  if (old.date !== null && 'val_death' in patch && patch.val_death !== old.val_death) {
    return fail('debt_after_death', M.MSG_DEBT_DEATH_AFTER);
  }
  if (
    next.val_forgiven !== old.val_forgiven ||
    next.val_death !== old.val_death ||
    next.val_pre !== old.val_pre
  ) {
    const dd = debtsAtDeath({ ...f, debts: f.debts.map((d) => (d.id === id ? next : d)) }).get(id);
    const grew = next.val_forgiven > old.val_forgiven;
    // Nothing more can be forgiven of a debt paid in full; forgiving more is limited to what is still owed; any
    // forgiveness is limited to what was owed.
    if (dd && grew && dd.owed - dd.paid <= 0) return fail('debt_resolved', M.MSG_DEBT_RESOLVED);
    if (dd && next.val_forgiven > (grew ? dd.owed - dd.paid : dd.owed)) {
      return fail('forgive_over', M.MSG_FORGIVE_OVER_OWED);
    }
  }
  const r = ZDebt.safeParse(next);
  if (!r.success) return fail('invalid', M.MSG_INVALID_FORM);
  return ok({ ...f, debts: f.debts.map((d) => (d.id === id ? r.data : d)) }, { id });
}

/** Forgive part or all of what is still owed (never more, within the 0.005 precision = whole cents). */
export function forgiveDebt(f: Facts, id: number, amount: number, date: string | null): OpResult {
  const dd = debtsAtDeath(f).get(id);
  if (!dd) return fail('missing', M.MSG_NOT_FOUND);
  if (!Number.isInteger(amount) || amount < 0) return fail('negative', M.MSG_NEGATIVE);
  // The dialog sets the whole forgiveness, at most what is still owed; a debt paid in full is editDebt's refusal.
  const left = dd.owed - dd.paid;
  if (left > 0 && amount > left) return fail('forgive_over', M.MSG_FORGIVE_OVER_OWED);
  return editDebt(f, id, { val_forgiven: amount, forgive_date: amount > 0 ? date : null });
}

export function deleteDebt(f: Facts, id: number, ctx: OpContext): OpResult {
  const dd = recompute(f).debts.get(id);
  if (!dd) return fail('missing', M.MSG_NOT_FOUND);
  const hasTx = f.txacts.some((t) => t.item === id && ITEM_IS_DEBT.has(t.cat));
  if (hasTx) {
    const s = ask(ctx, 'delete_debt_payments', M.CONFIRM_DELETE_DEBT_PAYMENTS);
    if (s) return s;
  }
  return ok(removeItem(f, 'debt', id), { id });
}
