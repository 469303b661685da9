import { describe, expect, it } from 'vitest';
import { gridHeightPx } from './grid-size.ts';

describe('grid height (30 px per row plus 102)', () => {
  it('gives 10 rows 402 px', () => {
    expect(gridHeightPx(10)).toBe(402);
  });
  it('keeps room for 3 rows when there are fewer', () => {
    expect(gridHeightPx(0)).toBe(192);
    expect(gridHeightPx(3)).toBe(192);
  });
});
