/** Issue 11, state extras: each expectation names its statute. */
import { describe, expect, it } from 'vitest';
import { buildTaskList } from './build.ts';
import { TASK_ID } from './ids.ts';
import { stateTasks } from './state-tasks.ts';
import { emptyTaskState } from './task-state.ts';
import { byId, estateOf } from './test-fixtures.ts';

describe('state inheritance taxes', () => {
  // #9, Md. Code Tax-Gen. §7-203(b)(2)(vii): brothers and sisters are exempt.
  it('Maryland names siblings among the exempt heirs and files with the Register of Wills', () => {
    const text = stateTasks('MD', '2025-06-01').inherit?.text ?? '';
    expect(text).toContain('brothers and sisters are exempt');
    expect(text).toContain('Register of Wills');
  });
  // #11: Pennsylvania files with the county Register of Wills (72 P.S. §9136), Nebraska with the county court.
  it('Pennsylvania and Nebraska name their county offices', () => {
    expect(stateTasks('PA', '2025-06-01').inherit?.text).toContain('Register of Wills');
    expect(stateTasks('NE', '2025-06-01').inherit?.text).toContain('county court');
  });
});

describe('state estate taxes', () => {
  // #10, D.C. Code §47-3705: the return is due ten months after death. Death 30 March 2025 -> 30 January 2026 (a Friday).
  it('the District of Columbia return is due ten months after death', () => {
    expect(stateTasks('DC', '2025-03-31').tax?.months).toBe(10);
    const e = estateOf({
      state: 'DC',
      state_exec: 'DC',
      death_date: '2025-03-30',
      gross_cents: 9_000_000_00,
    });
    expect(byId(buildTaskList(e, emptyTaskState()), TASK_ID.stateTax)?.due).toBe('2026-01-30');
  });
  // #11, 35 ILCS 405/6: the Illinois estate tax goes to the Attorney General.
  it('Illinois names the Attorney General', () => {
    expect(stateTasks('IL', '2025-06-01').tax?.text).toContain('Attorney General');
  });
  // #11, C.G.S. §12-392: six months; an estate owing no tax files with the Probate Court.
  it('Connecticut names the Probate Court and six months', () => {
    const tax = stateTasks('CT', '2025-06-01').tax;
    expect(tax?.months).toBe(6);
    expect(tax?.text).toContain('Probate Court');
  });
  it('no state text claims every exemption is below the federal one', () => {
    for (const code of ['CT', 'DC', 'HI', 'IL', 'MA', 'MD', 'ME', 'MN', 'NY', 'OR', 'RI', 'VT', 'WA'])
      expect(stateTasks(code, '2025-06-01').tax?.text).not.toContain('far lower than the federal');
  });
});

describe('executors living in another state', () => {
  // #16, Va. Code §64.2-1426 (agent) and the clerk's bond rule: a nonresident posts bond with surety even when
  // the will waives surety.
  it('Virginia asks for a bond with surety whatever the will says', () => {
    expect(stateTasks('VA', null).agent?.text).toContain('bond with surety even when the will waives surety');
  });
  // Tenn. Code §35-50-107: a nonresident fiduciary appoints the Secretary of State as agent.
  it('Tennessee and Missouri are in the table', () => {
    expect(stateTasks('TN', null).agent?.text).toContain('Secretary of State');
    expect(stateTasks('MO', null).agent?.text).toContain('agent');
  });
});
