/**
 * Issue 35: the creditor-wait task (71) follows the estate's own state. Its date and its statute come from the
 * table the state pages read (places/small-estates.ts CREDITOR_PERIOD); a state without a rule there keeps the
 * nine-month estimate and shows another state's statute as an example, saying so. Dates are worked by hand from
 * each statute in the comments.
 */
import { describe, expect, it } from 'vitest';
import { placeFacts } from '../places/place-facts.ts';
import { US_STATES } from '../places/regions.ts';
import { CREDITOR_PERIOD } from '../places/small-estates.ts';
import { buildTaskList } from './build.ts';
import { TASK_CATALOGUE } from './catalogue/index.ts';
import { TASK_ID } from './ids.ts';
import { taskSources } from './sources/index.ts';
import { emptyTaskState } from './task-state.ts';
import { byId, estateOf } from './test-fixtures.ts';
import type { TaskState } from './types.ts';

const doneOn = (id: number, date: string): TaskState => ({
  ...emptyTaskState(),
  tasks_userinfo: [{ id, date, due: null, assigned: null, note: null }],
});
const wait = (state: string, death: string, done: TaskState = emptyTaskState()) =>
  byId(buildTaskList(estateOf({ state, state_exec: state, death_date: death }), done), TASK_ID.creditorWait);

describe('task 71 by the estate’s own state', () => {
  // ORC 2117.06(B): claims within six months after the death. Death Wed 12 March 2025 -> Fri 12 Sept 2025,
  // not the nine months (12 Dec 2025) it showed before, and Ohio's statute, not Florida's.
  it('Ohio: six months from the death, Ohio Rev. Code §2117.06', () => {
    const t = wait('OH', '2025-03-12');
    expect(t?.due).toBe('2025-09-12');
    expect(t?.sources.map((s) => s.label)).toEqual([
      'Ohio Rev. Code §2117.06 (claims presented within six months of death)',
    ]);
    expect(t?.text).toContain('In Ohio: Creditors must present their claims within six months of the death');
    expect(t?.text).not.toContain('New Jersey');
  });

  // Fla. Stat. §733.702: three months after the first publication. Until the notice (task 34) is marked published
  // the estimate is 3 + 3 months: 12 March 2025 -> 12 Sept 2025. First published Mon 2 June 2025 -> 2 Sept 2025.
  it('Florida: three months from the first publication, §733.702', () => {
    expect(wait('FL', '2025-03-12')?.due).toBe('2025-09-12');
    const t = wait('FL', '2025-03-12', doneOn(TASK_ID.deathNotice, '2025-06-02'));
    expect(t?.due).toBe('2025-09-02');
    expect(t?.sources[0]?.label).toBe('Fla. Stat. §733.702 (limitations on presentation of claims)');
    expect(t?.text).toContain('mark it done on the day the notice first appears');
  });

  // O.C.G.A. §53-7-41: three months from the last of four weekly notices. Estimate 3 + 1 + 3 months: 12 March
  // 2025 -> 12 Oct 2025 (a court deadline: only IRS and CRA dates move off a weekend). The last notice marked on
  // Mon 23 June 2025 -> 23 Sept 2025.
  it('Georgia: three months from the last notice, §53-7-41', () => {
    expect(wait('GA', '2025-03-12')?.due).toBe('2025-10-12');
  });

  it('Georgia: counted from the day the last notice is marked', () => {
    const t = wait('GA', '2025-03-12', doneOn(TASK_ID.deathNotice, '2025-06-23'));
    expect(t?.due).toBe('2025-09-23');
    expect(t?.sources[0]?.label).toMatch(/^O\.C\.G\.A\. §53-7-41/);
    expect(t?.text).toContain('the fourth and last notice');
  });

  // 20 Pa.C.S. §3532: one year after the first complete advertisement.
  it('Pennsylvania: one year from the first complete advertisement, §3532', () => {
    const t = wait('PA', '2025-03-13', doneOn(TASK_ID.deathNotice, '2025-06-02'));
    expect(t?.due).toBe('2026-06-02');
    expect(t?.text).toContain('first complete advertisement');
    expect(t?.sources[0]?.label).toMatch(/^20 Pa\.C\.S\. §3532/);
  });

  // No rule for Alabama in the table: nine months (31 March 2025 -> 31 Dec 2025), Florida's statute as an
  // example that says it is one.
  it('a state with no rule of its own: nine months, and the example says whose law it is', () => {
    const t = wait('AL', '2025-03-31');
    expect(t?.due).toBe('2025-12-31');
    expect(t?.text).toContain('Probity does not hold Alabama’s own deadline yet');
    expect(t?.sources.length).toBeGreaterThan(0);
    for (const s of t?.sources ?? [])
      expect(s.label).toMatch(/^Example from Florida, not Alabama’s own law: /);
  });

  it('every state in the table: its months, its statute, and the same words as its state page', () => {
    const death = '2025-01-15';
    for (const [code, rule] of Object.entries(CREDITOR_PERIOD)) {
      const t = wait(code, death);
      const [y, m] = [2025 + Math.floor(rule.wait.months / 12), 1 + (rule.wait.months % 12)];
      // the estimate is death + months (15th of a month; business-day moves are for tax agencies only)
      expect(t?.due, code).toBe(`${y}-${String(m).padStart(2, '0')}-15`);
      expect(t?.sources, code).toEqual(rule.sources.map(({ label, url }) => ({ label, url })));
      expect(t?.text, code).toContain(rule.text);
      const page = placeFacts(code, '2026-11-28')?.facts.find((f) => f.key === 'creditors');
      expect(page?.text, code).toBe(rule.text);
      expect(page?.sources, code).toEqual(rule.sources);
    }
  });
});

describe('another place’s statute is shown only as an example, and says so', () => {
  const FOREIGN = /^(Fla\. Stat\.|Cal\. Prob\. Code|Tex\. Estates Code|Montana SB)/;
  it('no US estate shows Florida’s, California’s, Texas’s or Montana’s law as its own', () => {
    const own: Record<string, RegExp> = {
      FL: /^Fla\. Stat\./,
      CA: /^Cal\. Prob\. Code/,
      TX: /^Tex\. Estates Code/,
      MT: /^Montana SB/,
    };
    const wrong: string[] = [];
    for (const { value: code } of US_STATES)
      for (const def of TASK_CATALOGUE)
        for (const s of taskSources(def.id, 'us', code))
          if (FOREIGN.test(s.label) && !own[code]?.test(s.label)) wrong.push(`${code} ${def.id} ${s.label}`);
    expect(wrong).toEqual([]);
  });

  it('a province other than Ontario shows Ontario’s statute as Ontario’s example', () => {
    expect(taskSources(71, 'ca', 'AB')[0]?.label).toBe(
      'Example from Ontario, not Alberta’s own law: Trustee Act (Ontario), s. 53: advertising for creditors before distributing',
    );
    expect(taskSources(71, 'ca', 'ON')[0]?.label).toBe(
      'Trustee Act (Ontario), s. 53: advertising for creditors before distributing',
    );
  });

  it('California cites its own 30-day will deposit, Florida its 10 days', () => {
    expect(taskSources(TASK_ID.willSubmit, 'us', 'CA')[0]?.label).toMatch(
      /^Cal\. Prob\. Code §8200 .*30 days/,
    );
    expect(taskSources(TASK_ID.willSubmit, 'us', 'FL')[0]?.label).toMatch(
      /^Fla\. Stat\. §732\.901 .*10 days/,
    );
  });
});
