// The bridge between the save model's working copy (open records per part) and the engine of @probity/domain
// (typed base facts). Tabs read derived values through useDerived and change the estate through applyFacts, so
// every rule runs in the engine and every edit lands in the store with its dirty marks.
import {
  type Derived,
  type Facts,
  recompute,
  recomputeIncremental,
  rememberDerived,
  ZAsset,
  ZContact,
  ZDebt,
  ZDecedent,
  ZEstateMeta,
  ZExecExpense,
  ZExecLog,
  ZHeir,
  ZTxact,
} from '@probity/domain';
import { useMemo } from 'react';
import { type Item, type ListPart, useEstateStore, type WorkingCopy } from '../features/save';

/** Facts lists and the store part that holds each. */
export const FACT_PARTS = [
  ['assets', 'assets', ZAsset],
  ['debts', 'debts', ZDebt],
  ['contacts', 'contacts', ZContact],
  ['heirs', 'heirs', ZHeir],
  ['txacts', 'txacts', ZTxact],
  ['exec_expenses', 'exec_expenses', ZExecExpense],
  ['exec_log', 'exec_log', ZExecLog],
] as const;
type FactList = (typeof FACT_PARTS)[number][0];

// One typed copy per stored object: the engine needs every field (defaults for missing ones), the store keeps what
// the server sent (derived columns included). Keyed by identity, so unchanged items are never typed twice. Items
// come from the server or from the engine, so filling in missing defaults is enough (no full parse: a maximum
// estate has thousands of items and a zod parse of each would cost a visible pause on opening).
const typed = new WeakMap<object, object>();
const backToStore = new WeakMap<object, Item>();

type Schema = { parse: (x: unknown) => unknown };
const PROBES: Record<string, Record<string, unknown>> = {
  txacts: { asset: 1, cat: 0, i_type: 0 },
  locs: { name: '' },
};
const defaultsCache = new Map<string, Record<string, unknown>>();
function defaultsOf(part: string, schema: Schema): Record<string, unknown> {
  let d = defaultsCache.get(part);
  if (!d) {
    const probe = PROBES[part] ?? {};
    const parsed = schema.parse({ id: 1, ...probe }) as Record<string, unknown>;
    d = Object.fromEntries(Object.entries(parsed).filter(([k]) => k !== 'id' && !(k in probe)));
    defaultsCache.set(part, d);
  }
  return d;
}

function typedItem(part: string, schema: Schema, item: Item): object {
  const hit = typed.get(item);
  if (hit) return hit;
  const defaults = defaultsOf(part, schema);
  let t: Record<string, unknown> = item;
  for (const k in defaults) {
    if (item[k] === undefined) {
      if (t === item) t = { ...item };
      t[k] = defaults[k];
    }
  }
  typed.set(item, t);
  backToStore.set(t, item);
  return t;
}

// Typed lists by the store's list identity: a part the edit did not touch keeps its typed list (and the engine's
// incremental recompute sees it unchanged).
const listCache = new WeakMap<readonly Item[], object[]>();
function typedList(part: string, schema: Schema, list: readonly Item[]): object[] {
  let t = listCache.get(list);
  if (!t) {
    t = list.map((i) => typedItem(part, schema, i));
    listCache.set(list, t);
  }
  return t;
}

// Null fields mean "not set": the schema's default stands in (a null text field would fail the schema). A record
// that still fails keeps its fields as they are (meta) or falls back to the blank record (decedent).
const withoutNulls = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null));

// The death date lives on the meta; the decedent's copy stands in until the meta has one (a new estate).
const metaCache = new WeakMap<object, { deathDate: unknown; meta: Facts['meta'] }>();
function typedMeta(meta: Record<string, unknown>, dec: Record<string, unknown>): Facts['meta'] {
  const deathDate = meta.death_date ?? dec.death_date ?? null;
  const hit = metaCache.get(meta);
  if (hit && hit.deathDate === deathDate) return hit.meta;
  const r = ZEstateMeta.safeParse({ ...withoutNulls(meta), death_date: deathDate });
  const m = r.success ? r.data : (meta as unknown as Facts['meta']);
  metaCache.set(meta, { deathDate, meta: m });
  return m;
}

const decCache = new WeakMap<object, Facts['dec']>();
function typedDec(dec: Record<string, unknown>): Facts['dec'] {
  let d = decCache.get(dec);
  if (!d) {
    const r = ZDecedent.safeParse(withoutNulls(dec));
    d = r.success ? r.data : ZDecedent.parse({});
    decCache.set(dec, d);
  }
  return d;
}

