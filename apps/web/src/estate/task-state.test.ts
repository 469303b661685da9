import { ASSET_TYPE, buildTaskList, HEIR_RELATIONSHIP, hasBit, TASK_ID } from '@probity/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { useEstateStore } from './store';
import { currentTaskEstate } from './task-state';
import { emptyLists } from './working-copy';

// Issue 11: the web reads the task set reconciled with the working copy, by the same rules as the server's
// GET /tasks (apps/server/src/tasks/state-thresholds.test.ts), so both show the state thresholds alike.
const load = (meta: Record<string, unknown>, lists: Partial<ReturnType<typeof emptyLists>>) => {
  const store = useEstateStore.getState();
  store.startLoading('e1', 'real');
  store.loaded({
    work: { meta, dec: { name: 'Ruth' }, lists: { ...emptyLists(), ...lists } as never, locs: [] },
    revision: 1,
    viewOnly: false,
    role: 'owner',
  });
};
afterEach(() => useEstateStore.getState().reset());

describe('state thresholds in the working copy', () => {
  // N.Y. Tax Law §971: no return at or below the 2026 basic exclusion amount of $7,350,000.
  it('a $300,000 New York estate has its estate tax task N/A', () => {
    load(
      { country_code: 'us', state: 'NY', state_exec: 'NY', death_date: '2026-03-02' },
      {
        assets: [{ id: 1, name: 'House', i_type: ASSET_TYPE.realEstate, val_death: 300_000_00 }] as never,
      },
    );
    const { estate, state } = currentTaskEstate();
    expect(hasBit(state.tasks_na, TASK_ID.stateTax)).toBe(true);
    expect(buildTaskList(estate, state).find((t) => t.id === TASK_ID.stateTax)?.status).toBe('X');
  });
  // N.J.S.A. 54:34-2(a): a spouse is Class A; a nephew (Distant Family) is not.
  it('reads the heirs’ relationships for New Jersey’s exempt heirs', () => {
    const heir = (id: number, i_type: number) => ({ id, name: `H${id}`, i_type });
    load(
      { country_code: 'us', state: 'NJ', state_exec: 'NJ', death_date: '2026-03-02' },
      {
        heirs: [heir(1, HEIR_RELATIONSHIP.spouse)] as never,
      },
    );
    expect(hasBit(currentTaskEstate().state.tasks_na, TASK_ID.stateInherit)).toBe(true);
    load(
      { country_code: 'us', state: 'NJ', state_exec: 'NJ', death_date: '2026-03-02' },
      {
        heirs: [heir(1, HEIR_RELATIONSHIP.spouse), heir(2, HEIR_RELATIONSHIP.distantFamily)] as never,
      },
    );
    expect(hasBit(currentTaskEstate().state.tasks_na, TASK_ID.stateInherit)).toBe(false);
  });
});
