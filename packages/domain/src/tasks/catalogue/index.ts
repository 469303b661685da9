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

/**
 * Name and text in the country's wording; in Quebec the `qc` wording, where a task has one, comes first
 * (its civil law has no grant of probate, and Retraite Québec pays the QPP benefits), then the `ca` wording.
 */
export function localise(
  def: TaskDef,
  country: string,
  state: string | null = null,
): { name: string; text: string } {
  if (country !== 'ca') return { name: def.name, text: def.text };
  const qc = state?.toUpperCase() === 'QC' ? def.qc : undefined;
  return {
    name: qc?.name ?? def.ca?.name ?? def.name,
    text: qc?.text ?? def.ca?.text ?? def.text,
  };
}
