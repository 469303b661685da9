// Key figures and chart data of the Overview tab, from the engine's recompute only (pure, unit-tested).
import type { Facts } from '../entities/working-copy.ts';
import { heirGoal, heirsPool } from './heir-goals.ts';
import type { Derived } from './types.ts';

export interface KeyFigures {
  valuePre: number;
  valueDeath: number;
  remaining: number;
  distributed: number;
  debts: number;
  debtsDeath: number;
}

export function keyFigures(f: Facts, d: Derived): KeyFigures {
  let valuePre = 0;
  let remaining = 0;
  for (const a of f.assets) {
    if (a.date === null && !a.sundry_refunds) valuePre += a.val_pre ?? 0;
    remaining += d.assets.get(a.id)?.val ?? 0;
  }
  let distributed = 0;
  for (const h of d.heirs.values()) distributed += h.val_distrib;
  return {
    valuePre,
    valueDeath: d.meta.gval_death,
    remaining,
    distributed,
    debts: d.meta.debt,
    debtsDeath: d.meta.debt_death,
  };
}

export interface Slice {
  name: string;
  value: number;
}

/** Where the estate's value has gone: distributed, planned for heirs, sold, and what has no plan yet. */
export function dispositionProgress(f: Facts, d: Derived): Slice[] {
  let done = 0;
  let planned = 0;
  let sold = 0;
  let open = 0;
  for (const a of f.assets) {
    const x = d.assets.get(a.id);
    if (!x) continue;
    done += x.val_distrib;
    planned += Math.max(0, x.val_alloc - x.val_distrib);
    sold += x.paid ?? 0;
    if (!x.settled) open += Math.max(0, x.val - Math.max(0, x.val_alloc - x.val_distrib));
  }
  return [
    { name: 'Distributed', value: done },
    { name: 'Planned for heirs', value: planned },
    { name: 'Sold', value: sold },
    { name: 'Not yet planned', value: open },
  ];
}

export interface HeirBar {
  name: string;
  distributed: number;
  planned: number;
  /** Share of the heir's target reached, in percent, capped at 101 so one large heir does not flatten the rest. */
  target: number | null;
  targetRaw: number | null;
}

export const TARGET_CAP = 101;

export function heirBars(f: Facts, d: Derived): HeirBar[] {
  const pool = heirsPool(f, d);
  return f.heirs.map((h) => {
    const x = d.heirs.get(h.id) ?? { val_alloc: 0, val_distrib: 0 };
    const goal = heirGoal(h, pool);
    const raw = goal === null || goal === 0 ? null : Math.round((x.val_alloc / goal) * 1000) / 10;
    return {
      name: h.name || `Heir ${h.id}`,
      distributed: x.val_distrib,
      planned: Math.max(0, x.val_alloc - x.val_distrib),
      target: raw === null ? null : Math.min(raw, TARGET_CAP),
      targetRaw: raw,
    };
  });
}
