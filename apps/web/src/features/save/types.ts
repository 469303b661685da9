// Shapes of the open estate's working copy (GET /api/estate/{id}/full, docs/api.md). Field-level schemas live in
// @probity/domain; the save model only needs ids and the part each item belongs to, so items stay open records.

export type Item = { id: number } & Record<string, unknown>;
export type Meta = Record<string, unknown>;
export type Dec = Record<string, unknown>;

/** The eight list parts of a save; with meta and dec they make the ten parts of workspace §4. */
export const LIST_PARTS = [
  'exec_log',
  'exec_expenses',
  'assets',
  'debts',
  'txacts',
  'contacts',
  'heirs',
  'bank_downloads',
] as const;
export type ListPart = (typeof LIST_PARTS)[number];
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

export interface ListChanges {
  add: Item[];
  mod: Item[];
  del: number[];
}

export interface SaveBatch {
  revision: number;
  force: boolean;
  parts: Partial<{ meta: Meta; dec: Dec } & Record<ListPart, ListChanges>>;
}

export interface SaveResult {
  revision: number;
  ids?: Record<string, number>;
}

export function emptyLists(): Record<ListPart, Item[]> {
  return Object.fromEntries(LIST_PARTS.map((p) => [p, []])) as unknown as Record<ListPart, Item[]>;
}

export function emptyChanges(): Changes {
  const perPart = () =>
    Object.fromEntries(LIST_PARTS.map((p) => [p, {}])) as Record<ListPart, Record<string, number>>;
  return { meta: {}, dec: {}, mod: perPart(), del: perPart() };
}
