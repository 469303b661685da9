// The open estate's working copy (DESIGN.md §5): one zustand store, dirty tracking per part, temporary negative ids
// for new items. Loading, saving and local backup live in their own modules and drive this store.
import type { SaveRequest } from '@probity/domain';
import { create } from 'zustand';
import { buildBatch, dirtyParts, remapIds, settleChanges } from './batch';
import {
  type Changes,
  type Dec,
  type EstateMode,
  emptyChanges,
  emptyLists,
  type Item,
  type ListPart,
  type Meta,
  type Part,
  type WorkingCopy,
} from './types';

export interface LoadError {
  status: number;
  msg: string;
}

export interface EstateState {
  estateId: string | null;
  mode: EstateMode;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: LoadError | null;
  revision: number;
  viewOnly: boolean;
  role: string | null;
  work: WorkingCopy;
  changes: Changes;
  /** Increases on every edit; a save clears only the changes made up to the sequence it sent. */
  seq: number;
  nextTempId: number;
  saving: boolean;
  /** Pending operations that a save must wait for (workspace §4 "save-waits"). */
  saveWaits: number;
  lastSavedAt: number | null;

  startLoading(estateId: string, mode: EstateMode): void;
  loaded(args: { work: WorkingCopy; revision: number; viewOnly: boolean; role: string | null }): void;
  failed(error: LoadError): void;
  setMeta(patch: Meta): void;
  setDec(patch: Dec): void;
  addItem(part: ListPart, item: Omit<Item, 'id'>): number;
  modItem(part: ListPart, id: number, patch: Record<string, unknown>): void;
  delItem(part: ListPart, id: number): void;
  restore(args: { work: WorkingCopy; changes: Changes; revision: number; nextTempId: number }): void;
  beginSave(force: boolean): { batch: SaveRequest; sentSeq: number; snapshot: WorkingCopy };
  saveDone(args: { revision: number; ids: Record<string, number>; sentSeq: number }): void;
  saveFailed(): void;
  holdSave(): () => void;
  reset(): void;
}

const blankWork = (): WorkingCopy => ({ meta: {}, dec: {}, lists: emptyLists(), locs: [] });

const initial = {
  estateId: null,
  mode: 'real' as EstateMode,
  status: 'idle' as const,
  error: null,
  revision: 0,
  viewOnly: false,
  role: null,
  work: blankWork(),
  changes: emptyChanges(),
  seq: 0,
  nextTempId: -1,
  saving: false,
  saveWaits: 0,
  lastSavedAt: null,
};

/** The longest a save-wait may hold saving back (workspace §9: save-wait release delay 10 s). */
export const SAVE_WAIT_RELEASE_MS = 10_000;

