/**
 * recompute: every derived value (README.md, Base vs derived) for some Facts. Facts are never changed in place, so their
 * identity names their derived values: what the app registered (rememberDerived) is reused as is, and facts one
 * edit away from the last registered ones (an operation's result, same meta) are updated incrementally, which
 * the property tests hold equal to deriving everything again.
 */
import type { TxactDerived } from '../entities/txact.ts';
import type { Facts } from '../entities/working-copy.ts';
import { computeAssets, recomputeAll, txactRecord } from './derive-all.ts';
import { recomputeIncremental } from './incremental.ts';
import type { Derived } from './types.ts';

export {
  type AssetPart,
  assemble,
  awaitingDeath,
  computeAssets,
  grossValue,
  startBalance,
  startOwed,
  txactRecord,
} from './derive-all.ts';

const known = new WeakMap<Facts, Derived>();
let lastKnown: { f: Facts; d: Derived } | null = null;

/** Registers `d` as the derived values of `f` (equal to what recompute(f) returns). */
export function rememberDerived(f: Facts, d: Derived): void {
  known.set(f, d);
  lastKnown = { f, d };
}

export function recompute(f: Facts): Derived {
  const hit = known.get(f);
  if (hit) return hit;
  if (lastKnown && lastKnown.f.meta === f.meta) return recomputeIncremental(lastKnown.f, lastKnown.d, f);
  return recomputeAll(f);
}

/**
 * recompute(after) for the facts a change made of `before`: incremental from the values registered for `before`
 * (the same meta), whatever was registered since. A server derives many estates at once, so the one last known
 * may be another's by the time a save's result is derived.
 */
export function recomputeAfter(before: Facts, after: Facts): Derived {
  const hit = known.get(after);
  if (hit) return hit;
  const base = known.get(before);
  if (base && before.meta === after.meta) return recomputeIncremental(before, base, after);
  return recompute(after);
}

/**
 * The derived values of a few assets and their transactions: the registered values when the app has them,
 * otherwise only those assets walked. An asset's values depend only on its own transactions, so they equal what
 * recompute answers. Replaying thousands of new transactions on a large estate
 * this way costs one walk of the touched assets each, not a recompute of the estate.
 */
export function recomputeFor(f: Facts, assetIds: readonly number[]): Pick<Derived, 'assets' | 'txacts'> {
  const hit = known.get(f);
  if (hit) return hit;
  const part = computeAssets(f, new Set(assetIds));
  const txacts = new Map<number, TxactDerived>();
  for (const t of f.txacts) {
    const side = part.sides.get(t.id);
    if (side) txacts.set(t.id, txactRecord(t, side));
  }
  return { assets: part.assets, txacts };
}
