/** Task order: period, then due date, then months, then order; the wizard groups by step first. */
import { periodIndex } from './periods.ts';
import type { Task } from './types.ts';

const cmpNullLast = <T>(a: T | null, b: T | null, cmp: (x: T, y: T) => number): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return cmp(a, b);
};

export function compareTasks(a: Task, b: Task): number {
  return (
    periodIndex(a.period) - periodIndex(b.period) ||
    cmpNullLast(a.due, b.due, (x, y) => (x < y ? -1 : x > y ? 1 : 0)) ||
    cmpNullLast(a.months, b.months, (x, y) => x - y) ||
    a.order - b.order ||
    a.id - b.id
  );
}

export type TaskSortMode = 'list' | 'wizard';

/** A sorted copy: 'list' by period, due, months, order; 'wizard' by step and then the same. */
export function sortTasks(tasks: readonly Task[], mode: TaskSortMode = 'list'): Task[] {
  const byStep = (a: Task, b: Task): number => (mode === 'wizard' ? a.step_num - b.step_num : 0);
  return [...tasks].sort((a, b) => byStep(a, b) || compareTasks(a, b));
}
