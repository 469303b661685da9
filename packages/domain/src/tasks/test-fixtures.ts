/** Test helpers: an estate with sensible defaults and a quick lookup by id. */
import type { EstateTaskSummary, Task, TaskEstate } from './types.ts';

export const EMPTY_SUMMARY: EstateTaskSummary = {
  decedent_name: false,
  contacts: 0,
  assets: 0,
  debts: 0,
  heirs: 0,
  estate_account: false,
  exec_log: 0,
  exec_expenses: 0,
  distributions: 0,
  letters_file: false,
  death_certificate_file: false,
};

export function estateOf(patch: Partial<TaskEstate> = {}): TaskEstate {
  return {
    country_code: 'us',
    state: 'GA',
    state_exec: 'GA',
    death_date: '2025-03-31',
    trust: false,
    task_dates: true,
    land: true,
    gross_cents: 500_000_00,
    heir_relations: [],
    summary: EMPTY_SUMMARY,
    ...patch,
  };
}

export const byId = (tasks: readonly Task[], id: number): Task | undefined => tasks.find((t) => t.id === id);
export const idsOf = (tasks: readonly Task[]): number[] => tasks.map((t) => t.id);
