import {
  type Facts,
  ITEM_IS_ASSET,
  LIMITED_PARTS,
  MAX_TXACTS_PER_ASSET,
  MSG_MAX_REACHED,
  overLimit,
  type SaveParts,
} from '@probity/domain';
import { badRequest } from '../../http/http-error.ts';

type TxactRefs = { asset: number; item: number | null; cat: number };

/** The assets a transaction counts against: its own and, for asset-to-asset categories, the counterpart. */
const touchedAssets = (t: TxactRefs): number[] =>
  t.item !== null && t.item !== t.asset && ITEM_IS_ASSET.has(t.cat) ? [t.asset, t.item] : [t.asset];

/**
 * The estate's size limits (the domain's ITEM_LIMITS, the same the operations check), counted on the stored estate and the save before the replay, so an oversized save
 * gets the limit's own message and nothing is written. Every part a limit counts is one the replay rules on, so
 * each save that can grow a limited list passes here (the operations of /ops check their own limits).
 */
export function checkItemLimits(before: Facts, parts: SaveParts): void {
  for (const part of LIMITED_PARTS) {
    const changes = parts[part];
    if (!changes?.add.length) continue;
    const over = overLimit(part, before[part].length + changes.add.length - changes.del.length);
    if (over) throw badRequest(over.msg);
  }
  const add = parts.txacts?.add ?? [];
  if (add.length < 100) return; // a handful more cannot pass the per-asset limit unnoticed: the replay counts
  const gone = new Set(parts.txacts?.del ?? []);
  const perAsset = new Map<number, number>();
  for (const t of [...before.txacts.filter((x) => !gone.has(x.id)), ...add]) {
    for (const id of touchedAssets(t)) perAsset.set(id, (perAsset.get(id) ?? 0) + 1);
  }
  for (const n of perAsset.values()) if (n > MAX_TXACTS_PER_ASSET) throw badRequest(MSG_MAX_REACHED);
}
