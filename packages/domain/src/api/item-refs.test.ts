import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZId } from '../entities/common.ts';
import { ITEM_PART_NAMES } from './item-parts.ts';
import { ITEM_REFS, itemRefsOf, mapItemRefs } from './item-refs.ts';
import { ITEM_PARTS } from './save.ts';

/** A field's schema without nullable, optional and default. */
function bare(s: z.ZodType): z.ZodType {
  if (s instanceof z.ZodNullable || s instanceof z.ZodOptional || s instanceof z.ZodDefault)
    return bare(s.unwrap() as z.ZodType);
  return s;
}
/** How a field holds item ids: one, a list, or none. */
function idsHeld(s: z.ZodType): 'one' | 'list' | null {
  const b = bare(s);
  if (b === ZId) return 'one';
  return b instanceof z.ZodArray && bare(b.element as z.ZodType) === ZId ? 'list' : null;
}

describe('ITEM_PART_NAMES', () => {
  it('names the parts ITEM_PARTS has schemas for, in the same order (the order saves apply them)', () => {
    expect(Object.keys(ITEM_PARTS)).toEqual([...ITEM_PART_NAMES]);
  });
});

describe('ITEM_REFS', () => {
  it('names every field of a saved item that holds another item id, and nothing else', () => {
    for (const part of ITEM_PART_NAMES) {
      const shape = ITEM_PARTS[part].shape as Record<string, z.ZodType>;
      const held = Object.entries(shape)
        .filter(([k]) => k !== 'id')
        .map(([field, s]) => [field, idsHeld(s)])
        .filter(([, h]) => h !== null);
      const refs = itemRefsOf(part).map((r) => [r.field, r.list ? 'list' : 'one']);
      expect(refs, part).toEqual(held);
    }
  });

  it('maps ids and lists of ids, leaving nulls and untouched items as they are', () => {
    const t = { id: -1, asset: -2, item: null, heir_id: 7, exexp_ids: [-3, 4] };
    const out = mapItemRefs('txacts', t, (id) => (id < 0 ? 100 - id : id));
    expect(out).toEqual({ id: -1, asset: 102, item: null, heir_id: 7, exexp_ids: [103, 4] });
    expect(t.asset).toBe(-2);
    const same = { id: 5, asset: 1, item: 2, exexp_ids: [3] };
    expect(mapItemRefs('txacts', same, (id) => id)).toBe(same);
    expect(mapItemRefs('assets', { id: -1, bank_link_id: -4 }, () => 0)).toEqual({
      id: -1,
      bank_link_id: -4,
    });
  });

  it('points only at item parts', () => {
    for (const refs of Object.values(ITEM_REFS))
      for (const r of refs) for (const p of r.to) expect(ITEM_PART_NAMES).toContain(p);
  });
});
