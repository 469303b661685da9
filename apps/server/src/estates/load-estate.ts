import { createHash } from 'node:crypto';
import {
  type Db,
  type DecedentRow,
  type EstateRow,
  type Exec,
  findDecedent,
  findEstate,
  lockEstate,
  storedItems,
  writeItemsJson,
} from '@probity/db';
import {
  type Decedent,
  type EstateFull,
  type EstateMetaOut,
  ITEM_PART_NAMES,
  type Role,
  recompute,
  ZWorkingCopy,
} from '@probity/domain';
import { estateTaskState } from '../tasks/task-state-row.ts';
import { derivedFresh, storeDerived } from './save/store-derived.ts';

/** The meta of workspace §3 as the API returns it, with the caller's role and the save revision. */
export function metaOut(e: EstateRow, role: Role): EstateMetaOut {
  return {
    id: e.id,
    label: e.label,
    name: e.name,
    state: e.state,
    state_exec: e.state_exec,
    country_code: e.country_code as EstateMetaOut['country_code'],
    trust: e.trust,
    death_date: e.death_date,
    licensed: e.licensed,
    lic_reported: e.lic_reported,
    lic_quote: e.lic_quote,
    view_only: role === 'view',
    samples: e.samples,
    is_user_dec: e.is_user_dec,
    set_user_dec: e.set_user_dec,
    user_role: e.user_role as EstateMetaOut['user_role'],
    gval_stated: e.gval_stated,
    distributor: e.distributor,
    court_name: e.court_name,
    court_county: e.court_county,
    case_no: e.case_no,
    fiduciary_addr: e.fiduciary_addr,
    account_kind: e.account_kind as EstateMetaOut['account_kind'],
    account_no: e.account_no,
    questions_left: e.questions_left,
    files: e.files,
    // Estates stored before the import remembered payees (issue 36) have none.
    config: { ...e.config, payees: e.config.payees ?? {} },
    ...estateTaskState(e),
    debt: e.debt,
    debt_death: e.debt_death,
    refunds: e.refunds,
    land: e.land,
    spouse: e.spouse,
    gval_estimate: e.gval_estimate,
    gval_death: e.gval_death,
    gval_use_actual: e.gval_use_actual,
    await_death: !e.trust && !e.death_date,
    unpaid_expenses: e.unpaid_expenses,
    revision: e.revision,
    role,
    trial_ends: e.trial_ends?.toISOString() ?? null,
    lic_extra: e.lic_extra,
    created_at: e.created_at.toISOString(),
    updated_at: e.updated_at.toISOString(),
  };
}

export function decOut(e: EstateRow, d: DecedentRow | undefined): Decedent {
  return {
    name: e.name,
    death_date: e.death_date,
    birth_date: d?.birth_date ?? null,
    residence: d?.residence ?? '',
    addr_state: d?.addr_state ?? '',
    addr_county: d?.addr_county ?? '',
    addr_country: d?.addr_country ?? '',
    residence_addr_state: d?.residence_addr_state ?? '',
    residence_addr_county: d?.residence_addr_county ?? '',
    residence_addr_country: d?.residence_addr_country ?? '',
    phone: d?.phone ?? '',
    ssn: d?.ssn ?? '',
    files: d?.files ?? { death_cert: [], funeral: [], will: [], organizing: [] },
  };
}

/** GET /full: every part, read in one snapshot so a concurrent save is seen whole or not at all. */
export async function loadFull(db: Db, estate: EstateRow, role: Role): Promise<EstateFull> {
  return db.transaction((tx) => readFull(tx, estate.id, role) as Promise<EstateFull>, {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
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
    const done = await db.transaction(
      async (tx) => {
        const e = (await findEstate(tx, estate.id)) ?? estate;
        // A save in between may leave them behind again: derive again a few times, then answer as stored.
        if (!derivedFresh(e) && attempt < 3) return false;
        const headText = JSON.stringify(await headOf(tx, e, role));
        if (unchanged(fullEtag(headText, e.derived_rev))) return true;
        write(headText.slice(0, -1));
        await writeItemsJson(db, tx, FULL_PARTS, estate.id, write);
        write('}');
        return true;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
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
    const full = await readFull(tx, estateId, 'owner');
    const parsed = full && ZWorkingCopy.safeParse(factsInput(full));
    if (!parsed?.success) return e;
    await storeDerived(tx, estateId, parsed.data, recompute(parsed.data));
    return findEstate(tx, estateId);
  });
}

/** The estate with its derived values fresh (derived and stored first when they are behind). */
export async function freshEstate(db: Db, e: EstateRow): Promise<EstateRow> {
  return derivedFresh(e) ? e : ((await refreshDerived(db, e.id)) ?? e);
}

/** The parts GET /full answers with (bank downloads are read by the import, not the working copy). */
const FULL_PARTS = ITEM_PART_NAMES.filter((p) => p !== 'bank_downloads');

/** Meta, decedent and revision as the caller's transaction sees them; null when the estate is gone. */
async function readHead(tx: Exec, estateId: string, role: Role) {
  const e = await findEstate(tx, estateId);
  return e ? headOf(tx, e, role) : null;
}

/** Meta, decedent and revision of an estate row already read. */
async function headOf(tx: Exec, e: EstateRow, role: Role) {
  const dec = await findDecedent(tx, e.id);
  return { meta: metaOut(e, role), dec: decOut(e, dec), revision: e.revision };
}

/** The engine's input from a loaded estate: the database keeps unset state codes as null, the schemas ''. */
export function factsInput(full: EstateFull): EstateFull {
  return {
    ...full,
    meta: { ...full.meta, state: full.meta.state ?? '', state_exec: full.meta.state_exec ?? '' },
  };
}

/** Every part as the caller's transaction sees it (the save reads its own uncommitted writes this way). */
export async function readFull(tx: Exec, estateId: string, role: Role): Promise<EstateFull | null> {
  const head = await readHead(tx, estateId, role);
  if (!head) return null;
  const lists: Record<string, unknown[]> = {};
  for (const part of FULL_PARTS) {
    lists[part] = await storedItems(tx, part, estateId);
  }
  return { ...head, ...lists } as EstateFull;
}
