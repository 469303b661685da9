/** Four 32-bit flag words per estate (README.md, How the task checklist works): bit `id % 32` of word `id / 32`, ids 0..127. */
import type { Bitmap4 } from './types.ts';

export const EMPTY_BITMAP: Bitmap4 = [0, 0, 0, 0];

const inRange = (id: number): boolean => Number.isInteger(id) && id >= 0 && id < 128;

export function hasBit(map: Bitmap4, id: number): boolean {
  if (!inRange(id)) return false;
  return ((map[id >> 5] >>> (id & 31)) & 1) === 1;
}

/** A copy with the bit set or cleared; words stay signed 32-bit so they fit an SQL integer. */
export function withBit(map: Bitmap4, id: number, on: boolean): Bitmap4 {
  if (!inRange(id)) return map;
  const words = [...map] as [number, number, number, number];
  const mask = 1 << (id & 31);
  words[id >> 5] = on ? words[id >> 5] | mask : words[id >> 5] & ~mask;
  return words;
}

export function idsOf(map: Bitmap4): number[] {
  const ids: number[] = [];
  for (let id = 0; id < 128; id++) if (hasBit(map, id)) ids.push(id);
  return ids;
}

export function bitmapOf(ids: Iterable<number>): Bitmap4 {
  let map = EMPTY_BITMAP;
  for (const id of ids) map = withBit(map, id, true);
  return map;
}
