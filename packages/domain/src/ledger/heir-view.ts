// The heir's side (issue 39): what one heir sees of the estate, from the same engine values the Overview draws.
import type { HeirDistribution, HeirView } from '../api/heir-view.ts';
import type { Facts } from '../entities/working-copy.ts';
import { CAT, DISTRIB_TYPE, DISTRIB_TYPES, labelOf } from '../enums.ts';
import type { Task } from '../tasks/types.ts';
import { heirGoal, heirsPool } from './heir-goals.ts';
import { keyFigures } from './overview-figures.ts';
import type { Derived } from './types.ts';

const UPCOMING = 5;

/** One heir's share and the estate around it, on `today` (ISO); null when the estate has no such heir. */
export function heirView(
  f: Facts,
  d: Derived,
  heirId: number,
  tasks: readonly Task[],
  today: string,
): Omit<HeirView, 'estate'> | null {
  const h = f.heirs.find((x) => x.id === heirId);
  if (!h) return null;
  const { valueDeath, remaining, debts, distributed } = keyFigures(f, d);
  const open = tasks.filter((t) => !t.na && !t.hidden && !t.inactive);
  const upcoming = open
    // what comes next: the deadlines not yet passed (an overdue task is the executor's to deal with)
    .filter((t) => !t.done && t.due !== null && t.due >= today)
    .sort((a, b) => (a.due as string).localeCompare(b.due as string) || a.order - b.order)
    .slice(0, UPCOMING)
    .map((t) => ({ name: t.name, due: t.due as string }));
  const distributions = heirDistributions(f, d, heirId);
  const x = d.heirs.get(heirId) ?? { val_alloc: 0, val_distrib: 0 };
  return {
    figures: { valueDeath, remaining, debts, distributed },
    progress: { done: open.filter((t) => t.done).length, total: open.length },
    upcoming,
    heir: {
      id: h.id,
      name: h.name,
      percent_target: h.percent_target,
      val_target: h.val_target,
      goal: heirGoal(h, heirsPool(f, d)),
      allocated: x.val_alloc,
      distributed: x.val_distrib,
      expected: Math.max(0, x.val_alloc - x.val_distrib),
      distributions,
    },
  };
}

/**
 * An heir's distributions as the heirs' side shows them: done ones first by date (`date` set: what a receipt and
 * release may cover), then the plans (`date: null`), each valued as the engine values it today.
 */
export function heirDistributions(f: Facts, d: Derived, heirId: number): HeirDistribution[] {
  const assetName = new Map(f.assets.map((a) => [a.id, a.name]));
  return (
    f.txacts
      .filter((t) => t.cat === CAT.distribution && t.heir_id === heirId)
      .map((t) => ({
        id: t.id,
        asset: assetName.get(t.asset) ?? '',
        date: t.date,
        value: d.txacts.get(t.id)?.val ?? t.val,
        reason: labelOf(DISTRIB_TYPES, t.reason ?? DISTRIB_TYPE.other),
      }))
      // done ones first, by date; then the plans
      .sort((a, b) => (a.date ?? '9999').localeCompare(b.date ?? '9999') || a.id - b.id)
  );
}