const factsCache = new WeakMap<object, Facts>();
/** The engine's Facts of a working copy, memoized on the copy and, inside it, per part and per item. */
export function factsOf(work: WorkingCopy): Facts {
  const hit = factsCache.get(work);
  if (hit) return hit;
  const f = {
    meta: typedMeta(work.meta, work.dec),
    dec: typedDec(work.dec),
    locs: work.locs,
  } as unknown as Record<string, unknown>;
  for (const [fk, part, schema] of FACT_PARTS) f[fk] = typedList(part, schema, work.lists[part as ListPart]);
  factsCache.set(work, f as unknown as Facts);
  return f as unknown as Facts;
}

// Derived values: contacts, the time log and locations do not feed the engine, so edits there reuse the last
// result; other edits update incrementally from it (only the assets they touch are walked again).
const DERIVED_INPUTS = ['meta', 'assets', 'debts', 'heirs', 'txacts', 'exec_expenses'] as const;
const derivedCache = new WeakMap<Facts, Derived>();
let last: { f: Facts; d: Derived } | null = null;
export function derivedOf(f: Facts): Derived {
  let d = derivedCache.get(f);
  if (d) return d;
  const t0 = performance.now();
  if (last && DERIVED_INPUTS.every((k) => last?.f[k] === f[k])) d = last.d;
  else if (last && last.f.meta === f.meta) d = recomputeIncremental(last.f, last.d, f);
  else d = recompute(f);
  performance.measure('ledger:recompute', { start: t0 });
  derivedCache.set(f, d);
  rememberDerived(f, d); // operations on these facts start from them instead of recomputing
  last = { f, d };
  return d;
}

/** The engine's view of the open estate and its derived values (recomputed once per change of the copy). */
export function useFacts(): { facts: Facts; derived: Derived } {
  const work = useEstateStore((s) => s.work);
  return useMemo(() => {
    const facts = factsOf(work);
    return { facts, derived: derivedOf(facts) };
  }, [work]);
}

/**
 * Writes what an operation changed into the store, as one edit: items the engine left untouched (same object)
 * stay as stored; changed ones are marked modified, removed ones deleted, new ones added with the engine's
 * temporary id (references between new items stay intact); changed meta and decedent fields are marked too.
 * Nothing changed, nothing written (no new edit).
 */
export function applyFacts(before: Facts, after: Facts): void {
  useEstateStore.setState((s) => {
    const seq = s.seq + 1;
    const lists = { ...s.work.lists };
    const mod = { ...s.changes.mod };
    const del = { ...s.changes.del };
    let nextTempId = s.nextTempId;
    let touched = false;
    for (const [fk, part] of FACT_PARTS) {
      const b = before[fk as FactList] as readonly { id: number }[];
      const a = after[fk as FactList] as readonly { id: number }[];
      if (a === b) continue;
      touched = true;
      const was = new Map(b.map((x) => [x.id, x]));
      const stored = new Map(s.work.lists[part].map((x) => [x.id, x]));
      const modPart = { ...mod[part] };
      const delPart = { ...del[part] };
      const next: Item[] = [];
      for (const x of a) {
        const old = was.get(x.id);
        const keep = stored.get(x.id);
        if (old === x && keep) next.push(keep);
        else if (!old) {
          const item = { ...x } as Item;
          typed.set(item, x);
          next.push(item);
          if (x.id <= nextTempId) nextTempId = x.id - 1;
        } else {
          const item = { ...(keep ?? {}), ...x } as Item;
          typed.set(item, x);
          next.push(item);
          if (x.id > 0) modPart[String(x.id)] = seq;
        }
      }
      const kept = new Set(a.map((x) => x.id));
      for (const x of b) {
        if (kept.has(x.id)) continue;
        delete modPart[String(x.id)];
        if (x.id > 0) delPart[String(x.id)] = seq;
      }
      lists[part] = next;
      mod[part] = modPart;
      del[part] = delPart;
    }
    const meta = patchOf(before.meta, after.meta);
    const dec = patchOf(before.dec, after.dec);
    if (!touched && !meta && !dec) return s;
    const marks = (m: Record<string, number>, patch: Record<string, unknown> | null) => {
      if (!patch) return m;
      const out = { ...m };
      for (const k of Object.keys(patch)) out[k] = seq;
      return out;
    };
    return {
      seq,
      nextTempId,
      work: {
        ...s.work,
        lists: touched ? lists : s.work.lists,
        meta: meta ? { ...s.work.meta, ...meta } : s.work.meta,
        dec: dec ? { ...s.work.dec, ...dec } : s.work.dec,
      },
      changes: {
        ...s.changes,
        mod,
        del,
        meta: marks(s.changes.meta, meta),
        dec: marks(s.changes.dec, dec),
      },
    };
  });
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

/** The store's record of an engine item (for callers that need the stored shape). */
export const storedOf = (x: object): Item | undefined => backToStore.get(x);
