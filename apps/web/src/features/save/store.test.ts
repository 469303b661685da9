import { beforeEach, describe, expect, it } from 'vitest';
import { selectIsDirty, useEstateStore } from './store';
import { emptyLists } from './types';

const store = () => useEstateStore.getState();

beforeEach(() => {
  store().startLoading('e1', 'real');
  store().loaded({
    work: { meta: { label: 'A' }, dec: { name: '' }, lists: emptyLists(), locs: [] },
    revision: 2,
    viewOnly: false,
    role: 'owner',
  });
});

describe('working copy store', () => {
  it('is clean after loading and dirty after an edit', () => {
    expect(selectIsDirty(store())).toBe(false);
    store().setDec({ name: 'Ann Lee' });
    expect(selectIsDirty(store())).toBe(true);
    expect(store().work.dec.name).toBe('Ann Lee');
  });

  it('gives new items distinct temporary negative ids', () => {
    const a = store().addItem('assets', { name: 'House' });
    const b = store().addItem('debts', { name: 'Card' });
    expect([a, b]).toEqual([-1, -2]);
  });

  it('clears what a save sent and keeps later edits dirty', () => {
    store().setDec({ name: 'Ann' });
    const id = store().addItem('assets', { name: 'House' });
    const { batch, sentSeq } = store().beginSave(false);
    expect(batch.parts.assets?.add).toEqual([{ id, name: 'House' }]);
    store().setMeta({ label: 'B' }); // typed while the save was in flight
    store().saveDone({ revision: 3, ids: { [String(id)]: 41 }, sentSeq });
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
    const id = store().addItem('heirs', { name: 'Bo' });
    store().delItem('heirs', id);
    expect(store().beginSave(false).batch.parts.heirs).toBeUndefined();
  });
});
