/** Cost basis (ACB in Canada) at death, by the rules a careful executor applies. */
import type { Asset } from '../entities/asset.ts';
import { isCashType, NO_STEP_UP_TYPES } from '../enums.ts';
import { mulDiv } from '../money.ts';

export interface BasisAtDeath {
  stepped: number;
  unstepped: number;
  used: number;
}

/**
 * - Bought after death: 0 here; the purchase adds its price.
 * - Cash types: basis equals value.
 * - US: stepped up to the value at death, except retirement and annuity types (income in respect of a
 *   decedent), which keep the original basis (0 when unknown).
 * - Canada: deemed disposition at fair value (deemed, else value at death); the part rolled over to a
 *   spouse keeps the original ACB.
 * - While awaiting death: the original cost (else the pre-death value).
 * A cost basis the user entered for the date of death wins, except for cash types.
 */
export function basisAtDeath(
  a: Asset,
  country: string,
  awaitDeath: boolean,
  allocSpouse: number,
): BasisAtDeath {
  if (a.date !== null || a.sundry_refunds) return { stepped: 0, unstepped: 0, used: 0 };
  const start = (awaitDeath ? a.val_pre : a.val_death) ?? 0;
  if (isCashType(a.i_type)) return { stepped: start, unstepped: start, used: start };
  const stepped = country === 'ca' ? (a.deemed ?? start) : start;
  const noStep = NO_STEP_UP_TYPES.has(a.i_type);
  const unstepped = a.cost_basis_orig ?? (noStep ? 0 : stepped);
  if (awaitDeath) return { stepped, unstepped, used: a.cost_basis_orig ?? start };
  if (a.cost_basis_death !== null) return { stepped, unstepped, used: a.cost_basis_death };
  if (country === 'ca') {
    const split = spouseRolloverSplit(stepped, unstepped, allocSpouse);
    return { stepped, unstepped, used: split.deemed + split.rolled };
  }
  return { stepped, unstepped, used: noStep ? unstepped : stepped };
}

/**
 * Canada: an asset's basis at death in two parts. The share left to the spouse (`spouseShare`, thousandths) rolls
 * over at the decedent's cost (ITA 70(6)); the rest is deemed sold at fair value (ITA 70(5)). Each part is the
 * proceeds the final return reports for it and the cost it carries on: the estate's ACB and the spouse's.
 */
export function spouseRolloverSplit(
  stepped: number,
  unstepped: number,
  spouseShare: number,
): { deemed: number; rolled: number } {
  const s = Math.min(spouseShare, 100_000);
  return { deemed: mulDiv(stepped, 100_000 - s, 100_000), rolled: mulDiv(unstepped, s, 100_000) };
}

/** Basis left after `amount` of `balance` leaves the asset (proportional, exact). */
export function basisAfterDraw(basis: number, balance: number, amount: number): number {
  if (balance <= 0 || amount <= 0) return basis;
  if (amount >= balance) return 0;
  return basis - mulDiv(basis, amount, balance);
}
