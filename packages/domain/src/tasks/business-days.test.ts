/**
 * Tax deadlines on the next business day. Every expected date below is worked out from the rule in the comment:
 * IRS, IRC §7503 (Saturday, Sunday or a legal holiday in the District of Columbia moves the deadline to the next
 * day that is none of these); CRA, Interpretation Act ss.26 and 35(1) with the CRA's reading that Saturdays count
 * (2015-0598291C6) and its list of public holidays.
 */
import { describe, expect, it } from 'vitest';
import { setTaskDue } from './actions.ts';
import { buildTaskList } from './build.ts';
import { nextBusinessDay, onBusinessDay } from './business-days.ts';
import { TASK_ID } from './ids.ts';
import { emptyTaskState } from './task-state.ts';
import { byId, estateOf } from './test-fixtures.ts';
import type { TaskState } from './types.ts';

const FINAL_1040 = 74;
const FINAL_T1 = 88;
const T3 = 91;

describe('IRS deadlines (IRC §7503)', () => {
  it('Form 706 due on Thanksgiving moves to the Friday, with a note', () => {
    // Death 26 Feb 2026 + 9 months (IRC §6075(a)) = Thursday 26 Nov 2026, the fourth Thursday of November:
    // Thanksgiving Day (5 U.S.C. §6103(a)). The next day, Friday 27 Nov, is neither a weekend nor a holiday.
    const t = byId(buildTaskList(estateOf({ death_date: '2026-02-26' }), emptyTaskState()), TASK_ID.form706);
    expect([t?.due, t?.due_default, t?.due_user]).toEqual(['2026-11-27', '2026-11-27', null]);
    expect(t?.due_note).toBe(
      'Moved from Thursday 26 November 2026 (Thanksgiving Day): the IRS accepts it on the next business day.',
    );
  });

  it('a Saturday deadline moves to the Monday', () => {
    // Death 17 Jan 2026 + 9 months = Saturday 17 Oct 2026; Sunday 18 Oct is a weekend too; Monday 19 Oct is no
    // federal holiday (Columbus Day 2026 is the second Monday, 12 Oct).
    const t = byId(buildTaskList(estateOf({ death_date: '2026-01-17' }), emptyTaskState()), TASK_ID.form706);
    expect(t?.due).toBe('2026-10-19');
    expect(t?.due_note).toBe(
      'Moved from Saturday 17 October 2026 (a weekend): the IRS accepts it on the next business day.',
    );
  });

  it('DC Emancipation Day counts: the final 1040 of a 2027 death is due Tuesday 18 April 2028', () => {
    // The final 1040 is due 15 April 2028, a Saturday. 16 April 2028 (Emancipation Day, D.C. Code §1-612.02) is a
    // Sunday, so DC observes it on Monday 17 April, a legal holiday in DC; the first business day is Tuesday 18.
    const t = byId(buildTaskList(estateOf({ death_date: '2027-06-10' }), emptyTaskState()), FINAL_1040);
    expect(t?.due).toBe('2028-04-18');
    expect(t?.due_note).toBe(
      'Moved from Saturday 15 April 2028 (a weekend; Monday 17 April is DC Emancipation Day): the IRS accepts it on the next business day.',
    );
  });

  it('matches the filing deadlines the IRS announced for 2018, 2022 and 2023', () => {
    // 2018: 15 April a Sunday, Monday 16 April Emancipation Day -> Tuesday 17 April.
    // 2022: 16 April a Saturday, so Emancipation Day is observed Friday 15 April -> Monday 18 April.
    // 2023: 15 April a Saturday, 16 April a Sunday, Emancipation Day observed Monday 17 April -> Tuesday 18 April.
    expect(nextBusinessDay('2018-04-15', 'IRS').date).toBe('2018-04-17');
    expect(nextBusinessDay('2022-04-15', 'IRS').date).toBe('2022-04-18');
    expect(nextBusinessDay('2023-04-15', 'IRS').date).toBe('2023-04-18');
  });

  it('an observed federal holiday is a holiday too', () => {
    // 4 July 2026 is a Saturday: federal offices observe it on Friday 3 July (5 U.S.C. §6103(b), E.O. 11582).
    expect(nextBusinessDay('2026-07-03', 'IRS')).toEqual({
      date: '2026-07-06',
      skipped: [['2026-07-03', 'Independence Day']],
    });
  });

  it('a state or court deadline is not moved', () => {
    // New York's estate tax return (task 82) is due 9 months after death (N.Y. Tax Law §971): 26 Nov 2026 for
    // a death on 26 Feb 2026. §7503 covers the internal revenue laws only; the date stays, with no note.
    const tasks = buildTaskList(estateOf({ state: 'NY', death_date: '2026-02-26' }), emptyTaskState());
    const t = byId(tasks, TASK_ID.stateTax);
    expect([t?.due, t?.due_note]).toEqual(['2026-11-26', null]);
    // The creditor wait (task 71, a court period) on a Saturday stays too.
    expect(onBusinessDay(TASK_ID.creditorWait, '2026-10-17', 'us', null)).toEqual({
      due: '2026-10-17',
      note: null,
    });
  });

  it("the user's own due date is never moved", () => {
    const state = setTaskDue(emptyTaskState(), TASK_ID.form706, '2026-11-26');
    if (!state.ok) throw new Error(state.msg);
    const t = byId(
      buildTaskList(estateOf({ death_date: '2026-02-26' }), state.value as TaskState),
      TASK_ID.form706,
    );
    // The user chose Thanksgiving: it stays; the computed date (moved) remains visible beside it.
    expect([t?.due, t?.due_user, t?.due_default, t?.due_note]).toEqual([
      '2026-11-26',
      '2026-11-26',
      '2026-11-27',
      null,
    ]);
  });
});

