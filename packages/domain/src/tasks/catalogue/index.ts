/** The standard task catalogue, US and Canada (ids unique, 0..127). */
import type { TaskDef } from '../types.ts';
import { ADVANCE_TASKS } from './advance.ts';
import { ARRANGE_COURT_TASKS } from './arrange-court.ts';
import { ARRANGE_NOTIFY_TASKS } from './arrange-notify.ts';
import { FINISH_TASKS } from './finish.ts';
import { MANAGE_ASSET_TASKS } from './manage-assets.ts';
import { MANAGE_DEBT_TASKS } from './manage-debts.ts';
import { RESOLVE_CA_TASKS } from './resolve-ca.ts';
import { RESOLVE_US_TASKS } from './resolve-us.ts';
import { START_TASKS } from './start.ts';

export const TASK_CATALOGUE: readonly TaskDef[] = [
  ...ADVANCE_TASKS,
  ...START_TASKS,
  ...ARRANGE_NOTIFY_TASKS,
  ...ARRANGE_COURT_TASKS,
  ...MANAGE_ASSET_TASKS,
  ...MANAGE_DEBT_TASKS,
  ...RESOLVE_US_TASKS,
  ...RESOLVE_CA_TASKS,
  ...FINISH_TASKS,
];

const BY_ID = new Map(TASK_CATALOGUE.map((t) => [t.id, t]));

export const taskDef = (id: number): TaskDef | undefined => BY_ID.get(id);

/** Tasks of a country ('ca' or anything else meaning the US set), before state rules. */
export function catalogueFor(country: string): TaskDef[] {
  const c = country === 'ca' ? 'ca' : 'us';
  return TASK_CATALOGUE.filter((t) => t.country === 'both' || t.country === c);
}

/** Name and text in the country's wording. */
export function localise(def: TaskDef, country: string): { name: string; text: string } {
  if (country === 'ca' && def.ca) return { name: def.ca.name ?? def.name, text: def.ca.text ?? def.text };
  return { name: def.name, text: def.text };
}
