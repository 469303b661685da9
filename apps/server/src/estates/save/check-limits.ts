import { listItems, type Tx } from '@probity/db';
import { ITEM_IS_ASSET, MAX_TXACTS_PER_ASSET, MSG_MAX_REACHED, type SaveParts } from '@probity/domain';
import { badRequest } from '../../http/http-error.ts';

type TxactRefs = { asset: number; item: number | null; cat: number };

/** The assets a transaction counts against: its own and, for asset-to-asset categories, the counterpart. */
export const touchedAssets = (t: TxactRefs): number[] =>
  t.item !== null && t.item !== t.asset && ITEM_IS_ASSET.has(t.cat) ? [t.asset, t.item] : [t.asset];

/**
 * The per-asset limit of workspace §9 (5000 transactions touching one asset, counterpart included), checked inside
 * the save's transaction so a refusal rolls it back. Estate-wide counts are item-limits.ts.
 */
export async function checkLimits(tx: Tx, estateId: string, parts: SaveParts): Promise<void> {
  if (!parts.txacts?.add.length) return;
  const perAsset = new Map<number, number>();
  const bump = (id: number) => perAsset.set(id, (perAsset.get(id) ?? 0) + 1);
  for (const r of await listItems(tx, 'txacts', estateId)) {
    for (const id of touchedAssets(r as unknown as TxactRefs)) bump(id);
  }
  for (const n of perAsset.values()) if (n > MAX_TXACTS_PER_ASSET) throw badRequest(MSG_MAX_REACHED);
}
