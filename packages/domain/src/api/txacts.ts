import { z } from 'zod';
import { ZAsset } from '../entities/asset.ts';
import { ZCents, ZId } from '../entities/common.ts';
import { ZTxact, ZTxactDerived } from '../entities/txact.ts';
import { ZOk, ZPaging } from './envelope.ts';

/**
 * A transaction as the reads answer it (GET /txacts, GET /full): its fields with `cost_basis` the engine's (a
 * pending distribution's share of the asset's basis), the running balances and the amount the engine gives it.
 */
export const ZTxactOut = ZTxact.extend({
  balance: ZTxactDerived.shape.balance,
  balance_item: ZTxactDerived.shape.balance_item,
  /** The engine's amount (ZTxactDerived.val): a pending Entire / Percentage distribution's share, a disposal's value. */
  effective_val: ZTxactDerived.shape.val,
});
export type TxactOut = z.infer<typeof ZTxactOut>;

/** GET /api/estate/{id}/txacts: the transactions asked for, in ledger order, and the paging fields. */
export const ZTxactsAnswer = ZOk(z.array(ZTxactOut)).extend(ZPaging.shape);
export type TxactsAnswer = z.infer<typeof ZTxactsAnswer>;

/** PUT /api/estate/{id}/txacts: the asset's balance after the resync and the adjustment made (if any). */
export const ZResyncResult = z.object({
  asset_id: ZId,
  val: ZCents,
  diff: ZCents,
  /** The Increase / Decrease adjustment added, or null when the balance already matched. */
  txact_id: ZId.nullable(),
  revision: z.number().int(),
});
export type ResyncResult = z.infer<typeof ZResyncResult>;

/** GET /api/estate/{id}/cash_xact: the estate's cash as the engine moves it; opening + credits - debits = balance. */
export const ZCashFigures = z.object({
  /** Cash-type assets and their value now. */
  assets: z.array(ZAsset.pick({ id: true, name: true }).extend({ val: ZCents })),
  /** What the cash assets held before any transaction (at death, or pre-death while awaiting it). */
  opening: ZCents,
  /** Money into cash assets, and out of them, by executed transactions (both sides of a transfer between two). */
  credits: ZCents,
  debits: ZCents,
  /** opening + credits - debits. */
  balance: ZCents,
});
export type CashFigures = z.infer<typeof ZCashFigures>;
