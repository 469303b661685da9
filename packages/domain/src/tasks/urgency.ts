/**
 * What matters now on the Tasks tab (issue 36): the open tasks that are overdue, those due within the next 30 days,
 * and the one task to do next. The rule for "do this next": among open tasks that can be worked on (not done, not
 * N/A, not waiting for the death), the one with the earliest due date, so the longest overdue comes first; ties
 * keep the list's order (period, months, order). With no dated open task, the first open task in wizard order.
 */
import { shiftDays } from '../dates.ts';
import { compareTasks, sortTasks } from './sort.ts';
import type { Task } from './types.ts';

/** How far ahead "due soon" looks, in days (today included, today + 30 the last day). */
export const DUE_SOON_DAYS = 30;

/** Open and workable now: not done, not N/A, not waiting for the death. */
export const isOpenNow = (t: Task): boolean => t.status === 'N' && !t.inactive;

/** An open task whose due date has passed (due before today). */
export const isOverdue = (t: Task, today: string): boolean => isOpenNow(t) && !!t.due && t.due < today;

/** An open task due today or within the next DUE_SOON_DAYS days. */
export const isDueSoon = (t: Task, today: string): boolean =>
  isOpenNow(t) && !!t.due && t.due >= today && t.due <= shiftDays(today, DUE_SOON_DAYS);

export interface TaskUrgency {
  /** Overdue tasks, the longest overdue first. */
  readonly overdue: readonly Task[];
  /** Tasks due from today to today + 30 days, soonest first. */
  readonly dueSoon: readonly Task[];
  /** The one task to do next, or null when nothing is open. */
  readonly next: Task | null;
}

const byDue = (a: Task, b: Task): number =>
  (a.due ?? '') < (b.due ?? '') ? -1 : (a.due ?? '') > (b.due ?? '') ? 1 : compareTasks(a, b);

export function taskUrgency(tasks: readonly Task[], today: string): TaskUrgency {
  const overdue = tasks.filter((t) => isOverdue(t, today)).sort(byDue);
  const dueSoon = tasks.filter((t) => isDueSoon(t, today)).sort(byDue);
  const dated = tasks.filter((t) => isOpenNow(t) && t.due).sort(byDue);
  const next = dated[0] ?? sortTasks(tasks.filter(isOpenNow), 'wizard')[0] ?? null;
  return { overdue, dueSoon, next };
}
