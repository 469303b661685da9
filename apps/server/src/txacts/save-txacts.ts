import { type Facts, ITEM_IS_ASSET, type SaveResult, type TxactsBody } from '@probity/domain';
import { type SaveAt, saveEstate, type WriterAccess } from '../estate/index.ts';
import type { AppContext } from '../runtime/context.ts';

/** The transaction changes of POST /txacts as one save's part: each asset's own, and every one of a purged asset. */
function txactChanges(facts: Facts, body: TxactsBody) {
  const del = new Set<number>();
  for (const assetId of body.asset_purges) {
    for (const t of facts.txacts) {
      if (t.asset === assetId || (t.item === assetId && ITEM_IS_ASSET.has(t.cat))) del.add(t.id);
    }
  }
  const add = [];
  const mod = [];
  for (const g of body.asset_txacts) {
    for (const id of g.del_ids) del.add(id);
    for (const t of g.add) add.push({ ...t, asset: t.asset ?? g.asset_id });
    mod.push(...g.mod);
  }
  return { add, mod, del: [...del] };
}

/** POST /api/estate/{id}/txacts: transactions per asset, purges decided on the estate as the save locks it. */
export const saveTxacts = (
  ctx: AppContext,
  writer: WriterAccess,
  at: SaveAt,
  body: TxactsBody,
): Promise<SaveResult> =>
  saveEstate(ctx, writer, at, (facts) => ({ txacts: txactChanges(facts, body) }), 'txacts');
