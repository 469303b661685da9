import { describe, expect, it } from 'vitest';
import { markTaskDone, setTaskDue, setTaskNa } from './actions.ts';
import { hasBit, withBit } from './bitmaps.ts';
import { buildTaskList, reconcileTaskState } from './build.ts';
import { TASK_ID } from './ids.ts';
import { emptyTaskState, resetTasksForCountry } from './task-state.ts';
import { byId, EMPTY_SUMMARY, estateOf } from './test-fixtures.ts';
import type { TaskResult, TaskState } from './types.ts';

const value = <T>(r: TaskResult<T>): T => {
  if (!r.ok) throw new Error(r.msg);
  return r.value;
};
const ctx = { task_dates: true, today: '2025-05-02' };
const ADVANCE_IDS = [110, 111, 112, 113, 114, 115, 116, 117, 118];

describe('auto-tracked tasks follow the estate data', () => {
  it('the death task is open without a death date', () => {
    expect(
      byId(buildTaskList(estateOf({ death_date: null }), emptyTaskState()), TASK_ID.deathDate)?.status,
    ).toBe('N');
  });
  it('the death task is done once the death date is entered', () => {
    expect(byId(buildTaskList(estateOf(), emptyTaskState()), TASK_ID.deathDate)?.status).toBe('Y');
  });
  it('listing the assets is done with one asset', () => {
    const withAsset = estateOf({ summary: { ...EMPTY_SUMMARY, assets: 1 } });
    expect(byId(buildTaskList(withAsset, emptyTaskState()), 58)?.done).toBe(true);
  });
  it('listing the assets is open again when the last asset is removed', () => {
    expect(byId(buildTaskList(estateOf(), emptyTaskState()), 58)?.done).toBe(false);
  });
  it('identifying heirs is done once an heir is defined', () => {
    const e = estateOf({ summary: { ...EMPTY_SUMMARY, heirs: 2 } });
    expect(byId(buildTaskList(e, emptyTaskState()), 31)?.done).toBe(true);
  });
  it('listing debts is done once a debt is listed', () => {
    const e = estateOf({ summary: { ...EMPTY_SUMMARY, debts: 1 } });
    expect(byId(buildTaskList(e, emptyTaskState()), 64)?.done).toBe(true);
  });
  it('the estate account task is done once an estate account exists', () => {
    const e = estateOf({ summary: { ...EMPTY_SUMMARY, estate_account: true } });
    expect(byId(buildTaskList(e, emptyTaskState()), 40)?.done).toBe(true);
  });
  it('a stored done bit does not complete an auto-tracked task the data does not support', () => {
    const stored: TaskState = {
      ...emptyTaskState(),
      tasks_done: withBit(emptyTaskState().tasks_done, 58, true),
    };
    expect(byId(buildTaskList(estateOf(), stored), 58)?.done).toBe(false);
  });
  it('auto-tracked tasks carry the auto_track flag', () => {
    expect(byId(buildTaskList(estateOf(), emptyTaskState()), 58)?.auto_track).toBe(true);
  });
});

describe('advance section', () => {
  const awaiting = estateOf({ death_date: null });
  it('is shown while the estate awaits death', () => {
    const tasks = buildTaskList(awaiting, emptyTaskState());
    expect(tasks.filter((t) => t.step_num === 0).length).toBe(10);
  });
  it('is hidden once the death date is set and no advance work exists', () => {
    const tasks = buildTaskList(estateOf(), emptyTaskState());
    expect(tasks.filter((t) => t.step_num === 0)).toEqual([]);
  });
  it('is hidden for a trust with no advance work', () => {
    const tasks = buildTaskList(estateOf({ trust: true, death_date: null }), emptyTaskState());
    expect(tasks.filter((t) => t.step_num === 0)).toEqual([]);
  });
  it('stays shown after the death when the owner did advance work', () => {
    const s = value(markTaskDone(emptyTaskState(), 110, ctx));
    expect(buildTaskList(estateOf(), s).filter((t) => t.step_num === 0).length).toBe(10);
  });
  it('stores the hidden flag on the first advance task after the death', () => {
    expect(hasBit(reconcileTaskState(estateOf(), emptyTaskState()).tasks_hide, TASK_ID.advanceFirst)).toBe(
      true,
    );
  });
  it('clears the hidden flag on the first advance task while awaiting death', () => {
    expect(hasBit(reconcileTaskState(awaiting, emptyTaskState()).tasks_hide, TASK_ID.advanceFirst)).toBe(
      false,
    );
  });
  it('marks post-death tasks inactive with an asterisk while awaiting death', () => {
    const t = byId(buildTaskList(awaiting, emptyTaskState()), TASK_ID.locateWill);
    expect(t?.inactive).toBe(true);
    expect(t?.name).toBe('* Find the will');
  });
  it('leaves advance tasks active while awaiting death', () => {
    const t = byId(buildTaskList(awaiting, emptyTaskState()), 110);
    expect(t?.inactive).toBe(false);
    expect(t?.name).toBe('Write or update your will');
  });
  it('the advance-completed task is open while an advance task is open', () => {
    const s = value(markTaskDone(emptyTaskState(), 110, ctx));
    expect(byId(buildTaskList(awaiting, s), TASK_ID.advanceCompleted)?.done).toBe(false);
  });
  it('the advance-completed task is done when every advance task is done or N/A', () => {
    let s = emptyTaskState();
    for (const id of ADVANCE_IDS.filter((id) => id !== 115 && id !== 116))
      s = value(markTaskDone(s, id, ctx));
    s = value(setTaskNa(s, 116, true));
    const e = estateOf({ death_date: null, summary: { ...EMPTY_SUMMARY, assets: 3 } });
    expect(byId(buildTaskList(e, s), TASK_ID.advanceCompleted)?.status).toBe('Y');
  });
});

