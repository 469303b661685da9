// Saving the working copy: one atomic batch (POST /api/estate/{id}/save) carrying only dirty parts and the base
// revision; a new estate is created whole (POST /api/estates). Messages name the product ("Probity save failed").

import { notifications } from '@mantine/notifications';
import {
  type CreateEstateRequest,
  type CreateEstateResult,
  MSG_SAVE_FAILED,
  MSG_SAVE_OK,
  MSG_TRIAL_EXPIRED,
  type SaveResult,
} from '@probity/domain';
import { licenceDialog } from '../../estate';
import { apiPost, errorText, isApiError } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { clearBackup } from './backup';
import { openConflictDialog } from './conflict-dialog';
import { loadEstate } from './load';
import { beginSave, saveDone, saveFailed, selectCanSave, selectIsDirty, useEstateStore } from './store';
import { emptyChanges, LIST_PARTS } from './types';

export interface SaveOptions {
  force?: boolean;
  /** Autosave: no success message. */
  auto?: boolean;
  /** The page is being hidden: let the request outlive it. */
  keepalive?: boolean;
}

const saveDelay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until no save-wait is pending (each one releases itself after 10 s at most). */
export async function whenSaveWaitsDone(): Promise<void> {
  while (useEstateStore.getState().saveWaits > 0) await saveDelay(100);
}

export async function saveEstate(opts: SaveOptions = {}): Promise<boolean> {
  const s0 = useEstateStore.getState();
  if (!selectCanSave(s0) || s0.mode !== 'real' || s0.saving || !s0.estateId) return false;
  await whenSaveWaitsDone();
  const s = useEstateStore.getState();
  if (s.saving) return false;
  if (!selectIsDirty(s)) {
    if (!opts.auto) notifications.show({ message: MSG_SAVE_OK, color: 'teal' });
    return true;
  }
  const estateId = s.estateId as string;
  const { batch, sentSeq } = beginSave(!!opts.force);
  try {
    const res = await apiPost<SaveResult>(`/api/estate/${encodeURIComponent(estateId)}/save`, batch, {
      keepalive: opts.keepalive,
    });
    saveDone({ revision: res.revision, ids: res.ids, sentSeq });
    if (!selectIsDirty(useEstateStore.getState())) clearBackup(estateId);
    void queryClient.invalidateQueries({ queryKey: ['estates'] }); // label, name or death date may have changed
    if (!opts.auto) notifications.show({ message: MSG_SAVE_OK, color: 'teal', withBorder: true });
    return true;
  } catch (e) {
    saveFailed();
    if (isApiError(e, 409)) {
      openConflictDialog(e.message, {
        onForce: () => void saveEstate({ force: true }),
        onReload: () => void reloadEstate(),
      });
    } else if (isApiError(e, 402) && e.message === MSG_TRIAL_EXPIRED) {
      // the changes stay here and in the local backup; a licence lets them be saved
      licenceDialog.open({ expired: true });
    } else {
      notifications.show({
        title: MSG_SAVE_FAILED,
        message: errorText(e),
        color: 'red',
        withBorder: true,
        autoClose: 10_000,
      });
    }
    return false;
  }
}

/** Revert and conflict "Reload": drop local edits and read the estate again from the server. */
export async function reloadEstate(): Promise<void> {
  const { estateId } = useEstateStore.getState();
  if (!estateId) return;
  clearBackup(estateId);
  await loadEstate(estateId, { offerRestore: false });
}

/** Saves a new estate by creating it; resolves with the new estate id. */
export async function createEstateFromWorkingCopy(): Promise<string | null> {
  const s = useEstateStore.getState();
  const body: Record<string, unknown> = { meta: s.work.meta, dec: s.work.dec, locs: s.work.locs };
  for (const p of LIST_PARTS) body[p] = s.work.lists[p];
  // The working copy keeps items as open records; the server's ZCreateEstateBody checks every field.
  const request = body as CreateEstateRequest;
  useEstateStore.setState({ saving: true });
  try {
    const res = await apiPost<CreateEstateResult>('/api/estates', request);
    clearBackup('new');
    void queryClient.invalidateQueries({ queryKey: ['estates'] });
    // The copy now lives on the server: nothing is unsaved, so leaving for the saved estate does not warn.
    useEstateStore.setState({ saving: false, changes: emptyChanges() });
    notifications.show({ message: MSG_SAVE_OK, color: 'teal', withBorder: true });
    return res.id;
  } catch (e) {
    useEstateStore.setState({ saving: false });
    notifications.show({
      title: MSG_SAVE_FAILED,
      message: errorText(e),
      color: 'red',
      withBorder: true,
      autoClose: 10_000,
    });
    return null;
  }
}
