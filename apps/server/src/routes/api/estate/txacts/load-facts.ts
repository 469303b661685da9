import type { Db, EstateRow } from '@probity/db';
import { type Derived, type Facts, recompute, ZWorkingCopy } from '@probity/domain';
import { loadFull } from '../../../../estates/load-estate.ts';

/** Nulls the database keeps for unset text fields become the '' the entity schemas expect. */
function textOrBlank(meta: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(meta).map(([k, v]) => [k, v === null && (k === 'state' || k === 'state_exec') ? '' : v]),
  );
}

/** The estate's base facts (one read snapshot) and everything the engine derives from them. */
export async function loadFacts(db: Db, estate: EstateRow): Promise<{ facts: Facts; derived: Derived }> {
  const full = await loadFull(db, estate, 'owner');
  const facts = ZWorkingCopy.parse({ ...full, meta: textOrBlank(full.meta as Record<string, unknown>) });
  return { facts, derived: recompute(facts) };
}
