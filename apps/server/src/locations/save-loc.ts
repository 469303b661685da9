import {
  type Facts,
  type LocSaved,
  MSG_LOC_MISSING,
  type SaveParts,
  type ZLocCreate,
  type ZLocUpdate,
} from '@probity/domain';
import type { z } from 'zod';
import { saveEstate, type WriterAccess } from '../estate/index.ts';
import { notFound } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';

/** Parts whose items name a location (loc_name). */
const USERS = ['assets', 'debts', 'heirs'] as const;

/** POST /api/loc/: a new location. A name already taken is refused inside the save (addLoc), so racing calls store one. */
export async function addLoc(
  ctx: AppContext,
  writer: WriterAccess,
  { name, note, revision, force }: z.infer<typeof ZLocCreate>,
): Promise<LocSaved> {
  const parts = { locs: { add: [{ id: -1, name, note }], mod: [], del: [] } };
  const saved = await saveEstate(ctx, writer, { revision, force }, parts, 'locs');
  return { id: saved.ids['-1'] as number, name, note, revision: saved.revision };
}

/**
 * PUT /api/loc/{locId}: a new name or note. A rename carries the new name to every item that used the old one,
 * in the same save: the items are found on the estate as the save locks it, so none is missed.
 */
export async function editLoc(
  ctx: AppContext,
  writer: WriterAccess,
  locId: number,
  { name, note, revision, force }: z.infer<typeof ZLocUpdate>,
): Promise<LocSaved> {
  let old: Facts['locs'][number] | undefined;
  const plan = (facts: Facts): SaveParts => {
    old = facts.locs.find((l) => l.id === locId);
    if (!old) throw notFound(MSG_LOC_MISSING);
    const was = old.name;
    const change = {
      id: old.id,
      ...(name === undefined ? {} : { name }),
      ...(note === undefined ? {} : { note }),
    };
    const parts: SaveParts = { locs: { add: [], mod: [change], del: [] } };
    if (name === undefined || name === was) return parts;
    for (const part of USERS) {
      const mod = facts[part].filter((i) => i.loc_name === was).map((i) => ({ id: i.id, loc_name: name }));
      if (mod.length) parts[part] = { add: [], mod, del: [] };
    }
    return parts;
  };
  const saved = await saveEstate(ctx, writer, { revision, force }, plan, 'locs');
  const was = old as NonNullable<typeof old>;
  return { id: was.id, name: name ?? was.name, note: note ?? was.note, revision: saved.revision };
}
