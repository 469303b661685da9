import { addAsset, addContact, deleteAsset, editAsset, editContact, type OpOk } from '@probity/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildBatch } from '../features/save/batch';
import { useEstateStore } from '../features/save/store';
import { emptyLists } from '../features/save/types';
import { applyFacts, derivedOf, factsOf } from './working-facts';

const store = () => useEstateStore.getState();
const ctx = { today: '2026-10-01' };
const run = (op: (f: ReturnType<typeof factsOf>) => unknown) => {
  const before = factsOf(store().work);
  const r = op(before) as OpOk;
  expect(r.kind).toBe('ok');
  applyFacts(before, r.facts);
  return r;
};

beforeEach(() => {
  const lists = emptyLists();
  // As the server sends them: every column, derived ones included.
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
  store().startLoading('e1', 'real');
  store().loaded({
    work: {
      meta: { country_code: 'us', trust: false, death_date: '2026-08-01', state: null },
      dec: {},
      lists,
      locs: [],
    },
    revision: 3,
    viewOnly: false,
    role: 'owner',
  });
});

describe('engine bridge of the working copy', () => {
  it('fills defaults for the engine without touching what the store keeps', () => {
    const f = factsOf(store().work);
    expect(f.assets[0]).toMatchObject({ id: 5, plan: 0, date: null, sundry_refunds: false });
    expect(store().work.lists.assets[0]).not.toHaveProperty('plan');
    expect(derivedOf(f).assets.get(5)?.val).toBe(100_00);
  });

  it('marks a changed item modified and sends it in the batch', () => {
    run((f) => editAsset(f, 5, { note: 'joint' }, ctx));
    const b = buildBatch(store().work, store().changes, store().revision, false);
    expect(b.parts.assets?.mod?.map((a) => [a.id, a.note])).toEqual([[5, 'joint']]);
  });

  it('adds new items with the engine temporary id and keeps the store counter below it', () => {
    const r = run((f) => addAsset(f, { name: 'Car', i_type: 8, val_death: 5_000_00 }));
    expect(r.id).toBe(-1);
    expect(store().work.lists.assets.map((a) => a.id)).toEqual([5, -1]);
    expect(store().nextTempId).toBeLessThan(-1);
  });

  it('records deletions of saved items', () => {
    run((f) => deleteAsset(f, 5, ctx));
    const b = buildBatch(store().work, store().changes, store().revision, false);
    expect(b.parts.assets?.del).toEqual([5]);
  });

  it('reuses derived values when only contacts change', () => {
    const d1 = derivedOf(factsOf(store().work));
    run((f) => editContact(f, 9, { phone: '555-0100' }));
    run((f) => addContact(f, { name: 'Bank' }));
    expect(derivedOf(factsOf(store().work))).toBe(d1);
  });
});
