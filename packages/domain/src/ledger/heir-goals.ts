/**
 * What each heir is meant to receive, in cents: a value target as entered, or a percent target of what the heirs
 * share: the estate's assets still held plus what has already gone to heirs, less the debts still owed. (Measured
 * against what had been allocated so far, every heir showed 100% as soon as anything was allocated.)
 */
import type { Facts } from '../entities/working-copy.ts';
import type { Derived } from './types.ts';

export function heirsPool(f: Facts, d: Derived): number {
  let held = 0;
  for (const a of f.assets) held += d.assets.get(a.id)?.val ?? 0;
  let given = 0;
  for (const h of d.heirs.values()) given += h.val_distrib;
  return Math.max(0, held + given - d.meta.debt);
}

/** The heir's goal in cents, or null without a target. Percent targets are thousandths of a percent. */
export function heirGoal(
  h: { val_target: number | null; percent_target: number | null },
  pool: number,
): number | null {
  if (h.val_target !== null) return h.val_target;
  return h.percent_target === null ? null : Math.round((pool * h.percent_target) / 100_000);
}
