// The open estate's working copy (docs/architecture.md, "The web estate core"): one zustand store, dirty tracking per
// part, temporary negative ids for new items. Items change only through the engine (applyFacts); loading, saving and
// the local backup live in features/save and drive this store.
import { create } from 'zustand';
import { typedCopy } from './typed-items';
import {
  type Changes,
  type Dec,
  type EstateMode,
  emptyChanges,
  emptyLists,
  type Meta,
  type RawWorkingCopy,
  type WorkingCopy,
} from './working-copy';

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
  /** Pending operations ("save-waits") that a save must wait for, so it does not store half a change. */
  saveWaits: number;
  lastSavedAt: number | null;

  startLoading(estateId: string, mode: EstateMode): void;
  loaded(args: { work: RawWorkingCopy; revision: number; viewOnly: boolean; role: string | null }): void;
  failed(error: LoadError): void;
  setMeta(patch: Meta): void;
  setDec(patch: Dec): void;
  restore(args: { work: RawWorkingCopy; changes: Changes; revision: number; nextTempId: number }): void;
  /** A save went through: the copy with the server's ids, and the changes it did not send. */
  saved(args: { revision: number; work: RawWorkingCopy; changes: Changes }): void;
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

/** The longest a save-wait may hold saving back (10 s), so a stuck operation never blocks saving for good. */
export const SAVE_WAIT_RELEASE_MS = 10_000;

/** Marks each key of a patch as changed by edit `seq`. */
export function marked(marks: Record<string, number>, patch: object, seq: number): Record<string, number> {
  const out = { ...marks };
  for (const k of Object.keys(patch)) out[k] = seq;
  return out;
}

export const useEstateStore = create<EstateState>()((set) => ({
  ...initial,

  startLoading: (estateId, mode) =>
    set({ ...initial, work: blankWork(), changes: emptyChanges(), estateId, mode, status: 'loading' }),
  loaded: ({ work, revision, viewOnly, role }) => {
    const typed = typedCopy(work);
    set({
      work: typed,
      revision,
      viewOnly,
      role,
      status: 'ready',
      error: null,
      changes: emptyChanges(),
      seq: 0,
      nextTempId: nextTempIdFor(typed),
    });
  },
  failed: (error) => set({ status: 'error', error }),

  // Meta and decedent fields without a rule of their own (label, states, task state); the rest go through the
  // engine's operations, which keep the fields that depend on each other in step.
  setMeta: (patch) =>
    set((s) => {
      const seq = s.seq + 1;
      const meta = marked(s.changes.meta, patch, seq);
      return {
        seq,
        work: { ...s.work, meta: { ...s.work.meta, ...patch } },
        changes: { ...s.changes, meta },
      };
    }),
  setDec: (patch) =>
    set((s) => {
      const seq = s.seq + 1;
      const dec = marked(s.changes.dec, patch, seq);
      return { seq, work: { ...s.work, dec: { ...s.work.dec, ...patch } }, changes: { ...s.changes, dec } };
    }),
  // The backup's change marks carry sequence numbers from the earlier page: continue after the largest, or a
  // save would count them as newer than what it sent and leave them dirty.
  restore: ({ work, changes, revision, nextTempId }) =>
    set((s) => ({
      work: typedCopy(work),
      changes,
      revision,
      nextTempId,
      seq: Math.max(s.seq, maxSeq(changes)) + 1,
      status: 'ready',
    })),

  saved: ({ revision, work, changes }) =>
    set({ saving: false, revision, lastSavedAt: Date.now(), work: typedCopy(work), changes }),

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

/** The estate may be changed and saved: never a view-only or Sample estate. */
export const selectCanSave = (s: EstateState): boolean =>
  s.status === 'ready' && !s.viewOnly && s.mode !== 'sample';

/** View-only and Sample estates show everything read-only. */
export const selectReadOnly = (s: EstateState): boolean => s.viewOnly || s.mode === 'sample';
