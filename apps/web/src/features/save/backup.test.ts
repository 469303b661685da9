import { describe, expect, it } from 'vitest';
import { emptyChanges, emptyLists, type RawWorkingCopy } from '../../estate';
import { editsOf, restoredWork } from './backup';

const server = (): RawWorkingCopy => {
  const lists: RawWorkingCopy['lists'] = emptyLists();
  lists.assets = [
    { id: 1, name: 'Bank' },
    { id: 2, name: 'House' },
    { id: 3, name: 'Car' },
  ];
  lists.contacts = [{ id: 8, name: 'Lawyer' }];
  return { meta: { label: 'Estate' }, dec: { name: 'Pat' }, lists, locs: [] };
};

describe('unsaved backup', () => {
  it('keeps only the new and changed items of the lists', () => {
    const work = server();
    work.lists.assets = [
      { id: 1, name: 'Bank 2' },
      { id: 2, name: 'House' },
      { id: -1, name: 'Boat' },
    ];
    const changes = emptyChanges();
    changes.mod.assets = { '1': 1 };
    changes.del.assets = { '3': 2 };
    const edits = editsOf(work, changes);
    expect(edits.items).toEqual({
      assets: [
        { id: 1, name: 'Bank 2' },
        { id: -1, name: 'Boat' },
      ],
    });
  });

  it('lays changed, new and deleted items over the copy read again from the server', () => {
    const changes = emptyChanges();
    changes.mod.assets = { '1': 1 };
    changes.del.assets = { '3': 2 };
    const edits = {
      meta: { label: 'Renamed' },
      dec: { name: 'Pat' },
      locs: [],
      items: {
        assets: [
          { id: 1, name: 'Bank 2' },
          { id: -1, name: 'Boat' },
        ],
      },
    };
    const w = restoredWork({ savedAt: 1, revision: 4, edits, changes, nextTempId: -2 }, server());
    expect(w.lists.assets).toEqual([
      { id: 1, name: 'Bank 2' },
      { id: 2, name: 'House' },
      { id: -1, name: 'Boat' },
    ]);
    expect(w.lists.contacts).toEqual([{ id: 8, name: 'Lawyer' }]);
    expect(w.meta).toEqual({ label: 'Renamed' });
  });

  it('takes what the server decides (licence, trial, storage) from the copy read again, not from the backup', () => {
    const changes = emptyChanges();
    const edits = {
      meta: { label: 'Renamed', licensed: false, lic_extra: null, trial_ends: '2026-01-01T00:00:00Z' },
      dec: { name: 'Pat' },
      locs: [],
      items: {},
    };
    const now = server();
    now.meta = { label: 'Estate', licensed: true, lic_extra: 1, trial_ends: '2026-01-01T00:00:00Z' };
    const w = restoredWork({ savedAt: 1, revision: 4, edits, changes, nextTempId: -2 }, now);
    expect(w.meta).toEqual({
      label: 'Renamed',
      licensed: true,
      lic_extra: 1,
      trial_ends: '2026-01-01T00:00:00Z',
    });
  });
});
