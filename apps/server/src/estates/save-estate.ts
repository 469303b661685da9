import { addAudit, bumpRevision, type Db, lockEstate } from '@probity/db';
import {
  MSG_CONFLICT,
  MSG_ESTATE_MISSING,
  MSG_REVISION_REQUIRED,
  type SaveParts,
  type SaveResult,
} from '@probity/domain';
import { badRequest, conflict, notFound } from '../http/http-error.ts';
import { checkLimits } from './check-limits.ts';
import { idsPayload } from './temp-ids.ts';
import { touchesLedger, verifyLedger } from './verify-ledger.ts';
import { writeParts } from './write-parts.ts';

export interface SaveInput {
  estateId: string;
  userId: string;
  /** The revision the client loaded; required unless force. */
  revision?: number;
  force: boolean;
  parts: SaveParts;
  /** What the audit trail records (save, meta, dec, assets, ...). */
  action: string;
}

/**
 * THE save: one database transaction that locks the estate row, refuses a stale revision (409) unless forced,
 * applies all parts or none, re-derives the ledger with the engine and refuses a result that breaks an
 * invariant, bumps the revision and records an audit entry. Every write route goes through it.
 */
export async function saveEstate(db: Db, input: SaveInput): Promise<SaveResult> {
  if (!input.force && input.revision === undefined) throw badRequest(MSG_REVISION_REQUIRED);
  return db.transaction(async (tx) => {
    const estate = await lockEstate(tx, input.estateId);
    if (!estate) throw notFound(MSG_ESTATE_MISSING);
    if (!input.force && input.revision !== estate.revision) throw conflict(MSG_CONFLICT);
    const map = await writeParts(tx, estate, input.parts);
    await checkLimits(tx, estate.id, input.parts);
    if (touchesLedger(input.parts)) await verifyLedger(tx, estate.id);
    const revision = await bumpRevision(tx, estate.id);
    await addAudit(tx, {
      estate_id: estate.id,
      user_id: input.userId,
      action: input.action,
      revision,
      detail: { parts: Object.keys(input.parts), forced: input.force, stale_from: input.revision ?? null },
    });
    return { revision, ids: idsPayload(map) };
  });
}
