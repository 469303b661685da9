import { z } from 'zod';
import { ZAssetFull } from '../entities/asset.ts';
import { ZDebtFull } from '../entities/debt.ts';
import { ZDecedent, ZEstateMeta } from '../entities/estate.ts';
import { ZHeirFull } from '../entities/heir.ts';
import { ZContact, ZExecLog, ZLoc } from '../entities/people.ts';
import { ZTaskStatePatch } from '../tasks/schema.ts';
import { ZExecExpenseOut } from './executor.ts';
import { patchOf } from './patch.ts';
import { ZEstateTasks, ZTaskStateOut } from './tasks.ts';
import { ZTxactOut } from './txacts.ts';

/** How the current user relates to an estate. `sample`: the read-only Sample estates. */
export const ZRole = z.enum(['owner', 'edit', 'view', 'sample']);
export type Role = z.infer<typeof ZRole>;

export const ZEstateId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'not an estate id');
export const ZEstateParams = z.object({ id: ZEstateId });

/** Meta fields a client may change (licence fields, counters and derived values are the server's). */
export const ZMetaInput = ZEstateMeta.pick({
  label: true,
  name: true,
  state: true,
  state_exec: true,
  country_code: true,
  trust: true,
  death_date: true,
  is_user_dec: true,
  set_user_dec: true,
  user_role: true,
  gval_stated: true,
  tax_year_end: true,
  election_645: true,
  distributor: true,
  court_name: true,
  court_county: true,
  case_no: true,
  fiduciary_addr: true,
  account_kind: true,
  account_no: true,
  files: true,
  config: true,
});
/** A meta change; the task state (tasks/types.ts TaskState) travels in meta too, validated by ZTaskStatePatch. */
export const ZMetaPatch = patchOf(ZMetaInput).extend(ZTaskStatePatch.shape);
export type MetaPatch = z.infer<typeof ZMetaPatch>;
export const ZDecPatch = patchOf(ZDecedent);
export type DecPatch = z.infer<typeof ZDecPatch>;

/**
 * GET /api/estate/{id}: the estate meta with the task state (docs/api.md), plus the save revision, the
 * caller's role and the trial end.
 */
export const ZEstateMetaOut = ZEstateMeta.extend({
  ...ZTaskStateOut.shape,
  // Estate totals and flags as the engine derives them (ZEstateMetaDerived); null = never derived.
  debt: z.number().int().nullable(),
  debt_death: z.number().int().nullable(),
  refunds: z.number().int().nullable(),
  /** Any Real Estate asset. */
  land: z.boolean(),
  /** Any Spouse heir. */
  spouse: z.boolean(),
  gval_estimate: z.number().int().nullable(),
  gval_death: z.number().int().nullable(),
  /** The Form 706 rule uses gval_death (every at-death value entered) rather than gval_estimate. */
  gval_use_actual: z.boolean(),
  /** No death date and not a trust: values are the pre-death ones. */
  await_death: z.boolean(),
  unpaid_expenses: z.number().int().nullable(),
  revision: z.number().int(),
  role: ZRole,
  trial_ends: z.string().nullable(),
  /** The storage tier bought for files (LIC_TIER; null = standard). */
  lic_extra: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EstateMetaOut = z.infer<typeof ZEstateMetaOut>;

/** What every write carries: the revision the client loaded, or force to overwrite whatever is stored. */
export const ZRevisioned = z.object({
  revision: z.number().int().positive().optional(),
  force: z.boolean().default(false),
});
/** PUT meta / dec: the fields plus the revision the client loaded (or force). */
export const ZMetaPut = ZMetaPatch.extend(ZRevisioned.shape);
export const ZDecPut = ZDecPatch.extend(ZRevisioned.shape);

export const ZEstateListItem = z.object({
  id: z.string(),
  label: z.string(),
  name: z.string(),
  death_date: z.string().nullable(),
  trust: z.boolean(),
  country_code: z.string(),
  /** beneficiary: an heir, who opens the heir view (/heir/{id}) rather than the workspace. */
  role: z.union([ZRole, z.literal('beneficiary')]),
  user_role: ZEstateMeta.shape.user_role,
  licensed: z.boolean(),
  updated_at: z.string(),
});
export type EstateListItem = z.infer<typeof ZEstateListItem>;

/**
 * GET /api/estate/{id}/full: the meta (as GET /api/estate/{id}), the decedent, every item as the per-part reads
 * answer it (the engine's derived values included) and the revision.
 */
export const ZEstateFull = z.object({
  meta: ZEstateMetaOut,
  dec: ZDecedent,
  assets: z.array(ZAssetFull),
  debts: z.array(ZDebtFull),
  contacts: z.array(ZContact),
  heirs: z.array(ZHeirFull),
  txacts: z.array(ZTxactOut),
  exec_expenses: z.array(ZExecExpenseOut),
  exec_log: z.array(ZExecLog),
  locs: z.array(ZLoc),
  revision: z.number().int(),
});
export type EstateFull = z.infer<typeof ZEstateFull>;

const ZSlice = z.object({ name: z.string(), value: z.number().int() });
const ZHeirBar = z.object({
  name: z.string(),
  distributed: z.number().int(),
  planned: z.number().int(),
  target: z.number().nullable(),
  targetRaw: z.number().nullable(),
});

/**
 * GET /api/estate/{id}/summary: what Overview and Tasks draw while GET /full loads behind: the meta, the key
 * figures and chart data in cents (ledger/overview-figures.ts, from the engine's recompute) and the task list.
 */
export const ZEstateSummary = z.object({
  meta: ZEstateMetaOut,
  revision: z.number().int(),
  figures: z.object({
    valuePre: z.number().int(),
    valueDeath: z.number().int(),
    remaining: z.number().int(),
    distributed: z.number().int(),
    debts: z.number().int(),
    debtsDeath: z.number().int(),
  }),
  disposition: z.array(ZSlice),
  heirs: z.array(ZHeirBar),
  tasks: ZEstateTasks,
});
export type EstateSummary = z.infer<typeof ZEstateSummary>;
