// Unsaved edits survive a crash or reload: the dirty working copy is mirrored to localStorage per estate until it
// is saved, reverted or declined, and offered back when the estate is opened again (workspace §4, issue 2).
import { create } from 'zustand';
import { unsavedKey } from '../../lib/local-keys';
import { selectIsDirty, useEstateStore } from './store';
import type { Changes, WorkingCopy } from './types';

export interface Backup {
  savedAt: number;
  revision: number;
  work: WorkingCopy;
  changes: Changes;
  nextTempId: number;
}

export function readBackup(estateId: string): Backup | null {
  try {
    const raw = localStorage.getItem(unsavedKey(estateId));
    if (!raw) return null;
    const b = JSON.parse(raw) as Backup;
    return b && typeof b.savedAt === 'number' && b.work && b.changes ? b : null;
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
    work: s.work,
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
  useEstateStore.getState().restore(offer);
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
