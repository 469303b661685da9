// Pure helpers of the save model: which parts are dirty, the batch for POST /api/estate/{id}/save, and the
// remapping of temporary negative ids to the ids the server returned (across every part, as the server does).
import { mapItemRefs, type SaveRequest } from '@probity/domain';
import {
  type Changes,
  emptyChanges,
  type Item,
  LIST_PARTS,
  type ListPart,
  type Part,
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
export function buildBatch(
  work: WorkingCopy,
  changes: Changes,
  revision: number,
  force: boolean,
): SaveRequest {
  const parts: Record<string, unknown> = {};
  if (Object.keys(changes.meta).length) parts.meta = pick(work.meta, Object.keys(changes.meta));
  if (Object.keys(changes.dec).length) parts.dec = pick(work.dec, Object.keys(changes.dec));
  for (const p of LIST_PARTS) {
    const add = work.lists[p].filter((i) => i.id < 0);
    const mod = work.lists[p].filter((i) => i.id > 0 && String(i.id) in changes.mod[p]);
    const del = Object.keys(changes.del[p])
      .map(Number)
      .filter((id) => id > 0);
    if (add.length || mod.length || del.length) parts[p] = { add, mod, del };
  }
  // The working copy keeps items as open records; the server's ZSaveBody checks every field.
  return { revision, force, parts: parts as SaveRequest['parts'] };
}

/** The item with its own id and every reference (ITEM_REFS) moved from temporary to real ids. */
function remapItem(part: ListPart, item: Item, ids: Record<string, number>): Item {
  const real = (id: number) => (id < 0 && String(id) in ids ? (ids[String(id)] as number) : id);
  const out = mapItemRefs(part, item, real);
  const id = real(out.id);
  return id === out.id ? out : { ...out, id };
}

export function remapIds(work: WorkingCopy, ids: Record<string, number>): WorkingCopy {
  if (!Object.keys(ids).length) return work;
  const lists = { ...work.lists };
  for (const p of LIST_PARTS) lists[p] = work.lists[p].map((i) => remapItem(p, i, ids));
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
