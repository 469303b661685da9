import type { Exec } from '../client.ts';

// Whether the derived values stored with an estate (estates.derived_rev) still hold after a transaction: writes
// of the engine's inputs are noted on the transaction handle, storing the derived values notes that too, and the
// revision bump carries derived_rev forward unless inputs were written after the last store.

/** Item tables the engine reads; the others (contacts, log, places, bank rows) move no derived value. */
const ENGINE_PARTS: ReadonlySet<string> = new Set(['assets', 'debts', 'heirs', 'txacts', 'exec_expenses']);
/** Item fields no derived value depends on: a change of only these leaves the stored values standing. */
const LABEL_FIELDS: ReadonlySet<string> = new Set(['id', 'name', 'account', 'note', 'loc_name', 'files']);
/** Estate fields the engine reads. */
const ENGINE_META: readonly string[] = ['death_date', 'trust', 'country_code'];

type Mark = 'written' | 'stored';
const marks = new WeakMap<object, Map<string, Mark>>();

function note(x: Exec, estateId: string, mark: Mark): void {
  let m = marks.get(x);
  if (!m) {
    m = new Map();
    marks.set(x, m);
  }
  m.set(estateId, mark);
}

/** `fields`: the fields an update changes (an insert or a delete passes none). */
export function noteItemsWritten(x: Exec, part: string, estateId: string, fields?: readonly string[]): void {
  if (!ENGINE_PARTS.has(part) || fields?.every((f) => LABEL_FIELDS.has(f))) return;
  note(x, estateId, 'written');
}

/** Whether writing these estate fields moves a derived value. */
export const movesDerived = (fields: readonly string[]): boolean =>
  ENGINE_META.some((k) => fields.includes(k));

export function noteEstateWritten(x: Exec, estateId: string, fields: readonly string[]): void {
  if (movesDerived(fields)) note(x, estateId, 'written');
}

export function noteDerivedStored(x: Exec, estateId: string): void {
  note(x, estateId, 'stored');
}

/** True unless the engine's inputs were written since the derived values were last stored (or ever, here). */
export function derivedStillHold(x: Exec, estateId: string): boolean {
  const mark = marks.get(x)?.get(estateId);
  marks.get(x)?.delete(estateId);
  return mark !== 'written';
}
