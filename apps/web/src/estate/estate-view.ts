// What many tabs read of the open estate besides its figures: the wording for its country and kind, and whether
// it may be changed.
import { awaitingDeath, terms } from '@probity/domain';
import { useMemo } from 'react';
import { useFacts } from './facts';
import { selectReadOnly, useEstateStore } from './store';

export const useTerms = () => {
  const f = useFacts();
  const waiting = awaitingDeath(f);
  return useMemo(
    () => terms(f.meta.country_code, f.meta.trust, waiting),
    [f.meta.country_code, f.meta.trust, waiting],
  );
};

/** View-only and Sample estates show everything read-only. */
export const useReadOnly = (): boolean => useEstateStore(selectReadOnly);
