import { type SaveParts, type SaveResult, todayIso } from '@probity/domain';
import type { AppContext } from '../../runtime/context.ts';
import { admitParts } from './admit-parts.ts';
import { commitSave, openForWrite, type WriteTarget } from './commit-save.ts';

export interface SaveInput extends WriteTarget {
  userId: string;
  parts: SaveParts;
  /** What the audit trail records (save, meta, dec, assets, ...). */
  action: string;
}

/**
 * THE save: one database transaction that locks the estate row, refuses a stale revision (409) unless forced,
 * replays the changes through the domain operations (their refusals, their computed values), applies all parts or
 * none, checks the engine's invariants, bumps the revision and records an audit entry. Every write route goes
 * through it; POST /ops through the same commit.
 */
export async function saveEstate(
  ctx: Pick<AppContext, 'db' | 'enforceTrial'>,
  input: SaveInput,
): Promise<SaveResult> {
  return ctx.db.transaction(async (tx) => {
    const estate = await openForWrite(tx, input);
    const change = await admitParts(tx, estate, input.parts, todayIso());
    const { revision, ids } = await commitSave(
      tx,
      estate,
      change,
      {
        userId: input.userId,
        action: input.action,
        force: input.force,
        stale_from: input.revision,
        bump: true,
      },
      ctx,
    );
    return { revision, ids };
  });
}
