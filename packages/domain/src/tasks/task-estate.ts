/** A TaskEstate with plain defaults (a Georgia estate, death 31 Mar 2025, $500,000): examples, tables and tests. */
import type { EstateTaskSummary, TaskEstate } from './types.ts';

export const EMPTY_TASK_SUMMARY: EstateTaskSummary = {
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

export function taskEstateWith(patch: Partial<TaskEstate> = {}): TaskEstate {
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
    summary: EMPTY_TASK_SUMMARY,
    ...patch,
  };
}
