/** Runs the ops of POST /api/estate/{id}/ops in order on an estate's facts and task state: all of them or none. */
import type { Op } from '../api/ops.ts';
import type { Facts } from '../entities/working-copy.ts';
import { CAT } from '../enums.ts';
import { recompute, rememberDerived } from '../ledger/recompute.ts';
import { addAsset, deleteAsset, editAsset, setPlan } from '../ops/asset-ops.ts';
import { addContact, deleteContact, editContact } from '../ops/contact-ops.ts';
import { addDebt, deleteDebt, editDebt, forgiveDebt } from '../ops/debt-ops.ts';
import { setCountry, setDeathDate, setTrust, taskStateAfter } from '../ops/estate-ops.ts';
import {
  addExpense,
  addLogEntry,
  deleteExpense,
  deleteLogEntry,
  editExpense,
  editLogEntry,
  payExpenses,
} from '../ops/expense-ops.ts';
import { addHeir, deleteHeir, editHeir } from '../ops/heir-ops.ts';
import { type OpContext, type OpEvent, type OpResult, ok } from '../ops/result.ts';
import { createTxact, deleteTxact, editTxact, markDone, type NewTxact } from '../ops/txact-ops.ts';
import {
  addCustomTask,
  deleteTask,
  markTaskDone,
  setTaskAssigned,
  setTaskDue,
  setTaskNa,
  setTaskNote,
  unmarkTaskDone,
} from '../tasks/actions.ts';
import { taskDatesOn } from '../tasks/task-source.ts';
import type { TaskResult, TaskState } from '../tasks/types.ts';

export type OpsOutcome =
  | { kind: 'ok'; facts: Facts; tasks: TaskState; warnings: string[]; events: OpEvent[] }
  | { kind: 'error' | 'confirm' | 'cancelled'; code: string; msg: string; op: number };

type Args<N extends Op['op']> = Omit<Extract<Op, { op: N }>, 'op'>;
const args = <N extends Op['op']>(o: Extract<Op, { op: N }>): Args<N> => {
  const { op: _, ...rest } = o;
  return rest;
};

/** A transaction of a fixed category (sell, discard, purchase, transfer, pay a debt). */
const CATEGORY_OPS = {
  sell: CAT.assetSale,
  discard: CAT.assetDisposal,
  purchase: CAT.assetPurchase,
  transfer: CAT.transfer,
  payDebt: CAT.debtPayment,
} as const;

/** Several heirs' shares of one asset: one distribution each, in the order given. */
function distribute(f0: Facts, o: Args<'distribute'>, ctx: OpContext): OpResult {
  let f = f0;
  const warnings: string[] = [];
  const events: OpEvent[] = [];
  for (const share of o.heirs) {
    const input: NewTxact = {
      ...share,
      asset: o.asset,
      cat: CAT.distribution,
      date: o.date,
      name: o.name ?? '',
      ...(o.reason === undefined ? {} : { reason: o.reason }),
    };
    const r = createTxact(f, input, ctx);
    if (r.kind !== 'ok') return r;
    f = r.facts;
    warnings.push(...r.warnings);
    events.push(...r.events);
  }
  return ok(f, { warnings, events });
}

