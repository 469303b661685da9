/**
 * Rows equal field by field to the previous rows with the same id keep their previous object. Tabs rebuild every
 * row after an edit (rows join facts with derived values); AG Grid compares row objects by identity, so without
 * this one edit would redraw, refilter and resort every row of a maximum estate instead of the few it changed.
 */
export function keepUnchanged<T>(
  rows: readonly T[],
  previous: ReadonlyMap<unknown, T>,
  idOf: (row: T) => unknown,
): { rows: T[]; byId: Map<unknown, T> } {
  const byId = new Map<unknown, T>();
  const out = rows.map((row) => {
    const id = idOf(row);
    const old = previous.get(id);
    const kept = old !== undefined && shallowEqual(old, row) ? old : row;
    byId.set(id, kept);
    return kept;
  });
  return { rows: out, byId };
}

function shallowEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  for (const k of ka) if (!Object.is(ra[k], rb[k])) return false;
  return true;
}
