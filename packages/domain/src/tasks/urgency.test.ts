/**
 * Issue 36: what matters now. A Georgia estate, death Monday 3 March 2025, looked at on 15 April 2025: the first
 * week's tasks (due 10 March) and the first month's (due 3 April) are overdue; the prior-year 1040 is due that very
 * day and the three-month tasks on 3 June, 49 days on, outside the 30 days.
 */
import { describe, expect, it } from 'vitest';
import { markTaskDone, setTaskNa } from './actions.ts';
import { buildTaskList } from './build.ts';
import { TASK_ID } from './ids.ts';
import { emptyTaskState } from './task-state.ts';
import { estateOf } from './test-fixtures.ts';
import type { Task, TaskResult, TaskState } from './types.ts';
import { DUE_SOON_DAYS, isOverdue, taskUrgency } from './urgency.ts';

const value = <T>(r: TaskResult<T>): T => {
  if (!r.ok) throw new Error(r.msg);
  return r.value;
};
const ctx = { task_dates: true, today: '2025-04-15' };
const estate = estateOf({ death_date: '2025-03-03', gross_cents: 500_000_00 });
const list = (s: TaskState = emptyTaskState()) => buildTaskList(estate, s);
const open = (tasks: readonly Task[], due: string) => tasks.filter((t) => t.status === 'N' && t.due === due);

describe('taskUrgency on 15 April 2025', () => {
  const tasks = list();
  const u = taskUrgency(tasks, '2025-04-15');
  it('counts every open task due before today as overdue, the longest overdue first', () => {
    const expected = [...open(tasks, '2025-03-10'), ...open(tasks, '2025-04-03')];
    expect(expected.length).toBeGreaterThan(20);
    expect(u.overdue.map((t) => t.id).sort()).toEqual(expected.map((t) => t.id).sort());
    expect(u.overdue[0]?.due).toBe('2025-03-10');
    expect(u.overdue.at(-1)?.due).toBe('2025-04-03');
  });
  it('counts what falls due from today to 15 May as due soon: the 2024 return due today', () => {
    expect(u.dueSoon.map((t) => [t.id, t.due])).toEqual([[TASK_ID.priorYearReturn, '2025-04-15']]);
  });
  it('leaves done, N/A and auto-tracked-done tasks out', () => {
    expect(u.overdue.some((t) => t.id === TASK_ID.deathDate)).toBe(false); // done by the death date
    expect(u.overdue.every((t) => t.status === 'N')).toBe(true);
  });
  it('picks the earliest-due open task to do next: a first-week task, in list order', () => {
    expect(u.next?.id).toBe(u.overdue[0]?.id);
    expect(u.next?.due).toBe('2025-03-10');
  });
});

describe('do this next moves on', () => {
  it('once every overdue task is done or N/A, the soonest due comes next', () => {
    let s = emptyTaskState();
    for (const t of taskUrgency(list(), '2025-04-15').overdue)
      s = t.auto_track ? s : value(markTaskDone(s, t.id, ctx));
    const left = taskUrgency(list(s), '2025-04-15');
    // the auto-tracked ones (contacts, log, decedent name...) stay open until the estate data completes them
    expect(left.overdue.every((t) => t.auto_track)).toBe(true);
    for (const t of left.overdue) s = value(setTaskNa(s, t.id, true));
    const after = taskUrgency(list(s), '2025-04-15');
    expect(after.overdue).toEqual([]);
    expect(after.next?.id).toBe(TASK_ID.priorYearReturn);
  });
  it('is the first open task when none has a due date (awaiting death: the advance tasks)', () => {
    const waiting = buildTaskList(estateOf({ death_date: null }), emptyTaskState());
    const u = taskUrgency(waiting, '2025-04-15');
    expect([u.overdue.length, u.dueSoon.length]).toEqual([0, 0]);
    expect(u.next?.step_num).toBe(0);
  });
});

describe('the 30-day window', () => {
  it('includes today + 30 days and not the day after', () => {
    const t = { status: 'N', inactive: false } as const;
    const at = (due: string) => ({ ...t, due }) as unknown as Task;
    const u = taskUrgency([at('2025-05-15'), at('2025-05-16'), at('2025-04-14')], '2025-04-15');
    expect(DUE_SOON_DAYS).toBe(30);
    expect(u.dueSoon.map((x) => x.due)).toEqual(['2025-05-15']);
    expect(u.overdue.map((x) => x.due)).toEqual(['2025-04-14']);
    expect(isOverdue(at('2025-04-15'), '2025-04-15')).toBe(false);
  });
});
