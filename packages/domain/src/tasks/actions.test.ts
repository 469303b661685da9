import { describe, expect, it } from 'vitest';
import {
  addCustomTask,
  deleteTask,
  markTaskDone,
  setAncillaryProbateNa,
  setTaskAssigned,
  setTaskDue,
  setTaskNa,
  setTaskNote,
  setTaskStatus,
  type TaskActionContext,
  unmarkTaskDone,
} from './actions.ts';
import { hasBit } from './bitmaps.ts';
import { TASK_ID } from './ids.ts';
import { emptyTaskState, userInfoOf } from './task-state.ts';
import type { TaskResult, TaskState } from './types.ts';

const ctx: TaskActionContext = { task_dates: true, today: '2025-05-02', death_date: '2025-03-31' };
const value = <T>(r: TaskResult<T>): T => {
  if (!r.ok) throw new Error(r.msg);
  return r.value;
};
const na = (s: TaskState, id: number) => hasBit(s.tasks_na, id);

describe('marking done and open', () => {
  it('mark done sets the done bit and stamps today when task dates are on', () => {
    const s = value(markTaskDone(emptyTaskState(), TASK_ID.locateWill, ctx));
    expect(hasBit(s.tasks_done, TASK_ID.locateWill)).toBe(true);
    expect(userInfoOf(s, TASK_ID.locateWill)?.date).toBe('2025-05-02');
  });
  it('mark done stamps no date when task dates are off', () => {
    const s = value(markTaskDone(emptyTaskState(), TASK_ID.locateWill, { ...ctx, task_dates: false }));
    expect(userInfoOf(s, TASK_ID.locateWill)).toBeUndefined();
  });
  it('mark done clears N/A', () => {
    const s0 = value(setTaskNa(emptyTaskState(), TASK_ID.locateWill, true));
    const s = value(markTaskDone(s0, TASK_ID.locateWill, ctx));
    expect(na(s, TASK_ID.locateWill)).toBe(false);
  });
  it('unmark removes done and the date', () => {
    const s0 = value(markTaskDone(emptyTaskState(), TASK_ID.locateWill, ctx));
    const s = value(unmarkTaskDone(s0, TASK_ID.locateWill));
    expect(hasBit(s.tasks_done, TASK_ID.locateWill)).toBe(false);
    expect(userInfoOf(s, TASK_ID.locateWill)).toBeUndefined();
  });
  it('mark N/A removes done and the date', () => {
    const s0 = value(markTaskDone(emptyTaskState(), TASK_ID.locateWill, ctx));
    const s = value(setTaskNa(s0, TASK_ID.locateWill, true));
    expect(hasBit(s.tasks_done, TASK_ID.locateWill)).toBe(false);
    expect(na(s, TASK_ID.locateWill)).toBe(true);
    expect(userInfoOf(s, TASK_ID.locateWill)?.date ?? null).toBeNull();
  });
  it('status N reopens a task marked N/A', () => {
    const s0 = value(setTaskStatus(emptyTaskState(), TASK_ID.locateWill, 'X', ctx));
    const s = value(setTaskStatus(s0, TASK_ID.locateWill, 'N', ctx));
    expect(na(s, TASK_ID.locateWill)).toBe(false);
    expect(hasBit(s.tasks_done, TASK_ID.locateWill)).toBe(false);
  });
  it('records the task as changed by hand', () => {
    const s = value(markTaskDone(emptyTaskState(), TASK_ID.form706, ctx));
    expect(hasBit(s.tasks_changed, TASK_ID.form706)).toBe(true);
  });
});

describe('auto-tracked tasks', () => {
  it('refuse mark done', () => {
    expect(markTaskDone(emptyTaskState(), TASK_ID.deathDate, ctx)).toEqual({
      ok: false,
      msg: 'You cannot manually change completion status of an auto-tracked task.',
    });
  });
  it('refuse unmark', () => {
    expect(unmarkTaskDone(emptyTaskState(), 58)).toEqual({
      ok: false,
      msg: 'You cannot manually change completion status of an auto-tracked task.',
    });
  });
  it('refuse the advance-completed task by hand', () => {
    const r = markTaskDone(emptyTaskState(), TASK_ID.advanceCompleted, ctx);
    expect(r.ok ? '' : r.msg).toBe('You cannot manually change completion status of an auto-tracked task.');
  });
});

