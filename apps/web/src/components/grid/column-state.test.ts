import { describe, expect, it } from 'vitest';
import {
  columnStateKey,
  type KeyValueStore,
  loadChoices,
  resolveVisibility,
  saveChoices,
  setChoice,
} from './column-state.ts';
import type { GridColumn } from './types.ts';

interface Row {
  name: string;
  value: number;
  notes: string;
  acb: number;
}
const columns: GridColumn<Row>[] = [
  { field: 'name', header: 'Name', kind: 'text', lockVisible: true },
  { field: 'value', header: 'Value', kind: 'money' },
  { field: 'notes', header: 'Notes', kind: 'text' },
  { field: 'acb', header: 'Cost basis', kind: 'money', hidden: true },
];

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('column visibility persistence', () => {
  it('keys the state by user and grid', () => {
    expect(columnStateKey('assets', 42)).toBe('probity.grid.v1.42.assets');
    expect(columnStateKey('assets', null)).toBe('probity.grid.v1.anonymous.assets');
  });
  it('shows default columns and hides default-hidden ones when nothing is stored', () => {
    expect(resolveVisibility(columns, {})).toEqual({ name: true, value: true, notes: true, acb: false });
  });
  it('applies stored choices over the defaults', () => {
    expect(resolveVisibility(columns, { notes: false, acb: true })).toEqual({
      name: true,
      value: true,
      notes: false,
      acb: true,
    });
  });
  it('never hides a locked column, even with a stored choice', () => {
    expect(resolveVisibility(columns, { name: false }).name).toBe(true);
  });
  it('records a choice that differs from the default', () => {
    expect(setChoice(columns, {}, 'notes', false)).toEqual({ notes: false });
  });
  it('drops a choice that returns to the default', () => {
    expect(setChoice(columns, { notes: false }, 'notes', true)).toEqual({});
  });
  it('ignores a choice for a locked or unknown column', () => {
    expect(setChoice(columns, {}, 'name', false)).toEqual({});
    expect(setChoice(columns, {}, 'nope', false)).toEqual({});
  });
  it('round-trips choices through the store', () => {
    const store = memoryStore();
    saveChoices(store, 'k', { notes: false, acb: true });
    expect(store.data.get('k')).toBe('{"notes":false,"acb":true}');
    expect(loadChoices(store, 'k')).toEqual({ notes: false, acb: true });
  });
  it('reads unreadable or foreign stored values as no choices', () => {
    const store = memoryStore();
    store.setItem('bad', '{not json');
    store.setItem('array', '[1,2]');
    store.setItem('mixed', '{"notes":false,"value":"yes"}');
    expect(loadChoices(store, 'bad')).toEqual({});
    expect(loadChoices(store, 'array')).toEqual({});
    expect(loadChoices(store, 'mixed')).toEqual({ notes: false });
  });
  it('survives a store that throws on write', () => {
    const store: KeyValueStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveChoices(store, 'k', { notes: false })).not.toThrow();
  });
});
