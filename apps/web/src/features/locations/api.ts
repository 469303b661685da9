// Locations (docs/api.md, Locations): named places shared by assets, debts and heirs through their loc_name. A name
// typed for the first time becomes a location at once: on the server for a saved estate (POST /api/loc/, a save of its
// own that moves the revision on), in the working copy for a new estate (created with it).
import type { Loc, LocCreate, LocSaved } from '@probity/domain';
import { useMemo } from 'react';
import { useEstateStore } from '../../estate';
import { apiPost, errorText } from '../../lib/api';

const key = (s: string) => s.trim().toLowerCase();
const LOC_TEMP_BASE = -1_000_000;

/** Every location name of the open estate: the locations, plus names items use that predate them. */
export function locationNames(work: {
  locs: unknown[];
  lists: Record<string, readonly Record<string, unknown>[]>;
}): string[] {
  const seen = new Map<string, string>();
  const add = (n: unknown) => {
    if (typeof n === 'string' && n.trim() && !seen.has(key(n))) seen.set(key(n), n.trim());
  };
  for (const l of work.locs as Partial<Loc>[]) add(l?.name);
  for (const part of ['assets', 'debts', 'heirs']) for (const i of work.lists[part] ?? []) add(i.loc_name);
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

export function useLocationNames(): string[] {
  const locs = useEstateStore((s) => s.work.locs);
  const assets = useEstateStore((s) => s.work.lists.assets);
  const debts = useEstateStore((s) => s.work.lists.debts);
  const heirs = useEstateStore((s) => s.work.lists.heirs);
  return useMemo(
    () => locationNames({ locs, lists: { assets, debts, heirs } }),
    [locs, assets, debts, heirs],
  );
}

/**
 * The location of this name, created when new. Resolves with the name to store in loc_name (an existing
 * location keeps its own spelling), or throws the server's refusal.
 */
export async function ensureLocation(name: string): Promise<string> {
  const wanted = name.trim();
  const s = useEstateStore.getState();
  if (!wanted) return '';
  const existing = s.work.locs.find((l) => key(l.name) === key(wanted));
  if (existing) return existing.name;
  if (s.mode === 'new') {
    // Temporary ids must be unique across the whole save. The engine numbers new items down from the lowest item
    // id and does not see locations, so locations take theirs from a range of their own.
    const used = new Set(s.work.locs.map((l) => l.id));
    let id = LOC_TEMP_BASE;
    while (used.has(id)) id--;
    useEstateStore.setState((x) => ({
      work: { ...x.work, locs: [...x.work.locs, { id, name: wanted, note: '' }] },
    }));
    return wanted;
  }
  if (s.mode !== 'real' || !s.estateId) return wanted;
  const sent = s.revision;
  const body: LocCreate = { estate_id: s.estateId, name: wanted, note: '', revision: sent };
  const res = await apiPost<LocSaved>('/api/loc/', body);
  useEstateStore.setState((x) => ({
    // Our own save moved the server on by one; unsaved edits stay unsaved.
    revision: x.revision === sent ? res.revision : x.revision,
    work: { ...x.work, locs: [...x.work.locs, { id: res.id, name: res.name, note: res.note }] },
  }));
  return res.name;
}

/** A form's typed location resolved for its submit: the name to store, or null after reporting the refusal. */
export async function resolveLocation(
  typed: string,
  onError: (message: string) => void,
): Promise<string | null> {
  try {
    return await ensureLocation(typed);
  } catch (e) {
    onError(errorText(e));
    return null;
  }
}
