/** Issue 11 #17: a trust's checklist speaks of the trust and the trustee, and leaves out the estate's own steps. */
import { describe, expect, it } from 'vitest';
import { buildTaskList } from './build.ts';
import { emptyTaskState } from './task-state.ts';
import { byId, estateOf } from './test-fixtures.ts';

const trustList = (country: 'us' | 'ca') =>
  buildTaskList(
    estateOf({ trust: true, country_code: country, state: country === 'us' ? 'NY' : 'ON', state_exec: 'NJ' }),
    emptyTaskState(),
  );

describe.each(['us', 'ca'] as const)('a %s trust', (country) => {
  const tasks = trustList(country);
  it('names the trust and the trustee in tasks 14, 15, 40, 61 and 101', () => {
    expect(byId(tasks, 14)?.name).toBe('Start your trustee log');
    expect(byId(tasks, 15)?.name).toBe("Enter the settlor's details");
    expect(byId(tasks, 15)?.text).toContain('on the Trust tab');
    expect(byId(tasks, 40)?.name).toBe('Open a trust bank account');
    expect(byId(tasks, 61)?.name).toBe('Collect money owed to the trust');
    expect(byId(tasks, 101)?.name).toBe('Review a trust still open after two years');
  });
  it('no task outside the estate-level ones speaks of an executor or a decedent', () => {
    for (const t of tasks) expect(`${t.name} ${t.text}`).not.toMatch(/\b(executor|decedent)/i);
  });
  // The funeral (3), the CPP death benefit (22) and telling the CRA (23) belong to the estate's executor;
  // the trustee still needs death certificates (5) to prove the settlor's death.
  it('leaves out the funeral, the CPP death benefit and the CRA notice, and keeps death certificates', () => {
    for (const id of [3, 22, 23]) expect(byId(tasks, id)).toBeUndefined();
    expect(byId(tasks, 5)).toBeDefined();
  });
});

describe('words that keep their meaning in a trust', () => {
  it("the estate tax keeps 'gross estate' and real estate stays real estate", () => {
    const tasks = trustList('us');
    expect(byId(tasks, 79)?.text).toContain('the gross estate');
    expect(byId(tasks, 68)?.name).toBe('Sell the real estate');
  });
  it('the T3 task of a Canadian trust names the trust', () => {
    expect(byId(trustList('ca'), 91)?.name).toBe('File the trust’s T3 returns');
  });
  it('an estate keeps its own wording', () => {
    expect(byId(buildTaskList(estateOf(), emptyTaskState()), 14)?.name).toBe('Start your executor log');
  });
});
