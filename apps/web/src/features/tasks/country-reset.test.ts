import { afterEach, describe, expect, it } from 'vitest';
import { useEstateStore } from '../save/store';
import { emptyLists } from '../save/types';
import { startTaskCountryReset } from './country-reset';

const DONE = [8, 0, 0, 0];

function load() {
  const s = useEstateStore.getState();
  s.startLoading('e1', 'real');
  useEstateStore.getState().loaded({
    work: {
      meta: { country_code: 'us', tasks_done: DONE, tasks_custom: [] },
      dec: {},
      lists: emptyLists(),
      locs: [],
    },
    revision: 3,
    viewOnly: false,
    role: 'owner',
  });
}

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  useEstateStore.getState().reset();
});

describe('country change resets the task set', () => {
  it('clears the stored task state in the working copy when the user changes the country', () => {
    stop = startTaskCountryReset();
    load();
    expect(useEstateStore.getState().work.meta.tasks_done).toEqual(DONE);
    useEstateStore.getState().setMeta({ country_code: 'ca', state: '' });
    const s = useEstateStore.getState();
    expect(s.work.meta.tasks_done).toEqual([0, 0, 0, 0]);
    expect(Object.keys(s.changes.meta)).toContain('tasks_done');
  });

  it('leaves the tasks alone when an estate of another country is loaded', () => {
    stop = startTaskCountryReset();
    load();
    useEstateStore.getState().loaded({
      work: { meta: { country_code: 'ca', tasks_done: DONE }, dec: {}, lists: emptyLists(), locs: [] },
      revision: 4,
      viewOnly: false,
      role: 'owner',
    });
    expect(useEstateStore.getState().work.meta.tasks_done).toEqual(DONE);
  });

  it('leaves the tasks alone when another field changes', () => {
    stop = startTaskCountryReset();
    load();
    useEstateStore.getState().setMeta({ label: 'Mom' });
    expect(useEstateStore.getState().work.meta.tasks_done).toEqual(DONE);
  });
});
