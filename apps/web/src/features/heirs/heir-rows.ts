// Heir rows for the grid: each heir with what the engine derived (allocated, benefits, distributed).
import type { Derived, Facts, HeirFull } from '@probity/domain';

const NONE = { val_alloc: 0, val_benefit: 0, val_bequest: 0, val_distrib: 0 };

export const heirRows = (f: Facts, d: Derived): HeirFull[] =>
  f.heirs.map((h) => ({ ...h, ...(d.heirs.get(h.id) ?? NONE) }));

/** Targets mix percentages and fixed sums, so Target Value has no meaningful total. */
export const HEIR_TOTALS_SKIP = ['val_target'];
