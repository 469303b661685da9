import crypto from 'node:crypto';
import {
  type Db,
  insertEstate,
  isLabelConflict,
  labelTaken,
  lockEstate,
  type Tx,
  touchRecent,
} from '@probity/db';
import {
  type CreateEstateBody,
  msgLabelTaken,
  type SaveParts,
  type SaveResult,
  todayIso,
} from '@probity/domain';
import { badRequest } from '../../http/http-error.ts';
import { trialEnd } from '../licence-gate.ts';
import { readFacts } from '../read-estate.ts';
import { admitParts } from './admit-parts.ts';
import { withCashflowAccount } from './cashflow-account.ts';
import { commitSave } from './commit-save.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random estate id (12 of [a-z0-9]); never one of the special ids (sample*, new, oauth). */
export function newEstateId(): string {
  for (;;) {
    const id = Array.from(crypto.randomBytes(12), (b) => ALPHABET[b % ALPHABET.length]).join('');
    if (!id.startsWith('sample')) return id;
  }
}

const asChanges = <T>(add: T[]) => ({ add, mod: [], del: [] });

/** A working copy (items with temporary ids) as the parts of a save. */
function toParts(body: CreateEstateBody): SaveParts {
  const dec = {
    ...body.dec,
    name: body.dec.name || body.meta.name || '',
    death_date: body.dec.death_date ?? body.meta.death_date ?? null,
    // The state they lived in is one fact (domain keepInStep): an estate created with only its state has it as
    // the decedent's residence state too.
    residence_addr_state: body.dec.residence_addr_state || body.meta.state || '',
  };
  return {
    // The tax year is checked against the estate's death date and kind by the save's rule (admitSave).
    ...(body.meta.tax_year_end
      ? { meta: { tax_year_end: body.meta.tax_year_end, election_645: body.meta.election_645 } }
      : {}),
    dec,
    contacts: asChanges(body.contacts),
    heirs: asChanges(body.heirs),
    assets: asChanges(body.assets),
    debts: asChanges(body.debts),
    exec_expenses: asChanges(body.exec_expenses),
    exec_log: asChanges(body.exec_log),
    locs: asChanges(body.locs),
    txacts: asChanges(body.txacts),
  } as SaveParts;
}

/**
 * Writes a whole new estate inside the caller's transaction (also used to seed the Sample estates). Creation is a
 * save: its items are admitted by the same operations and checked by the same commit (limits, ledger, totals).
 */
export async function insertWholeEstate(
  tx: Tx,
  id: string,
  ownerId: string | null,
  body: CreateEstateBody,
  now = new Date(),
): Promise<SaveResult> {
  const label = body.meta.label?.trim() ?? '';
  if (label && ownerId && (await labelTaken(tx, ownerId, label))) throw badRequest(msgLabelTaken(label));
  await insertEstate(tx, {
    ...body.meta,
    label,
    id,
    owner_id: ownerId,
    trial_ends: ownerId ? trialEnd(now) : null,
  }).catch((err) => {
    throw isLabelConflict(err) ? badRequest(msgLabelTaken(label)) : err;
  });
  const estate = await lockEstate(tx, id);
  if (!estate) throw new Error(`estate ${id} vanished while being created`);
  const change = await admitParts(tx, estate, toParts(body), todayIso(), (await readFacts(tx, id)).facts);
  const { revision, ids } = await commitSave(tx, estate, change, {
    userId: ownerId ?? '',
    action: 'create',
    force: false,
    bump: false,
  });
  return { revision, ids };
}

/** POST /api/estates: the visitor's unsaved estate becomes a real one owned by the user, in one transaction. */
export async function createEstate(db: Db, ownerId: string, body: CreateEstateBody) {
  const id = newEstateId();
  return db.transaction(async (tx) => {
    const result = await insertWholeEstate(tx, id, ownerId, withCashflowAccount(body));
    await touchRecent(tx, ownerId, id);
    return { id, ...result };
  });
}
