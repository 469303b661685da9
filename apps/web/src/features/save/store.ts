// The save's side of the estate store (src/estate): what a save would send, and the store's steps around one.
import { type EstateState, useEstateStore } from '../../estate';
import { buildBatch, dirtyParts, remapIds, settleChanges } from './batch';

// The save's modules reach the store through here.
export { selectCanSave, useEstateStore } from '../../estate';

export const selectDirtyParts = (s: EstateState) => dirtyParts(s.changes, s.work);

/** True when there is something a save would send. View-only and Sample estates never count as dirty. */
export const selectIsDirty = (s: EstateState): boolean =>
  s.status === 'ready' && !s.viewOnly && s.mode !== 'sample' && dirtyParts(s.changes, s.work).length > 0;

export function beginSave(force: boolean) {
  const s = useEstateStore.getState();
  useEstateStore.setState({ saving: true });
  return { batch: buildBatch(s.work, s.changes, s.revision, force), sentSeq: s.seq, snapshot: s.work };
}

/** New items take the ids the server gave them; changes made after `sentSeq` stay dirty. */
export function saveDone({
  revision,
  ids,
  sentSeq,
}: {
  revision: number;
  ids: Record<string, number>;
  sentSeq: number;
}) {
  const s = useEstateStore.getState();
  s.saved({ revision, work: remapIds(s.work, ids), changes: settleChanges(s.changes, sentSeq, ids) });
}

export const saveFailed = (): void => useEstateStore.setState({ saving: false });
