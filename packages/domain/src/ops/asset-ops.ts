/** Asset rules: add, edit (type, ownership, probate, values, plan, cost basis, deemed), delete. */

import { MSG_TEMP_IDS } from '../api/messages.ts';
import { type Asset, type AssetInput, ZAsset } from '../entities/asset.ts';
import type { Facts } from '../entities/working-copy.ts';
import {
  ASSET_TYPE,
  assetTypeOffered,
  BENEFIT_TYPES,
  isBenefitType,
  isCashType,
  OWNERSHIP,
  PERSONAL_USE_TYPES,
} from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import type { Derived } from '../ledger/types.ts';
import { fullAt } from '../limits.ts';
import * as M from '../messages.ts';
import {
  ask,
  fail,
  type NewItem,
  newItemId,
  type OpContext,
  type OpEvent,
  type OpResult,
  type OpStop,
  ok,
} from './result.ts';
import { okUnlessOverForgiven, removeItem } from './txact-ops.ts';

const NON_PROBATE_OWNERSHIP: ReadonlySet<number> = new Set([
  OWNERSHIP.joint,
  OWNERSHIP.survivor,
  OWNERSHIP.transferOnDeath,
]);

/** Probate from ownership and type: joint, survivor, transfer on death and trusts pass outside probate;
 * benefit types default to non-probate. */
export const probateFor = (ownership: number, iType: number): boolean =>
  !NON_PROBATE_OWNERSHIP.has(ownership) && iType !== ASSET_TYPE.trust && !BENEFIT_TYPES.has(iType);

/** Ids of types with registered-plan rules in Canada (no deemed edit): TFSA and retirement. */
const NO_DEEMED_TYPES: ReadonlySet<number> = new Set([ASSET_TYPE.tfsa, ASSET_TYPE.retirement]);

export function landEvents(before: Derived, after: Derived): OpEvent[] {
  const ev: OpEvent[] = [];
  if (!before.meta.land && after.meta.land) ev.push('land_on');
  if (before.meta.land && !after.meta.land) ev.push('land_off');
  return ev;
}

export function addAsset(f: Facts, input: NewItem<AssetInput>): OpResult {
  const full = fullAt(f, 'assets');
  if (full) return fail(full.code, full.msg);
  const id = newItemId(f, input.id);
  if (id === null) return fail('temp_id', MSG_TEMP_IDS);
  const r = ZAsset.safeParse({ ...input, id });
  if (!r.success) return fail('invalid', M.MSG_INVALID_FORM);
  let a = r.data;
  if (!assetTypeOffered(a.i_type, f.meta.country_code)) return fail('type_country', M.MSG_ASSET_TYPE_COUNTRY);
  if (isBenefitType(a.i_type)) a = { ...a, ownership: OWNERSHIP.transferOnDeath };
  a = { ...a, probate: input.probate ?? probateFor(a.ownership, a.i_type) };
  if (a.i_type === ASSET_TYPE.estateAccount && a.val_death)
    return fail('estate_account', M.MSG_ESTATE_ACCOUNT_DEATH_VALUE);
  const next = { ...f, assets: [...f.assets, a] };
  return ok(next, { id: a.id, events: landEvents(recompute(f), recompute(next)) });
}

export type AssetPatch = Partial<Omit<Asset, 'id'>> & { val?: never };

export function editAsset(f: Facts, id: number, patch: AssetPatch, ctx: OpContext): OpResult {
  const old = f.assets.find((a) => a.id === id);
  if (!old) return fail('missing', M.MSG_NOT_FOUND);
  if ('val' in patch) return fail('value_now', M.MSG_VALUE_NOW_ADJUST);
  const d = recompute(f);
  const ad = d.assets.get(id);
  if (!ad) return fail('missing', M.MSG_NOT_FOUND);
  const changed = (k: keyof Asset): boolean => k in patch && (patch as Partial<Asset>)[k] !== old[k];
  if (old.sundry_refunds && (changed('val_death') || changed('val_pre') || changed('i_type'))) {
    return fail('sundry', M.MSG_SUNDRY_REFUNDS);
  }
  let a: Asset = { ...old, ...patch };
  const stop = checkAssetEdit(f, old, a, d, changed, ctx);
  if (stop) return stop;
  if (changed('i_type') && isBenefitType(a.i_type)) a = { ...a, ownership: OWNERSHIP.transferOnDeath };
  if ((changed('i_type') || changed('ownership')) && !('probate' in patch))
    a = { ...a, probate: probateFor(a.ownership, a.i_type) };
  const parsed = ZAsset.safeParse(a);
  if (!parsed.success) return fail('invalid', M.MSG_INVALID_FORM);
  const next = { ...f, assets: f.assets.map((x) => (x.id === id ? parsed.data : x)) };
  return ok(next, { id, events: landEvents(d, recompute(next)) });
}

