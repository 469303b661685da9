import { isDeepStrictEqual } from 'node:util';
import { type EstateRow, type Exec, writeDerivedColumns, writeDerivedTotals } from '@probity/db';
import type { Derived, Facts } from '@probity/domain';

/** True when the derived values stored with the estate are the engine's for its current revision. */
export const derivedFresh = (e: EstateRow): boolean => e.derived_rev === e.revision;

/**
 * Stores what the engine derived for `facts` with the estate (inside the save's transaction, after its writes):
 * the estate totals and every item's derived columns, which GET /full answers without running the engine. Only
 * rows whose figures moved are rewritten: `stored`, when the caller knows it, is what the columns hold now (the
 * engine's values of the facts before the save), and rows whose values it already holds are not even sent. New
 * items may still carry the save's temporary ids: `ids` maps them to their real ids; an item left unmapped leaves
 * the values unstamped, and the next read derives them again. Answers how many item rows it rewrote.
 */
export async function storeDerived(
  tx: Exec,
  estateId: string,
  facts: Facts,
  derived: Derived,
  ids: ReadonlyMap<number, number> = new Map(),
  stored?: Derived,
): Promise<number> {
  let complete = true;
  let written = 0;
  const real = (id: number): number | null => {
    const r = id > 0 ? id : (ids.get(id) ?? null);
    if (r === null) complete = false;
    return r;
  };
  /** The rows to write: each item's values as `row` reads them from the derived values, unless `stored` has them. */
  const rowsOf = <T extends { id: number }, R>(
    items: readonly T[],
    row: (d: Derived, item: T) => R | undefined,
  ) => {
    const out: ({ id: number } & R)[] = [];
    for (const item of items) {
      const id = real(item.id);
      const r = row(derived, item);
      if (id === null || r === undefined) continue;
      if (stored && id === item.id && isDeepStrictEqual(r, row(stored, item))) continue;
      out.push({ ...r, id });
    }
    return out;
  };
  const d = derived;
  // Assets, debts and heirs store their derived record as is.
  for (const part of ['assets', 'debts', 'heirs'] as const) {
    written += await writeDerivedColumns(
      tx,
      part,
      estateId,
      rowsOf(facts[part] as readonly { id: number }[], (x, item) =>
        (x[part] as ReadonlyMap<number, object>).get(item.id),
      ),
    );
  }
  written += await writeDerivedColumns(
    tx,
    'txacts',
    estateId,
    rowsOf(facts.txacts, (x, t) => {
      const v = x.txacts.get(t.id);
      return (
        v && {
          balance: v.balance,
          balance_item: v.balance_item,
          effective_val: v.val,
          effective_cost_basis: v.cost_basis,
        }
      );
    }),
  );
  written += await writeDerivedColumns(
    tx,
    'exec_expenses',
    estateId,
    rowsOf(facts.exec_expenses, (x, e) => {
      const paid = x.expensePaid.get(e.id);
      return { paid: paid === undefined ? null : real(paid) };
    }),
  );
  const m = d.meta;
  await writeDerivedTotals(
    tx,
    estateId,
    {
      debt: m.debt,
      debt_death: m.debt_death,
      refunds: m.refunds,
      land: m.land,
      spouse: m.spouse,
      gval_estimate: m.gval_estimate,
      gval_death: m.gval_death,
      gval_use_actual: m.gval_use_actual,
      unpaid_expenses: m.unpaid_expenses,
    },
    complete,
  );
  return written;
}
