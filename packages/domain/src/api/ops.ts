/**
 * POST /api/estate/{id}/ops: the domain operations over HTTP. Each op names one operation of the engine and
 * carries its arguments; a new item may be given a temporary id (negative) so later ops of the same request can
 * refer to it. docs/api.md has a worked example per family.
 */
import { z } from 'zod';
import { ZAsset } from '../entities/asset.ts';
import { ZAmount, ZDateOrNull, ZId, ZIsoDate, ZPercent, ZText } from '../entities/common.ts';
import { ZDebt } from '../entities/debt.ts';
import { ZCountryCode } from '../entities/estate.ts';
import { ZHeir } from '../entities/heir.ts';
import { ZContact, ZExecExpense, ZExecLog } from '../entities/people.ts';
import { ZTxact } from '../entities/txact.ts';
import { ZOk } from './envelope.ts';
import { patchOf } from './patch.ts';
import { ZSaveResult, ZTempId } from './save.ts';

const op = <N extends string, S extends z.ZodRawShape>(name: N, shape: S) =>
  z.object({ op: z.literal(name), ...shape }).strict();

/** Add / edit / delete of one item kind: `add<Kind>` takes the item's fields, `edit<Kind>` an id and a patch. */
function itemOps<A extends string, E extends string, D extends string, Sh extends z.ZodRawShape>(
  names: [A, E, D],
  schema: z.ZodObject<Sh>,
) {
  const fields = patchOf(schema).omit({ id: true } as never);
  return [
    fields.extend({ op: z.literal(names[0]), id: ZTempId.optional() }).strict(),
    op(names[1], { id: ZId, patch: fields.strict() }),
    op(names[2], { id: ZId }),
  ] as const;
}

const txactFields = patchOf(ZTxact).omit({ id: true, i_type: true });
/** A transaction of a fixed category: the account it sits on, the counterpart, amount, date, texts. */
const catOp = <N extends string>(name: N, item: 'required' | 'optional' | 'none') =>
  op(name, {
    id: ZTempId.optional(),
    asset: ZId,
    ...(item === 'none' ? {} : { item: item === 'required' ? ZId : ZId.nullable().optional() }),
    val: ZAmount.optional(),
    date: ZDateOrNull.optional(),
    name: ZText.optional(),
    note: ZText.optional(),
    check_num: z.number().int().nullable().optional(),
  });

const ZShare = z
  .object({
    id: ZTempId.optional(),
    heir_id: ZId,
    /** 0 Entire, 1 Percentage, 2 Fixed. */
    distrib_type: z.number().int().min(0).max(2).optional(),
    percent: ZPercent.nullable().optional(),
    val: ZAmount.optional(),
    spouse: z.boolean().optional(),
  })
  .strict();

const taskId = { task_id: z.number().int().nonnegative() };

export const ZOp = z.discriminatedUnion('op', [
  ...itemOps(['addAsset', 'editAsset', 'deleteAsset'], ZAsset),
  op('setPlan', { id: ZId, plan: z.number().int().min(0).max(4) }),
  ...itemOps(['addDebt', 'editDebt', 'deleteDebt'], ZDebt),
  op('forgiveDebt', { id: ZId, amount: ZAmount, date: ZDateOrNull.default(null) }),
  ...itemOps(['addHeir', 'editHeir', 'deleteHeir'], ZHeir),
  ...itemOps(['addContact', 'editContact', 'deleteContact'], ZContact),
  ...itemOps(['addExpense', 'editExpense', 'deleteExpense'], ZExecExpense),
  ...itemOps(['addLogEntry', 'editLogEntry', 'deleteLogEntry'], ZExecLog),
  txactFields
    .extend({ op: z.literal('createTxact'), id: ZTempId.optional(), asset: ZId, cat: z.number().int() })
    .strict(),
  op('editTxact', { id: ZId, patch: txactFields.strict() }),
  op('deleteTxact', { id: ZId, delete_item: z.boolean().optional() }),
  op('markDone', { id: ZId }),
  catOp('sell', 'required'),
  catOp('discard', 'none'),
  catOp('purchase', 'optional'),
  catOp('transfer', 'required'),
  catOp('payDebt', 'required'),
  op('payExpenses', {
    ids: z.array(ZId).min(1),
    asset: ZId,
    date: ZDateOrNull.default(null),
    val: ZAmount.optional(),
  }),
  op('distribute', {
    asset: ZId,
    date: ZDateOrNull.default(null),
    /** 0 Other, 1 Bequest, 2 Heir Request, 3 Residuary (4 Automatic is set for non-probate assets). */
    reason: z.number().int().min(0).max(4).optional(),
    name: ZText.optional(),
    heirs: z.array(ZShare).min(1).max(200),
  }),
  op('setDeathDate', { date: ZDateOrNull }),
  op('setTrust', { trust: z.boolean() }),
  op('setCountry', { country: ZCountryCode }),
  op('markTaskDone', taskId),
  op('unmarkTaskDone', taskId),
  op('setTaskNa', { ...taskId, na: z.boolean() }),
  op('setTaskDue', { ...taskId, due: ZIsoDate.nullable() }),
  op('setTaskAssigned', { ...taskId, assigned: ZText.nullable() }),
  op('setTaskNote', { ...taskId, note: z.string().max(4000).nullable() }),
  op('addCustomTask', {
    name: ZText.min(1),
    text: z.string().max(4000).optional(),
    due: ZIsoDate,
  }),
  op('deleteTask', taskId),
]);
export type Op = z.infer<typeof ZOp>;
export type OpName = Op['op'];

export const ZOpsBody = z
  .object({
    revision: z.number().int().positive().optional(),
    force: z.boolean().default(false),
    ops: z.array(ZOp).min(1).max(1000),
    /** Answers to confirmations asked before: answer code -> yes / no. */
    answers: z.record(z.string(), z.boolean()).optional(),
  })
  .strict();
export type OpsBody = z.infer<typeof ZOpsBody>;

/** Derived values of the items an ops call touched, by (real) id. */
export const ZTouched = z.object({
  assets: z.record(z.string(), z.record(z.string(), z.unknown())),
  debts: z.record(z.string(), z.record(z.string(), z.unknown())),
  heirs: z.record(z.string(), z.record(z.string(), z.unknown())),
  txacts: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export const ZOpsResult = ZSaveResult.extend({
  warnings: z.array(z.string()),
  events: z.array(z.string()),
  derived: ZTouched,
});
export type OpsResult = z.infer<typeof ZOpsResult>;

/**
 * Nothing was stored: the op at index `op` asks a question (`confirm`: send the request again with
 * answers[answer] = yes / no) or its question was answered no (`cancelled`).
 */
export const ZOpsConfirm = z.object({
  success: z.literal(false),
  code: z.enum(['confirm', 'cancelled']),
  msg: z.string(),
  answer: z.string(),
  op: z.number().int(),
});
export type OpsConfirm = z.infer<typeof ZOpsConfirm>;

/** The 200 answer of POST /ops: the ops were stored, or a question stopped them. */
export const ZOpsAnswer = z.union([ZOk(ZOpsResult), ZOpsConfirm]);
export type OpsAnswer = z.infer<typeof ZOpsAnswer>;
