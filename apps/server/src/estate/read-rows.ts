import { type DecedentRow, type EstateRow, type Exec, findDecedent, findEstateWhole } from '@probity/db';
import {
  type Decedent,
  type EstateFull,
  type EstateMetaOut,
  ITEM_PART_NAMES,
  type Role,
} from '@probity/domain';
import { estateTaskState } from './task-state-row.ts';

// The estate's stored rows as the API answers them: meta with the caller's role, the decedent, every item list.

/** The estate's meta as the API returns it, with the caller's role and the save revision. */
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
    tax_year_end: e.tax_year_end,
    election_645: e.election_645,
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

/** The parts GET /full answers with (bank downloads are read by the import, not the working copy). */
export const FULL_PARTS = ITEM_PART_NAMES.filter((p) => p !== 'bank_downloads');

/** Meta, decedent and revision of an estate row already read (and of its decedent row, when read with it:
 *  null when none is stored). */
export async function headOf(tx: Exec, e: EstateRow, role: Role, read?: DecedentRow | null) {
  const dec = read === undefined ? await findDecedent(tx, e.id) : (read ?? undefined);
  return { meta: metaOut(e, role), dec: decOut(e, dec), revision: e.revision };
}

/** The engine's input from a loaded estate: the database keeps unset state codes as null, the schemas ''. */
export function factsInput(full: EstateFull): EstateFull {
  return {
    ...full,
    meta: { ...full.meta, state: full.meta.state ?? '', state_exec: full.meta.state_exec ?? '' },
  };
}

/**
 * Every part as the caller sees it, in one statement (findEstateWhole): one snapshot with or without a transaction
 * around it (a save reads its own uncommitted writes this way). Null when the estate is gone.
 */
export async function readFull(x: Exec, estateId: string, role: Role): Promise<EstateFull | null> {
  const row = await findEstateWhole(x, estateId, FULL_PARTS);
  if (!row) return null;
  const lists = Object.fromEntries(FULL_PARTS.map((p) => [p, JSON.parse(row.lists[p])]));
  return { ...(await headOf(x, row.estate, role, row.dec)), ...lists } as EstateFull;
}
