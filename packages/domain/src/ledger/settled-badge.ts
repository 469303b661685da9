/**
 * The word a settled asset or a resolved debt carries in the lists, read from the engine's derived values (never
 * worked out again by a screen): an asset is settled when sold, discarded or emptied by its transactions (not
 * while awaiting death); a debt is resolved when what was owed is paid or forgiven.
 */
import type { AssetDerived } from '../entities/asset.ts';
import type { DebtDerived } from '../entities/debt.ts';
import { PLAN } from '../enums.ts';

export type AssetSettledBadge = 'Sold' | 'Discarded' | 'Emptied';
export type DebtSettledBadge = 'Paid' | 'Forgiven' | 'Paid and forgiven';

/** null while the asset still holds value (or before its derived values arrive). */
export function assetSettledBadge(
  a: { plan: number } & Partial<Pick<AssetDerived, 'settled' | 'paid'>>,
): AssetSettledBadge | null {
  if (!a.settled) return null;
  if (a.paid !== null && a.paid !== undefined) return 'Sold';
  // A disposal transaction sets the plan to Discard; any other way to nothing is an emptied asset.
  return a.plan === PLAN.discard ? 'Discarded' : 'Emptied';
}

export function debtSettledBadge(
  d: { val_forgiven: number | null } & Partial<Pick<DebtDerived, 'resolved' | 'paid'>>,
): DebtSettledBadge | null {
  if (!d.resolved) return null;
  const forgiven = (d.val_forgiven ?? 0) > 0;
  if (!forgiven) return 'Paid';
  return (d.paid ?? 0) > 0 ? 'Paid and forgiven' : 'Forgiven';
}
