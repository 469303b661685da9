import { describe, expect, it } from 'vitest';
import { buildBatch, dirtyParts, remapIds, settleChanges } from './batch';
import { emptyChanges, emptyLists, type WorkingCopy } from './types';

function copy(): WorkingCopy {
  const lists = emptyLists();
  lists.assets = [
    { id: 4, name: 'House' },
    { id: -1, name: 'Car' },
  ];
  lists.txacts = [{ id: -2, asset: -1, item_ids: [-1, 4], val: 500 }];
  return { meta: { label: 'Mom', country_code: 'us' }, dec: { name: 'Ann', ssn: '1' }, lists, locs: [] };
}

describe('save batch', () => {
  it('lists the parts with changes, new items counting as changes', () => {
    const changes = emptyChanges();
    changes.dec.name = 1;
    expect(dirtyParts(changes, copy())).toEqual(['dec', 'assets', 'txacts']);
  });

  it('sends only the changed meta and decedent fields', () => {
    const changes = emptyChanges();
    changes.meta.label = 1;
    changes.dec.name = 2;
    const batch = buildBatch(copy(), changes, 7, false);
    expect(batch.revision).toBe(7);
    expect(batch.parts.meta).toEqual({ label: 'Mom' });
    expect(batch.parts.dec).toEqual({ name: 'Ann' });
  });

  it('splits a list part into added, modified and deleted items', () => {
    const changes = emptyChanges();
    changes.mod.assets['4'] = 1;
    changes.del.assets['9'] = 2;
    const batch = buildBatch(copy(), changes, 3, true);
    expect(batch.force).toBe(true);
    expect(batch.parts.assets).toEqual({
      add: [{ id: -1, name: 'Car' }],
      mod: [{ id: 4, name: 'House' }],
      del: [9],
    });
    expect(batch.parts.debts).toBeUndefined();
  });

  it('replaces temporary ids in ids and references of every part', () => {
    const out = remapIds(copy(), { '-1': 57, '-2': 58 });
    expect(out.lists.assets.map((a) => a.id)).toEqual([4, 57]);
    expect(out.lists.txacts[0]).toEqual({ id: 58, asset: 57, item_ids: [57, 4], val: 500 });
  });

  it('keeps changes made after the save was sent, under their new ids', () => {
    const changes = emptyChanges();
    changes.dec.name = 3;
    changes.dec.ssn = 5;
    changes.mod.assets['-1'] = 6;
    changes.mod.assets['4'] = 2;
    const next = settleChanges(changes, 4, { '-1': 57 });
    expect(next.dec).toEqual({ ssn: 5 });
    expect(next.mod.assets).toEqual({ '57': 6 });
  });
});
