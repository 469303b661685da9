import {
  addAudit,
  bumpRevision,
  type DecedentRow,
  dropItemFiles,
  type EstateRow,
  lockEstate,
  lockEstateWithDecedent,
  type Tx,
} from '@probity/db';
import {
  type Derived,
  type Facts,
  FILE_ITEM_TYPES,
  MSG_CONFLICT,
  MSG_ESTATE_MISSING,
  MSG_REVISION_REQUIRED,
  type SaveParts,
} from '@probity/domain';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { checkImportLimit } from '../licence-gate.ts';
import { type IdMap, idsPayload } from './temp-ids.ts';
import { verifyLedger } from './verify-ledger.ts';
import { writeParts } from './write-parts.ts';

export interface WriteTarget {
  estateId: string;
  /** The revision the client loaded; required unless force. */
  revision?: number;
  force: boolean;
}

/** Locks the estate row and refuses a stale revision (409) unless forced. */
export async function openForWrite(tx: Tx, t: WriteTarget): Promise<EstateRow> {
  revisionSent(t);
  return opened(t, await lockEstate(tx, t.estateId));
}

/** openForWrite, with the decedent read in the same statement (a ruled save reads it with the facts). */
export async function openWithDecedent(
  tx: Tx,
  t: WriteTarget,
): Promise<{ estate: EstateRow; dec: DecedentRow | null }> {
  revisionSent(t);
  const row = await lockEstateWithDecedent(tx, t.estateId);
  return { estate: opened(t, row?.estate), dec: row?.dec ?? null };
}

/** A write names the revision it was based on unless forced (400, before anything is read). */
function revisionSent(t: WriteTarget): void {
  if (!t.force && t.revision === undefined) throw badRequest(MSG_REVISION_REQUIRED);
}

/** The refusals of a locked estate: gone (404), or a stale revision (409) unless forced. */
function opened(t: WriteTarget, estate: EstateRow | undefined): EstateRow {
  if (!estate) throw notFound(MSG_ESTATE_MISSING);
  if (!t.force && t.revision !== estate.revision) throw conflict(MSG_CONFLICT);
  return estate;
}

export interface Committed {
  revision: number;
  ids: Record<string, number>;
  map: IdMap;
  /** The engine's values for the estate as saved (null when the save could not move a figure). */
  derived: Derived | null;
  /** The estate's facts_version as the save leaves it (undefined when creating). */
  factsVersion?: number;
}

/**
 * Stores admitted parts inside the caller's transaction: every part or none, the engine's invariants and
 * values, then (unless creating) the next revision and an audit entry.
 */
export async function commitSave(
  tx: Tx,
  estate: EstateRow,
  /** `stored`: what the items' derived columns hold before the save, when known (only moved rows are sent);
   *  `before`: the estate the save changed, whose derived values the replay registered. */
  change: { parts: SaveParts; facts: Facts | null; stored?: Derived; before?: Facts },
  audit: { userId: string; action: string; force: boolean; stale_from?: number; bump: boolean },
  gate: { enforceTrial: boolean } = { enforceTrial: false },
): Promise<Committed> {
  const map = await writeParts(tx, estate, change.parts);
  // Files of deleted items leave with them (docs/api.md, Files); their bytes go at the next file call.
  for (const part of FILE_ITEM_TYPES) {
    await dropItemFiles(tx, estate.id, part, change.parts[part]?.del ?? []);
  }
  const derived = change.facts
    ? await verifyLedger(tx, estate.id, change.facts, map, change.stored, change.before)
    : null;
  if (change.facts) checkImportLimit(estate, change.facts, gate.enforceTrial);
  const entry = {
    user_id: audit.userId,
    action: audit.action,
    detail: { parts: Object.keys(change.parts), forced: audit.force, stale_from: audit.stale_from ?? null },
  };
  // Every save moves the revision, with its audit entry in the same statement; a new estate keeps its first one.
  if (!audit.bump) {
    await addAudit(tx, { ...entry, estate_id: estate.id, revision: estate.revision });
    return { revision: estate.revision, ids: idsPayload(map), map, derived };
  }
  // the row is locked for this transaction (openForWrite): it cannot be gone
  const bumped = (await bumpRevision(tx, estate.id, entry)) as { revision: number; factsVersion: number };
  return { revision: bumped.revision, ids: idsPayload(map), map, derived, factsVersion: bumped.factsVersion };
}
