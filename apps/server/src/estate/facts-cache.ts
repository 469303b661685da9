import { isDeepStrictEqual } from 'node:util';
import { type Derived, type Facts, recompute } from '@probity/domain';

// The server's copy of estates' parsed item lists, by estate and facts_version: a database trigger moves the
// version with every write of any item list (migration 0016), whoever writes, so a copy is used only while the
// database still holds exactly those lists. A maximum estate's lists are some 15,000 rows, read and parsed in
// about 400 ms; a save of one field of one item then needs a fraction of that. Several servers each keep their
// own copies and stay correct: the version is the database's.

/** The item lists of the facts: everything but the estate's meta and the decedent, which are read every time. */
export type FactLists = Omit<Facts, 'meta' | 'dec'>;

/** Estates whose lists are kept (the most recently used); a maximum estate's take some megabytes. */
const KEPT = 8;
/** `derived`: what the items' derived columns hold at this version, when a save has just stored them; `facts`:
 *  the whole facts that save derived them from (its meta and decedent too), whose derived values they are. */
interface Kept {
  version: number;
  lists: FactLists;
  derived?: Derived;
  facts?: Facts;
}
const kept = new Map<string, Kept>();
/** How often a save found its estate's lists here, and how often it read them (the bench and tests report it);
 *  `whole`: how often it found the last save's facts themselves, with their derived values. */
const counts = { used: 0, read: 0, whole: 0 };
export const keptCounts = (): Readonly<typeof counts> => ({ ...counts });

/** Frozen all the way down: a rule that changed a kept list in place would change every later save's facts. */
function freeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) freeze(v);
  }
  return value;
}

export const listsOf = ({ meta: _meta, dec: _dec, ...lists }: Facts): FactLists => lists;

/** The lists of `estateId` as of `version`, if this process holds them. */
export function keptLists(estateId: string, version: number): Omit<Kept, 'version'> | undefined {
  const hit = kept.get(estateId);
  if (hit?.version !== version) {
    counts.read++;
    return undefined;
  }
  counts.used++;
  kept.delete(estateId);
  kept.set(estateId, hit);
  return hit;
}

/** Keeps the lists of `estateId` as of `version`: only lists the database has committed at that version. */
export function keepLists(estateId: string, version: number, lists: FactLists): void {
  kept.delete(estateId);
  kept.set(estateId, { version, lists: freeze(lists) });
  while (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
}

/** Keeps what a committed save left at `version`: its facts and the engine's values of them, which it stored. */
export function keepSaved(estateId: string, version: number, facts: Facts, derived: Derived): void {
  const frozen = freeze(facts);
  kept.delete(estateId);
  kept.set(estateId, { version, lists: listsOf(frozen), derived, facts: frozen });
  while (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
}

/**
 * With PROBITY_CHECK_FACTS_CACHE=1 (the test suites), every copy used is compared with the lists read afresh;
 * a difference is a fault to fix, never to tolerate.
 */
export function checkKept(estateId: string, used: FactLists, fresh: FactLists): void {
  if (isDeepStrictEqual(used, fresh)) return;
  const part = (Object.keys(fresh) as (keyof FactLists)[]).find((p) => !isDeepStrictEqual(used[p], fresh[p]));
  const i = part ? fresh[part].findIndex((x, n) => !isDeepStrictEqual(x, used[part][n])) : -1;
  throw new Error(
    `The kept facts of estate ${estateId} differ from the stored ones in ${part} at ${i}: ` +
      `${JSON.stringify(part ? used[part][i] : null)} vs ${JSON.stringify(part ? fresh[part][i] : null)}`,
  );
}

/** The facts the last save left, with the engine's values of them, when they still describe the estate. */
export function keptWhole(hit: Omit<Kept, 'version'>, head: Pick<Facts, 'meta' | 'dec'>) {
  const { facts, derived } = hit;
  if (!facts || !derived || !isDeepStrictEqual(head, { meta: facts.meta, dec: facts.dec })) return undefined;
  counts.whole++;
  if (checkingKept() && !isDeepStrictEqual(recompute(structuredClone(facts)), derived)) {
    throw new Error("The kept derived values differ from the engine's values of the kept facts");
  }
  return { facts, derived };
}

export const checkingKept = () => process.env.PROBITY_CHECK_FACTS_CACHE === '1';
