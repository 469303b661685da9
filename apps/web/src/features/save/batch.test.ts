import { describe, expect, it } from 'vitest';
import { buildBatch, dirtyParts, remapIds, settleChanges } from './batch';
import { emptyChanges, emptyLists, type WorkingCopy } from './types';

function copy(): WorkingCopy {
  const lists = emptyLists();
  lists.assets = [
    { id: 4, name: 'House' },
    { id: -1, name: 'Car' },
  ];
  lists.txacts = [{ id: -2, asset: 4, item: -1, exexp_ids: [-3, 5], val: 500 }];
  lists.exec_expenses = [{ id: -3, val: 20 }];
  return { meta: { label: 'Mom', country_code: 'us' }, dec: { name: 'Ann', ssn: '1' }, lists, locs: [] };
}

describe('save batch', () => {
  it('lists the parts with changes, new items counting as changes', () => {
    const changes = emptyChanges();
    changes.dec.name = 1;
    expect(dirtyParts(changes, copy())).toEqual(['dec', 'assets', 'exec_expenses', 'txacts']);
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
    const out = remapIds(copy(), { '-1': 57, '-2': 58, '-3': 59 });
    expect(out.lists.assets.map((a) => a.id)).toEqual([4, 57]);
    expect(out.lists.txacts[0]).toEqual({ id: 58, asset: 4, item: 57, exexp_ids: [59, 5], val: 500 });
    expect(out.lists.exec_expenses[0]).toEqual({ id: 59, val: 20 });
  });

  it('remaps the references of bank download rows too (ITEM_REFS)', () => {
    const work = copy();
    work.lists.bank_downloads = [{ id: 3, asset_id: -1, item: null, matches: [-2, 8] }];
    const out = remapIds(work, { '-1': 57, '-2': 58 });
    expect(out.lists.bank_downloads[0]).toEqual({ id: 3, asset_id: 57, item: null, matches: [58, 8] });
  });

  it('keeps items without a temporary id as they are', () => {
    const work = copy();
    const out = remapIds(work, { '-1': 57 });
    expect(out.lists.assets[0]).toBe(work.lists.assets[0]);
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
