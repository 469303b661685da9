/** The changes between two versions of an estate's facts, as the parts of a save (what the writer stores). */
import { ITEM_PART_NAMES, type ItemPart } from '../api/item-parts.ts';
import type { PartChanges, SaveParts } from '../api/save.ts';
import type { Facts } from '../entities/working-copy.ts';

type Row = Record<string, unknown>;

const same = (a: unknown, b: unknown): boolean =>
  a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));

/** The fields of `patch` whose values differ from `old` (null when none do). */
export function changedFields(old: Row, patch: Row): Row | null {
  let out: Row | null = null;
  for (const [k, v] of Object.entries(patch)) {
    if (k === 'id' || v === undefined || same(old[k], v)) continue;
    out ??= {};
    out[k] = v;
  }
  return out as SaveParts;
}

/** The item parts the facts hold. */
export type FactsPart = Exclude<ItemPart, 'bank_downloads'>;
export const FACTS_PARTS = ITEM_PART_NAMES.filter((p): p is FactsPart => p !== 'bank_downloads');

function diffList(before: readonly Row[], after: readonly Row[]): PartChanges | undefined {
  const old = new Map(before.map((x) => [x.id as number, x]));
  const add: Row[] = [];
  const mod: Row[] = [];
  for (const x of after) {
    const o = old.get(x.id as number);
    old.delete(x.id as number);
    if (!o) add.push(x);
    else if (o !== x) {
      const patch = changedFields(o, x);
      if (patch) mod.push({ ...patch, id: x.id });
    }
  }
  const del = [...old.keys()];
  if (!add.length && !mod.length && !del.length) return undefined;
  return { add, mod, del } as PartChanges;
}

/** New, changed and deleted items from `before` to `after` (items kept as the same object are skipped fast). */
export function diffItems(before: Facts, after: Facts): SaveParts {
  const out: Partial<Record<ItemPart, PartChanges>> = {};
  for (const part of FACTS_PARTS) {
    if (before[part] === after[part]) continue;
    const d = diffList(before[part] as Row[], after[part] as Row[]);
    if (d) out[part] = d;
  }
  return out as SaveParts;
}

const META_FIELDS = [
  'label',
  'state',
  'state_exec',
  'country_code',
  'trust',
  'is_user_dec',
  'set_user_dec',
  'user_role',
  'gval_stated',
];

/** Changed estate fields as the meta and decedent parts of a save (name and death date travel on the decedent). */
export function diffEstateFields(before: Facts, after: Facts): Pick<SaveParts, 'meta' | 'dec'> {
  const out: Pick<SaveParts, 'meta' | 'dec'> = {};
  const pickMeta = Object.fromEntries(META_FIELDS.map((k) => [k, (after.meta as Row)[k]]));
  const meta = changedFields(before.meta as Row, pickMeta);
  if (meta) out.meta = meta as SaveParts['meta'];
  const dec = changedFields(before.dec as Row, after.dec as Row);
  if (dec) out.dec = dec as SaveParts['dec'];
  return out;
}
