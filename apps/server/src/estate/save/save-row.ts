import { type Db, findEstate, saveEstateRow } from '@probity/db';
import {
  type MetaPatch,
  MSG_CONFLICT,
  MSG_ESTATE_MISSING,
  MSG_REVISION_REQUIRED,
  type SaveParts,
  type SaveResult,
} from '@probity/domain';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { isRuled } from './admit-parts.ts';
import { labelChecked } from './write-parts.ts';

/** A save of estate fields no rule reads (a label, the task flags, the court caption): the estate row alone. */
export function rowOnly(parts: SaveParts): parts is { meta?: MetaPatch } {
  const only = Object.entries(parts).every(([part, v]) => part === 'meta' || v === undefined);
  return only && !isRuled(parts);
}

/**
 * saveEstate for a save that writes the estate row alone: the same refusals (revision required, 404, 409, a
 * label taken), the same revision and audit entry, in one statement (saveEstateRow) in place of a transaction's
 * five round trips (BEGIN, lock, update, revision and audit, COMMIT). Nothing is read first: when the statement
 * writes nothing, the estate is gone or another save moved the revision, and a read says which.
 */
export async function saveRow(
  db: Db,
  by: { estate: { id: string }; user: { id: string } },
  at: { revision?: number; force?: boolean },
  parts: { meta?: MetaPatch },
  action: string,
): Promise<SaveResult> {
  const force = at.force ?? false;
  if (!force && at.revision === undefined) throw badRequest(MSG_REVISION_REQUIRED);
  const entry = {
    user_id: by.user.id,
    action,
    detail: { parts: Object.keys(parts), forced: force, stale_from: at.revision ?? null },
  };
  const revision = await labelChecked(parts.meta ?? {}, (meta) =>
    saveEstateRow(db, by.estate.id, meta, force ? null : (at.revision as number), entry),
  );
  if (revision !== undefined) return { revision, ids: {} };
  if (!(await findEstate(db, by.estate.id))) throw notFound(MSG_ESTATE_MISSING);
  throw conflict(MSG_CONFLICT);
}
