// Writes what an engine operation changed into the working copy, as one edit with its dirty marks. Unchanged items
// are the same objects (the engine never copies what it does not touch), so the diff is a reference comparison.
import { type Facts, taskStateAfter, taskStateFields, taskStateOf } from '@probity/domain';
import { marked, useEstateStore } from './store';
import { markTyped } from './typed-items';
import type { ListPart, Lists } from './working-copy';

/** The engine's lists and the store part holding each (the same names). */
const FACT_LISTS = ['assets', 'debts', 'contacts', 'heirs', 'txacts', 'exec_expenses', 'exec_log'] as const;
type Entity = { id: number } & Record<string, unknown>;

/**
 * Items the engine left untouched stay as stored; changed ones are marked modified (keeping the columns the server
 * derived), removed ones deleted, new ones added with the engine's temporary id (references between new items stay
 * intact); changed meta and decedent fields are marked too, and the task state follows (taskStateAfter). Nothing
 * changed, nothing written (no new edit).
 */
export function applyFacts(before: Facts, after: Facts): void {
  useEstateStore.setState((s) => {
    const seq = s.seq + 1;
    const lists = { ...s.work.lists } as Record<ListPart, Entity[]>;
    const mod = { ...s.changes.mod };
    const del = { ...s.changes.del };
    let nextTempId = s.nextTempId;
    let touched = false;
    for (const part of FACT_LISTS) {
      const b = before[part] as readonly Entity[];
      const a = after[part] as readonly Entity[];
      if (a === b) continue;
      touched = true;
      const storedList = s.work.lists[part] as Entity[];
      // An edit keeps the other items in their places (an add appends, a change replaces one in place): each is
      // first looked for at its own index, and the lists are indexed by id only when one is not there.
      const was = byIdAtIndex(b);
      const stored = byIdAtIndex(storedList);
      const modPart = { ...mod[part] };
      const delPart = { ...del[part] };
      const next: Entity[] = [];
      let found = 0;
      for (let i = 0; i < a.length; i++) {
        const x = a[i] as Entity;
        const old = was(x.id, i);
        const keep = stored(x.id, i);
        if (old) found++;
        if (old === x && keep) next.push(keep);
        else if (!old) {
          markTyped(x);
          next.push(x);
          if (x.id <= nextTempId) nextTempId = x.id - 1;
        } else {
          const item = { ...(keep ?? {}), ...x };
          markTyped(item);
          next.push(item);
          if (x.id > 0) modPart[String(x.id)] = seq;
        }
      }
      // every item before found again (ids are unique): nothing was removed
      if (found < b.length) {
        const kept = new Set(a.map((x) => x.id));
        for (const x of b) {
          if (kept.has(x.id)) continue;
          delete modPart[String(x.id)];
          if (x.id > 0) delPart[String(x.id)] = seq;
        }
      }
      lists[part] = next;
      mod[part] = modPart;
      del[part] = delPart;
    }
    const tasks = taskStateOf(s.work.meta);
    const nextTasks = taskStateAfter(before, after, tasks);
    const meta = merge(
      patchOf(before.meta, after.meta),
      nextTasks === tasks ? null : taskStateFields(nextTasks),
    );
    const dec = patchOf(before.dec, after.dec);
    if (!touched && !meta && !dec) return s;
    return {
      seq,
      nextTempId,
      work: {
        ...s.work,
        lists: touched ? (lists as unknown as Lists) : s.work.lists,
        meta: meta ? { ...s.work.meta, ...meta } : s.work.meta,
        dec: dec ? { ...s.work.dec, ...dec } : s.work.dec,
      },
      changes: {
        ...s.changes,
        mod,
        del,
        meta: meta ? marked(s.changes.meta, meta, seq) : s.changes.meta,
        dec: dec ? marked(s.changes.dec, dec, seq) : s.changes.dec,
      },
    };
  });
}

/** Looks an item up by id, first at the index given, then (the list indexed once, on the first miss) anywhere. */
function byIdAtIndex(list: readonly Entity[]): (id: number, i: number) => Entity | undefined {
  let index: Map<number, Entity> | undefined;
  return (id, i) => {
    const at = list[i];
    if (at?.id === id) return at;
    index ??= new Map(list.map((x) => [x.id, x]));
    return index.get(id);
  };
}

/** The fields of a record an operation changed (null when none). */
function patchOf<T extends object>(before: T, after: T): Record<string, unknown> | null {
  if (before === after) return null;
  const patch: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(after)) {
    if ((before as Record<string, unknown>)[k] !== v) patch[k] = v;
  }
  return Object.keys(patch).length ? patch : null;
}

const merge = (a: Record<string, unknown> | null, b: Record<string, unknown> | null) =>
  a && b ? { ...a, ...b } : (a ?? b);
