import { existingIds, firstPointedAt, type ItemTableName, type Tx } from '@probity/db';
import {
  ITEM_IS_ASSET,
  ITEM_REFS,
  itemRefsOf,
  mapItemRefs,
  msgRefMissing,
  msgStillReferenced,
  type SaveParts,
} from '@probity/domain';
import { badRequest } from '../../http/http-error.ts';
import { type IdMap, realId } from './temp-ids.ts';

type Row = Record<string, unknown>;

/** Rewrites the references of a new or changed item (ITEM_REFS) from temporary to real ids. */
export function remapRefs(part: ItemTableName, row: Row, map: IdMap): Row {
  return mapItemRefs(part, row, (id, field) => realId(map, field, id));
}

/**
 * After all parts are written (same transaction): every reference of a new or changed item must name an item
 * that exists in this estate, so a save can never leave a transaction pointing at nothing.
 */
export async function checkRefs(tx: Tx, estateId: string, written: Partial<Record<ItemTableName, Row[]>>) {
  for (const [part, rows] of Object.entries(written) as [ItemTableName, Row[]][]) {
    for (const r of itemRefsOf(part)) {
      const wanted = new Set<number>();
      for (const row of rows) {
        const v = row[r.field];
        if (v === undefined || v === null) continue;
        for (const id of r.list ? (v as number[]) : [v as number]) wanted.add(id);
      }
      if (wanted.size === 0) continue;
      const found = new Set<number>();
      for (const table of r.to)
        for (const id of await existingIds(tx, table, estateId, [...wanted])) found.add(id);
      const missing = [...wanted].find((id) => !found.has(id));
      if (missing !== undefined) throw badRequest(msgRefMissing(r.field, missing));
    }
  }
}

const ASSET_ITEM_CATS = [...ITEM_IS_ASSET];
type PointedAt = [
  ItemTableName,
  (typeof ITEM_REFS.txacts)[number]['field'],
  { in: boolean; list: number[] }?,
];
// Deleting one of these must not leave a transaction pointing at it (the client deletes them together). A field
// that may name an asset or a debt (`item`) names an asset exactly when the category is in ITEM_IS_ASSET.
const POINTED_AT: PointedAt[] = ITEM_REFS.txacts.flatMap((r) =>
  r.to.map((target): PointedAt => {
    const cats = r.to.length > 1 ? { in: target === 'assets', list: ASSET_ITEM_CATS } : undefined;
    return [target, r.field, cats];
  }),
);

/** After the deletions of a save: no remaining transaction may point at a deleted asset, debt, heir or expense. */
export async function checkNoDangling(tx: Tx, estateId: string, parts: SaveParts): Promise<void> {
  for (const [part, field, cats] of POINTED_AT) {
    const id = await firstPointedAt(tx, estateId, field, parts[part]?.del ?? [], cats);
    if (id !== null) throw badRequest(msgStillReferenced(part, id));
  }
}
