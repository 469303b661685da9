/** Issue 11, state thresholds: the state estate and inheritance tax tasks go N/A from the estate's own figures. */
import { describe, expect, it } from 'vitest';
import { HEIR_RELATIONSHIP as R } from '../enums.ts';
import { setTaskNa } from './actions.ts';
import { buildTaskList, reconcileTaskState } from './build.ts';
import { TASK_ID } from './ids.ts';
import { stateTasks } from './state-tasks.ts';
import { emptyTaskState } from './task-state.ts';
import { byId, estateOf } from './test-fixtures.ts';
import type { TaskEstate, TaskState } from './types.ts';

const ny = (gross_cents: number, death_date = '2026-03-02') =>
  estateOf({ state: 'NY', state_exec: 'NY', death_date, gross_cents });
const statusOf = (e: TaskEstate, id: number, s: TaskState = emptyTaskState()) =>
  byId(buildTaskList(e, s), id)?.status;
const value = <T>(r: { ok: true; value: T } | { ok: false; msg: string }): T => {
  if (!r.ok) throw new Error(r.msg);
  return r.value;
};

describe('state estate tax threshold', () => {
  // N.Y. Tax Law §971: a return only when the federal gross estate (plus includible gifts) exceeds the basic
  // exclusion amount, $7,350,000 for a 2026 death (tax.ny.gov). $300,000 is far below: N/A.
  it('a $300,000 New York estate has its estate tax task N/A', () => {
    expect(statusOf(ny(300_000_00), TASK_ID.stateTax)).toBe('X');
  });
  // 'Exceeds': exactly $7,350,000 files nothing; $7,400,000 is above, so the task applies.
  it('New York: N/A at exactly $7,350,000, open at $7,400,000', () => {
    expect(statusOf(ny(7_350_000_00), TASK_ID.stateTax)).toBe('X');
    expect(statusOf(ny(7_400_000_00), TASK_ID.stateTax)).toBe('N');
  });
  it('comes back when the values rise above the exclusion', () => {
    const low = reconcileTaskState(ny(300_000_00), emptyTaskState());
    expect(statusOf(ny(7_400_000_00), TASK_ID.stateTax, low)).toBe('N');
  });
  it('keeps the user’s own choice: kept applicable by hand stays open on a small estate', () => {
    const kept = value(setTaskNa(emptyTaskState(), TASK_ID.stateTax, false));
    expect(statusOf(ny(300_000_00), TASK_ID.stateTax, kept)).toBe('N');
  });
  it('keeps the user’s own choice: N/A by hand stays N/A on a large estate', () => {
    const na = value(setTaskNa(emptyTaskState(), TASK_ID.stateTax, true));
    expect(statusOf(ny(9_000_000_00), TASK_ID.stateTax, na)).toBe('X');
  });
  // ORS 118.160: a return when the gross estate is $1,000,000 'or more': at exactly $1,000,000 the task stays.
  it('Oregon keeps the task at exactly $1,000,000 and drops it a cent below', () => {
    const or = (g: number) =>
      estateOf({ state: 'OR', state_exec: 'OR', death_date: '2025-05-01', gross_cents: g });
    expect(statusOf(or(1_000_000_00), TASK_ID.stateTax)).toBe('N');
    expect(statusOf(or(999_999_99), TASK_ID.stateTax)).toBe('X');
  });
  // RCW 83.100.020 (ESSB 5813): $3,000,000 for deaths from 1 July 2025; DOR: a return when the gross estate is
  // equal to or greater. $2,500,000 on 1 August 2025 is below it (it would be above the old $2,193,000).
  it('Washington uses $3,000,000 for a death on 1 August 2025', () => {
    expect(stateTasks('WA', '2025-08-01').tax?.text).toContain('$3,000,000');
    const wa = (g: number) =>
      estateOf({ state: 'WA', state_exec: 'WA', death_date: '2025-08-01', gross_cents: g });
    expect(statusOf(wa(2_500_000_00), TASK_ID.stateTax)).toBe('X');
    expect(statusOf(wa(3_000_000_00), TASK_ID.stateTax)).toBe('N');
  });
  // DOR table / ESB 6347: $3,076,000 for 1 January to 30 June 2026.
  it('Washington uses $3,076,000 for a death in March 2026', () => {
    expect(stateTasks('WA', '2026-03-15').tax?.text).toContain('$3,076,000');
  });
  // C.G.S. §12-391: the exemption equals the federal basic exclusion amount, $15,000,000 for 2026 (P.L. 119-21);
  // §12-392: every estate files, so even a small one keeps its task.
  it('Connecticut 2026: $15,000,000, tied to the federal amount, and never N/A on its own', () => {
    const text = stateTasks('CT', '2026-02-01').tax?.text ?? '';
    expect(text).toContain('$15,000,000');
    expect(text).toContain('equals the federal basic exclusion amount');
    const ct = estateOf({ state: 'CT', state_exec: 'CT', death_date: '2026-02-01', gross_cents: 100_000_00 });
    expect(statusOf(ct, TASK_ID.stateTax)).toBe('N');
  });
  // Our table starts in 2023: a 2022 Maine death has no figure here, so no automatic N/A and the text says so.
  it('a year whose threshold we do not know keeps the task and says why', () => {
    const me = estateOf({ state: 'ME', state_exec: 'ME', death_date: '2022-02-01', gross_cents: 100_000_00 });
    expect(statusOf(me, TASK_ID.stateTax)).toBe('N');
    expect(stateTasks('ME', '2022-02-01').tax?.text).toContain(
      "We do not have this state's exemption for deaths in 2022",
    );
  });
  // 2026 D-76 booklet (via the StepUpLaw dataset): $4,988,400; DC wants a return at the figure 'or more'.
  it('DC 2026: N/A a dollar below $4,988,400, open at it', () => {
    const dc = (g: number) =>
      estateOf({ state: 'DC', state_exec: 'DC', death_date: '2026-02-01', gross_cents: g });
    expect(statusOf(dc(4_988_399_00), TASK_ID.stateTax)).toBe('X');
    expect(statusOf(dc(4_988_400_00), TASK_ID.stateTax)).toBe('N');
  });
  // 32 V.S.A. §7444(a): a Vermont return once the gross estate exceeds $2,750,000, below the $5,000,000 exemption.
  it('Vermont keeps the return for a $3,000,000 estate under its $5,000,000 exemption', () => {
    const vt = (g: number) =>
      estateOf({ state: 'VT', state_exec: 'VT', death_date: '2025-02-01', gross_cents: g });
    expect(statusOf(vt(3_000_000_00), TASK_ID.stateTax)).toBe('N');
    expect(statusOf(vt(2_750_000_00), TASK_ID.stateTax)).toBe('X');
    expect(stateTasks('VT', '2025-02-01').tax?.text).toContain('$2,750,000');
  });
  it('a 2025 DC estate below $4,873,200 is N/A', () => {
    const dc = estateOf({
      state: 'DC',
      state_exec: 'DC',
      death_date: '2025-02-01',
      gross_cents: 4_873_199_00,
    });
    expect(statusOf(dc, TASK_ID.stateTax)).toBe('X');
  });
});

