/** Request bodies of the transaction writes (apart from txacts.ts, which estates.ts reads: no import cycle). */
import { z } from 'zod';
import { ZId, ZIsoDate, ZSignedAmount } from '../entities/common.ts';
import { ZTxact } from '../entities/txact.ts';
import { addSchemaOf, modSchemaOf, ZSavedId } from './save.ts';

const ZAssetTxacts = z.object({
  asset_id: ZId,
  /** New transactions of this asset (their `asset` defaults to asset_id). */
  add: z.array(addSchemaOf(ZTxact).extend({ asset: ZId.optional() })).default([]),
  mod: z.array(modSchemaOf(ZTxact)).default([]),
  del_ids: z.array(ZSavedId).default([]),
});
/** POST /api/estate/{id}/txacts: purges and per-asset changes (docs/api.md). */
export const ZTxactsBody = z.object({
  /** Assets whose every transaction is deleted. */
  asset_purges: z.array(ZSavedId).default([]),
  asset_txacts: z.array(ZAssetTxacts).default([]),
});
export type TxactsBody = z.infer<typeof ZTxactsBody>;

/** PUT /api/estate/{id}/txacts: resync an asset's balance. */
export const ZResyncBody = z.object({
  asset_id: ZSavedId,
  /** Only report the engine's balance. */
  refresh: z.boolean().optional(),
  /** The balance the account really has (cents): an adjustment makes up the difference. */
  val: ZSignedAmount.optional(),
  /** Or the difference itself (cents, signed). */
  diff: ZSignedAmount.optional(),
  /** The adjustment's date (today when left out). */
  date: ZIsoDate.optional(),
});
export type ResyncBody = z.infer<typeof ZResyncBody>;