function factsOp(f: Facts, o: Op, ctx: OpContext): OpResult | null {
  switch (o.op) {
    case 'addAsset':
      return addAsset(f, args(o));
    case 'editAsset':
      return editAsset(f, o.id, o.patch, ctx);
    case 'deleteAsset':
      return deleteAsset(f, o.id, ctx);
    case 'setPlan':
      return setPlan(f, o.id, o.plan, ctx);
    case 'addDebt':
      return addDebt(f, args(o));
    case 'editDebt':
      return editDebt(f, o.id, o.patch);
    case 'deleteDebt':
      return deleteDebt(f, o.id, ctx);
    case 'forgiveDebt':
      return forgiveDebt(f, o.id, o.amount, o.date);
    case 'addHeir':
      return addHeir(f, args(o));
    case 'editHeir':
      return editHeir(f, o.id, o.patch);
    case 'deleteHeir':
      return deleteHeir(f, o.id, ctx);
    case 'addContact':
      return addContact(f, args(o));
    case 'editContact':
      return editContact(f, o.id, o.patch);
    case 'deleteContact':
      return deleteContact(f, o.id);
    case 'addExpense':
      return addExpense(f, args(o));
    case 'editExpense':
      return editExpense(f, o.id, o.patch, ctx);
    case 'deleteExpense':
      return deleteExpense(f, o.id);
    case 'addLogEntry':
      return addLogEntry(f, args(o));
    case 'editLogEntry':
      return editLogEntry(f, o.id, o.patch);
    case 'deleteLogEntry':
      return deleteLogEntry(f, o.id);
    case 'createTxact':
      return createTxact(f, args(o), ctx);
    case 'editTxact':
      return editTxact(f, o.id, o.patch, ctx);
    case 'deleteTxact': {
      const answers =
        o.delete_item === undefined ? ctx.answers : { ...ctx.answers, delete_item: o.delete_item };
      return deleteTxact(f, o.id, { ...ctx, answers });
    }
    case 'markDone':
      return markDone(f, o.id, ctx);
    case 'sell':
    case 'discard':
    case 'purchase':
    case 'transfer':
    case 'payDebt': {
      const { op: name, ...rest } = o;
      const item = 'item' in rest ? ((rest.item as number | null | undefined) ?? null) : null;
      return createTxact(f, { ...rest, item, cat: CATEGORY_OPS[name] }, ctx);
    }
    case 'payExpenses':
      return payExpenses(f, args(o), ctx);
    case 'distribute':
      return distribute(f, args(o), ctx);
    case 'setDeathDate':
      return setDeathDate(f, o.date, ctx);
    case 'setTrust':
      return setTrust(f, o.trust, ctx);
    case 'setCountry':
      return setCountry(f, o.country, ctx);
    default:
      return null;
  }
}

function taskOp(s: TaskState, f: Facts, o: Op, ctx: OpContext): TaskResult<TaskState> | null {
  const tctx = {
    task_dates: taskDatesOn(f.meta as unknown as Record<string, unknown>),
    today: ctx.today,
    death_date: f.meta.death_date,
    province: f.meta.state,
  };
  switch (o.op) {
    case 'markTaskDone':
      return markTaskDone(s, o.task_id, tctx);
    case 'unmarkTaskDone':
      return unmarkTaskDone(s, o.task_id);
    case 'setTaskNa':
      return setTaskNa(s, o.task_id, o.na, tctx);
    case 'setTaskDue':
      return setTaskDue(s, o.task_id, o.due);
    case 'setTaskAssigned':
      return setTaskAssigned(s, o.task_id, o.assigned);
    case 'setTaskNote':
      return setTaskNote(s, o.task_id, o.note);
    case 'addCustomTask': {
      const r = addCustomTask(s, { name: o.name, text: o.text, due: o.due }, tctx);
      return r.ok ? { ok: true, value: r.value.state } : r;
    }
    case 'deleteTask':
      return deleteTask(s, o.task_id);
    default:
      return null;
  }
}

/** Runs every op in order; the first that stops (error, question, or a "no" answer) stops them all. */
export function runOps(facts: Facts, tasks: TaskState, ops: readonly Op[], ctx: OpContext): OpsOutcome {
  let f = facts;
  let s = tasks;
  const warnings: string[] = [];
  const events: OpEvent[] = [];
  rememberDerived(f, recompute(f));
  for (const [i, o] of ops.entries()) {
    const t = taskOp(s, f, o, ctx);
    if (t) {
      if (!t.ok) return { kind: 'error', code: 'task', msg: t.msg, op: i };
      s = t.value;
      continue;
    }
    const r = factsOp(f, o, ctx) as OpResult;
    if (r.kind === 'cancelled') return { kind: 'cancelled', code: r.code, msg: '', op: i };
    if (r.kind !== 'ok') return { ...r, op: i };
    s = taskStateAfter(f, r.facts, s);
    f = r.facts;
    rememberDerived(f, recompute(f));
    warnings.push(...r.warnings);
    events.push(...r.events);
  }
  return { kind: 'ok', facts: f, tasks: s, warnings: [...new Set(warnings)], events };
}