describe('exempt heirs and the inheritance tax task', () => {
  const with_ = (state: string, heirs: number[], patch: Partial<TaskEstate> = {}) =>
    estateOf({ state, state_exec: state, death_date: '2025-06-01', heir_relations: heirs, ...patch });

  // N.J.S.A. 54:34-2(a): spouse and children are Class A, fully exempt; no return is due.
  it('New Jersey with only a spouse and children: N/A', () => {
    expect(statusOf(with_('NJ', [R.spouse, R.child, R.child]), TASK_ID.stateInherit)).toBe('X');
  });
  // A nephew is Class D (taxable): 'Distant Family' is never exempt, so the task comes back.
  it('New Jersey: adding a nephew brings the task back', () => {
    const s = reconcileTaskState(with_('NJ', [R.spouse, R.child]), emptyTaskState());
    expect(statusOf(with_('NJ', [R.spouse, R.child, R.distantFamily]), TASK_ID.stateInherit, s)).toBe('N');
  });
  it('no heirs listed yet: the task stays', () => {
    expect(statusOf(with_('NJ', []), TASK_ID.stateInherit)).toBe('N');
  });
  // Md. Code Tax-Gen. §7-203(b)(2)(vii): brothers and sisters are exempt.
  it('Maryland with a sibling only: N/A', () => {
    expect(statusOf(with_('MD', [R.sibling]), TASK_ID.stateInherit)).toBe('X');
  });
  // 72 P.S. §9116(a)(1.1)(ii): 0% to a spouse, but §9136 and the REV-1500 still want the return: the task stays.
  it('Pennsylvania with the spouse only keeps the return, and says why', () => {
    expect(statusOf(with_('PA', [R.spouse]), TASK_ID.stateInherit)).toBe('N');
    expect(stateTasks('PA', '2025-06-01').inherit?.text).toContain('even when the surviving spouse');
  });
  // KRS 140.070: spouse, parent, child, grandchild, sibling are Class A; with no federal return due ($500,000 is
  // under the 2025 limit of $13,990,000) the affidavit of exemption replaces the return.
  it('Kentucky with Class A heirs only and no Form 706: N/A', () => {
    const heirs = [R.spouse, R.parent, R.child, R.grandchild, R.sibling];
    expect(statusOf(with_('KY', heirs), TASK_ID.stateInherit)).toBe('X');
  });
  it('Kentucky: a Form 706 estate keeps the return even with Class A heirs', () => {
    const big = with_('KY', [R.spouse], { gross_cents: 14_000_000_00 });
    expect(statusOf(big, TASK_ID.stateInherit)).toBe('N');
  });
  it('Kentucky: a grandparent is not Class A', () => {
    expect(statusOf(with_('KY', [R.grandparent]), TASK_ID.stateInherit)).toBe('N');
  });
  it('a user’s own N/A stays when a taxable heir is added', () => {
    const na = value(setTaskNa(emptyTaskState(), TASK_ID.stateInherit, true));
    expect(statusOf(with_('NJ', [R.other]), TASK_ID.stateInherit, na)).toBe('X');
  });
});