export const useEstateStore = create<EstateState>()((set, get) => ({
  ...initial,

  startLoading: (estateId, mode) =>
    set({ ...initial, work: blankWork(), changes: emptyChanges(), estateId, mode, status: 'loading' }),
  loaded: ({ work, revision, viewOnly, role }) =>
    set({
      work,
      revision,
      viewOnly,
      role,
      status: 'ready',
      error: null,
      changes: emptyChanges(),
      seq: 0,
      nextTempId: nextTempIdFor(work),
    }),
  failed: (error) => set({ status: 'error', error }),

  setMeta: (patch) =>
    set((s) => {
      const seq = s.seq + 1;
      const meta = { ...s.changes.meta };
      for (const k of Object.keys(patch)) meta[k] = seq;
      return {
        seq,
        work: { ...s.work, meta: { ...s.work.meta, ...patch } },
        changes: { ...s.changes, meta },
      };
    }),
  setDec: (patch) =>
    set((s) => {
      const seq = s.seq + 1;
      const dec = { ...s.changes.dec };
      for (const k of Object.keys(patch)) dec[k] = seq;
      return { seq, work: { ...s.work, dec: { ...s.work.dec, ...patch } }, changes: { ...s.changes, dec } };
    }),
  addItem: (part, item) => {
    const id = get().nextTempId;
    set((s) => ({
      seq: s.seq + 1,
      nextTempId: id - 1,
      work: { ...s.work, lists: { ...s.work.lists, [part]: [...s.work.lists[part], { ...item, id }] } },
    }));
    return id;
  },
  modItem: (part, id, patch) =>
    set((s) => {
      const seq = s.seq + 1;
      const list = s.work.lists[part].map((i) => (i.id === id ? { ...i, ...patch, id } : i));
      const mod = { ...s.changes.mod, [part]: { ...s.changes.mod[part], [String(id)]: seq } };
      return {
        seq,
        work: { ...s.work, lists: { ...s.work.lists, [part]: list } },
        changes: { ...s.changes, mod },
      };
    }),
  delItem: (part, id) =>
    set((s) => {
      const seq = s.seq + 1;
      const list = s.work.lists[part].filter((i) => i.id !== id);
      const modPart = { ...s.changes.mod[part] };
      delete modPart[String(id)];
      const del =
        id > 0 ? { ...s.changes.del, [part]: { ...s.changes.del[part], [String(id)]: seq } } : s.changes.del;
      return {
        seq,
        work: { ...s.work, lists: { ...s.work.lists, [part]: list } },
        changes: { ...s.changes, mod: { ...s.changes.mod, [part]: modPart }, del },
      };
    }),
  // The backup's change marks carry sequence numbers from the earlier page: continue after the largest, or a
  // save would count them as newer than what it sent and leave them dirty.
  restore: ({ work, changes, revision, nextTempId }) =>
    set((s) => ({
      work,
      changes,
      revision,
      nextTempId,
      seq: Math.max(s.seq, maxSeq(changes)) + 1,
      status: 'ready',
    })),

  beginSave: (force) => {
    const s = get();
    set({ saving: true });
    return { batch: buildBatch(s.work, s.changes, s.revision, force), sentSeq: s.seq, snapshot: s.work };
  },
  saveDone: ({ revision, ids, sentSeq }) =>
    set((s) => ({
      saving: false,
      revision,
      lastSavedAt: Date.now(),
      work: remapIds(s.work, ids),
      changes: settleChanges(s.changes, sentSeq, ids),
    })),
  saveFailed: () => set({ saving: false }),

  holdSave: () => {
    set((s) => ({ saveWaits: s.saveWaits + 1 }));
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(timer);
      set((s) => ({ saveWaits: Math.max(0, s.saveWaits - 1) }));
    };
    const timer = setTimeout(release, SAVE_WAIT_RELEASE_MS);
    return release;
  },

  reset: () => set({ ...initial, work: blankWork(), changes: emptyChanges() }),
}));

/** Below every temporary (negative) id already in the copy: a new estate arrives holding its cashflow account. */
function nextTempIdFor(work: WorkingCopy): number {
  let min = 0;
  for (const list of Object.values(work.lists)) for (const item of list) min = Math.min(min, item.id);
  return min - 1;
}

/** The largest sequence number anywhere in a change record (nested maps of field or id -> seq). */
function maxSeq(node: unknown): number {
  if (typeof node === 'number') return node;
  if (!node || typeof node !== 'object') return 0;
  return Object.values(node).reduce<number>((m, v) => Math.max(m, maxSeq(v)), 0);
}

export const selectDirtyParts = (s: EstateState): Part[] => dirtyParts(s.changes, s.work);

/** True when there is something a save would send. View-only and Sample estates never count as dirty. */
export const selectIsDirty = (s: EstateState): boolean =>
  s.status === 'ready' && !s.viewOnly && s.mode !== 'sample' && dirtyParts(s.changes, s.work).length > 0;

export const selectCanSave = (s: EstateState): boolean =>
  s.status === 'ready' && !s.viewOnly && s.mode !== 'sample';
