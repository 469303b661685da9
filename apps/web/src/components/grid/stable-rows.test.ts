import { describe, expect, it } from 'vitest';
import { keepUnchanged, rowChanges } from './stable-rows.ts';

const idOf = (r: { id: number }): number => r.id;
type R = { id: number; [k: string]: unknown };

describe('keepUnchanged', () => {
  it('keeps the previous object of a row whose fields are all equal', () => {
    const a = { id: 1, name: 'Bank', val: 100 };
    const first = keepUnchanged<R>([a], new Map(), idOf);
    const again = keepUnchanged<R>([{ id: 1, name: 'Bank', val: 100 }], first.byId, idOf);
    expect(again.rows[0]).toBe(a);
  });

  it('takes the new object of a changed row and of a row with a field more', () => {
    const prev = keepUnchanged<R>(
      [
        { id: 1, val: 100 },
        { id: 2, val: 5 },
      ],
      new Map(),
      idOf,
    );
    const changed = { id: 1, val: 101 };
    const wider = { id: 2, val: 5, note: '' };
    const next = keepUnchanged<R>([changed, wider], prev.byId, idOf);
    expect(next.rows[0]).toBe(changed);
    expect(next.rows[1]).toBe(wider);
  });
});

describe('rowChanges', () => {
  const rows = (...ids: number[]): R[] => ids.map((id) => ({ id }));

  it('says an added row and where it goes among the rows kept', () => {
    const before = rows(1, 2, 3);
    const added = { id: 9 };
    const c = rowChanges<R>(before, [before[0], before[1], added, before[2]], idOf);
    expect(c).toEqual({ add: [added], addIndex: 2, update: [], remove: [] });
  });

  it('places adds after the removed rows are gone', () => {
    const before = rows(1, 2, 3, 4);
    const added = { id: 9 };
    // 2 removed: the new row goes between 3 and 4, index 2 of the rows [1, 3, 4] left
    const c = rowChanges<R>(before, [before[0], before[2], added, before[3]], idOf);
    expect(c).toEqual({ add: [added], addIndex: 2, update: [], remove: [before[1]] });
  });

  it('updates rows with a new object and removes missing ids', () => {
    const before = rows(1, 2, 3);
    const changed = { id: 2, val: 5 };
    const c = rowChanges<R>(before, [before[0], changed], idOf);
    expect(c).toEqual({ add: [], addIndex: 0, update: [changed], remove: [before[2]] });
  });

  it('takes adds at the start and at the end', () => {
    const before = rows(1, 2);
    expect(rowChanges<R>(before, [{ id: 7 }, { id: 8 }, ...before], idOf)?.addIndex).toBe(0);
    expect(rowChanges<R>(before, [...before, { id: 7 }], idOf)?.addIndex).toBe(2);
    expect(rowChanges<R>([], [{ id: 7 }], idOf)).toEqual({
      add: [{ id: 7 }],
      addIndex: 0,
      update: [],
      remove: [],
    });
  });

  it('gives up on a new order, adds in two places and repeated ids', () => {
    const before = rows(1, 2, 3);
    expect(rowChanges<R>(before, [before[1], before[0], before[2]], idOf)).toBeNull();
    expect(rowChanges<R>(before, [{ id: 8 }, before[0], { id: 9 }, before[1]], idOf)).toBeNull();
    expect(rowChanges<R>(before, [before[0], { id: 1 }], idOf)).toBeNull();
    expect(rowChanges<R>(rows(1, 1), rows(1), idOf)).toBeNull();
  });
});
