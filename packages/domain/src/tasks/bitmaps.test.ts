import { describe, expect, it } from 'vitest';
import { bitmapOf, EMPTY_BITMAP, hasBit, idsOf, withBit } from './bitmaps.ts';
import { ZTaskState } from './schema.ts';

describe('task bitmaps', () => {
  it('id 0 is bit 0 of the first word', () => {
    expect(withBit(EMPTY_BITMAP, 0, true)).toEqual([1, 0, 0, 0]);
  });
  it('id 31 sets the sign bit and stays a signed 32-bit integer', () => {
    expect(withBit(EMPTY_BITMAP, 31, true)).toEqual([-2147483648, 0, 0, 0]);
  });
  it('id 127 is the top bit of the fourth word', () => {
    expect(hasBit(withBit(EMPTY_BITMAP, 127, true), 127)).toBe(true);
  });
  it('ids outside 0..127 are ignored', () => {
    expect(withBit(EMPTY_BITMAP, 1000, true)).toEqual(EMPTY_BITMAP);
  });
  it('clearing a bit leaves the others', () => {
    expect(idsOf(withBit(bitmapOf([6, 11, 46]), 11, false))).toEqual([6, 46]);
  });
  it('round-trips ids', () => {
    expect(idsOf(bitmapOf([1, 32, 63, 64, 127]))).toEqual([1, 32, 63, 64, 127]);
  });
});

describe('stored task state schema', () => {
  it('pads short and empty bitmaps to four words', () => {
    const s = ZTaskState.parse({
      tasks_done: [5],
      tasks_na: [],
      tasks_hide: [0, 0, 0, 0],
      tasks_changed: [],
    });
    expect([s.tasks_done, s.tasks_na, s.tasks_changed]).toEqual([
      [5, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
  });
  it('reads an unsigned high word as signed 32-bit', () => {
    expect(ZTaskState.parse({ tasks_done: [2147483648] }).tasks_done).toEqual([-2147483648, 0, 0, 0]);
  });
  it('refuses a custom task id below 1000', () => {
    const r = ZTaskState.safeParse({
      tasks_custom: [{ id: 5, name: 'x', period: 'Finish', step_num: 5 }],
    });
    expect(r.success).toBe(false);
  });
});
