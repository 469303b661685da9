/**
 * Issue 11, Canadian and Quebec checklist facts: each expected date or wording is worked out in the comment from
 * the rule and its source (listed again in packages/domain/README.md, 'Checklist facts and their sources').
 * Dates fall on business days so that moving a deadline off a weekend or holiday does not blur them.
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
const inProvince = (state: string, patch: Partial<TaskEstate> = {}) =>
  estateOf({ country_code: 'ca', state, state_exec: state, ...patch });
const task = (state: string, id: number, patch: Partial<TaskEstate> = {}, st: TaskState = emptyTaskState()) =>
  byId(buildTaskList(inProvince(state, patch), st), id);
const wording = (state: string, id: number, patch: Partial<TaskEstate> = {}) => {
  const t = task(state, id, patch);
  return `${t?.name}\n${t?.text}`;
};

describe('Canadian return dates', () => {
  // #1, ITA 150(1)(b) and Revenu Québec "Filing Deadlines": a death from January to April before the prior year's
  // return was filed makes it due six months after the death. Death 12 Feb 2025 -> 12 Aug 2025 (a Tuesday);
  // the old code showed the tax-year default, 31 March 2026.
  it('task 90: last year’s return for a February death is due six months after it', () => {
    expect(task('ON', 90, { death_date: '2025-02-12' })?.due).toBe('2025-08-12');
  });
  // #14, ITA 150(1)(c): the T3 is due 90 days after the estate's year end. Death 10 June 2027, calendar year:
  // 31 Dec 2027 + 90 days = 30 March 2028 (2028 is a leap year; a Thursday).
  it('task 91: the T3 for a 2027 death is due 30 March 2028', () => {
    expect(task('ON', 91, { death_date: '2027-06-10' })?.due).toBe('2028-03-30');
  });
  // #14: the deemed disposition is reported on the final return, due 30 April 2026 for a June 2025 death (a
  // Thursday), not the old 31 March.
  it('task 92: the deemed disposition takes the final return’s date', () => {
    expect(task('ON', 92, { death_date: '2025-06-10' })?.due).toBe('2026-04-30');
  });
  // #14: optional returns, earlier of the final return (30 April 2026) and death + 1 year (12 Feb 2026, the
  // rights-or-things floor) for a 12 Feb 2025 death: 12 Feb 2026 (a Thursday).
  it('task 89: the optional returns show the earlier of the final return date and a year after death', () => {
    expect(task('ON', 89, { death_date: '2025-02-12' })?.due).toBe('2026-02-12');
  });
});

describe('Ontario Estate Information Return', () => {
  // O. Reg. 310/14 (Estate Administration Tax Act, 1998): 180 days after the certificate is issued. Until task 32
  // is done the estimate is death + 8 months: 10 April 2025 -> 10 Dec 2025 (a Wednesday), not death + 9 months.
  it('is estimated at eight months after death until the certificate is received', () => {
    expect(task('ON', TASK_ID.stateTax, { death_date: '2025-04-10' })?.due).toBe('2025-12-10');
  });
  // Certificate received (task 32 done) 18 Sept 2025: + 180 days = 17 March 2026 (a Tuesday).
  it('counts 180 days from the day the certificate task is marked done', () => {
    const st = doneOn(TASK_ID.probateAppointment, '2025-09-18');
    expect(task('ON', TASK_ID.stateTax, { death_date: '2025-04-10' }, st)?.due).toBe('2026-03-17');
  });
});

describe('Canadian wording', () => {
  // #4, CRA (RRSP/RRIF refund of premiums; TFSA "Death of a TFSA holder"; pension death benefits reported by
  // the recipient): only RRSPs and RRIFs are income on the final return, and a dependent child or grandchild
  // can roll them over too.
  it('task 49 says a TFSA’s value at death is untaxed and RRSPs/RRIFs can roll to a dependent child', () => {
    const text = wording('ON', 49);
    expect(text).toContain('A TFSA’s value at death is not taxed');
    expect(text).toContain('child or grandchild who depended on the person financially');
    expect(text).toContain('death benefit is taxed to whoever receives it');
    expect(text).not.toContain('Unless a spouse rolls a plan over');
  });
  // #17: 'in many states' does not belong in a Canadian list; Ontario's Estates Act s.44-45 notice of contestation.
  it('task 65 speaks of provinces, not states', () => {
    const text = wording('ON', 65);
    expect(text).not.toContain('states');
    expect(text).toContain('thirty days');
  });
  // Misleading items: tasks 41, 57 and 101 read as US-only (family allowance, payable-on-death, Montana).
  it('tasks 41, 57 and 101 have Canadian wording', () => {
    expect(wording('ON', 41)).toContain('six months from the certificate of appointment');
    expect(wording('ON', 57)).not.toContain('payable-on-death');
    expect(wording('ON', 101)).not.toContain('Montana');
    expect(wording('ON', 101)).toContain('graduated rate estate');
  });
});

describe('Quebec wording', () => {
  // #5, Retraite Québec "Death benefit": the QPP pays up to $2,500, not the CPP through Service Canada.
  it('tasks 21 and 22 send QPP matters to Retraite Québec; Ontario keeps the CPP', () => {
    expect(wording('QC', 21)).toContain('Retraite Québec');
    expect(wording('QC', 21)).toContain('Old Age Security');
    expect(task('QC', 22)?.name).toBe('Apply for the QPP death benefit');
    expect(wording('QC', 22)).not.toContain('Canada Pension Plan');
    expect(task('ON', 22)?.name).toBe('Apply for the CPP death benefit');
  });
  // #6, quebec.ca (requirements of wills; probate of wills): no grant, no probate tax; a notarial will needs no
  // verification, a holograph or witnessed one is verified by the court or a notary.
  it('tasks 11, 32 and 105 describe verification, the liquidator and the final account', () => {
    const probate = wording('QC', TASK_ID.probate);
    expect(probate).toContain('A notarial will needs no verification');
    expect(probate).toContain('by the Superior Court or by a notary');
    expect(probate).not.toContain('probate fee');
    // Probate N/A flips 32 and 105 (linked N/A, ids.ts LINKED_NA), which Quebec still needs: a notarial will marks it done.
    expect(probate).toContain('mark this task done once the searches confirm it is the latest');
    const letters = wording('QC', TASK_ID.probateAppointment);
    expect(letters).toContain('No court appoints a liquidator');
    expect(letters).not.toContain('grant of probate');
    const closing = wording('QC', TASK_ID.probateClosing);
    expect(closing).toContain('final account');
    expect(closing).toContain('notice of closure');
  });
  // Revenu Québec "Certificate Authorizing the Distribution of Property": MR-14.A before distributing.
  it('task 94 asks for both the TX19 and Revenu Québec’s certificate', () => {
    const text = wording('QC', 94);
    expect(text).toContain('TX19');
    expect(text).toContain('MR-14.A');
    expect(wording('ON', 94)).not.toContain('MR-14.A');
  });
  // C.c.Q. art. 789 (remuneration), the three forms of will, designations of registered plans by will. The
  // planning tasks 110 and 113 show while the owner is alive (no death date).
  it('tasks 103, 110 and 113 follow Quebec law', () => {
    const alive = { death_date: null };
    expect(wording('QC', 103)).toContain('A liquidator who is not an heir is entitled to remuneration');
    expect(wording('QC', 110, alive)).toContain('notarial will');
    expect(wording('QC', 110, alive)).not.toContain('a court picks the person in charge');
    expect(wording('QC', 113, alive)).toContain('only in your will or marriage contract');
  });
});
