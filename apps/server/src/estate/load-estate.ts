import { createHash } from 'node:crypto';
import {
  type Db,
  type EstateRow,
  findEstate,
  findEstateCounting,
  lockEstate,
  writeItemsJson,
} from '@probity/db';
import { type EstateFull, type Facts, type Role, recompute } from '@probity/domain';
import { inSnapshot, readFacts, StoredEstateRefused } from './read-estate.ts';
import { FULL_PARTS, headOf, readFull } from './read-rows.ts';
import { derivedFresh, storeDerived } from './save/store-derived.ts';

/** Every part, read in one statement (one snapshot) so a concurrent save is seen whole or not at all. */
export async function loadFull(db: Db, estate: EstateRow, role: Role): Promise<EstateFull> {
  return readFull(db, estate.id, role) as Promise<EstateFull>;
}

/**
 * GET /full's payload as JSON text, handed to `write` piece by piece as it is read, in one snapshot: meta,
 * decedent and revision first (the object left open), then `,"part":[...]` per item list as PostgreSQL builds it
 * (spliced unparsed, derived columns included; the largest list on a second connection, writeItemsJson), then `}`.
 * Derived values behind the estate's revision are derived and stored first (refreshDerived), before anything is
 * written. `unchanged` is asked first with the answer's entity tag (fullEtag): when it says yes (the browser holds
 * this answer), nothing is read or written.
 */
export async function writeFullJson(
  db: Db,
  estate: EstateRow,
  role: Role,
  write: (text: string) => void,
  unchanged: (etag: string) => boolean = () => false,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const done = await inSnapshot(db, async (tx) => {
      const found = await findEstateCounting(tx, estate.id, 'txacts');
      const e = found?.estate ?? estate;
      // A save in between may leave them behind again: derive again a few times, then answer as stored.
      if (!derivedFresh(e) && attempt < 3) return false;
      const headText = JSON.stringify(await headOf(tx, e, role, found?.dec));
      if (unchanged(fullEtag(headText, e.derived_rev))) return true;
      write(headText.slice(0, -1));
      await writeItemsJson(db, tx, FULL_PARTS, estate.id, write, 'txacts', found?.rows);
      write('}');
      return true;
    });
    if (done) return;
    await refreshDerived(db, estate.id);
  }
}

/**
 * GET /full's entity tag. Its item lists change only with the revision (every save bumps it) or the derived
 * values' revision (refreshDerived), and everything else the answer holds (meta as the caller sees it, with role,
 * licence and access; the decedent; the revision) is the head text itself, so a hash of both names the answer.
 * Weak: the same answer goes out in several encodings.
 */
export function fullEtag(headText: string, derivedRev: number | null): string {
  const hash = createHash('sha256').update(`${headText}|${derivedRev}`).digest('base64url').slice(0, 27);
  return `W/"${hash}"`;
}

/**
 * Derives and stores the estate's values when they are behind its revision (an estate written before they were
 * stored, or by a path that does not store them), under the estate's row lock. The estate as it then stands;
 * undefined when it is gone. Facts the schemas refuse are left as they are (the values stay behind).
 */
export async function refreshDerived(db: Db, estateId: string): Promise<EstateRow | undefined> {
  return db.transaction(async (tx) => {
    const e = await lockEstate(tx, estateId);
    if (!e || derivedFresh(e)) return e;
    let facts: Facts;
    try {
      facts = (await readFacts(tx, estateId)).facts;
    } catch (err) {
      // stored rows the schema refuses: GET /full still answers them as stored (the values stay behind)
      if (err instanceof StoredEstateRefused) return e;
      throw err;
    }
    await storeDerived(tx, estateId, facts, recompute(facts));
    return findEstate(tx, estateId);
  });
}

/** The estate with its derived values fresh (derived and stored first when they are behind). */
export async function freshEstate(db: Db, e: EstateRow): Promise<EstateRow> {
  return derivedFresh(e) ? e : ((await refreshDerived(db, e.id)) ?? e);
}
