import {
  addAsset,
  addContact,
  addHeir,
  CAT,
  createTxact,
  deleteAsset,
  deleteHeir,
  editAsset,
  editContact,
  editHeir,
  type OpResult,
  setTrust,
} from '@probity/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyFacts } from './apply-facts';
import { currentFacts, derivedOf, factsOf } from './facts';
import { cellEdit, runOpNow } from './run-op';
import { useEstateStore } from './store';
import { emptyLists, type RawWorkingCopy } from './working-copy';

const store = () => useEstateStore.getState();
const ctx = { today: '2026-10-01' };
const run = (op: (f: ReturnType<typeof currentFacts>) => OpResult) => {
  const before = currentFacts();
  const r = op(before);
  if (r.kind !== 'ok') throw new Error(r.kind);
  applyFacts(before, r.facts);
  return r;
};

beforeEach(() => {
  const lists: RawWorkingCopy['lists'] = emptyLists();
  // As the server sends them: every column, derived ones included (here only some, the rest take defaults).
  lists.assets = [
    {
      id: 5,
      name: 'Checking',
      i_type: 14,
      val_death: 100_00,
      val_pre: null,
      val: 999,
      probate: true,
      ownership: 3,
    },
  ];
  lists.contacts = [{ id: 9, name: 'Lawyer', email: '' }];
  lists.heirs = [{ id: 7, name: 'Ann', i_type: 2 }];
  lists.txacts = [
    { id: 11, asset: 5, cat: CAT.income, i_type: 0, val: 5_00, date: '2026-09-01', heir_id: null },
  ];
  store().startLoading('e1', 'real');
  store().loaded({
    work: {
      meta: { country_code: 'us', trust: false, death_date: '2026-08-01', state: null },
      dec: { name: 'X' },
      lists,
      locs: [],
    },
    revision: 3,
    viewOnly: false,
    role: 'owner',
  });
});

describe('the working copy holds the engine entities', () => {
  it('types items on the way in: defaults filled, columns the server derived kept', () => {
    const a = store().work.lists.assets[0];
    expect(a).toMatchObject({ id: 5, plan: 0, date: null, sundry_refunds: false, val: 999 });
    expect(factsOf(store().work).assets).toBe(store().work.lists.assets);
    expect(derivedOf(currentFacts()).assets.get(5)?.val).toBe(105_00);
  });

  it('memoizes facts and the recompute on the same working copy', () => {
    const w = store().work;
    expect(factsOf(w)).toBe(factsOf(w));
    expect(derivedOf(factsOf(w))).toBe(derivedOf(factsOf(w)));
  });
});

describe('writing engine results into the working copy', () => {
  it('marks a changed item modified, keeping its derived columns', () => {
    run((f) => editAsset(f, 5, { note: 'joint' }, ctx));
    expect(store().changes.mod.assets).toEqual({ '5': 1 });
    expect(store().work.lists.assets[0]).toMatchObject({ note: 'joint', val: 999 });
    expect(store().changes.mod.heirs).toEqual({});
  });

  it('adds new items with the engine temporary id and keeps the store counter below it', () => {
    const r = run((f) => createTxact(f, { asset: 5, cat: CAT.interest, val: 1_00, date: '2026-09-02' }, ctx));
    expect(store().work.lists.txacts.map((t) => t.id)).toEqual([11, r.id]);
    expect(store().nextTempId).toBeLessThan(r.id ?? 0);
    expect(derivedOf(currentFacts()).assets.get(5)?.val).toBe(106_00);
    const a = run((f) => addAsset(f, { name: 'Car', i_type: 8, val_death: 5_000_00 }));
    expect(a.id).toBeLessThan(r.id ?? 0);
  });

  it('records deletions of saved items and forgets unsaved ones', () => {
    const b = run((f) => addHeir(f, { name: 'Ben' }));
    run((f) => deleteHeir(f, 7, ctx));
    run((f) => deleteHeir(f, b.id ?? 0, ctx));
    expect(store().work.lists.heirs).toEqual([]);
    expect(store().changes.del.heirs).toEqual({ '7': 2 });
    run((f) => deleteAsset(f, 5, { ...ctx, answers: { delete_asset_txacts: true } }));
    expect(store().changes.del.assets).toEqual({ '5': 4 });
  });

  it('finds items out of place and removed ones, not only those at their own index', () => {
    run((f) => addHeir(f, { name: 'Ben' }));
    run((f) => addHeir(f, { name: 'Cy' }));
    const [ann, ben, cy] = store().work.lists.heirs;
    // the engine's list in another order, Ann changed, Ben gone
    const before = currentFacts();
    const after = {
      ...before,
      heirs: [before.heirs[2], { ...before.heirs[0], name: 'Anne' }] as typeof before.heirs,
    };
    applyFacts(before, after);
    const heirs = store().work.lists.heirs;
    expect(heirs.map((h) => h.name)).toEqual(['Cy', 'Anne']);
    // Cy is the stored object itself; Ann is marked modified; Ben, never saved, leaves no deletion
    expect(heirs[0]).toBe(cy);
    expect(store().changes.mod.heirs).toEqual({ [String(ann?.id)]: store().seq });
    expect(store().changes.del.heirs).toEqual({});
    expect(ben?.id).toBeLessThan(0);
    // a saved item removed out of place is recorded
    const b2 = currentFacts();
    applyFacts(b2, { ...b2, heirs: [b2.heirs[0]] as typeof b2.heirs });
    expect(store().changes.del.heirs).toEqual({ [String(ann?.id)]: store().seq });
  });

  it('writes nothing when nothing changed', () => {
    const seq = store().seq;
    run((f) => setTrust(f, false, ctx));
    expect(store().seq).toBe(seq);
  });

  it('reuses derived values when only contacts change', () => {
    const d1 = derivedOf(currentFacts());
    run((f) => editContact(f, 9, { phone: '555-0100' }));
    run((f) => addContact(f, { name: 'Bank' }));
    expect(derivedOf(currentFacts())).toBe(d1);
  });
});

describe('running operations at once (grid cell edits)', () => {
  it('applies what the engine accepts and answers its refusal for the grid', () => {
    const shown: (string | null)[] = [];
    expect(
      cellEdit(
        (f) => editHeir(f, 7, { name: 'Anna' }),
        (m) => shown.push(m),
      ),
    ).toBeNull();
    expect(store().work.lists.heirs[0]?.name).toBe('Anna');
    expect(
      cellEdit(
        (f) => editHeir(f, 99, { name: 'X' }),
        (m) => shown.push(m),
      ),
    ).toMatch(/no longer exists/);
    expect(shown).toEqual([]);
  });

  it('hands back a question instead of asking it', () => {
    expect(runOpNow((f, c) => deleteAsset(f, 5, c))).toMatchObject({
      kind: 'confirm',
      code: 'delete_asset_txacts',
    });
    expect(store().work.lists.assets).toHaveLength(1);
  });
});
