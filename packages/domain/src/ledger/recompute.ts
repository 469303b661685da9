/**
 * recompute: every derived value of workspace §3/§4 for some Facts. Facts are never changed in place, so their
 * identity names their derived values: what the app registered (rememberDerived) is reused as is, and facts one
 * edit away from the last registered ones (an operation's result, same meta) are updated incrementally, which
 * the property tests hold equal to deriving everything again.
 */
import type { Facts } from '../entities/working-copy.ts';
import { recomputeAll } from './derive-all.ts';
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
