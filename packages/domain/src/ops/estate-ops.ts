/** Estate-level changes: death date (decedent-owner flag), trust toggle, country change. */
import { checkDeathDate } from '../dates.ts';
import { type Facts, ZWorkingCopy } from '../entities/working-copy.ts';
import { ASSET_TYPE, type CountryCode } from '../enums.ts';
import * as M from '../messages.ts';
import { terms } from '../terminology.ts';
import { ask, fail, type OpContext, type OpResult, ok } from './result.ts';

export const CONFIRM_CLEAR_USER_DEC =
  'You entered a date of death for yourself as owner. Change your role on this estate?';
export const CONFIRM_TRUST_TOGGLE = 'Switch between estate and trust? Labels throughout change to match.';
export const CONFIRM_COUNTRY =
  'Changing the country resets the task list and discards unsaved task changes. Continue?';

/** Set the death (or creation) date; for a decedent-owner, after confirmation, clear that flag. */
export function setDeathDate(f: Facts, date: string | null, ctx: OpContext): OpResult {
  const msg = checkDeathDate(date, f.dec.birth_date, ctx.today);
  if (msg) return fail('date', msg);
  let meta = { ...f.meta, death_date: date };
  if (date && f.meta.is_user_dec) {
    const s = ask(ctx, 'clear_user_dec', CONFIRM_CLEAR_USER_DEC);
    if (s) return s;
    meta = { ...meta, is_user_dec: false };
  }
  return ok({ ...f, meta, dec: { ...f.dec, death_date: date } });
}

export function setTrust(f: Facts, trust: boolean, ctx: OpContext): OpResult {
  if (trust === f.meta.trust) return ok(f);
  const s = ask(ctx, 'trust_toggle', CONFIRM_TRUST_TOGGLE);
  if (s) return s;
  return ok({ ...f, meta: { ...f.meta, trust } });
}

export function setCountry(f: Facts, country: CountryCode, ctx: OpContext): OpResult {
  if (country === f.meta.country_code) return ok(f);
  const s = ask(ctx, 'country_change', CONFIRM_COUNTRY);
  if (s) return s;
  return ok({ ...f, meta: { ...f.meta, country_code: country } });
}

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
