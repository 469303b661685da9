import { describe, expect, it } from 'vitest';
import { keepUnchanged } from './stable-rows.ts';

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
