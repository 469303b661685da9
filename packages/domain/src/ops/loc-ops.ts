/** Location rules: a location needs a name, and no two of an estate's locations share one (case and spaces aside). */

import { MSG_LOC_MISSING, MSG_LOC_NAME_REQUIRED, MSG_TEMP_IDS, msgLocTaken } from '../api/messages.ts';
import { type Loc, ZLoc } from '../entities/people.ts';
import type { Facts } from '../entities/working-copy.ts';
import { MSG_INVALID_FORM } from '../messages.ts';
import { fail, type NewItem, newItemId, type OpResult, ok } from './result.ts';

/** The form two location names are compared in (the database's unique index uses the same: lower(btrim(name))). */
export const locKey = (name: string): string => name.trim().toLowerCase();

function refused(f: Facts, c: Loc): OpResult | null {
  if (!c.name.trim()) return fail('name_required', MSG_LOC_NAME_REQUIRED);
  const key = locKey(c.name);
  if (f.locs.some((x) => x.id !== c.id && locKey(x.name) === key))
    return fail('unique', msgLocTaken(c.name.trim()));
  return null;
}

export function addLoc(f: Facts, input: NewItem<Partial<Loc>>): OpResult {
  const id = newItemId(f, input.id);
  if (id === null || f.locs.some((x) => x.id === id)) return fail('temp_id', MSG_TEMP_IDS);
  const r = ZLoc.safeParse({ ...input, id });
  if (!r.success) return fail('invalid', MSG_INVALID_FORM);
  return refused(f, r.data) ?? ok({ ...f, locs: [...f.locs, r.data] }, { id });
}

export function editLoc(f: Facts, id: number, patch: Omit<Partial<Loc>, 'id'>): OpResult {
  const old = f.locs.find((x) => x.id === id);
  if (!old) return fail('missing', MSG_LOC_MISSING);
  const r = ZLoc.safeParse({ ...old, ...patch, id });
  if (!r.success) return fail('invalid', MSG_INVALID_FORM);
  return refused(f, r.data) ?? ok({ ...f, locs: f.locs.map((x) => (x.id === id ? r.data : x)) }, { id });
}
