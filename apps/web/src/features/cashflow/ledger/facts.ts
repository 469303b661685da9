// The engine's view of the working copy: Facts built from the store's open records, then every derived figure by
// one full recompute. Both are memoized on identity (items by WeakMap, the whole by the store's work object), so a
// grid of 6000 rows re-parses only the rows an edit touched and recomputes once per edit, never per row.
import {
  type Derived,
  type Facts,
  recompute,
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
import type { z } from 'zod';
import { useEstateStore, type WorkingCopy } from '../../save';

type Lists = 'assets' | 'debts' | 'contacts' | 'heirs' | 'txacts' | 'exec_expenses' | 'exec_log';
export const FACT_LISTS: Record<Lists, z.ZodType> = {
  assets: ZAsset,
  debts: ZDebt,
  contacts: ZContact,
  heirs: ZHeir,
  txacts: ZTxact,
  exec_expenses: ZExecExpense,
  exec_log: ZExecLog,
};

const itemCache = new WeakMap<object, unknown>();

function parseItem(schema: z.ZodType, raw: object): unknown {
  const hit = itemCache.get(raw);
  if (hit) return hit;
  const r = schema.safeParse(raw);
  const out = r.success ? r.data : null;
  if (out) itemCache.set(raw, out);
  return out;
}

const blankToEmpty = (m: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(m).map(([k, v]) => [
      k,
      v === null && (k === 'state' || k === 'state_exec' || k === 'name' || k === 'label') ? '' : v,
    ]),
  );

let lastWork: WorkingCopy | null = null;
let lastFacts: Facts | null = null;

/** Facts of a working copy; items that fail their schema (half-entered rows of other tabs) are left out. */
export function toFacts(work: WorkingCopy): Facts {
  if (work === lastWork && lastFacts) return lastFacts;
  const meta = ZEstateMeta.parse(
    blankToEmpty({ ...work.meta, death_date: work.meta.death_date ?? work.dec.death_date ?? null }),
  );
  const dec = ZDecedent.safeParse(blankToEmpty(work.dec as Record<string, unknown>));
  const lists = {} as Record<Lists, unknown[]>;
  for (const [part, schema] of Object.entries(FACT_LISTS) as [Lists, z.ZodType][]) {
    lists[part] = work.lists[part].map((i) => parseItem(schema, i)).filter((x) => x !== null);
  }
  const facts = {
    meta,
    dec: dec.success ? dec.data : ZDecedent.parse({}),
    locs: [],
    ...lists,
  } as unknown as Facts;
  lastWork = work;
  lastFacts = facts;
  return facts;
}

let lastFactsIn: Facts | null = null;
let lastDerived: Derived | null = null;

export function derive(f: Facts): Derived {
  if (f === lastFactsIn && lastDerived) return lastDerived;
  const t0 = performance.now();
  lastDerived = recompute(f);
  performance.measure('ledger:recompute', { start: t0 });
  lastFactsIn = f;
  return lastDerived;
}

export const useFacts = (): Facts => useEstateStore((s) => toFacts(s.work));
export const useDerived = (): Derived => derive(useFacts());
export const currentFacts = (): Facts => toFacts(useEstateStore.getState().work);
export const useReadOnly = (): boolean => useEstateStore((s) => s.viewOnly || s.mode === 'sample');
