/**
 * Tasks an estate's own facts make not applicable, each with the reason in words (issue 36). reconcileTaskState
 * sets and clears their N/A flags as the facts change; a task whose status the user set by hand keeps it
 * (tasks_changed), and the N/A toggle is how a user overrides a rule. Each rule answers a reason (N/A), false
 * (the task applies) or null (the rule has no say, e.g. no death date yet).
 */
import { filingLimitFor } from '../constants.ts';
import { yearOf } from '../dates.ts';
import { formatDisplayDate } from '../display-date.ts';
import { formatWholeDollars } from '../money.ts';
import { hasBit } from './bitmaps.ts';
import { onBusinessDay } from './business-days.ts';
import { dueDateFor } from './due-dates.ts';
import { LINKED_NA, TASK_ID } from './ids.ts';
import { stateEstateTaxNaReason, stateInheritNaReason } from './state-death-taxes.ts';
import type { TaskEstate, TaskState } from './types.ts';

export type NaAnswer = string | false | null;

export interface AutoNaRule {
  readonly id: number;
  /** When the task turns N/A, in words (docs/checklist-rules.md). */
  readonly when: string;
  readonly reason: (estate: TaskEstate) => NaAnswer;
}

/** Whether the Form 706 task should be N/A: at or below the filing limit of the death year (US only). */
export function form706NotApplicable(estate: TaskEstate): boolean | null {
  if (estate.country_code === 'ca' || !estate.death_date) return null;
  const limit = filingLimitFor(yearOf(estate.death_date));
  return limit === null ? null : estate.gross_cents <= limit;
}

function form706Reason(estate: TaskEstate): NaAnswer {
  const na = form706NotApplicable(estate);
  if (na !== true || !estate.death_date) return na === null ? null : false;
  const year = yearOf(estate.death_date);
  const limit = filingLimitFor(year) ?? 0;
  return (
    `The assets listed here add up to ${formatWholeDollars(estate.gross_cents)}, at or below the federal filing ` +
    `limit for a death in ${year}, ${formatWholeDollars(limit)}. It comes back if values rise.`
  );
}

/**
 * The decedent's return for the year before the death (task 76) is the executor's to file only when the death came
 * on or before that return's due date (15 April of the year of death, moved to the IRS's next business day). A later
 * death leaves it to the decedent, who had until then; the reason says how to bring the task back when it was not.
 */
export function priorYearReturnReason(estate: TaskEstate): NaAnswer {
  if (estate.country_code === 'ca' || !estate.death_date) return null;
  const rule = dueDateFor('prior_year_1040', estate.death_date, 'us');
  const due = onBusinessDay(TASK_ID.priorYearReturn, rule, 'us', estate.state).due;
  if (!due || estate.death_date <= due) return false;
  return (
    `The death, on ${formatDisplayDate(estate.death_date)}, came after the decedent’s own ` +
    `${yearOf(estate.death_date) - 1} return was due, on ${formatDisplayDate(due)}. If that return or an ` +
    'earlier one was never filed, or an extension was running, make this task applicable again.'
  );
}

/** Every automatic N/A rule, one per task. */
export const AUTO_NA_RULES: readonly AutoNaRule[] = [
  {
    id: TASK_ID.priorYearReturn,
    when: 'the death came after 15 April of its year (the IRS’s next business day), when the decedent’s own return for the year before was due',
    reason: priorYearReturnReason,
  },
  {
    id: TASK_ID.form706,
    when: 'the gross estate listed is at or below the federal filing limit for the year of death; Form 8971 and the two closing-letter tasks follow it',
    reason: form706Reason,
  },
  {
    id: TASK_ID.stateTax,
    when: 'the gross estate listed is under the death state’s exemption for the date of death (Constants tables)',
    reason: stateEstateTaxNaReason,
  },
  {
    id: TASK_ID.stateInherit,
    when: 'every heir listed is one the death state’s inheritance tax exempts (in Kentucky, also no Form 706 due)',
    reason: stateInheritNaReason,
  },
];

/** The N/A a rule gives a task, and the task it follows (itself, or the key task of a linked flip). */
export interface AutoNa {
  readonly reason: string;
  readonly from: number;
}

/**
 * Tasks that are N/A right now because a rule says so, with the reason: never one the user set by hand, and a
 * linked task (Form 8971 after Form 706) only while it still follows its key task.
 */
export function autoNaOf(estate: TaskEstate, state: TaskState): Map<number, AutoNa> {
  const out = new Map<number, AutoNa>();
  const own = (id: number) => hasBit(state.tasks_na, id) && !hasBit(state.tasks_changed, id);
  for (const rule of AUTO_NA_RULES) {
    const reason = rule.reason(estate);
    if (typeof reason !== 'string' || !own(rule.id)) continue;
    out.set(rule.id, { reason, from: rule.id });
    for (const linked of LINKED_NA.get(rule.id) ?? [])
      if (own(linked)) out.set(linked, { reason, from: rule.id });
  }
  return out;
}
