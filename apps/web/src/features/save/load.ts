// Opening an estate: the whole working copy in one call (GET /api/estate/{id}/full), or a blank new estate.
import { type CountryCode, type EstateFull, newWorkingCopy } from '@probity/domain';
import { isApiError } from '../../lib/api';
import { offerBackup } from './backup';
import { dropPageMeta, isSampleId, NEW_ESTATE_ID, readFull, takePrefetched } from './prefetch';
import { useEstateStore } from './store';
import { emptyLists, type Item, LIST_PARTS, type ListPart, type WorkingCopy } from './types';

function toWorkingCopy(full: EstateFull): WorkingCopy {
  const { meta, dec, locs, revision: _, ...items } = full;
  const got: Partial<Record<ListPart, Item[]>> = items;
  const lists = emptyLists();
  for (const p of LIST_PARTS) lists[p] = got[p] ?? [];
  return { meta, dec, lists, locs };
}

export async function loadEstate(estateId: string, opts: { offerRestore?: boolean } = {}): Promise<void> {
  const store = useEstateStore.getState();
  const sample = isSampleId(estateId);
  store.startLoading(estateId, sample ? 'sample' : 'real');
  try {
    const full = await (takePrefetched(estateId) ?? readFull(estateId));
    if (useEstateStore.getState().estateId !== estateId) return; // the user moved on meanwhile
    const viewOnly = sample || full.meta.view_only || full.meta.role === 'view';
    const role = full.meta.role;
    useEstateStore.getState().loaded({ work: toWorkingCopy(full), revision: full.revision, viewOnly, role });
    dropPageMeta();
    if (!viewOnly && opts.offerRestore !== false) offerBackup(estateId);
  } catch (e) {
    if (useEstateStore.getState().estateId !== estateId) return;
    useEstateStore
      .getState()
      .failed(isApiError(e) ? { status: e.status, msg: e.message } : { status: 0, msg: String(e) });
  }
}

/** A new, unsaved estate: it lives only in the browser until its owner saves it by creating it. */
export function startNewEstate(country = 'us'): void {
  const store = useEstateStore.getState();
  store.startLoading(NEW_ESTATE_ID, 'new');
  const work: WorkingCopy = {
    meta: {
      label: '',
      name: '',
      country_code: country,
      trust: false,
      death_date: null,
      state: '',
      state_exec: '',
    },
    dec: { name: '', birth_date: null, death_date: null },
    // The Estate Cashflow Account every estate starts with (the estate account its money moves through), shown
    // before the first save too; the server adds none of its own when the created estate already holds one.
    lists: { ...emptyLists(), assets: newWorkingCopy({ label: '', country: country as CountryCode }).assets },
    locs: [],
  };
  useEstateStore.getState().loaded({ work, revision: 0, viewOnly: false, role: 'owner' });
  offerBackup(NEW_ESTATE_ID);
}
