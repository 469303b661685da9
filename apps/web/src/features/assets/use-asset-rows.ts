// Asset rows for the grid: what the user entered plus what the engine derived (value now, cost basis...).
import { awaitingDeath, type Derived, type Facts, terms as termsOf } from '@probity/domain';
import { useMemo } from 'react';
import { useDerived, useEstateStore, useFacts, useReadOnly } from '../../estate';
import type { AssetRow } from './asset-columns';

/** Each asset with what the engine derived for it. */
export const assetRows = (f: Facts, d: Derived): AssetRow[] =>
  f.assets.map((a) => ({ ...a, ...d.assets.get(a.id) }));

export function useAssetRows() {
  const facts = useFacts();
  const derived = useDerived();
  const rows = useMemo(() => assetRows(facts, derived), [facts, derived]);
  const viewOnly = useReadOnly();
  const mode = useEstateStore((s) => s.mode);
  const awaitDeath = awaitingDeath(facts);
  const { country_code: country, trust, death_date: death } = facts.meta;
  const t = useMemo(() => termsOf(country, trust, awaitDeath), [country, trust, awaitDeath]);
  return {
    rows,
    facts,
    derived,
    viewOnly,
    mode,
    awaitDeath,
    terms: t,
    country,
    canada: country === 'ca',
    land: derived.meta.land,
    minDate: trust ? null : death,
  };
}
