import type { Exec } from '@probity/db';
import { checkInvariants, type Derived, type Facts, recompute } from '@probity/domain';
import { badRequest } from '../../http/http-error.ts';
import { storeDerived } from './store-derived.ts';

/**
 * Runs the engine on the estate as this save leaves it: a result that breaks an invariant is refused with 400
 * naming the items, so nothing of the save is kept. What the engine derives (estate totals, every item's values)
 * is stored with the save, so reads answer the engine's figures without running it. `ids` maps the temporary ids
 * the facts still hold for new items.
 */
export async function verifyLedger(
  tx: Exec,
  estateId: string,
  facts: Facts,
  ids: ReadonlyMap<number, number>,
): Promise<Derived> {
  const derived = recompute(facts);
  const violations = checkInvariants(facts, derived);
  if (violations.length > 0) {
    const shown = violations.slice(0, 3).map((v) => v.msg);
    const more = violations.length > 3 ? ` (and ${violations.length - 3} more)` : '';
    throw badRequest(
      `This save was refused because it would leave the ledger inconsistent: ${shown.join('; ')}${more}`,
    );
  }
  await storeDerived(tx, estateId, facts, derived, ids);
  return derived;
}
