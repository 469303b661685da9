/**
 * Issue 36: tasks whose own rule makes them inapplicable are N/A by themselves, with the reason in words; the
 * user's own marks stay as they are, and the N/A toggle brings a task back. Dates are worked out in the comments.
 */
import { describe, expect, it } from 'vitest';
import { HEIR_RELATIONSHIP as R } from '../enums.ts';
import { setTaskNa } from './actions.ts';
import { AUTO_NA_RULES } from './auto-na.ts';
import { buildTaskList, reconcileTaskState } from './build.ts';
import { TASK_ID } from './ids.ts';
import { emptyTaskState } from './task-state.ts';
import { byId, estateOf } from './test-fixtures.ts';
import type { TaskEstate, TaskResult, TaskState } from './types.ts';

const value = <T>(r: TaskResult<T>): T => {
  if (!r.ok) throw new Error(r.msg);
  return r.value;
};
const task = (estate: Partial<TaskEstate>, id: number, state: TaskState = emptyTaskState()) =>
  byId(buildTaskList(estateOf(estate), state), id);
const PRIOR = TASK_ID.priorYearReturn;

describe('the missing past return (task 76): only a death on or before its due date leaves it to the executor', () => {
  // Death 12 March 2025: the 2024 Form 1040 was still due 15 April 2025 (a Tuesday), after the death.
  it('a March death: open, due 15-Apr-2025, no reason', () => {
    expect(task({ death_date: '2025-03-12' }, PRIOR)).toMatchObject({
      status: 'N',
      due: '2025-04-15',
      na_reason: null,
    });
  });
  // Death 12 May 2025: the 2024 return was due 15 April 2025, four weeks before the death: the decedent's to file.
  it('a May death: N/A by itself, saying why and how to bring it back', () => {
    expect(task({ death_date: '2025-05-12' }, PRIOR)).toMatchObject({
      status: 'X',
      na: true,
      na_reason:
        'The death, on 12-May-2025, came after the decedent’s own 2024 return was due, on 15-Apr-2025. If that ' +
        'return or an earlier one was never filed, or an extension was running, make this task applicable again.',
    });
  });
  // A death on the due date itself: the return may not be filed yet, so the task stays.
  it('a death on 15 April itself leaves it open', () => {
    expect(task({ death_date: '2025-04-15' }, PRIOR)?.status).toBe('N');
  });
  // 15 April 2028 is a Saturday and 16 April (DC Emancipation Day) a Sunday observed Monday 17 April: the 2027
  // return is due Tuesday 18 April 2028. A death on 18 April keeps the task; one on 19 April does not.
  it('follows the IRS’s next business day: 18 April 2028 keeps it, 19 April does not', () => {
    expect(task({ death_date: '2028-04-18' }, PRIOR)).toMatchObject({ status: 'N', due: '2028-04-18' });
    expect(task({ death_date: '2028-04-19' }, PRIOR)?.na_reason).toContain('was due, on 18-Apr-2028');
  });
  it('has no say before a death date is entered, and none in Canada', () => {
    expect(AUTO_NA_RULES.find((r) => r.id === PRIOR)?.reason(estateOf({ death_date: null }))).toBeNull();
    expect(
      AUTO_NA_RULES.find((r) => r.id === PRIOR)?.reason(estateOf({ country_code: 'ca', state: 'ON' })),
    ).toBeNull();
  });
  it('comes back when the death date moves to March', () => {
    const may = reconcileTaskState(estateOf({ death_date: '2025-05-12' }), emptyTaskState());
    expect(byId(buildTaskList(estateOf({ death_date: '2025-03-12' }), may), PRIOR)?.status).toBe('N');
  });
});

describe('the user’s own marks win', () => {
  it('making an automatic N/A applicable again keeps it open, with no reason, whatever the rule says', () => {
    const may = estateOf({ death_date: '2025-05-12' });
    const back = value(setTaskNa(reconcileTaskState(may, emptyTaskState()), PRIOR, false));
    const t = byId(buildTaskList(may, back), PRIOR);
    expect([t?.status, t?.na_reason]).toEqual(['N', null]);
  });
  it('an N/A set by hand on a March death stays N/A, with no rule’s reason', () => {
    const byHand = value(setTaskNa(emptyTaskState(), PRIOR, true));
    const t = task({ death_date: '2025-03-12' }, PRIOR, byHand);
    expect([t?.status, t?.na_reason]).toEqual(['X', null]);
  });
});

describe('the estate tax rules give their reasons', () => {
  // Death 31 March 2025, $500,000 listed: the 2025 federal filing limit is $13,990,000.
  it('Form 706 under the federal limit, and the tasks that follow it', () => {
    const e = { gross_cents: 500_000_00 };
    const reason =
      'The assets listed here add up to $500,000, at or below the federal filing limit for a death in 2025, ' +
      '$13,990,000. It comes back if values rise.';
    expect(task(e, TASK_ID.form706)?.na_reason).toBe(reason);
    expect(task(e, TASK_ID.form8971)?.na_reason).toBe(
      `Follows “File the estate tax return (Form 706)”. ${reason}`,
    );
    expect(task({ gross_cents: 2_000_000_000 }, TASK_ID.form706)).toMatchObject({
      status: 'N',
      na_reason: null,
    });
  });
  // New York 2025: exemption $7,160,000, a return when the gross estate 'exceeds' it.
  it('New York’s estate tax under its 2025 exemption', () => {
    expect(
      task({ state: 'NY', state_exec: 'NY', gross_cents: 300_000_00 }, TASK_ID.stateTax)?.na_reason,
    ).toBe(
      'The assets listed here add up to $300,000, at or below New York’s exemption for a death in 2025, ' +
        '$7,160,000. It comes back if values rise.',
    );
  });
  // New Jersey exempts a spouse and children (Class A).
  it('New Jersey’s inheritance tax when every heir is exempt, and not with a friend among them', () => {
    const nj = { state: 'NJ', state_exec: 'NJ' };
    expect(task({ ...nj, heir_relations: [R.spouse, R.child] }, TASK_ID.stateInherit)?.na_reason).toBe(
      'Every heir listed is exempt from New Jersey’s inheritance tax. It comes back if you add an heir who is not.',
    );
    expect(task({ ...nj, heir_relations: [R.spouse, R.other] }, TASK_ID.stateInherit)?.status).toBe('N');
  });
});
