import { reserveIds, type Tx } from '@probity/db';
import { ITEM_PART_NAMES, MSG_TEMP_IDS, msgRefMissing, type SaveParts } from '@probity/domain';
import { badRequest } from '../../http/http-error.ts';

/** temporary id -> real id, for every new item of one save (temporary ids are unique across its parts). */
export type IdMap = Map<number, number>;

/** Reserves a real id for each new item, part by part, and refuses duplicate temporary ids. */
export async function reserveNewIds(tx: Tx, parts: SaveParts): Promise<IdMap> {
  const map: IdMap = new Map();
  for (const part of ITEM_PART_NAMES) {
    const add = parts[part]?.add ?? [];
    if (add.length === 0) continue;
    const ids = await reserveIds(tx, part, add.length);
    add.forEach((item, i) => {
      if (map.has(item.id)) throw badRequest(MSG_TEMP_IDS);
      map.set(item.id, ids[i] as number);
    });
  }
  return map;
}

/** A reference as stored: a temporary id becomes its real id; a temporary id not in this save is refused. */
export function realId(map: IdMap, field: string, id: number): number;
export function realId(map: IdMap, field: string, id: number | null | undefined): number | null | undefined;
export function realId(map: IdMap, field: string, id: number | null | undefined) {
  if (id === null || id === undefined || id > 0) return id;
  const real = map.get(id);
  if (real === undefined) throw badRequest(msgRefMissing(field, id));
  return real;
}

/** The id map as the API returns it: { "-1": 57 }. */
export const idsPayload = (map: IdMap): Record<string, number> =>
  Object.fromEntries([...map].map(([t, r]) => [String(t), r]));
