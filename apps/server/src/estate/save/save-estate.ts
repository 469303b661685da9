import { type Facts, type SaveParts, type SaveResult, todayIso } from '@probity/domain';
import type { AppContext } from '../../runtime/context.ts';
import { readFacts } from '../read-estate.ts';
import { admitParts } from './admit-parts.ts';
import { commitSave, openForWrite } from './commit-save.ts';

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
 * through it; POST /ops through the same commit.
 */
export async function saveEstate(
  ctx: Pick<AppContext, 'db' | 'enforceTrial'>,
  by: SaveBy,
  at: SaveAt,
  plan: SavePlan,
  action: string,
): Promise<SaveResult> {
  const force = at.force ?? false;
  return ctx.db.transaction(async (tx) => {
    const estate = await openForWrite(tx, { estateId: by.estate.id, revision: at.revision, force });
    const before = typeof plan === 'function' ? (await readFacts(tx, estate.id)).facts : undefined;
    const parts = typeof plan === 'function' ? plan(before as Facts) : plan;
    const change = await admitParts(tx, estate, parts, todayIso(), before);
    const { revision, ids } = await commitSave(
      tx,
      estate,
      change,
      { userId: by.user.id, action, force, stale_from: at.revision, bump: true },
      ctx,
    );
    return { revision, ids };
  });
}
