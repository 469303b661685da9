// The engine's view of the working copy: Facts built once per copy (the lists are the store's own entities; meta
// and decedent typed once per object) and the derived values recomputed once per change, incrementally.
import {
  type Derived,
  type Facts,
  recompute,
  recomputeIncremental,
  rememberDerived,
  ZDecedent,
  ZEstateMeta,
} from '@probity/domain';
import { useRef } from 'react';
import { useEstateStore } from './store';
import { primeDefaults } from './typed-items';
import type { WorkingCopy } from './working-copy';

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

/**
 * Runs, ahead of need and in a task of its own, the first parses the engine's view of an estate makes: zod builds
 * and compiles its parsers on first use, which cost a phone's CPU some 60 ms (at Lighthouse's 4x) inside the first
 * render of a tab, the page's longest task as it loaded. Called once the estate shell's code is here, while the
 * estate itself is usually still on its way.
 */
export function primeEngineBridge(): void {
  primeDefaults();
  typedMeta({}, {});
  typedDec({});
}

const factsCache = new WeakMap<WorkingCopy, Facts>();
/** The engine's Facts of a working copy (memoized on the copy; unchanged lists are the same arrays). */
export function factsOf(work: WorkingCopy): Facts {
  let f = factsCache.get(work);
  if (!f) {
    const { lists } = work;
    f = {
      meta: typedMeta(work.meta, work.dec),
      dec: typedDec(work.dec),
      locs: work.locs,
      assets: lists.assets,
      debts: lists.debts,
      contacts: lists.contacts,
      heirs: lists.heirs,
      txacts: lists.txacts,
      exec_expenses: lists.exec_expenses,
      exec_log: lists.exec_log,
    };
    factsCache.set(work, f);
  }
  return f;
}

// Derived values: contacts, the time log and locations do not feed the engine, so edits there reuse the last
// result; other edits update incrementally from it (only the assets they touch are walked again).
const DERIVED_INPUTS = ['meta', 'assets', 'debts', 'heirs', 'txacts', 'exec_expenses'] as const;
const derivedCache = new WeakMap<Facts, Derived>();
let last: { f: Facts; d: Derived } | null = null;
/** Derived values of Facts (memoized; registered with the engine so operations start from them). */
export function derivedOf(f: Facts): Derived {
  let d = derivedCache.get(f);
  if (d) return d;
  const t0 = performance.now();
  if (last && DERIVED_INPUTS.every((k) => last?.f[k] === f[k])) d = last.d;
  else if (last && last.f.meta === f.meta) d = recomputeIncremental(last.f, last.d, f);
  else d = recompute(f);
  performance.measure('ledger:recompute', { start: t0 });
  derivedCache.set(f, d);
  rememberDerived(f, d);
  last = { f, d };
  return d;
}

/** The open estate's Facts now (outside React). */
export const currentFacts = (): Facts => factsOf(useEstateStore.getState().work);
/** The open estate's Facts; the component redraws when the working copy changes. */
export const useFacts = (): Facts => useEstateStore((s) => factsOf(s.work));
/** The open estate's derived values (recomputed once per change of the copy). */
export const useDerived = (): Derived => derivedOf(useFacts());

/**
 * The Facts as they were when a dialog last showed open: the save that closes it changes the copy in the same
 * render, and a closing form drawn again with the new facts rebuilt its option lists (thousands of assets and
 * expenses) before the change it saved could show.
 */
export function useFactsWhileOpen(opened: boolean): Facts {
  const live = useFacts();
  const kept = useRef(live);
  if (opened) kept.current = live;
  return kept.current;
}
