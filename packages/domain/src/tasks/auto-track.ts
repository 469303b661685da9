/** Auto-tracked tasks: done when the estate data says so, never by hand (README.md, Marking). */
import type { AutoTrackKey, TaskEstate } from './types.ts';

/** Whether the data completes an auto-tracked task; advance_done is decided by the list builder. */
export function autoTrackDone(key: AutoTrackKey, estate: TaskEstate): boolean {
  const s = estate.summary;
  switch (key) {
    case 'death_date':
      return estate.death_date !== null;
    case 'decedent':
      return s.decedent_name === true;
    case 'executor_contacts':
      return s.contacts > 0;
    case 'assets':
      return s.assets > 0;
    case 'debts':
      return s.debts > 0;
    case 'heirs':
      return s.heirs > 0;
    case 'estate_account':
      return s.estate_account;
    case 'exec_log':
      return s.exec_log > 0;
    case 'exec_expenses':
      return s.exec_expenses > 0;
    case 'distribution_plan':
      return s.distributions > 0;
    case 'letters':
      return s.letters_file === true;
    case 'death_certificate':
      return s.death_certificate_file === true;
    case 'advance_done':
      return false;
  }
}
