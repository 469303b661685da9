import {
  CAT,
  MSG_NEED_ASSET,
  type ResyncBody,
  type ResyncResult,
  recompute,
  todayIso,
  ZTxact,
} from '@probity/domain';
import { readEstateSnapshot, type SaveAt, saveEstate, type WriterAccess } from '../estate/index.ts';
import { badRequest } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';

/** The difference asked for, against the engine's balance `val`: 0 for a refresh. */
const diffOf = (b: ResyncBody, val: number) =>
  b.refresh ? 0 : (b.diff ?? (b.val === undefined ? 0 : b.val - val));

/** The Increase or Decrease that makes up `diff`, held to an item's limits like any transaction. */
function adjustment(b: ResyncBody, diff: number) {
  const checked = ZTxact.safeParse({
    id: -1,
    asset: b.asset_id,
    cat: diff > 0 ? CAT.increase : CAT.decrease,
    i_type: 2,
    val: Math.abs(diff),
    date: b.date ?? todayIso(),
    name: 'Balance resync',
  });
  // The balance asked for can be far from the engine's.
  if (!checked.success) throw badRequest(`This balance cannot be set: ${checked.error.issues[0]?.message}`);
  return checked.data;
}

/**
 * PUT /api/estate/{id}/txacts: set an asset's balance to what the account really holds. A balance that already
 * matches (or a refresh) answers without a save; otherwise the adjustment is worked out on the estate as the save
 * locks it, so a change saved in between cannot make it wrong.
 */
export async function resyncBalance(
  ctx: AppContext,
  writer: WriterAccess,
  at: SaveAt,
  b: ResyncBody,
): Promise<ResyncResult> {
  const now = (await readEstateSnapshot(ctx.db, writer.estate.id)).derived.assets.get(b.asset_id);
  if (!now) throw badRequest(MSG_NEED_ASSET);
  if (diffOf(b, now.val) === 0)
    return { asset_id: b.asset_id, val: now.val, diff: 0, txact_id: null, revision: writer.estate.revision };
  let val = now.val;
  let diff = 0;
  const saved = await saveEstate(
    ctx,
    writer,
    at,
    (facts) => {
      const held = recompute(facts).assets.get(b.asset_id);
      if (!held) throw badRequest(MSG_NEED_ASSET);
      val = held.val;
      diff = diffOf(b, val);
      return { txacts: { add: [adjustment(b, diff)], mod: [], del: [] } };
    },
    'txacts_resync',
  );
  return {
    asset_id: b.asset_id,
    val: val + diff,
    diff,
    txact_id: saved.ids['-1'] ?? null,
    revision: saved.revision,
  };
}
