import { type EstateRow, type Exec, writeDerivedColumns, writeDerivedTotals } from '@probity/db';
import type { Derived, Facts } from '@probity/domain';

/** True when the derived values stored with the estate are the engine's for its current revision. */
export const derivedFresh = (e: EstateRow): boolean => e.derived_rev === e.revision;

/**
 * Stores what the engine derived for `facts` with the estate (inside the save's transaction, after its writes):
 * the estate totals and every item's derived columns, which GET /full answers without running the engine. Only
 * rows whose figures moved are rewritten. New items may still carry the save's temporary ids: `ids` maps them to
 * their real ids; an item left unmapped leaves the values unstamped, and the next read derives them again.
 */
export async function storeDerived(
  tx: Exec,
  estateId: string,
  facts: Facts,
  derived: Derived,
  ids: ReadonlyMap<number, number> = new Map(),
): Promise<void> {
  let complete = true;
  const real = (id: number): number | null => {
    const r = id > 0 ? id : (ids.get(id) ?? null);
    if (r === null) complete = false;
    return r;
  };
  const rowsOf = <T extends { id: number }, R>(items: readonly T[], row: (item: T) => R | undefined) => {
    const out: ({ id: number } & R)[] = [];
    for (const item of items) {
      const id = real(item.id);
      const r = row(item);
      if (id !== null && r !== undefined) out.push({ ...r, id });
    }
    return out;
  };
  const d = derived;
  // Assets, debts and heirs store their derived record as is.
  for (const part of ['assets', 'debts', 'heirs'] as const) {
    const values = d[part] as ReadonlyMap<number, object>;
    await writeDerivedColumns(
      tx,
      part,
      estateId,
      rowsOf(facts[part] as readonly { id: number }[], (x) => values.get(x.id)),
    );
  }
  await writeDerivedColumns(
    tx,
    'txacts',
    estateId,
    rowsOf(facts.txacts, (t) => {
      const x = d.txacts.get(t.id);
      return (
        x && {
          balance: x.balance,
          balance_item: x.balance_item,
          effective_val: x.val,
          effective_cost_basis: x.cost_basis,
        }
      );
    }),
  );
  await writeDerivedColumns(
    tx,
    'exec_expenses',
    estateId,
    rowsOf(facts.exec_expenses, (e) => {
      const paid = d.expensePaid.get(e.id);
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
}
