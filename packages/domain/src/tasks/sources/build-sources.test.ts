import { describe, expect, it } from 'vitest';
import { buildTaskList } from '../build.ts';
import { emptyTaskState } from '../task-state.ts';
import { byId, estateOf } from '../test-fixtures.ts';
import type { CustomTask } from '../types.ts';

const custom: CustomTask = {
  id: 1000,
  name: 'Call the cousin in Lyon',
  text: '',
  cat: 'Other',
  period: 'First Month',
  step_num: 2,
  done: false,
  na: false,
};

describe('task list sources', () => {
  it.each([
    ['a Georgia estate with an executor in New Jersey', estateOf({ state_exec: 'NJ' })],
    ['a New York estate worth $8M', estateOf({ state: 'NY', state_exec: 'VA', gross_cents: 8_000_000_00 })],
    ['an Ontario estate', estateOf({ country_code: 'ca', state: 'ON', state_exec: 'ON' })],
    ['a Quebec estate', estateOf({ country_code: 'ca', state: 'QC', state_exec: 'QC' })],
    ['a trust', estateOf({ trust: true, death_date: null })],
    ['an estate awaiting death', estateOf({ death_date: null })],
  ])('every standard task of %s shows a source; a custom task none', (_what, estate) => {
    const tasks = buildTaskList(estate, { ...emptyTaskState(), tasks_custom: [custom] });
    expect(tasks.filter((t) => !t.custom && t.sources.length === 0).map((t) => t.id)).toEqual([]);
    expect(byId(tasks, 1000)?.sources).toEqual([]);
  });

  it('the state extras carry their state’s statute, the federal tasks the IRS’s', () => {
    const tasks = buildTaskList(
      estateOf({ state: 'NY', state_exec: 'VA', gross_cents: 8_000_000_00 }),
      emptyTaskState(),
    );
    expect(byId(tasks, 82)?.sources.map((s) => s.url)).toContain(
      'https://www.nysenate.gov/legislation/laws/TAX/952',
    );
    expect(byId(tasks, 79)?.sources.map((s) => s.url)).toContain(
      'https://www.law.cornell.edu/uscode/text/26/6075',
    );
    const quebec = buildTaskList(
      estateOf({ country_code: 'ca', state: 'QC', state_exec: 'QC' }),
      emptyTaskState(),
    );
    expect(byId(quebec, 22)?.sources[0]?.url).toMatch(/^https:\/\/www\.retraitequebec\.gouv\.qc\.ca\//);
  });
});
