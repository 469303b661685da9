import { addAsset, addHeir, deleteHeir, editDecedent } from '@probity/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyLists, type OpFn, runOpNow, useEstateStore } from '../../estate';
import { beginSave, saveDone, selectIsDirty } from './store';

const store = () => useEstateStore.getState();
const run = (op: OpFn) => {
  const r = runOpNow(op);
  if (r.kind !== 'ok') throw new Error(r.kind);
  return r.id ?? 0;
};

beforeEach(() => {
  store().startLoading('e1', 'real');
  store().loaded({
    work: { meta: { label: 'A' }, dec: { name: '' }, lists: emptyLists(), locs: [] },
    revision: 2,
    viewOnly: false,
    role: 'owner',
  });
});

describe('saving the working copy', () => {
  it('is clean after loading and dirty after an edit', () => {
    expect(selectIsDirty(store())).toBe(false);
    run((f) => editDecedent(f, { name: 'Ann Lee' }));
    expect(selectIsDirty(store())).toBe(true);
    expect(store().work.dec.name).toBe('Ann Lee');
  });

  it('clears what a save sent and keeps later edits dirty', () => {
    run((f) => editDecedent(f, { name: 'Ann' }));
    const id = run((f) => addAsset(f, { name: 'House', i_type: 1 }));
    const { batch, sentSeq } = beginSave(false);
    expect(batch.parts.assets?.add).toMatchObject([{ id, name: 'House' }]);
    store().setMeta({ label: 'B' }); // typed while the save was in flight
    saveDone({ revision: 3, ids: { [String(id)]: 41 }, sentSeq });
    expect(store().revision).toBe(3);
    expect(store().work.lists.assets[0]?.id).toBe(41);
    expect(Object.keys(store().changes.meta)).toEqual(['label']);
    expect(store().changes.dec).toEqual({});
  });

  it('never counts a view-only estate as dirty', () => {
    useEstateStore.setState({ viewOnly: true });
    store().setDec({ name: 'X' });
    expect(selectIsDirty(store())).toBe(false);
  });

  it('forgets a deleted new item instead of sending a delete', () => {
    const id = run((f) => addHeir(f, { name: 'Bo' }));
    run((f, ctx) => deleteHeir(f, id, ctx));
    expect(beginSave(false).batch.parts.heirs).toBeUndefined();
  });
});
