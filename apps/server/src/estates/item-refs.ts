import { existingIds, firstPointedAt, type ItemTableName, type Tx } from '@probity/db';
import { ITEM_IS_ASSET, msgRefMissing, msgStillReferenced, type SaveParts } from '@probity/domain';
import { badRequest } from '../http/http-error.ts';
import { type IdMap, realId } from './temp-ids.ts';

type Row = Record<string, unknown>;

// Which fields of an item point at other items (and in which tables the target may live).
const REFS: Partial<Record<ItemTableName, { field: string; list?: boolean; in: ItemTableName[] }[]>> = {
  txacts: [
    { field: 'asset', in: ['assets'] },
    { field: 'item', in: ['assets', 'debts'] },
    { field: 'heir_id', in: ['heirs'] },
    { field: 'exexp_ids', list: true, in: ['exec_expenses'] },
  ],
  bank_downloads: [
    { field: 'asset_id', in: ['assets'] },
    { field: 'item', in: ['assets', 'debts'] },
    { field: 'matches', list: true, in: ['txacts'] },
  ],
};

/** Rewrites the references of a new or changed item from temporary to real ids. */
export function remapRefs(part: ItemTableName, row: Row, map: IdMap): Row {
  const refs = REFS[part];
  if (!refs) return row;
  const out = { ...row };
  for (const r of refs) {
    const v = out[r.field];
    if (v === undefined) continue;
    out[r.field] = r.list
      ? (v as number[]).map((id) => realId(map, r.field, id))
      : realId(map, r.field, v as number | null);
  }
  return out;
}

/**
 * After all parts are written (same transaction): every reference of a new or changed item must name an item
 * that exists in this estate, so a save can never leave a transaction pointing at nothing.
 */
export async function checkRefs(tx: Tx, estateId: string, written: Partial<Record<ItemTableName, Row[]>>) {
  for (const [part, rows] of Object.entries(written) as [ItemTableName, Row[]][]) {
    for (const r of REFS[part] ?? []) {
      const wanted = new Set<number>();
      for (const row of rows) {
        const v = row[r.field];
        if (v === undefined || v === null) continue;
        for (const id of r.list ? (v as number[]) : [v as number]) wanted.add(id);
      }
      if (wanted.size === 0) continue;
      const found = new Set<number>();
      for (const table of r.in)
        for (const id of await existingIds(tx, table, estateId, [...wanted])) found.add(id);
      const missing = [...wanted].find((id) => !found.has(id));
      if (missing !== undefined) throw badRequest(msgRefMissing(r.field, missing));
    }
  }
}

const ASSET_ITEM_CATS = [...ITEM_IS_ASSET];
// Deleting one of these must not leave a transaction pointing at it (the client deletes them together).
const POINTED_AT: [ItemTableName, Parameters<typeof firstPointedAt>[2], { in: boolean; list: number[] }?][] =
  [
    ['assets', 'asset'],
    ['assets', 'item', { in: true, list: ASSET_ITEM_CATS }],
    ['debts', 'item', { in: false, list: ASSET_ITEM_CATS }],
    ['heirs', 'heir_id'],
    ['exec_expenses', 'exexp_ids'],
  ];

/** After the deletions of a save: no remaining transaction may point at a deleted asset, debt, heir or expense. */
export async function checkNoDangling(tx: Tx, estateId: string, parts: SaveParts): Promise<void> {
  for (const [part, field, cats] of POINTED_AT) {
    const id = await firstPointedAt(tx, estateId, field, parts[part]?.del ?? [], cats);
    if (id !== null) throw badRequest(msgStillReferenced(part, id));
  }
}
