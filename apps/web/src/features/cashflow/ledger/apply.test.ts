import { addHeir, CAT, createTxact, deleteHeir, editHeir } from '@probity/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { useEstateStore } from '../../save/store';
import { emptyLists } from '../../save/types';
import { applyFacts } from './apply';
import { currentFacts, derive, toFacts } from './facts';

const today = '2026-11-22';

beforeEach(() => {
  const lists = emptyLists();
  lists.assets = [{ id: 4, name: 'Bank', i_type: 14, val_death: 100_00, balance_extra: 'from server' }];
  lists.heirs = [{ id: 7, name: 'Ann', i_type: 2 }];
  lists.txacts = [
    { id: 9, asset: 4, cat: CAT.income, i_type: 0, val: 5_00, date: '2026-09-01', heir_id: null },
  ];
  useEstateStore.getState().startLoading('e1', 'real');
  useEstateStore.getState().loaded({
    work: {
      meta: { country_code: 'us', death_date: '2026-08-01' },
      dec: { name: 'X', death_date: '2026-08-01' },
      lists,
      locs: [],
    },
    revision: 3,
    viewOnly: false,
    role: 'owner',
  });
});

describe('writing engine results into the working copy', () => {
  it('adds a new item under the engine temporary id and keeps the store counter below it', () => {
    const r = createTxact(
      currentFacts(),
      { asset: 4, cat: CAT.interest, val: 1_00, date: '2026-09-02' },
      { today },
    );
    if (r.kind !== 'ok') throw new Error(r.kind);
    applyFacts(r.facts);
    const s = useEstateStore.getState();
    expect(s.work.lists.txacts.map((t) => t.id)).toEqual([9, -1]);
    expect(s.nextTempId).toBe(-2);
    expect(derive(currentFacts()).assets.get(4)?.val).toBe(106_00);
  });

  it('marks a changed item dirty, keeping fields the engine does not know', () => {
    const r = editHeir(currentFacts(), 7, { name: 'Anna' });
    if (r.kind !== 'ok') throw new Error(r.kind);
    applyFacts(r.facts);
    const s = useEstateStore.getState();
    expect(s.changes.mod.heirs).toEqual({ '7': 1 });
    expect(s.work.lists.heirs[0]).toMatchObject({ id: 7, name: 'Anna' });
    expect(s.changes.mod.assets).toEqual({});
    expect(s.work.lists.assets[0]?.balance_extra).toBe('from server');
  });

  it('records deletions of saved items and forgets unsaved ones', () => {
    const a = addHeir(currentFacts(), { name: 'Ben' });
    if (a.kind !== 'ok') throw new Error(a.kind);
    applyFacts(a.facts);
    const d = deleteHeir(currentFacts(), 7, { today });
    if (d.kind !== 'ok') throw new Error(d.kind);
    applyFacts(d.facts);
    const b = deleteHeir(currentFacts(), -1, { today });
    if (b.kind !== 'ok') throw new Error(b.kind);
    applyFacts(b.facts);
    const s = useEstateStore.getState();
    expect(s.work.lists.heirs).toEqual([]);
    expect(s.changes.del.heirs).toEqual({ '7': 2 });
  });

  it('memoizes facts and the recompute on the same working copy', () => {
    const w = useEstateStore.getState().work;
    expect(toFacts(w)).toBe(toFacts(w));
    expect(derive(toFacts(w))).toBe(derive(toFacts(w)));
  });
});
