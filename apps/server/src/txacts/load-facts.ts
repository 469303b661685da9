import type { Db, EstateRow } from '@probity/db';
import { type Derived, type Facts, recompute, ZWorkingCopy } from '@probity/domain';
import { factsInput, loadFull } from '../estates/load-estate.ts';

/** The estate's base facts (one read snapshot) and everything the engine derives from them. */
export async function loadFacts(db: Db, estate: EstateRow): Promise<{ facts: Facts; derived: Derived }> {
  const full = await loadFull(db, estate, 'owner');
  const facts = ZWorkingCopy.parse(factsInput(full));
  return { facts, derived: recompute(facts) };
}