describe('linked flips', () => {
  it('Form 706 N/A flips 8971, the closing request and the cleared letter', () => {
    const s = value(setTaskNa(emptyTaskState(), TASK_ID.form706, true));
    expect(
      [TASK_ID.form8971, TASK_ID.closing706Request, TASK_ID.closing706Letter].map((id) => na(s, id)),
    ).toEqual([true, true, true]);
  });
  it('Form 706 back from N/A flips the three back', () => {
    const s0 = value(setTaskNa(emptyTaskState(), TASK_ID.form706, true));
    const s = value(setTaskNa(s0, TASK_ID.form706, false));
    expect(
      [TASK_ID.form8971, TASK_ID.closing706Request, TASK_ID.closing706Letter].map((id) => na(s, id)),
    ).toEqual([false, false, false]);
  });
  it('Form 706 marked done after N/A flips the three back', () => {
    const s0 = value(setTaskNa(emptyTaskState(), TASK_ID.form706, true));
    const s = value(markTaskDone(s0, TASK_ID.form706, ctx));
    expect(na(s, TASK_ID.form8971)).toBe(false);
  });
  it('probate N/A flips appointment, notify heirs, final accounting and closing', () => {
    const s = value(setTaskNa(emptyTaskState(), TASK_ID.probate, true, { province: 'GA' }));
    const ids = [
      TASK_ID.probateAppointment,
      TASK_ID.notifyHeirs,
      TASK_ID.finalAccounting,
      TASK_ID.probateClosing,
    ];
    expect(ids.map((id) => na(s, id))).toEqual([true, true, true, true]);
  });
  it('probate back from N/A flips the four back', () => {
    const s0 = value(setTaskNa(emptyTaskState(), TASK_ID.probate, true));
    const s = value(setTaskNa(s0, TASK_ID.probate, false));
    const ids = [
      TASK_ID.probateAppointment,
      TASK_ID.notifyHeirs,
      TASK_ID.finalAccounting,
      TASK_ID.probateClosing,
    ];
    expect(ids.map((id) => na(s, id))).toEqual([false, false, false, false]);
  });
  it('probate N/A in Quebec leaves the final accounting applicable', () => {
    const s = value(setTaskNa(emptyTaskState(), TASK_ID.probate, true, { province: 'QC' }));
    expect(na(s, TASK_ID.finalAccounting)).toBe(false);
    expect(na(s, TASK_ID.probateClosing)).toBe(true);
  });
  it('Form 56 N/A flips the final Form 56', () => {
    const s = value(setTaskNa(emptyTaskState(), TASK_ID.form56, true));
    expect(na(s, TASK_ID.form56Final)).toBe(true);
  });
  it('Form 56 back from N/A flips the final Form 56 back', () => {
    const s0 = value(setTaskNa(emptyTaskState(), TASK_ID.form56, true));
    expect(na(value(setTaskNa(s0, TASK_ID.form56, false)), TASK_ID.form56Final)).toBe(false);
  });
  it('a linked task alone does not flip its key task', () => {
    const s = value(setTaskNa(emptyTaskState(), TASK_ID.form8971, true));
    expect(na(s, TASK_ID.form706)).toBe(false);
  });
  it('ancillary probate is set N/A on demand', () => {
    expect(na(value(setAncillaryProbateNa(emptyTaskState(), true)), TASK_ID.ancillaryProbate)).toBe(true);
  });
  it('ancillary probate is made applicable again on demand', () => {
    const s0 = value(setAncillaryProbateNa(emptyTaskState(), true));
    expect(na(value(setAncillaryProbateNa(s0, false)), TASK_ID.ancillaryProbate)).toBe(false);
  });
});

describe('user info', () => {
  it('sets a due date, an assignee and a note', () => {
    let s = value(setTaskDue(emptyTaskState(), TASK_ID.locateWill, '2025-04-10'));
    s = value(setTaskAssigned(s, TASK_ID.locateWill, 'Ana'));
    s = value(setTaskNote(s, TASK_ID.locateWill, 'Ask the bank'));
    expect(userInfoOf(s, TASK_ID.locateWill)).toEqual({
      id: TASK_ID.locateWill,
      date: null,
      due: '2025-04-10',
      assigned: 'Ana',
      note: 'Ask the bank',
    });
  });
  it('refuses a due date that is not a calendar date', () => {
    expect(setTaskDue(emptyTaskState(), TASK_ID.locateWill, '2025-02-30')).toEqual({
      ok: false,
      msg: 'Not a valid date',
    });
  });
  it('refuses an unknown task id', () => {
    expect(setTaskNote(emptyTaskState(), 126, 'x')).toEqual({ ok: false, msg: 'Task not found' });
  });
});

describe('custom tasks', () => {
  const add = (s: TaskState, due: string | null = '2025-06-01') =>
    addCustomTask(s, { name: 'Call the cousin', due }, { death_date: '2025-03-31' });

  it('start at id 1000 and carry their due date', () => {
    const { state, id } = value(add(emptyTaskState()));
    expect(id).toBe(1000);
    expect(userInfoOf(state, 1000)?.due).toBe('2025-06-01');
  });
  it('take the next id after the highest one', () => {
    const s1 = value(add(emptyTaskState())).state;
    expect(value(add(s1)).id).toBe(1001);
  });
  it('fall in a period from their due date', () => {
    const { state } = value(add(emptyTaskState(), '2025-06-01'));
    expect(state.tasks_custom[0]?.period).toBe('First 3 Months');
    expect(state.tasks_custom[0]?.step_num).toBe(2);
  });
  it('need a due date', () => {
    expect(add(emptyTaskState(), null)).toEqual({ ok: false, msg: 'Date required for custom tasks' });
  });
  it('cannot lose their due date', () => {
    const { state } = value(add(emptyTaskState()));
    expect(setTaskDue(state, 1000, null)).toEqual({ ok: false, msg: 'Date required for custom tasks' });
  });
  it('stop at 250', () => {
    let s = emptyTaskState();
    for (let i = 0; i < 250; i++) s = value(add(s)).state;
    expect(s.tasks_custom.length).toBe(250);
    expect(add(s)).toEqual({ ok: false, msg: 'Too many custom tasks defined' });
  });
  it('can be deleted with their user info', () => {
    const { state } = value(add(emptyTaskState()));
    const s = value(deleteTask(state, 1000));
    expect(s.tasks_custom).toEqual([]);
    expect(s.tasks_userinfo).toEqual([]);
  });
  it('can be marked done with a date', () => {
    const { state } = value(add(emptyTaskState()));
    const s = value(markTaskDone(state, 1000, ctx));
    expect(s.tasks_custom[0]?.done).toBe(true);
    expect(userInfoOf(s, 1000)?.date).toBe('2025-05-02');
  });
  it('standard tasks cannot be deleted', () => {
    expect(deleteTask(emptyTaskState(), TASK_ID.probate)).toEqual({
      ok: false,
      msg: 'Standard tasks cannot be deleted. Mark the task N/A instead.',
    });
  });
});
