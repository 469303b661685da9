import { editDecedent, setCountry } from '@probity/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runOpNow } from './run-op';
import { useEstateStore } from './store';
import { emptyLists } from './working-copy';

const DONE = [8, 0, 0, 0];
const store = () => useEstateStore.getState();
const answered = { answers: { country_change: true } };

beforeEach(() => {
  store().startLoading('e1', 'real');
  store().loaded({
    work: {
      meta: { country_code: 'us', state: 'NY', tasks_done: DONE, tasks_custom: [] },
      dec: { name: 'Ann' },
      lists: emptyLists(),
      locs: [],
    },
    revision: 3,
    viewOnly: false,
    role: 'owner',
  });
});
afterEach(() => store().reset());

describe('estate fields through the engine', () => {
  it('a country change blanks the states and resets the stored task set, all marked for the save', () => {
    runOpNow((f, ctx) => setCountry(f, 'ca', ctx), answered);
    const s = store();
    expect(s.work.meta).toMatchObject({ country_code: 'ca', state: '', tasks_done: [0, 0, 0, 0] });
    expect(Object.keys(s.changes.meta)).toEqual(
      expect.arrayContaining(['country_code', 'state', 'tasks_done']),
    );
  });

  it('loading an estate of another country keeps its tasks', () => {
    store().loaded({
      work: { meta: { country_code: 'ca', tasks_done: DONE }, dec: {}, lists: emptyLists(), locs: [] },
      revision: 4,
      viewOnly: false,
      role: 'owner',
    });
    expect(store().work.meta.tasks_done).toEqual(DONE);
  });

  it('other changes keep the tasks; the decedent name renames the estate', () => {
    runOpNow((f) => editDecedent(f, { name: 'Ann Lee' }));
    const s = store();
    expect(s.work.meta.tasks_done).toEqual(DONE);
    expect([s.work.dec.name, s.work.meta.name]).toEqual(['Ann Lee', 'Ann Lee']);
    expect(Object.keys(s.changes.meta)).toEqual(['name']);
  });
});
