// Companion §4.1: a country change resets the task set. Watches the working copy for a user's edit of
// country_code (not a load or restore) and clears the stored task state in the same working copy.
import { emptyTaskState, taskStateFields } from '@probity/domain';
import { useEstateStore } from '../save';

export function startTaskCountryReset(): () => void {
  return useEstateStore.subscribe((s, prev) => {
    if (s.status !== 'ready' || prev.status !== 'ready' || s.estateId !== prev.estateId) return;
    const now = s.work.meta.country_code;
    if (now === prev.work.meta.country_code) return;
    // Only an edit made just now: its change carries the current edit sequence.
    if (s.changes.meta.country_code !== s.seq) return;
    s.setMeta(taskStateFields(emptyTaskState()));
  });
}
