import { type Derived, type Facts, type SaveParts, type SaveResult, todayIso } from '@probity/domain';
import type { AppContext } from '../../runtime/context.ts';
import { keepSaved } from '../facts-cache.ts';
import { readLockedFacts } from '../read-estate.ts';
import { admitParts, isRuled } from './admit-parts.ts';
import { commitSave, openWithDecedent } from './commit-save.ts';
import { rowOnly, saveRow } from './save-row.ts';

/** The revision the client loaded (required unless forced), as every write route receives it. */
export interface SaveAt {
  revision?: number;
  force?: boolean;
}

/**
 * What a save changes: the parts as sent, or a plan that makes them from the estate as it stands once the row is
 * locked (a purge of an asset's transactions, a rename carried to every item, a balance set to a figure). A plan
 * reads nothing itself, so what it decides on cannot change before the save commits; it may refuse by throwing.
 */
export type SavePlan = SaveParts | ((before: Facts) => SaveParts);

/** The writer of a save: the estate and the signed-in user the audit trail names. */
export interface SaveBy {
  estate: { id: string };
  user: { id: string };
}

/**
 * THE save: one database transaction that locks the estate row, refuses a stale revision (409) unless forced,
 * replays the changes through the domain operations (their refusals, their computed values), applies all parts or
 * none, checks the engine's invariants, bumps the revision and records an audit entry. Every write route goes
 * through it; POST /ops through the same commit. A save of the estate row alone does all it needs in one statement.
 */
export async function saveEstate(
  ctx: Pick<AppContext, 'db' | 'enforceTrial'>,
  by: SaveBy,
  at: SaveAt,
  plan: SavePlan,
  action: string,
): Promise<SaveResult> {
  // The estate row alone (a label, the task flags): one statement, no transaction of its own (save-row.ts).
  if (typeof plan !== 'function' && rowOnly(plan)) return saveRow(ctx.db, by, at, plan, action);
  const force = at.force ?? false;
  let after: { version: number; facts: Facts; derived: Derived } | null = null;
  const result = await ctx.db.transaction(async (tx) => {
    const { estate, dec } = await openWithDecedent(tx, {
      estateId: by.estate.id,
      revision: at.revision,
      force,
    });
    const planned = typeof plan === 'function' ? await readLockedFacts(tx, estate, dec) : undefined;
    const parts = typeof plan === 'function' ? plan((planned as { facts: Facts }).facts) : plan;
    const read = planned ?? (isRuled(parts) ? await readLockedFacts(tx, estate, dec) : undefined);
    const change = {
      ...(await admitParts(tx, estate, parts, todayIso(), read?.facts)),
      stored: read?.stored,
      before: read?.facts,
    };
    const { revision, ids, map, derived, factsVersion } = await commitSave(
      tx,
      estate,
      change,
      { userId: by.user.id, action, force, stale_from: at.revision, bump: true },
      ctx,
    );
    // The estate as the save left it, when it holds no temporary id: what the next save would read.
    if (map.size === 0 && change.facts && derived && factsVersion !== undefined) {
      after = { version: factsVersion, facts: change.facts, derived };
    }
    return { revision, ids };
  });
  // Kept only once committed: a version seen inside a transaction that rolled back may come again with other rows.
  if (after) {
    const { version, facts, derived } = after as { version: number; facts: Facts; derived: Derived };
    keepSaved(by.estate.id, version, facts, derived);
  }
  return result;
}
