import { describe, expect, it } from 'vitest';
import { TASK_ID } from '../ids.ts';
import { STEPS } from '../periods.ts';
import { TASK_CATS, TASK_PERIODS } from '../types.ts';
import { catalogueFor, TASK_CATALOGUE, taskDef } from './index.ts';

describe('task catalogue', () => {
  it('holds at least 100 standard tasks', () => {
    expect(TASK_CATALOGUE.length).toBeGreaterThanOrEqual(100);
  });
  it('has unique ids', () => {
    expect(new Set(TASK_CATALOGUE.map((t) => t.id)).size).toBe(TASK_CATALOGUE.length);
  });
  it('keeps every id inside the four 32-bit maps (0..127)', () => {
    expect(TASK_CATALOGUE.every((t) => Number.isInteger(t.id) && t.id >= 0 && t.id <= 127)).toBe(true);
  });
  it('gives every task a name, a text of at least one full sentence, and valid cat, period and step', () => {
    const bad = TASK_CATALOGUE.filter(
      (t) =>
        !t.name.trim() ||
        t.text.trim().length < 40 ||
        !TASK_CATS.includes(t.cat) ||
        !TASK_PERIODS.includes(t.period) ||
        !STEPS.some((s) => s.step_num === t.step_num) ||
        !Number.isFinite(t.order),
    );
    expect(bad.map((t) => t.id)).toEqual([]);
  });
  it('puts advance tasks, and only them, in step 0 and the In Advance period', () => {
    const mismatched = TASK_CATALOGUE.filter((t) => (t.step_num === 0) !== (t.period === 'In Advance'));
    expect(mismatched.map((t) => t.id)).toEqual([]);
  });
  it('keeps the fixed ids of the tasks', () => {
    expect(taskDef(6)?.name).toBe('Submit the will to the court');
    expect(taskDef(11)?.name).toBe('Apply for probate');
    expect(taskDef(46)?.name).toBe('File Form 56 with the IRS');
    expect(taskDef(47)?.name).toBe('File the final Form 56');
    expect(taskDef(63)?.name).toBe('Find the will');
  });
  it('marks the death task auto-tracked on the death date', () => {
    expect(taskDef(TASK_ID.deathDate)?.auto_track).toBe('death_date');
  });
  it('gives the US at least 100 tasks', () => {
    expect(catalogueFor('us').length).toBe(104);
  });
  it('gives Canada its own set without US forms', () => {
    const ca = catalogueFor('ca');
    expect(ca.length).toBe(92);
    expect(ca.some((t) => t.id === TASK_ID.form706 || t.id === TASK_ID.form56)).toBe(false);
  });
  it('names every linked and rule task id in the catalogue', () => {
    const missing = Object.values(TASK_ID).filter((id) => !taskDef(id));
    expect(missing).toEqual([]);
  });
});
