/**
 * Estate-level changes: death date (decedent-owner flag), trust toggle, country change, the decedent's fields; the
 * fields the estate and its decedent share are kept the same on both, and a country change resets the task set.
 */
import { checkDeathDate } from '../dates.ts';
import type { Decedent, EstateMeta } from '../entities/estate.ts';
import { type Facts, ZWorkingCopy } from '../entities/working-copy.ts';
import { ASSET_TYPE, type CountryCode } from '../enums.ts';
import * as M from '../messages.ts';
import { resetTasksForCountry } from '../tasks/task-state.ts';
import type { TaskState } from '../tasks/types.ts';
import { terms } from '../terminology.ts';
import { ask, fail, type OpContext, type OpResult, ok } from './result.ts';

export const CONFIRM_CLEAR_USER_DEC =
  'You entered a date of death for yourself as owner. Change your role on this estate?';
export const CONFIRM_TRUST_TOGGLE = 'Switch between estate and trust? Labels throughout change to match.';
export const CONFIRM_COUNTRY =
  'Changing the country resets the task list and discards unsaved task changes. Continue?';

/**
 * The facts the estate and its decedent both hold, as [estate field, decedent field] (the engine reads the
 * estate's copy): the name, the death date, and the state or province they lived in (the estate's `state`, which
 * decides the probate rules, is the decedent's residence state).
 */
export const SHARED_DEC_FIELDS = [
  ['name', 'name'],
  ['death_date', 'death_date'],
  ['state', 'residence_addr_state'],
] as const;

/**
 * Patches of the estate meta and of the decedent with the shared fields made the same on both: a field either
 * patch sets is set on the other too (the decedent's value wins when both set it).
 */
export function keepInStep<M extends object, D extends object>(meta: M, dec: D): { meta: M; dec: D } {
  const m = { ...meta } as Record<string, unknown>;
  const d = { ...dec } as Record<string, unknown>;
  for (const [mk, dk] of SHARED_DEC_FIELDS) {
    if (dk in d) m[mk] = d[dk];
    else if (mk in m) d[dk] = m[mk];
  }
  return { meta: m as M, dec: d as D };
}

/** The estate with these meta and decedent fields, the shared ones in step. */
function withFields(f: Facts, meta: Partial<EstateMeta>, dec: Partial<Decedent>): Facts {
  const p = keepInStep(meta, dec);
  const next = { ...f.dec, ...p.dec };
  // A county belongs to its state: a new residence state set from the estate's side drops the old county.
  if (next.residence_addr_state !== f.dec.residence_addr_state && !('residence_addr_county' in p.dec)) {
    next.residence_addr_county = '';
  }
  return { ...f, meta: { ...f.meta, ...p.meta }, dec: next };
}

/** The state or province the decedent lived in (the trust's, for a trust): the estate's and the decedent's. */
export function setEstateState(f: Facts, state: string): OpResult {
  return ok(withFields(f, { state }, {}));
}

/**
 * Set the death (or creation) date. A trust's creation date does not follow a birth date. Entering the first date
 * of an estate its owner planned (is_user_dec) asks first and then clears that flag: the owner has died.
 */
export function setDeathDate(f: Facts, date: string | null, ctx: OpContext): OpResult {
  const msg = checkDeathDate(date, f.meta.trust ? null : f.dec.birth_date, ctx.today);
  if (msg) return fail('date', msg);
  let meta: Partial<EstateMeta> = { death_date: date };
  if (date && !f.meta.death_date && f.meta.is_user_dec) {
    const s = ask(ctx, 'clear_user_dec', CONFIRM_CLEAR_USER_DEC);
    if (s) return s;
    meta = { ...meta, is_user_dec: false };
  }
  return ok(withFields(f, meta, {}));
}

/** The decedent's (or trust's) fields but the death date (setDeathDate); the estate's name follows. */
export type DecedentPatch = Partial<Omit<Decedent, 'death_date'>>;

export function editDecedent(f: Facts, patch: DecedentPatch): OpResult {
  return ok(withFields(f, {}, patch));
}

export function setTrust(f: Facts, trust: boolean, ctx: OpContext): OpResult {
  if (trust === f.meta.trust) return ok(f);
  const s = ask(ctx, 'trust_toggle', CONFIRM_TRUST_TOGGLE);
  if (s) return s;
  return ok({ ...f, meta: { ...f.meta, trust } });
}

/** A new country: its states (of residence, of the executor) start blank, and the task set is reset (taskStateAfter). */
export function setCountry(f: Facts, country: CountryCode, ctx: OpContext): OpResult {
  if (country === f.meta.country_code) return ok(f);
  const s = ask(ctx, 'country_change', CONFIRM_COUNTRY);
  if (s) return s;
  return ok(
    withFields({ ...f, meta: { ...f.meta, country_code: country } }, { state: '', state_exec: '' }, {}),
  );
}

/**
 * The task set after a change of the estate: a country change (another country, another checklist) discards the task changes and
 * starts the set afresh; any other change keeps it. The task state is stored beside the facts, not in them.
 */
export const taskStateAfter = (before: Facts, after: Facts, tasks: TaskState): TaskState =>
  after.meta.country_code === before.meta.country_code ? tasks : resetTasksForCountry();

/** Actions that need a name first (decedent or trust). */
export const requireName = (f: Facts): OpResult =>
  f.dec.name.trim() || f.meta.name.trim() ? ok(f) : fail('need_name', M.MSG_NEED_NAME);

/** A new estate's working copy: the meta given and the initial cashflow account (temporary id -1). */
export function newWorkingCopy(o: {
  label: string;
  country?: CountryCode;
  trust?: boolean;
  name?: string;
}): Facts {
  const trust = o.trust ?? false;
  const country = o.country ?? 'us';
  return ZWorkingCopy.parse({
    meta: { label: o.label, name: o.name ?? '', country_code: country, trust },
    dec: { name: o.name ?? '' },
    assets: [
      {
        id: -1,
        name: terms(country, trust).cashflowAccount,
        i_type: ASSET_TYPE.estateAccount,
        probate: true,
      },
    ],
  });
}
