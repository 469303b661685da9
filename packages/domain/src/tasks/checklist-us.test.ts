/**
 * Issue 11, US checklist facts: each expected date is worked out in the comment from the rule and its source.
 * Dates are chosen on business days so that moving a deadline off a weekend or holiday does not blur them.
 */
import { describe, expect, it } from 'vitest';
import { buildTaskList } from './build.ts';
import { TASK_ID } from './ids.ts';
import { emptyTaskState } from './task-state.ts';
import { byId, estateOf } from './test-fixtures.ts';
import type { TaskEstate, TaskState } from './types.ts';

const doneOn = (id: number, date: string): TaskState => ({
  ...emptyTaskState(),
  tasks_userinfo: [{ id, date, due: null, assigned: null, note: null }],
});
const task = (estate: Partial<TaskEstate>, id: number, state: TaskState = emptyTaskState()) =>
  byId(buildTaskList(estateOf(estate), state), id);

describe('federal returns', () => {
  // #2, IRS Pub. 559 ("Final return for decedent", prior year): a return not yet filed for the year before the
  // death is due on its normal date. Death 10 March 2026 -> the 2025 Form 1040 is due 15 April 2026 (a
  // Wednesday); the old code showed 15 April 2027.
  it('task 76: the prior year return of a March death is due 15 April of the year of death', () => {
    expect(task({ death_date: '2026-03-10' }, 76)?.due).toBe('2026-04-15');
  });
  // #3, IRC 6654(l)(2): an estate owes no estimated tax for a tax year ending before two years after death.
  // Death 1 May 2025: 2026 ends 31 Dec 2026 (< 1 May 2027, exempt); 2027 ends 31 Dec 2027 (>= 1 May 2027) ->
  // first instalment 15 April 2027 (a Thursday).
  it('task 78: estimates begin with the tax year ending two years or more after death', () => {
    const t = task({ death_date: '2025-05-01' }, 78);
    expect(t?.due).toBe('2027-04-15');
    expect(t?.text).toContain('no estimated income tax for any tax year that ends less than two years');
  });
  // #7, IRS "Frequently asked questions on the Estate Tax Closing Letter": requests go through Pay.gov with a
  // user fee, about nine months after the 706 is filed. Death 31 March 2025: 706 due 31 Dec 2025 + 9 months
  // = 30 Sept 2026 (a Wednesday), i.e. death + 18 months, not the old 15.
  it('task 97: the closing letter request comes nine months after the 706 is due', () => {
    const t = task({ death_date: '2025-03-31' }, TASK_ID.closing706Request);
    expect(t?.due).toBe('2026-09-30');
    expect(t?.text).toContain('Pay.gov');
    expect(t?.text).not.toContain('four months');
  });
  // Once the user marks Form 706 done on 14 January 2026, nine months from filing is 14 October 2026.
  it('task 97: once Form 706 is marked done, the request counts nine months from that day', () => {
    const t = task(
      { death_date: '2025-03-31' },
      TASK_ID.closing706Request,
      doneOn(TASK_ID.form706, '2026-01-14'),
    );
    expect(t?.due).toBe('2026-10-14');
  });
});

describe('court and creditor deadlines', () => {
  // Fla. Stat. §732.901: the holder of a will deposits it with the clerk within ten days of learning of the
  // death; the task now falls due a week after the death (death 31 March 2025 -> 7 April 2025), not a month.
  it('task 6: submitting the will falls due a week after the death', () => {
    expect(task({ state: 'FL', state_exec: 'FL' }, TASK_ID.willSubmit)?.due).toBe('2025-04-07');
  });
  // M.G.L. c.190B §3-803: claims in Massachusetts run one year from death. Death 12 March 2025 -> 12 March 2026.
  it('task 71 in Massachusetts waits a year from death', () => {
    expect(task({ state: 'MA', state_exec: 'MA', death_date: '2025-03-12' }, TASK_ID.creditorWait)?.due).toBe(
      '2026-03-12',
    );
  });
  // SCPA §1802: seven months from letters in New York. Until letters are recorded the estimate is death + 10
  // months (letters usually within three): death 12 March 2025 -> 12 Jan 2026. Letters marked received on
  // 19 May 2025 -> 19 December 2025.
  it('task 71 in New York counts seven months from the letters', () => {
    const ny = { state: 'NY', state_exec: 'NY', death_date: '2025-03-12' };
    expect(task(ny, TASK_ID.creditorWait)?.due).toBe('2026-01-12');
    expect(task(ny, TASK_ID.creditorWait, doneOn(TASK_ID.probateAppointment, '2025-05-19'))?.due).toBe(
      '2025-12-19',
    );
  });
  // 20 Pa.C.S. §3532: one year from the first advertisement. Estimate death + 13 months: 13 March 2025 ->
  // 13 April 2026; with the notice marked published on 2 June 2025 -> 2 June 2026.
  it('task 71 in Pennsylvania counts a year from the first advertisement', () => {
    const pa = { state: 'PA', state_exec: 'PA', death_date: '2025-03-13' };
    expect(task(pa, TASK_ID.creditorWait)?.due).toBe('2026-04-13');
    expect(task(pa, TASK_ID.creditorWait, doneOn(TASK_ID.deathNotice, '2025-06-02'))?.due).toBe('2026-06-02');
  });
  // Elsewhere the default stays nine months (New Jersey: nine months from death, N.J.S.A. 3B:22-4):
  // death 31 March 2025 -> 31 December 2025.
  it('task 71 elsewhere keeps nine months', () => {
    expect(task({ state: 'NJ', state_exec: 'NJ' }, TASK_ID.creditorWait)?.due).toBe('2025-12-31');
  });
  it('the creditor notice is a duty, not a choice', () => {
    expect(task({}, TASK_ID.deathNotice)?.text).toContain('Most states require the executor to publish');
  });
});
