// Unsaved edits survive a crash or reload: the dirty working copy is mirrored to localStorage per estate until it
// is saved, reverted or declined, and offered back when the estate is opened again (issue 2).
import { create } from 'zustand';
import { type Changes, LIST_PARTS, type ListPart, type RawItem, type RawWorkingCopy } from '../../estate';
import { unsavedKey } from '../../lib/local-keys';
import { selectIsDirty, useEstateStore } from './store';

/**
 * What a backup keeps of the working copy: meta, decedent and locations whole (small), and of the lists only the
 * new and changed items; deletions are in the change marks. Restoring lays them over the copy just read from the
 * server. (Writing the whole copy of a maximum estate took a visible pause after every edit.)
 */
export interface BackupEdits {
  meta: RawWorkingCopy['meta'];
  dec: RawWorkingCopy['dec'];
  locs: RawWorkingCopy['locs'];
  items: Partial<Record<ListPart, RawItem[]>>;
}

export interface Backup {
  savedAt: number;
  revision: number;
  /** Backups written before BackupEdits held the whole copy. */
  work?: RawWorkingCopy;
  edits?: BackupEdits;
  changes: Changes;
  nextTempId: number;
}

export function editsOf(work: RawWorkingCopy, changes: Changes): BackupEdits {
  const items: BackupEdits['items'] = {};
  for (const p of LIST_PARTS) {
    const mod = changes.mod[p] ?? {};
    const mine = work.lists[p].filter((i) => i.id < 0 || String(i.id) in mod);
    if (mine.length) items[p] = mine;
  }
  return { meta: work.meta, dec: work.dec, locs: work.locs, items };
}

/** The working copy a backup restores, over the copy read from the server (`current`). */
/**
 * Meta the server decides (licence, trial, storage tier, access, revision): a backup written before a licence was
 * bought, or before access changed, must not bring the old values back, so these come from the copy just read.
 */
const SERVER_META = [
  'licensed',
  'lic_extra',
  'trial_ends',
  'role',
  'view_only',
  'revision',
  'created_at',
  'updated_at',
];
const withServerMeta = (meta: RawWorkingCopy['meta'], current: RawWorkingCopy['meta']) => {
  const out = { ...meta };
  for (const k of SERVER_META) if (k in current) out[k] = current[k];
  return out;
};

export function restoredWork(b: Backup, current: RawWorkingCopy): RawWorkingCopy {
  if (b.work) return { ...b.work, meta: withServerMeta(b.work.meta, current.meta) };
  if (!b.edits) return current;
  const lists = { ...current.lists };
  for (const p of LIST_PARTS) {
    const del = b.changes.del[p] ?? {};
    const mine = b.edits.items[p] ?? [];
    if (!mine.length && !Object.keys(del).length) continue;
    const byId = new Map(mine.map((i) => [i.id, i]));
    const out = current.lists[p].filter((i) => !(String(i.id) in del)).map((i) => byId.get(i.id) ?? i);
    const present = new Set(out.map((i) => i.id));
    for (const i of mine) if (!present.has(i.id)) out.push(i);
    lists[p] = out;
  }
  return { meta: withServerMeta(b.edits.meta, current.meta), dec: b.edits.dec, locs: b.edits.locs, lists };
}

export function readBackup(estateId: string): Backup | null {
  try {
    const raw = localStorage.getItem(unsavedKey(estateId));
    if (!raw) return null;
    const b = JSON.parse(raw) as Backup;
    return b && typeof b.savedAt === 'number' && (b.work || b.edits) && b.changes ? b : null;
  } catch {
    return null;
  }
}

export const hasNewEstateBackup = (): boolean => readBackup('new') !== null;

export function clearBackup(estateId: string | null): void {
  if (estateId) localStorage.removeItem(unsavedKey(estateId));
}

function writeBackup(): void {
  const s = useEstateStore.getState();
  if (!s.estateId || !selectIsDirty(s)) return;
  const b: Backup = {
    savedAt: Date.now(),
    revision: s.revision,
    edits: editsOf(s.work, s.changes),
    changes: s.changes,
    nextTempId: s.nextTempId,
  };
  try {
    localStorage.setItem(unsavedKey(s.estateId), JSON.stringify(b));
  } catch {
    // storage full or disabled: the in-memory copy and the leave warning still protect the edits
  }
}

/** The backup waiting for the user's answer on reopen. */
export const useRestoreOffer = create<{ offer: Backup | null }>(() => ({ offer: null }));

export function offerBackup(estateId: string): void {
  const b = readBackup(estateId);
  useRestoreOffer.setState({ offer: b });
}

export function acceptBackup(): void {
  const { offer } = useRestoreOffer.getState();
  if (!offer) return;
  const store = useEstateStore.getState();
  store.restore({ ...offer, work: restoredWork(offer, store.work) });
  useRestoreOffer.setState({ offer: null });
}

export function declineBackup(): void {
  clearBackup(useEstateStore.getState().estateId);
  useRestoreOffer.setState({ offer: null });
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** Mirrors edits to localStorage shortly after they happen (debounced so typing stays smooth). */
export function startBackupMirror(): () => void {
  const unsubscribe = useEstateStore.subscribe((s, prev) => {
    if (s.seq === prev.seq || useRestoreOffer.getState().offer) return;
    clearTimeout(timer);
    timer = setTimeout(writeBackup, 300);
  });
  const flush = () => {
    clearTimeout(timer);
    if (!useRestoreOffer.getState().offer) writeBackup();
  };
  window.addEventListener('pagehide', flush);
  return () => {
    unsubscribe();
    clearTimeout(timer);
    window.removeEventListener('pagehide', flush);
  };
}
