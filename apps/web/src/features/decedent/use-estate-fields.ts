// Reading and writing the open estate's meta and decedent fields, with the wording for its country and kind.
// Decedent fields change through the engine (editDecedent keeps the estate's copy of the name in step); the death
// date, trust and country through their own operations (person-card, estate-meta-card).
import { type DecedentPatch, editDecedent, setEstateState, terms } from '@probity/domain';
import { runOpNow, selectCanSave, useEstateStore } from '../../estate';

export const str = (v: unknown): string => (typeof v === 'string' ? v : '');
export const dateOrNull = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** At once, so a text field shows what was typed. The tab edits the decedent's text fields and birth date. */
const setDec = (patch: Record<string, string | null>) =>
  void runOpNow((f) => editDecedent(f, patch as DecedentPatch));

/** The estate's states: where they lived is also the decedent's residence state (setEstateState keeps both). */
const setRegion = (field: 'state' | 'state_exec', value: string) =>
  field === 'state'
    ? void runOpNow((f) => setEstateState(f, value))
    : useEstateStore.getState().setMeta({ state_exec: value });

export function useEstateFields() {
  const meta = useEstateStore((s) => s.work.meta);
  const dec = useEstateStore((s) => s.work.dec);
  const editable = useEstateStore(selectCanSave);
  const setMeta = useEstateStore((s) => s.setMeta);
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
    t: terms(country, trust, !trust && !deathDate),
    /** Meta fields without a rule of their own (label). */
    setMeta,
    setRegion,
    setDec,
  };
}