describe('Iowa inheritance tax before 2025', () => {
  // Iowa Code §450.10 as amended by SF 619 (2021): repealed for deaths from 1 January 2025.
  it('a 2024 death has the Iowa inheritance tax task; a 2025 death has none', () => {
    const ia = (death_date: string) => estateOf({ state: 'IA', state_exec: 'IA', death_date });
    expect(byId(buildTaskList(ia('2024-12-31'), emptyTaskState()), TASK_ID.stateInherit)?.name).toBe(
      'File the state inheritance tax return',
    );
    expect(byId(buildTaskList(ia('2025-01-01'), emptyTaskState()), TASK_ID.stateInherit)).toBeUndefined();
  });
  // Iowa Code §450.9: a spouse and children are exempt.
  it('a 2024 Iowa estate left to a spouse and children is N/A', () => {
    const e = estateOf({
      state: 'IA',
      state_exec: 'IA',
      death_date: '2024-05-01',
      heir_relations: [R.spouse, R.child],
    });
    expect(statusOf(e, TASK_ID.stateInherit)).toBe('X');
  });
});

describe('New Jersey tax waivers', () => {
  // The lien from death freezes half of each account until a waiver or Form L-8: the task belongs early.
  it('the New Jersey waiver task is due two months after death and names Form L-8', () => {
    const nj = stateTasks('NJ', '2025-06-01').taxclose;
    expect(nj?.months).toBe(2);
    expect(nj?.text).toContain('Form L-8');
  });
});

describe('Form 706 and lifetime gifts', () => {
  // IRS Instructions for Form 706, 'Who Must File': gross estate plus adjusted taxable gifts (and any specific
  // exemption) over the basic exclusion amount. We keep the automatic N/A on the gross estate and say so.
  it('the Form 706 text says the automatic N/A leaves lifetime gifts out', () => {
    const t = byId(buildTaskList(estateOf(), emptyTaskState()), TASK_ID.form706);
    expect(t?.status).toBe('X');
    expect(t?.text).toContain('not lifetime gifts');
  });
});