describe('Form 706 filing-limit rule', () => {
  const at = (gross_cents: number, death_date = '2025-03-31') => estateOf({ gross_cents, death_date });
  it('is N/A at exactly the 2025 limit of 13,990,000', () => {
    expect(byId(buildTaskList(at(1_399_000_000), emptyTaskState()), TASK_ID.form706)?.status).toBe('X');
  });
  it('flips 8971 with it when it goes N/A', () => {
    expect(byId(buildTaskList(at(500_000_00), emptyTaskState()), TASK_ID.form8971)?.status).toBe('X');
  });
  it('returns when the gross estate rises above the limit', () => {
    const low = reconcileTaskState(at(500_000_00), emptyTaskState());
    const tasks = buildTaskList(at(1_399_000_001), low);
    expect(byId(tasks, TASK_ID.form706)?.status).toBe('N');
    expect(byId(tasks, TASK_ID.form8971)?.status).toBe('N');
  });
  it('uses the 15,000,000 limit for a 2026 death', () => {
    expect(
      byId(buildTaskList(at(1_450_000_000, '2026-02-01'), emptyTaskState()), TASK_ID.form706)?.status,
    ).toBe('X');
  });
  it('leaves a death before 2010 alone', () => {
    expect(byId(buildTaskList(at(100_00, '2009-06-01'), emptyTaskState()), TASK_ID.form706)?.status).toBe(
      'N',
    );
  });
  it('leaves a task the user marked done by hand alone', () => {
    const s = value(markTaskDone(emptyTaskState(), TASK_ID.form706, ctx));
    expect(byId(buildTaskList(at(100_00), s), TASK_ID.form706)?.status).toBe('Y');
  });
});

describe('due dates and user info in the list', () => {
  it('a First Week task is due seven days after death', () => {
    expect(byId(buildTaskList(estateOf(), emptyTaskState()), TASK_ID.locateWill)?.due).toBe('2025-04-07');
  });
  it('Form 706 is due nine months after death', () => {
    const e = estateOf({ gross_cents: 2_000_000_000 });
    expect(byId(buildTaskList(e, emptyTaskState()), TASK_ID.form706)?.due).toBe('2025-12-31');
  });
  it('Form 8971 is due a further 30 days', () => {
    const e = estateOf({ gross_cents: 2_000_000_000 });
    expect(byId(buildTaskList(e, emptyTaskState()), TASK_ID.form8971)?.due).toBe('2026-01-30');
  });
  it('the user due date overrides the computed one and keeps both visible', () => {
    const s = value(setTaskDue(emptyTaskState(), TASK_ID.locateWill, '2025-04-03'));
    const t = byId(buildTaskList(estateOf(), s), TASK_ID.locateWill);
    expect([t?.due, t?.due_default, t?.due_user]).toEqual(['2025-04-03', '2025-04-07', '2025-04-03']);
  });
  it('property-tax instalments are undated', () => {
    expect(byId(buildTaskList(estateOf(), emptyTaskState()), 93)?.due).toBeNull();
  });
  it('the Canadian final return follows the Canadian rule', () => {
    const e = estateOf({ country_code: 'ca', state: 'ON', state_exec: 'ON', death_date: '2025-11-30' });
    // Six months after a November death: Saturday 30 May 2026, on time the next business day, Monday 1 June
    // (Interpretation Act s.26; see business-days.test.ts).
    expect(byId(buildTaskList(e, emptyTaskState()), 88)?.due).toBe('2026-06-01');
  });
  it('merges files per task', () => {
    const files = new Map([[TASK_ID.locateWill, ['will.pdf']]]);
    expect(byId(buildTaskList(estateOf(), emptyTaskState(), { files }), TASK_ID.locateWill)?.files).toEqual([
      'will.pdf',
    ]);
  });
});

describe('sorting and country reset', () => {
  it('lists tasks by period first', () => {
    const periods = buildTaskList(estateOf(), emptyTaskState()).map((t) => t.period);
    expect(periods[0]).toBe('First Week');
    expect(periods.at(-1)).toBe('Finish');
  });
  it('the wizard order groups tasks by step', () => {
    const steps = buildTaskList(estateOf(), emptyTaskState(), { sort: 'wizard' }).map((t) => t.step_num);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
  });
  it('a country change resets the task set', () => {
    expect(resetTasksForCountry()).toEqual(emptyTaskState());
  });
});
