import { describe, expect, it } from 'vitest';
import { buildTaskList } from './build.ts';
import { TASK_ID } from './ids.ts';
import { resolveStandardTasks } from './rules.ts';
import { CA_PROVINCE_CODES, US_STATE_CODES } from './state-codes.ts';
import { stateTasks } from './state-tasks.ts';
import { emptyTaskState } from './task-state.ts';
import { byId, estateOf, idsOf } from './test-fixtures.ts';

const list = (patch: Parameters<typeof estateOf>[0] = {}) => buildTaskList(estateOf(patch), emptyTaskState());

describe('death-notice task', () => {
  it('is removed in New York', () => {
    expect(byId(list({ state: 'NY' }), TASK_ID.deathNotice)).toBeUndefined();
  });
  it('is removed in Puerto Rico', () => {
    expect(byId(list({ state: 'PR' }), TASK_ID.deathNotice)).toBeUndefined();
  });
  it('is restored when the death state changes from New Jersey to Georgia', () => {
    expect(byId(list({ state: 'NJ' }), TASK_ID.deathNotice)).toBeUndefined();
    expect(byId(list({ state: 'GA' }), TASK_ID.deathNotice)?.name).toBe('Publish a notice to creditors');
  });
  it('is renamed Inventory Closure in Quebec, in the As Possible period with 6 months', () => {
    const t = byId(
      list({ country_code: 'ca', state: 'QC', state_exec: 'QC', death_date: '2025-08-31' }),
      TASK_ID.deathNotice,
    );
    expect(t?.name).toBe('Inventory Closure');
    expect(t?.period).toBe('As Possible');
    expect(t?.months).toBe(6);
    expect(t?.due).toBe('2026-02-28');
  });
  it('is called Advertise for creditors in Ontario', () => {
    const t = byId(list({ country_code: 'ca', state: 'ON', state_exec: 'ON' }), TASK_ID.deathNotice);
    expect(t?.name).toBe('Advertise for creditors');
  });
  it.each(['AZ', 'GU', 'MN', 'MP'])(
    'in %s sorts right after the probate appointment and shares its due date',
    (state) => {
      const tasks = list({ state, state_exec: state });
      const ids = idsOf(tasks);
      const appt = byId(tasks, TASK_ID.probateAppointment);
      const notice = byId(tasks, TASK_ID.deathNotice);
      expect(ids.indexOf(TASK_ID.deathNotice)).toBe(ids.indexOf(TASK_ID.probateAppointment) + 1);
      expect(notice?.due).toBe(appt?.due);
      expect(notice?.due).toBe('2025-06-30');
    },
  );
});

describe('notify-heirs task', () => {
  it.each(['DE', 'LA'])('is removed in %s, where notice is never required', (state) => {
    expect(byId(list({ state, state_exec: state }), TASK_ID.notifyHeirs)).toBeUndefined();
  });
  it.each(['NB', 'SK'])('is removed in %s, where notice is never required', (state) => {
    expect(byId(list({ country_code: 'ca', state, state_exec: state }), TASK_ID.notifyHeirs)).toBeUndefined();
  });
  it('sorts just before probate in Kansas, where notice is required before and after', () => {
    const ids = idsOf(list({ state: 'KS', state_exec: 'KS' }));
    expect(ids.indexOf(TASK_ID.notifyHeirs)).toBe(ids.indexOf(TASK_ID.probate) - 1);
  });
  it('sorts just before probate in Alberta, where notice is required before and after', () => {
    const ids = idsOf(list({ country_code: 'ca', state: 'AB', state_exec: 'AB' }));
    expect(ids.indexOf(TASK_ID.notifyHeirs)).toBe(ids.indexOf(TASK_ID.probate) - 1);
  });
  it('sorts just before probate in California, where notice is required before the hearing', () => {
    const ids = idsOf(list({ state: 'CA', state_exec: 'CA' }));
    expect(ids.indexOf(TASK_ID.notifyHeirs)).toBe(ids.indexOf(TASK_ID.probate) - 1);
  });
  it('keeps its default place after the probate appointment in Georgia', () => {
    const ids = idsOf(list({ state: 'GA', state_exec: 'GA' }));
    expect(ids.indexOf(TASK_ID.notifyHeirs)).toBeGreaterThan(ids.indexOf(TASK_ID.probateAppointment));
  });
});

describe('in-state agent task', () => {
  it('appears in Texas when the executor lives in New Jersey', () => {
    const t = byId(list({ state: 'TX', state_exec: 'NJ' }), TASK_ID.inStateAgent);
    expect(t?.name).toBe('Name an in-state agent');
    expect(t?.period).toBe('First Month');
    expect(t?.due).toBe('2025-04-30');
  });
  it('is absent in Texas when the executor lives in Texas', () => {
    expect(byId(list({ state: 'TX', state_exec: 'TX' }), TASK_ID.inStateAgent)).toBeUndefined();
  });
  it('is absent in Georgia, which has no state data for it, even with an out-of-state executor', () => {
    expect(byId(list({ state: 'GA', state_exec: 'NJ' }), TASK_ID.inStateAgent)).toBeUndefined();
  });
  it('is absent when the executor state is unknown', () => {
    expect(byId(list({ state: 'TX', state_exec: null }), TASK_ID.inStateAgent)).toBeUndefined();
  });
  it.each([
    [null, 'Finish'],
    [0, 'First Week'],
    [1, 'First Month'],
    [3, 'First 3 Months'],
    [12, 'First Year'],
    [13, 'Finish'],
  ] as const)('with %s months from state data falls in the %s period', (months, period) => {
    const extras = { agent: { title: 'Agent', text: 'Name one.', months } };
    const estate = estateOf({ state: 'TX', state_exec: 'NJ' });
    const tasks = buildTaskList(estate, emptyTaskState(), { extras });
    expect(byId(tasks, TASK_ID.inStateAgent)?.period).toBe(period);
  });
});

