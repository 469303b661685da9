// What many tabs read of the open estate besides its figures: the wording for its country and kind, and whether
// it may be changed.
import { terms } from '@probity/domain';
import { useMemo } from 'react';
import { useFacts } from './facts';
import { selectReadOnly, useEstateStore } from './store';

export const useTerms = () => {
  const f = useFacts();
  return useMemo(() => terms(f.meta.country_code, f.meta.trust), [f.meta.country_code, f.meta.trust]);
};

/** View-only and Sample estates show everything read-only. */
export const useReadOnly = (): boolean => useEstateStore(selectReadOnly);
