import { type Exec, updateEstate } from '@probity/db';
import { checkInvariants, type Derived, type Facts, recompute } from '@probity/domain';
import { badRequest } from '../http/http-error.ts';

/**
 * Runs the engine on the estate as this save leaves it: a result that breaks an invariant is refused with 400
 * naming the items, so nothing of the save is kept. The estate-level totals the engine derives are stored with
 * the save, for lists and reports that do not load every transaction.
 */
export async function verifyLedger(tx: Exec, estateId: string, facts: Facts): Promise<Derived> {
  const derived = recompute(facts);
  const violations = checkInvariants(facts, derived);
  if (violations.length > 0) {
    const shown = violations.slice(0, 3).map((v) => v.msg);
    const more = violations.length > 3 ? ` (and ${violations.length - 3} more)` : '';
    throw badRequest(
      `This save was refused because it would leave the ledger inconsistent: ${shown.join('; ')}${more}`,
    );
  }
  const m = derived.meta;
  await updateEstate(tx, estateId, {
    debt: m.debt,
    debt_death: m.debt_death,
    refunds: m.refunds,
    land: m.land,
    spouse: m.spouse,
    gval_death: m.gval_death,
    unpaid_expenses: m.unpaid_expenses,
  });
  return derived;
}
