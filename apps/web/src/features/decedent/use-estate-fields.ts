// Reading and writing the open estate's meta and decedent fields, with the wording for its country and kind.
import { terms } from '@probity/domain';
import { selectCanSave, useEstateStore } from '../save';

export const str = (v: unknown): string => (typeof v === 'string' ? v : '');
export const dateOrNull = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

export function useEstateFields() {
  const meta = useEstateStore((s) => s.work.meta);
  const dec = useEstateStore((s) => s.work.dec);
  const editable = useEstateStore(selectCanSave);
  const setMeta = useEstateStore((s) => s.setMeta);
  const setDec = useEstateStore((s) => s.setDec);
  const country = str(meta.country_code) || 'us';
  const trust = meta.trust === true;
  const deathDate = dateOrNull(dec.death_date) ?? dateOrNull(meta.death_date);
  return {
    meta,
    dec,
    editable,
    country,
    trust,
    deathDate,
    awaitingDeath: !trust && !deathDate,
    t: terms(country, trust),
    setMeta,
    /** The estate keeps its own copy of the name and death date (the engine reads them there). */
    setDec: (patch: Record<string, unknown>) => {
      setDec(patch);
      const mirror: Record<string, unknown> = {};
      if ('name' in patch) mirror.name = patch.name;
      if ('death_date' in patch) mirror.death_date = patch.death_date;
      if (Object.keys(mirror).length) setMeta(mirror);
    },
  };
}
