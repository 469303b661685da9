import { buildTaskList, emptyTaskState, setTaskDue, TASK_ID, taskEstateWith } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { dueLabel } from './due-label';

// The web builds the list with the domain's buildTaskList (use-tasks.ts); a Form 706 for a death on
// 26 Feb 2026 falls due 9 months on, Thursday 26 Nov 2026, Thanksgiving: the IRS takes it on Friday 27 Nov
// (IRC §7503), and the label says so.
const estate = taskEstateWith({ death_date: '2026-02-26', gross_cents: 20_000_000_00 });

const form706 = (state = emptyTaskState()) => {
  const t = buildTaskList(estate, state).find((x) => x.id === TASK_ID.form706);
  if (!t) throw new Error('no Form 706 task');
  return t;
};

describe('dueLabel', () => {
  it('shows the moved date and the reason', () => {
    expect(dueLabel(form706())).toEqual({
      text: 'Due 27-Nov-2026',
      note: 'Moved from Thursday 26 November 2026 (Thanksgiving Day): the IRS accepts it on the next business day.',
    });
  });

  it("shows no note beside the user's own date", () => {
    const set = setTaskDue(emptyTaskState(), TASK_ID.form706, '2026-11-20');
    if (!set.ok) throw new Error(set.msg);
    expect(dueLabel(form706(set.value))).toEqual({ text: 'Due 20-Nov-2026', note: null });
  });

  it('says when there is no date', () => {
    expect(dueLabel({ due: null, due_user: null, due_note: null })).toEqual({
      text: 'No due date',
      note: null,
    });
  });
});