function checkAssetEdit(
  f: Facts,
  old: Asset,
  a: Asset,
  d: Derived,
  changed: (k: keyof Asset) => boolean,
  ctx: OpContext,
): OpStop | undefined {
  const ad = d.assets.get(old.id);
  if (!ad) return fail('missing', M.MSG_NOT_FOUND);
  const purchased = a.date !== null;
  if (changed('i_type') && !assetTypeOffered(a.i_type, f.meta.country_code))
    return fail('type_country', M.MSG_ASSET_TYPE_COUNTRY);
  if (a.i_type === ASSET_TYPE.estateAccount && a.val_death)
    return fail('estate_account', M.MSG_ESTATE_ACCOUNT_DEATH_VALUE);
  if ((changed('val_death') || changed('val_pre')) && ad.settled)
    return fail('value_settled', M.MSG_VALUE_SETTLED);
  if (changed('val_death') && purchased && a.val_death !== null)
    return fail('purchased_death', M.MSG_PURCHASED_DEATH_VALUE);
  if (changed('received') && purchased && a.received !== null)
    return fail('received', M.MSG_RECEIVED_PURCHASED);
  if (changed('plan')) {
    if (ad.paid !== null) return fail('plan_sold', M.MSG_PLAN_LOCKED_SOLD);
    if (ad.alloc_num > 0) return fail('plan_distrib', M.MSG_PLAN_LOCKED_DISTRIB);
  }
  const spousal = ad.alloc_spouse > 0;
  // Spousal-deferred assets keep their at-death values: the rollover to the spouse carries them unchanged.
  if (spousal && changed('val_death')) return fail('spousal', M.MSG_SPOUSAL_VALUE_LOCKED);
  if (changed('cost_basis_death') || changed('cost_basis_orig')) {
    if (isCashType(a.i_type) || ad.settled || purchased || (spousal && changed('cost_basis_death'))) {
      return fail('cost_basis', M.MSG_COST_BASIS_LOCKED);
    }
    if (ad.val_distrib > 0) {
      const s = ask(ctx, 'cost_basis_after_distrib', M.CONFIRM_COST_BASIS_AFTER_DISTRIB);
      if (s) return s;
    }
  }
  if (changed('deemed')) {
    if (
      f.meta.country_code !== 'ca' ||
      purchased ||
      isCashType(a.i_type) ||
      NO_DEEMED_TYPES.has(a.i_type) ||
      spousal
    ) {
      return fail('deemed', M.MSG_DEEMED_LOCKED);
    }
    if (PERSONAL_USE_TYPES.has(a.i_type)) {
      const s = ask(ctx, 'personal_deemed', M.CONFIRM_PERSONAL_DEEMED);
      if (s) return s;
    }
  }
  return undefined;
}

/** Delete an asset; with transactions, after confirming, undo all of them. */
export function deleteAsset(f: Facts, id: number, ctx: OpContext): OpResult {
  if (!f.assets.some((a) => a.id === id)) return fail('missing', M.MSG_NOT_FOUND);
  const d = recompute(f);
  if ((d.assets.get(id)?.txact_num ?? 0) > 0) {
    const s = ask(ctx, 'delete_asset_txacts', M.CONFIRM_DELETE_ASSET_TXACTS);
    if (s) return s;
  }
  const next = removeItem(f, 'asset', id);
  return okUnlessOverForgiven(next, { id, events: landEvents(d, recompute(next)) });
}

/** The plan of an asset, by the plan rules (sold or distributed assets keep theirs). */
export const setPlan = (f: Facts, id: number, plan: number, ctx: OpContext): OpResult =>
  editAsset(f, id, { plan }, ctx);
