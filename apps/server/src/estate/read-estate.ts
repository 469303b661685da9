import type { Db, DecedentRow, EstateRow, Exec, Tx } from '@probity/db';
import {
  type Derived,
  type EstateFull,
  type Facts,
  MSG_ESTATE_MISSING,
  type Role,
  recompute,
  rememberDerived,
  ZWorkingCopy,
} from '@probity/domain';
import { HttpError, notFound } from '../http/http-error.ts';
import { checkingKept, checkKept, keepLists, keptLists, keptWhole, listsOf } from './facts-cache.ts';
import { factsInput, headOf, readFull } from './read-rows.ts';

/**
 * The stored rows of an estate refused by its own schema: the rows were written by an older version or by hand,
 * and no rule or figure can be computed on them. A server fault (500), not the caller's; the message names the
 * first field refused so an operator can find it.
 */
export class StoredEstateRefused extends HttpError {
  constructor(path: string, message: string) {
    super(
      500,
      `The estate's stored data does not pass its own checks (${path}: ${message}); nothing was changed.`,
    );
  }
}

export interface EstateFacts {
  /** Every part as stored, meta as the caller's role sees it. */
  readonly full: EstateFull;
  /** The engine's input: the stored parts through the working copy's schema. */
  readonly facts: Facts;
}

/**
 * The one read of an estate's facts, inside the caller's transaction (a save locks the row first and reads its own
 * writes; a report reads in a snapshot: inSnapshot). One failure policy for every caller: an estate that is gone
 * is 404, stored rows the schema refuses are StoredEstateRefused.
 */
export async function readFacts(tx: Exec, estateId: string, role: Role = 'owner'): Promise<EstateFacts> {
  const full = await readFull(tx, estateId, role);
  if (!full) throw notFound(MSG_ESTATE_MISSING);
  const parsed = ZWorkingCopy.safeParse(factsInput(full));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new StoredEstateRefused(issue?.path.join('.') ?? '', issue?.message ?? 'refused');
  }
  return { full, facts: parsed.data };
}

const ZHead = ZWorkingCopy.pick({ meta: true, dec: true });

/**
 * readFacts for a save that holds the estate row's lock (`e`, as locked) and has written nothing yet: no write of
 * an item list can commit while the lock is held (the facts_version trigger waits for it), so the lists it sees
 * are those of e.facts_version, and the process's copy of them stands in for reading and parsing them again.
 * Meta and decedent are read every time. `stored`: what the items' derived columns hold, when the copy knows it.
 */
export async function readLockedFacts(
  tx: Exec,
  e: EstateRow,
  dec?: DecedentRow | null,
): Promise<{ facts: Facts; stored?: Derived }> {
  const hit = keptLists(e.id, e.facts_version);
  if (!hit) {
    const { facts } = await readFacts(tx, e.id);
    keepLists(e.id, e.facts_version, listsOf(facts));
    return { facts };
  }
  const { lists, derived: stored } = hit;
  const head = await headOf(tx, e, 'owner', dec);
  const parsed = ZHead.safeParse(factsInput(head as EstateFull));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new StoredEstateRefused(issue?.path.join('.') ?? '', issue?.message ?? 'refused');
  }
  if (checkingKept()) checkKept(e.id, lists, listsOf((await readFacts(tx, e.id)).facts));
  // The facts the last save left, when meta and decedent still read the same: the engine's values of them are
  // known (that save stored them), so the replay does not derive the whole estate again.
  const whole = keptWhole(hit, parsed.data);
  if (whole) {
    rememberDerived(whole.facts, whole.derived);
    return { facts: whole.facts, stored: whole.derived };
  }
  return { facts: { ...parsed.data, ...lists }, stored };
}

/** readFacts, and everything the engine derives from the facts. */
export async function readEstate(
  tx: Exec,
  estateId: string,
  role: Role = 'owner',
): Promise<EstateFacts & { readonly derived: Derived }> {
  const read = await readFacts(tx, estateId, role);
  return { ...read, derived: recompute(read.facts) };
}

/** `fn` in one read-only snapshot: every part it reads is seen as of one moment, a concurrent save whole or not at all. */
export function inSnapshot<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/**
 * readEstate for a caller outside any transaction (a report, a list of figures): its one statement (readFull) is
 * one snapshot by itself, so no transaction is opened around it (two round trips fewer).
 */
export const readEstateSnapshot = (db: Db, estateId: string, role: Role = 'owner') =>
  readEstate(db, estateId, role);
