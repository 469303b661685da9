/** Executor expenses and time log: repaid lock, type conversion, mileage, reimbursement. */

import { MSG_TEMP_IDS } from '../api/messages.ts';
import {
  MILEAGE_NORTH_EXTRA_MILLS,
  MILEAGE_NORTH_PROVINCES,
  MILEAGE_RATES_CA,
  MILEAGE_RATES_US,
} from '../constants.ts';
import { type ExecExpense, type ExecLog, ZExecExpense, ZExecLog } from '../entities/people.ts';
import type { Facts } from '../entities/working-copy.ts';
import { CAT, EXPENSE_TYPE } from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import { fullAt } from '../limits.ts';
import * as M from '../messages.ts';
import { divRound } from '../money.ts';
import { ask, fail, type NewItem, newItemId, type OpContext, type OpResult, ok } from './result.ts';
import { createTxact } from './txact-ops.ts';

/** Default rate (mills per mile/km) in force on the expense's date (ISO); the last known rate applies later on. */
export function defaultMileageRate(date: string, country: string, province = ''): number {
  const table = country === 'ca' ? MILEAGE_RATES_CA : MILEAGE_RATES_US;
  let rate = table[0]?.[1] ?? 0;
  for (const [from, r] of table) if (from <= date) rate = r;
  return country === 'ca' && MILEAGE_NORTH_PROVINCES.has(province) ? rate + MILEAGE_NORTH_EXTRA_MILLS : rate;
}

/** Mileage x rate in cents, rounded to the cent (mileage taken to 1/100, exact). */
export function mileageAmount(mileage: number, rateMills: number): number {
  const hundredths = BigInt(Math.round(mileage * 100));
  return Number(divRound(hundredths * BigInt(rateMills), 1000n));
}

function priced(f: Facts, e: ExecExpense): ExecExpense {
  if (e.i_type !== EXPENSE_TYPE.mileage) return e;
  const rate =
    e.mileage_rate ?? (e.date ? defaultMileageRate(e.date, f.meta.country_code, f.meta.state_exec) : 0);
  return { ...e, val: mileageAmount(e.mileage ?? 0, rate) };
}

export function addExpense(f: Facts, input: NewItem<Partial<ExecExpense>>): OpResult {
  const full = fullAt(f, 'exec_expenses');
  if (full) return fail(full.code, full.msg);
  if (!input.date) return fail('date', M.MSG_DATE_REQUIRED);
  const id = newItemId(f, input.id);
  if (id === null) return fail('temp_id', MSG_TEMP_IDS);
  const r = ZExecExpense.safeParse({ ...input, id });
  if (!r.success) return fail('invalid', M.MSG_INVALID_FORM);
  const e = priced(f, r.data);
  return ok({ ...f, exec_expenses: [...f.exec_expenses, e] }, { id: e.id });
}

export function editExpense(
  f: Facts,
  id: number,
  patch: Omit<Partial<ExecExpense>, 'id'>,
  ctx: OpContext,
): OpResult {
  const old = f.exec_expenses.find((e) => e.id === id);
  if (!old) return fail('missing', M.MSG_NOT_FOUND);
  if (recompute(f).expensePaid.has(id)) return fail('repaid', M.MSG_EXPENSE_REPAID_LOCK);
  if ('date' in patch && !patch.date) return fail('date', M.MSG_DATE_REQUIRED);
  let next = { ...old, ...patch };
  if (patch.i_type !== undefined && patch.i_type !== old.i_type) {
    const s = ask(ctx, 'convert_expense', M.CONFIRM_CONVERT_EXPENSE);
    if (s) return s;
    // The converted row starts from zero, but keeps what the same change sets (a save may carry both).
    next = { ...old, val: 0, mileage: null, mileage_rate: null, ...patch };
  }
  const r = ZExecExpense.safeParse(next);
  if (!r.success) return fail('invalid', M.MSG_INVALID_FORM);
  const e = priced(f, r.data);
  return ok({ ...f, exec_expenses: f.exec_expenses.map((x) => (x.id === id ? e : x)) }, { id });
}

export function deleteExpense(f: Facts, id: number): OpResult {
  if (!f.exec_expenses.some((e) => e.id === id)) return fail('missing', M.MSG_NOT_FOUND);
  // Repaid, or included in a planned reimbursement: delete (or change) that transaction first.
  if (f.txacts.some((t) => t.exexp_ids.includes(id))) return fail('repaid', M.MSG_EXPENSE_REPAID_LOCK);
  return ok({ ...f, exec_expenses: f.exec_expenses.filter((e) => e.id !== id) }, { id });
}

/**
 * Reimburse expenses from an asset: one Executor Reimbursement transaction for their sum (or the given
 * amount, which must match within 0.01). Its rules (a real asset to pay from, expenses not already repaid) are
 * the transaction's own, so a raw save of the same transaction is refused with the same message.
 */
export function payExpenses(
  f: Facts,
  input: { ids: number[]; asset: number | null; date: string | null; val?: number },
  ctx: OpContext,
): OpResult {
  // none chosen yet (the dialog's state; a saved transaction always names one)
  if (input.asset === null) return fail('need_pay_asset', M.MSG_NEED_PAY_ASSET);
  const sum = f.exec_expenses.filter((e) => input.ids.includes(e.id)).reduce((s, e) => s + e.val, 0);
  return createTxact(
    f,
    {
      asset: input.asset,
      date: input.date,
      cat: CAT.executorReimbursement,
      val: input.val ?? sum,
      exexp_ids: input.ids,
      name: 'Executor reimbursement',
    },
    ctx,
  );
}

export function addLogEntry(f: Facts, input: NewItem<Partial<ExecLog>>): OpResult {
  const full = fullAt(f, 'exec_log');
  if (full) return fail(full.code, full.msg);
  if (!input.date) return fail('date', M.MSG_DATE_REQUIRED);
  const id = newItemId(f, input.id);
  if (id === null) return fail('temp_id', MSG_TEMP_IDS);
  const r = ZExecLog.safeParse({ ...input, id });
  if (!r.success) return fail('invalid', M.MSG_INVALID_FORM);
  return ok({ ...f, exec_log: [...f.exec_log, r.data] }, { id: r.data.id });
}

export function editLogEntry(f: Facts, id: number, patch: Omit<Partial<ExecLog>, 'id'>): OpResult {
  const old = f.exec_log.find((e) => e.id === id);
  if (!old) return fail('missing', M.MSG_NOT_FOUND);
  if ('date' in patch && !patch.date) return fail('date', M.MSG_DATE_REQUIRED);
  const r = ZExecLog.safeParse({ ...old, ...patch });
  if (!r.success) return fail('invalid', M.MSG_INVALID_FORM);
  return ok({ ...f, exec_log: f.exec_log.map((x) => (x.id === id ? r.data : x)) }, { id });
}

export function deleteLogEntry(f: Facts, id: number): OpResult {
  if (!f.exec_log.some((e) => e.id === id)) return fail('missing', M.MSG_NOT_FOUND);
  return ok({ ...f, exec_log: f.exec_log.filter((e) => e.id !== id) }, { id });
}
