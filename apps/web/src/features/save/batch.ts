// Pure helpers of the save model: which parts are dirty, the batch for POST /api/estate/{id}/save, and the
// remapping of temporary negative ids to the ids the server returned (across every part, as the server does).
import {
  type Changes,
  emptyChanges,
  type Item,
  LIST_PARTS,
  type ListChanges,
  type Part,
  type SaveBatch,
  type WorkingCopy,
} from './types';

// Whether a list holds new items, once per list object: the dirty selectors run on every store change, and a
// maximum estate's lists hold thousands of items.
const hasNewCache = new WeakMap<readonly Item[], boolean>();
function hasNew(list: readonly Item[]): boolean {
  let v = hasNewCache.get(list);
  if (v === undefined) {
    v = list.some((i) => i.id < 0);
    hasNewCache.set(list, v);
  }
  return v;
}

export function dirtyParts(changes: Changes, work: WorkingCopy): Part[] {
  const parts: Part[] = [];
  if (Object.keys(changes.meta).length) parts.push('meta');
  if (Object.keys(changes.dec).length) parts.push('dec');
  for (const p of LIST_PARTS) {
    const added = hasNew(work.lists[p]);
    if (added || Object.keys(changes.mod[p]).length || Object.keys(changes.del[p]).length) parts.push(p);
  }
  return parts;
}

function pick(obj: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => k in obj).map((k) => [k, obj[k]]));
}

/** Only the dirty parts, and within meta and dec only the changed fields. */
export function buildBatch(work: WorkingCopy, changes: Changes, revision: number, force: boolean): SaveBatch {
  const parts: SaveBatch['parts'] = {};
  if (Object.keys(changes.meta).length) parts.meta = pick(work.meta, Object.keys(changes.meta));
  if (Object.keys(changes.dec).length) parts.dec = pick(work.dec, Object.keys(changes.dec));
  for (const p of LIST_PARTS) {
    const list: ListChanges = {
      add: work.lists[p].filter((i) => i.id < 0),
      mod: work.lists[p].filter((i) => i.id > 0 && String(i.id) in changes.mod[p]),
      del: Object.keys(changes.del[p])
        .map(Number)
        .filter((id) => id > 0),
    };
    if (list.add.length || list.mod.length || list.del.length) parts[p] = list;
  }
  return { revision, force, parts };
}

/** Fields that hold the id of another item (references may point at a new item of any part). */
const REF_FIELDS = ['id', 'asset', 'asset_id', 'heir', 'heir_id', 'item', 'debt', 'contact_id'];
const REF_ARRAYS = ['item_ids', 'exexp_ids'];

function remapItem(item: Item, ids: Record<string, number>): Item {
  let out: Item | null = null;
  const set = (k: string, v: unknown) => {
    out ??= { ...item };
    (out as Record<string, unknown>)[k] = v;
  };
  for (const f of REF_FIELDS) {
    const v = item[f];
    if (typeof v === 'number' && v < 0 && String(v) in ids) set(f, ids[String(v)]);
  }
  for (const f of REF_ARRAYS) {
    const v = item[f];
    if (Array.isArray(v) && v.some((x) => typeof x === 'number' && x < 0 && String(x) in ids)) {
      set(
        f,
        v.map((x) => (typeof x === 'number' && x < 0 && String(x) in ids ? ids[String(x)] : x)),
      );
    }
  }
  return out ?? item;
}

export function remapIds(work: WorkingCopy, ids: Record<string, number>): WorkingCopy {
  if (!Object.keys(ids).length) return work;
  const lists = { ...work.lists };
  for (const p of LIST_PARTS) lists[p] = work.lists[p].map((i) => remapItem(i, ids));
  return { ...work, lists };
}

/** After a successful save: drop every change made at or before `sentSeq`; later edits stay dirty. */
export function settleChanges(changes: Changes, sentSeq: number, ids: Record<string, number>): Changes {
  const keep = (rec: Record<string, number>, remap: boolean) => {
    const out: Record<string, number> = {};
    for (const [k, seq] of Object.entries(rec)) {
      if (seq <= sentSeq) continue;
      out[remap && k in ids ? String(ids[k]) : k] = seq;
    }
    return out;
  };
  const next = emptyChanges();
  next.meta = keep(changes.meta, false);
  next.dec = keep(changes.dec, false);
  for (const p of LIST_PARTS) {
    next.mod[p] = keep(changes.mod[p], true);
    next.del[p] = keep(changes.del[p], true);
  }
  return next;
}