describe('CRA deadlines (Interpretation Act s.26)', () => {
  it('the CRA example: a T1 due Saturday 30 April 2016 is on time Monday 2 May', () => {
    expect(onBusinessDay(FINAL_T1, '2016-04-30', 'ca', 'ON').due).toBe('2016-05-02');
  });

  it('a Sunday deadline moves to the Monday', () => {
    // 30 April 2028 is a Sunday; Monday 1 May is no holiday.
    expect(onBusinessDay(FINAL_T1, '2028-04-30', 'ca', 'ON')).toEqual({
      due: '2028-05-01',
      note: 'Moved from Sunday 30 April 2028 (a weekend): the CRA accepts it on the next business day.',
    });
  });

  it('a final T1 six months after a December death, due on a Saturday, moves to the Monday', () => {
    // Death 26 Dec 2026 + 6 months (ITA 150(1)(d)) = Saturday 26 June 2027 -> Monday 28 June 2027.
    const e = estateOf({ country_code: 'ca', state: 'ON', state_exec: 'ON', death_date: '2026-12-26' });
    expect(byId(buildTaskList(e, emptyTaskState()), FINAL_T1)?.due).toBe('2027-06-28');
  });

  it('Canada Day, and 2 July when 1 July is a Sunday (Holidays Act)', () => {
    // Thursday 1 July 2027 -> Friday 2 July.
    expect(onBusinessDay(FINAL_T1, '2027-07-01', 'ca', 'ON').due).toBe('2027-07-02');
    // Sunday 1 July 2029: Canada Day is Monday 2 July -> Tuesday 3 July.
    expect(nextBusinessDay('2029-07-01', 'CRA', 'ON')).toEqual({
      date: '2029-07-03',
      skipped: [['2029-07-02', 'Canada Day']],
    });
  });

  it('Boxing Day and Christmas', () => {
    // Friday 26 Dec 2025 (Boxing Day) -> Monday 29 Dec.
    expect(onBusinessDay(T3, '2025-12-26', 'ca', 'ON').due).toBe('2025-12-29');
    // Sunday 25 Dec 2022 (Christmas) -> Monday 26 is Boxing Day -> Tuesday 27 Dec.
    expect(onBusinessDay(T3, '2022-12-25', 'ca', 'ON')).toEqual({
      due: '2022-12-27',
      note: 'Moved from Sunday 25 December 2022 (Christmas Day; Monday 26 December is Boxing Day): the CRA accepts it on the next business day.',
    });
  });

  it('Good Friday and Easter Monday', () => {
    // Easter 2026 is 5 April: Good Friday 3 April, Easter Monday 6 April -> Tuesday 7 April.
    expect(nextBusinessDay('2026-04-03', 'CRA', 'ON').date).toBe('2026-04-07');
  });

  it('Victoria Day, the National Day for Truth and Reconciliation and Thanksgiving', () => {
    // Victoria Day 2026: the Monday before 25 May is 18 May.
    expect(nextBusinessDay('2026-05-18', 'CRA', 'ON').date).toBe('2026-05-19');
    // 30 Sept 2026 is a Wednesday -> Thursday 1 Oct.
    expect(nextBusinessDay('2026-09-30', 'CRA', 'ON').date).toBe('2026-10-01');
    // Canadian Thanksgiving 2026, the second Monday of October: 12 Oct -> 13 Oct.
    expect(nextBusinessDay('2026-10-12', 'CRA', 'ON').date).toBe('2026-10-13');
  });

  it('the Civic Holiday counts except in Quebec and Yukon; Saint-Jean-Baptiste in Quebec only', () => {
    // First Monday of August 2026 is 3 August.
    expect(nextBusinessDay('2026-08-03', 'CRA', 'ON').date).toBe('2026-08-04');
    expect(nextBusinessDay('2026-08-03', 'CRA', 'QC').date).toBe('2026-08-03');
    expect(nextBusinessDay('2026-08-03', 'CRA', 'YT').date).toBe('2026-08-03');
    // 24 June 2026 is a Wednesday.
    expect(nextBusinessDay('2026-06-24', 'CRA', 'QC').date).toBe('2026-06-25');
    expect(nextBusinessDay('2026-06-24', 'CRA', 'ON').date).toBe('2026-06-24');
  });

  it('US holidays do not move a Canadian deadline, nor Canadian ones a US deadline', () => {
    // US Thanksgiving 26 Nov 2026 is a working day for the CRA; Canada Day 1 July 2027 for the IRS.
    expect(onBusinessDay(FINAL_T1, '2026-11-26', 'ca', 'ON').due).toBe('2026-11-26');
    expect(onBusinessDay(FINAL_1040, '2027-07-01', 'us', null).due).toBe('2027-07-01');
  });
});
