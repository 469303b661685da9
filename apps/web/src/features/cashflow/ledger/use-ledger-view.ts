// Shared display helpers of the ledger tabs: lookups of names by id, and wording by country and trust.
import { terms } from '@probity/domain';
import { useMemo } from 'react';
import { useFacts } from './facts';

export function useNames() {
  const f = useFacts();
  return useMemo(() => {
    const assets = new Map(f.assets.map((a) => [a.id, a.name]));
    const debts = new Map(f.debts.map((d) => [d.id, d.name]));
    const heirs = new Map(f.heirs.map((h) => [h.id, h.name]));
    return { assets, debts, heirs };
  }, [f.assets, f.debts, f.heirs]);
}

export const useTerms = () => {
  const f = useFacts();
  return terms(f.meta.country_code, f.meta.trust);
};
