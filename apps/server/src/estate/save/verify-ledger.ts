import type { Exec } from '@probity/db';
import { checkInvariants, type Derived, type Facts, recompute, recomputeAfter } from '@probity/domain';
import { badRequest } from '../../http/http-error.ts';
import { checkingKept } from '../facts-cache.ts';
import { storeDerived } from './store-derived.ts';

/**
 * Runs the engine on the estate as this save leaves it: a result that breaks an invariant is refused with 400
 * naming the items, so nothing of the save is kept. What the engine derives (estate totals, every item's values)
 * is stored with the save, so reads answer the engine's figures without running it. `ids` maps the temporary ids
 * the facts still hold for new items; `before`, when known, the facts the save changed (derived from them).
 */
export async function verifyLedger(
  tx: Exec,
  estateId: string,
  facts: Facts,
  ids: ReadonlyMap<number, number>,
  stored?: Derived,
  before?: Facts,
): Promise<Derived> {
  const derived = before ? recomputeAfter(before, facts) : recompute(facts);
  const violations = checkInvariants(facts, derived);
  if (violations.length > 0) {
    const shown = violations.slice(0, 3).map((v) => v.msg);
    const more = violations.length > 3 ? ` (and ${violations.length - 3} more)` : '';
    throw badRequest(
      `This save was refused because it would leave the ledger inconsistent: ${shown.join('; ')}${more}`,
    );
  }
  await storeDerived(tx, estateId, facts, derived, ids, stored);
  // With the check on (the test suites), the columns must now hold every value: a full pass rewrites nothing.
  if (stored && checkingKept()) {
    const missed = await storeDerived(tx, estateId, facts, derived, ids);
    if (missed > 0) throw new Error(`The kept derived values of estate ${estateId} missed ${missed} rows`);
  }
  return derived;
}
