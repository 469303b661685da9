// Shapes of the open estate's working copy (GET /api/estate/{id}/full, docs/api.md). The API's own types and
// schemas live in @probity/domain; the save model only needs ids and the part each item belongs to, so items
// stay open records here.
import { ITEM_PART_NAMES, type ItemPart } from '@probity/domain';

export type Item = { id: number } & Record<string, unknown>;
export type Meta = Record<string, unknown>;
export type Dec = Record<string, unknown>;

/** The item parts of a save but locations (kept aside in `locs`); with meta and dec the parts of workspace §4. */
export type ListPart = Exclude<ItemPart, 'locs'>;
export const LIST_PARTS: readonly ListPart[] = ITEM_PART_NAMES.filter((p): p is ListPart => p !== 'locs');
export type Part = 'meta' | 'dec' | ListPart;
export const PARTS: readonly Part[] = ['meta', 'dec', ...LIST_PARTS];

export interface WorkingCopy {
  meta: Meta;
  dec: Dec;
  lists: Record<ListPart, Item[]>;
  locs: unknown[];
}

/** Each change remembers the edit sequence number that made it, so a save only clears what it actually sent. */
export interface Changes {
  meta: Record<string, number>;
  dec: Record<string, number>;
  mod: Record<ListPart, Record<string, number>>;
  del: Record<ListPart, Record<string, number>>;
}

export type EstateMode = 'sample' | 'new' | 'real';

export function emptyLists(): Record<ListPart, Item[]> {
  return Object.fromEntries(LIST_PARTS.map((p) => [p, []])) as unknown as Record<ListPart, Item[]>;
}

export function emptyChanges(): Changes {
  const perPart = () =>
    Object.fromEntries(LIST_PARTS.map((p) => [p, {}])) as Record<ListPart, Record<string, number>>;
  return { meta: {}, dec: {}, mod: perPart(), del: perPart() };
}
