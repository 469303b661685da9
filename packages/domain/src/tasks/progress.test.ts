import { describe, expect, it } from 'vitest';
import { markTaskDone, setTaskNa } from './actions.ts';
import { buildTaskList } from './build.ts';
import { nextOpenTask, stepNotice, taskProgress } from './progress.ts';
import { emptyTaskState } from './task-state.ts';
import { EMPTY_SUMMARY, estateOf } from './test-fixtures.ts';
import type { TaskResult, TaskState } from './types.ts';

const value = <T>(r: TaskResult<T>): T => {
  if (!r.ok) throw new Error(r.msg);
  return r.value;
};
const ctx = { task_dates: false, today: '2025-05-02' };
// Georgia, US, death 2025-03-31, 500,000 estate: Form 706, 8971, 706 closing request and letter are N/A.
const GA = estateOf();

describe('progress per step', () => {
  it('counts the Start step of a fresh Georgia estate: 14 tasks, death date done, 7%', () => {
    const p = taskProgress(buildTaskList(GA, emptyTaskState()), GA);
    expect(p.steps.find((s) => s.step_num === 1)).toMatchObject({
      count: 14,
      done: 1,
      remaining: 13,
      percent: 7,
      na: false,
    });
  });
  it('raises the Start step to 3 of 14 (21%) after two more tasks are done', () => {
    let s: TaskState = value(markTaskDone(emptyTaskState(), 63, ctx));
    s = value(markTaskDone(s, 2, ctx));
    const p = taskProgress(buildTaskList(GA, s), GA);
    expect(p.steps.find((x) => x.step_num === 1)).toMatchObject({ count: 14, done: 3, percent: 21 });
  });
  it('drops an N/A task from the count: 1 of 13 is 8%', () => {
    const s = value(setTaskNa(emptyTaskState(), 12, true));
    const p = taskProgress(buildTaskList(GA, s), GA);
    expect(p.steps.find((x) => x.step_num === 1)).toMatchObject({ count: 13, done: 1, percent: 8 });
  });
  it('leaves the N/A Form 706 group out of the Resolve count', () => {
    const p = taskProgress(buildTaskList(GA, emptyTaskState()), GA);
    expect(p.steps.find((x) => x.step_num === 4)).toMatchObject({ count: 14, done: 0, percent: 0 });
  });
  it('excludes the advance step once the owner has died', () => {
    const s = value(markTaskDone(emptyTaskState(), 110, ctx));
    const p = taskProgress(buildTaskList(GA, s), GA);
    expect(p.steps.map((x) => x.step_num)).toEqual([1, 2, 3, 4, 5]);
  });
  it('totals every step after the death', () => {
    const p = taskProgress(buildTaskList(GA, emptyTaskState()), GA);
    expect([p.count, p.done, p.percent]).toEqual([86, 1, 1]);
  });
});

describe('progress while awaiting death', () => {
  const awaiting = estateOf({ death_date: null, summary: { ...EMPTY_SUMMARY, assets: 1 } });
  it('marks the post-death steps N/A', () => {
    const p = taskProgress(buildTaskList(awaiting, emptyTaskState()), awaiting);
    expect(p.steps.filter((x) => x.step_num > 0).every((x) => x.na && x.percent === null)).toBe(true);
  });
  it('counts the advance step: 1 of 10 done is 10%', () => {
    const p = taskProgress(buildTaskList(awaiting, emptyTaskState()), awaiting);
    expect(p.steps[0]).toMatchObject({ step_num: 0, count: 10, done: 1, percent: 10, na: false });
  });
  it('totals only the advance step', () => {
    const p = taskProgress(buildTaskList(awaiting, emptyTaskState()), awaiting);
    expect([p.count, p.done, p.percent]).toEqual([10, 1, 10]);
  });
  it('counts steps once trust is on, even without a death date', () => {
    const trust = estateOf({ death_date: null, trust: true });
    const p = taskProgress(buildTaskList(trust, emptyTaskState()), trust);
    expect(p.steps.every((x) => !x.na)).toBe(true);
  });
});

describe('wizard navigation', () => {
  it('says when every task in a step is N/A', () => {
    const tasks = buildTaskList(GA, emptyTaskState()).map((t) => (t.step_num === 5 ? { ...t, na: true } : t));
    expect(stepNotice(tasks, 5)).toBe('You have marked all tasks in that step as N/A');
  });
  it('has no notice for a step with open tasks', () => {
    expect(stepNotice(buildTaskList(GA, emptyTaskState()), 5)).toBeNull();
  });
  it('finds the first open task in wizard order', () => {
    const r = nextOpenTask(buildTaskList(GA, emptyTaskState()));
    expect(r.ok && r.value.id).toBe(2);
  });
  it('says No more tasks when nothing is open', () => {
    const tasks = buildTaskList(GA, emptyTaskState()).map((t) => ({ ...t, status: 'Y' as const }));
    expect(nextOpenTask(tasks)).toEqual({ ok: false, msg: 'No more tasks' });
  });
});
