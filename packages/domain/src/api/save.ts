import { z } from 'zod';
import { ZAsset } from '../entities/asset.ts';
import { ZDebt } from '../entities/debt.ts';
import { ZBankDownload, ZDecedent } from '../entities/estate.ts';
import { ZHeir } from '../entities/heir.ts';
import { ZContact, ZExecExpense, ZExecLog, ZLoc } from '../entities/people.ts';
import { ZTxact } from '../entities/txact.ts';
import { ZTaskStatePatch } from '../tasks/schema.ts';
import { ZDecPatch, ZMetaInput, ZMetaPatch, ZRevisioned } from './estates.ts';
import type { ItemPart } from './item-parts.ts';
import { patchOf } from './patch.ts';
import { ZQueryFlag } from './query-params.ts';

/** A new item carries a temporary negative id, unique within one save; the server maps it to a real id. */
export const ZTempId = z.number().int().negative();
export const ZSavedId = z.number().int().positive();

/** Each item part's schema, in ITEM_PART_NAMES' order (item-parts.ts). */
export const ITEM_PARTS = {
  contacts: ZContact,
  heirs: ZHeir,
  assets: ZAsset,
  debts: ZDebt,
  exec_expenses: ZExecExpense,
  exec_log: ZExecLog,
  locs: ZLoc,
  txacts: ZTxact,
  bank_downloads: ZBankDownload,
} as const satisfies Record<ItemPart, z.ZodType>;

const MAX_ITEMS_PER_SAVE = 10_000;

export const addSchemaOf = <Sh extends z.ZodRawShape>(s: z.ZodObject<Sh>) => s.extend({ id: ZTempId });
export const modSchemaOf = <Sh extends z.ZodRawShape>(s: z.ZodObject<Sh>) =>
  patchOf(s).extend({ id: ZSavedId });

const changesOf = <Sh extends z.ZodRawShape>(s: z.ZodObject<Sh>) =>
  z.object({
    add: z.array(addSchemaOf(s)).max(MAX_ITEMS_PER_SAVE).default([]),
    mod: z.array(modSchemaOf(s)).max(MAX_ITEMS_PER_SAVE).default([]),
    del: z.array(ZSavedId).max(MAX_ITEMS_PER_SAVE).default([]),
  });

/** The per-part body: [new items, changed items, deleted ids]. */
export const partArrayOf = <Sh extends z.ZodRawShape>(s: z.ZodObject<Sh>) =>
  z.tuple([
    z.array(addSchemaOf(s)).max(MAX_ITEMS_PER_SAVE),
    z.array(modSchemaOf(s)).max(MAX_ITEMS_PER_SAVE),
    z.array(ZSavedId).max(MAX_ITEMS_PER_SAVE),
  ]);

export const ZSaveParts = z
  .object({
    meta: ZMetaPatch.optional(),
    dec: ZDecPatch.optional(),
    contacts: changesOf(ZContact).optional(),
    heirs: changesOf(ZHeir).optional(),
    assets: changesOf(ZAsset).optional(),
    debts: changesOf(ZDebt).optional(),
    exec_expenses: changesOf(ZExecExpense).optional(),
    exec_log: changesOf(ZExecLog).optional(),
    locs: changesOf(ZLoc).optional(),
    txacts: changesOf(ZTxact).optional(),
    bank_downloads: changesOf(ZBankDownload).optional(),
  })
  .strict();
export type SaveParts = z.infer<typeof ZSaveParts>;
export type PartChanges = NonNullable<SaveParts[ItemPart]>;

/** POST /api/estate/{id}/save: every part in one transaction. */
export const ZSaveBody = z.object({ ...ZRevisioned.shape, parts: ZSaveParts }).strict();
export type SaveBody = z.infer<typeof ZSaveBody>;
/** The body as a client sends it (defaults not yet filled in). */
export type SaveRequest = z.input<typeof ZSaveBody>;

/** GET of the per-part endpoints: paging parameters, accepted for older clients (everything is returned). */
export const ZPartListQuery = z.object({ cursor: z.string().optional(), force_all: z.string().optional() });

/** Query of the per-part endpoints (their body is the bare three-part array). */
export const ZPartQuery = z.object({
  revision: z.coerce.number().int().positive().optional(),
  force: ZQueryFlag,
});

export const ZSaveResult = z.object({
  revision: z.number().int(),
  /** temporary id -> real id, e.g. { "-1": 57 } */
  ids: z.record(z.string(), z.number().int()),
});
export type SaveResult = z.infer<typeof ZSaveResult>;
/** PUT /api/estate/{id} and /dec: the estate's new revision. */
export const ZRevisionResult = ZSaveResult.pick({ revision: true });
export type RevisionResult = z.infer<typeof ZRevisionResult>;

/** POST /api/estates: a whole unsaved working copy whose items carry temporary ids. */
export const ZCreateEstateBody = z.object({
  meta: ZMetaInput.partial().extend(ZTaskStatePatch.shape).default({}),
  dec: ZDecedent.default(ZDecedent.parse({})),
  contacts: z.array(addSchemaOf(ZContact)).max(MAX_ITEMS_PER_SAVE).default([]),
  heirs: z.array(addSchemaOf(ZHeir)).max(MAX_ITEMS_PER_SAVE).default([]),
  assets: z.array(addSchemaOf(ZAsset)).max(MAX_ITEMS_PER_SAVE).default([]),
  debts: z.array(addSchemaOf(ZDebt)).max(MAX_ITEMS_PER_SAVE).default([]),
  exec_expenses: z.array(addSchemaOf(ZExecExpense)).max(MAX_ITEMS_PER_SAVE).default([]),
  exec_log: z.array(addSchemaOf(ZExecLog)).max(MAX_ITEMS_PER_SAVE).default([]),
  locs: z.array(addSchemaOf(ZLoc)).max(MAX_ITEMS_PER_SAVE).default([]),
  txacts: z.array(addSchemaOf(ZTxact)).max(MAX_ITEMS_PER_SAVE).default([]),
});
export type CreateEstateBody = z.infer<typeof ZCreateEstateBody>;
export type CreateEstateRequest = z.input<typeof ZCreateEstateBody>;
export const ZCreateEstateResult = ZSaveResult.extend({ id: z.string() });
export type CreateEstateResult = z.infer<typeof ZCreateEstateResult>;
