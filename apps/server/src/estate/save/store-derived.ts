import { isDeepStrictEqual } from 'node:util';
import { type EstateRow, type Exec, writeDerived } from '@probity/db';
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
  const real = (id: number): number | null => {
    const r = id > 0 ? id : (ids.get(id) ?? null);
    if (r === null) complete = false;
    return r;
  };
  /**
   * The rows to write: each item's values as `row` makes them from its derived record (`of`), unless `stored` has
   * them. The engine carries an unmoved item's record over as the same object, so most rows compare by identity.
   */
  const rowsOf = <T extends { id: number }, V, R>(
    items: readonly T[],
    of: (d: Derived, item: T) => V | undefined,
    row: (v: V, item: T) => R,
  ) => {
    const out: ({ id: number } & R)[] = [];
    for (const item of items) {
      const id = real(item.id);
      const v = of(derived, item);
      if (id === null || v === undefined) continue;
      const was = stored && id === item.id ? of(stored, item) : undefined;
      if (was === v) continue;
      const r = row(v, item);
      if (was !== undefined && isDeepStrictEqual(r, row(was, item))) continue;
      out.push({ ...r, id });
    }
    return out;
  };
  const same = <V>(v: V) => v;
  // Assets, debts and heirs store their derived record as is.
  const record = <P extends 'assets' | 'debts' | 'heirs'>(part: P) =>
    rowsOf(
      facts[part] as readonly { id: number }[],
      (x, item) => (x[part] as ReadonlyMap<number, object>).get(item.id),
      same,
    );
  const rows = {
    assets: record('assets'),
    debts: record('debts'),
    heirs: record('heirs'),
    txacts: rowsOf(
      facts.txacts,
      (x, t) => x.txacts.get(t.id),
      (v) => ({
        balance: v.balance,
        balance_item: v.balance_item,
        effective_val: v.val,
        effective_cost_basis: v.cost_basis,
      }),
    ),
    exec_expenses: rowsOf(
      facts.exec_expenses,
      (x, e) => x.expensePaid.get(e.id) ?? null,
      (paid) => ({ paid: paid === null ? null : real(paid) }),
    ),
  };
  const m = derived.meta;
  // every part's rows and the totals in one statement
  return writeDerived(
    tx,
    estateId,
    // the records of assets, debts and heirs carry their derived columns among other fields, read by name
    rows as unknown as Parameters<typeof writeDerived>[2],
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
