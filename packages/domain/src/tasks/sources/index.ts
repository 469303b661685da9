/** Sources of the checklist: every task, state extra and constants table names the law or page behind it. */
import { regionName } from '../../places/regions.ts';
import { CREDITOR_PERIOD } from '../../places/small-estates.ts';
import { TASK_ID } from '../ids.ts';
import { type ExtraKind, extraSources, STATE_TASK_SOURCES } from './extra-sources.ts';
import { US_STATE } from './library.ts';
import type { Source } from './source.ts';
import { TASK_SOURCES } from './task-sources.ts';

export { CONSTANT_SOURCES, type ExtraKind, extraSources } from './extra-sources.ts';
export type { Source, TaskSources } from './source.ts';
export { TASK_SOURCES } from './task-sources.ts';

/** Tasks a state extra supplies (rules.ts EXTRA_IDS): their sources follow the extra. */
export const EXTRA_TASK_KIND: ReadonlyMap<number, ExtraKind> = new Map([
  [TASK_ID.inStateAgent, 'agent'],
  [TASK_ID.stateTax, 'tax'],
  [TASK_ID.stateInherit, 'inherit'],
  [TASK_ID.stateTaxClose, 'taxclose'],
]);

/**
 * A state's own statute for a rule the catalogue cites by an example: the state's claims statute replaces the
 * example creditor statutes where the place tables hold its rule, California's will-deposit section Florida's.
 */
function ownRule(example: Source, code: string): readonly Source[] | undefined {
  if (example === US_STATE.claimsBar || example === US_STATE.creditorNotice)
    return CREDITOR_PERIOD[code]?.sources;
  if (example === US_STATE.willDeposit && code === 'CA') return [US_STATE.caWillDeposit];
  return undefined;
}

/**
 * A source as the estate shows it: another place's statute says it is an example from that place (and not the
 * estate's own law); the estate's own place's statute, or a source of no place, stands as it is.
 */
function asShown(s: Source, code: string | null): Source {
  if (!s.place || s.place === code) return { label: s.label, url: s.url };
  const from = regionName(s.place) ?? s.place;
  const here = code ? regionName(code) : undefined;
  const note = here ? `Example from ${from}, not ${here}’s own law` : `Example from ${from}`;
  return { label: `${note}: ${s.label}`, url: s.url };
}

/**
 * The sources a standard task shows in an estate of this country and state: the state's own (extras, state
 * rules) first, else the catalogue's for the jurisdiction, with the state's own statute in place of an example
 * where the place tables hold one; Quebec's replace Canada's where a task has them. Another place's statute
 * shown for want of the estate's own says that it is an example.
 */
export function taskSources(id: number, country: string, state: string | null): readonly Source[] {
  const code = state ? state.toUpperCase() : null;
  const kind = EXTRA_TASK_KIND.get(id);
  if (code && kind) {
    const extra = extraSources(code, kind);
    if (extra.length) return extra.map((s) => asShown(s, code));
  }
  const stateOwn = code ? STATE_TASK_SOURCES[code]?.[id] : undefined;
  if (stateOwn && country !== 'ca') return stateOwn.map((s) => asShown(s, code));
  const entry = TASK_SOURCES[id];
  if (!entry) return [];
  const local = country === 'ca' ? (code === 'QC' ? (entry.qc ?? entry.ca) : entry.ca) : entry.us;
  const out: Source[] = [];
  for (const s of [...(local ?? []), ...(entry.all ?? [])]) {
    const own = code && country !== 'ca' ? ownRule(s, code) : undefined;
    for (const t of own ?? [s]) if (!out.includes(t)) out.push(t);
  }
  return out.map((s) => asShown(s, code));
}