describe('state tax extras', () => {
  it('add the estate tax return in New York with the 2025 exemption', () => {
    const t = byId(list({ state: 'NY', state_exec: 'NY', death_date: '2025-03-31' }), TASK_ID.stateTax);
    expect(t?.text).toContain('$7,160,000');
    expect(t?.due).toBe('2025-12-31');
  });
  it('add the inheritance tax return in Pennsylvania', () => {
    expect(byId(list({ state: 'PA', state_exec: 'PA' }), TASK_ID.stateInherit)?.name).toBe(
      'File the state inheritance tax return',
    );
  });
  it('add nothing in Georgia', () => {
    const ids = idsOf(list({ state: 'GA' }));
    expect(
      ids.filter((id) => [TASK_ID.stateTax, TASK_ID.stateInherit, TASK_ID.stateTaxClose].includes(id as 82)),
    ).toEqual([]);
  });
});

describe('province-only tasks', () => {
  it('give Quebec the will searches', () => {
    expect(byId(list({ country_code: 'ca', state: 'QC' }), 4)?.name).toBe('Request will searches');
  });
  it('leave the will searches out of Ontario', () => {
    expect(byId(list({ country_code: 'ca', state: 'ON' }), 4)).toBeUndefined();
  });
});

describe('trust, land and country', () => {
  it('trust on removes the death task', () => {
    expect(byId(list({ trust: true }), TASK_ID.deathDate)).toBeUndefined();
  });
  it('trust off restores the death task', () => {
    expect(byId(list({ trust: false }), TASK_ID.deathDate)?.name).toBe('Record the date of death');
  });
  it('no real estate hides the sell-real-estate task', () => {
    expect(byId(list({ land: false }), TASK_ID.sellRealEstate)).toBeUndefined();
  });
  it('real estate restores the sell-real-estate task', () => {
    expect(byId(list({ land: true }), TASK_ID.sellRealEstate)?.name).toBe('Sell the real estate');
  });
  it('a Canadian estate has no Form 706 and uses Canadian wording', () => {
    const tasks = list({ country_code: 'ca', state: 'ON', state_exec: 'ON' });
    expect(byId(tasks, TASK_ID.form706)).toBeUndefined();
    expect(byId(tasks, TASK_ID.probateAppointment)?.name).toBe('Receive your grant of probate');
  });
});

describe('the resolved tasks kept by place, date, trust and land', () => {
  // resolveStandardTasks with `extras` given runs the rules afresh: the kept answer must be the same for every
  // estate, whatever fields outside the key hold, and a change in a key field must not find another's answer.
  const fresh = (e: ReturnType<typeof estateOf>) =>
    resolveStandardTasks(e, stateTasks(e.state, e.death_date));
  const places = [
    ...US_STATE_CODES.map((state) => ({ country_code: 'us', state })),
    ...CA_PROVINCE_CODES.map((state) => ({ country_code: 'ca', state })),
  ];
  it('equal the rules run afresh in every state and province', () => {
    const patches = [
      {},
      { trust: true, land: false },
      { state_exec: 'NY', death_date: '2019-06-30', gross_cents: 90_000_000_00 },
      { state_exec: null, death_date: null, heir_relations: [1] },
    ];
    // each place with two of the four, in turn: every pairing of a patch with a country comes up
    places.forEach((place, i) => {
      for (const patch of [patches[i % 4], patches[(i + 1) % 4]]) {
        const e = estateOf({ ...place, state_exec: place.state, ...patch });
        expect(resolveStandardTasks(e)).toEqual(fresh(e));
      }
    });
  });
  it('follow each field the rules read', () => {
    const base = estateOf({ state: 'MD', state_exec: 'MD', death_date: '2025-03-31' });
    const ids = (patch: Parameters<typeof estateOf>[0]) =>
      resolveStandardTasks({ ...base, ...patch }).map((t) => t.id);
    expect(ids({})).toContain(TASK_ID.sellRealEstate);
    expect(ids({ land: false })).not.toContain(TASK_ID.sellRealEstate);
    expect(ids({ trust: true })).not.toContain(TASK_ID.deathDate);
    expect(ids({ state_exec: 'VA' })).toContain(TASK_ID.inStateAgent);
    expect(ids({})).not.toContain(TASK_ID.inStateAgent);
    expect(ids({ state: 'NY' })).not.toContain(TASK_ID.deathNotice);
    expect(ids({ country_code: 'ca', state: 'ON', state_exec: 'ON' })).toEqual(
      fresh(estateOf({ country_code: 'ca', state: 'ON', state_exec: 'ON', death_date: '2025-03-31' })).map(
        (t) => t.id,
      ),
    );
  });
  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(resolveStandardTasks(estateOf({})))).toBe(true);
  });
});
