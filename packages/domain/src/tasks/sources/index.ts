/** Sources of the checklist: every task, state extra and constants table names the law or page behind it. */
import { TASK_ID } from '../ids.ts';
import { type ExtraKind, extraSources, STATE_TASK_SOURCES } from './extra-sources.ts';
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
 * The sources a standard task shows in an estate of this country and state: the state's own (extras, state
 * rules) first, else the catalogue's for the jurisdiction; Quebec's replace Canada's where a task has them.
 */
export function taskSources(id: number, country: string, state: string | null): readonly Source[] {
  const code = state ? state.toUpperCase() : null;
  const kind = EXTRA_TASK_KIND.get(id);
  if (code && kind) {
    const extra = extraSources(code, kind);
    if (extra.length) return extra;
  }
  const stateOwn = code ? STATE_TASK_SOURCES[code]?.[id] : undefined;
  if (stateOwn && country !== 'ca') return stateOwn;
  const entry = TASK_SOURCES[id];
  if (!entry) return [];
  const local = country === 'ca' ? (code === 'QC' ? (entry.qc ?? entry.ca) : entry.ca) : entry.us;
  return [...(local ?? []), ...(entry.all ?? [])];
}
