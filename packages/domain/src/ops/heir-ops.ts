/** Heir rules: spouse flag, percentage warning, delete with distributions after confirmation. */

import { MSG_TEMP_IDS } from '../api/messages.ts';
import { type Heir, type HeirInput, ZHeir } from '../entities/heir.ts';
import type { Facts } from '../entities/working-copy.ts';
import { CAT, HEIR_RELATIONSHIP } from '../enums.ts';
import * as M from '../messages.ts';
import {
  ask,
  fail,
  type NewItem,
  newItemId,
  type OpContext,
  type OpEvent,
  type OpResult,
  ok,
} from './result.ts';

const hasSpouse = (f: Facts): boolean => f.heirs.some((h) => h.i_type === HEIR_RELATIONSHIP.spouse);

/** Warnings for the heirs as a whole: percentages over 100%. */
export function heirWarnings(heirs: readonly Heir[]): string[] {
  const total = heirs.reduce((s, h) => s + (h.percent_target ?? 0), 0);
  return total > 100_000 ? [M.MSG_HEIR_PERCENT_OVER] : [];
}

function finish(before: Facts, next: Facts, id: number): OpResult {
  const events: OpEvent[] = [];
  if (!hasSpouse(before) && hasSpouse(next)) events.push('spouse_on');
  if (hasSpouse(before) && !hasSpouse(next)) events.push('spouse_off');
  return ok(next, { id, events, warnings: heirWarnings(next.heirs) });
}

export function addHeir(f: Facts, input: NewItem<HeirInput>): OpResult {
  const id = newItemId(f, input.id);
  if (id === null) return fail('temp_id', MSG_TEMP_IDS);
  const r = ZHeir.safeParse({ ...input, id });
  if (!r.success) return fail('invalid', M.MSG_INVALID_FORM);
  return finish(f, { ...f, heirs: [...f.heirs, r.data] }, r.data.id);
}

export function editHeir(f: Facts, id: number, patch: Partial<Omit<Heir, 'id'>>): OpResult {
  const old = f.heirs.find((h) => h.id === id);
  if (!old) return fail('missing', M.MSG_NOT_FOUND);
  const r = ZHeir.safeParse({ ...old, ...patch });
  if (!r.success) return fail('invalid', M.MSG_INVALID_FORM);
  return finish(f, { ...f, heirs: f.heirs.map((h) => (h.id === id ? r.data : h)) }, id);
}

export function deleteHeir(f: Facts, id: number, ctx: OpContext): OpResult {
  if (!f.heirs.some((h) => h.id === id)) return fail('missing', M.MSG_NOT_FOUND);
  const isHis = (t: { cat: number; heir_id: number | null }): boolean =>
    t.cat === CAT.distribution && t.heir_id === id;
  if (f.txacts.some(isHis)) {
    const s = ask(ctx, 'delete_heir_distribs', M.CONFIRM_DELETE_HEIR_DISTRIBS);
    if (s) return s;
  }
  return finish(
    f,
    { ...f, heirs: f.heirs.filter((h) => h.id !== id), txacts: f.txacts.filter((t) => !isHis(t)) },
    id,
  );
}
