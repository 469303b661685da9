import { describe, expect, it } from 'vitest';
import { maxEstate } from '../fixtures/max-estate.ts';
import { recomputeAll } from './derive-all.ts';
import { recompute, rememberDerived } from './recompute.ts';

describe('recompute reuses what the app registered', () => {
  it('returns the registered derived values of the same facts', () => {
    const f = maxEstate({ assets: 20, txacts: 200 });
    const d = recomputeAll(f);
    rememberDerived(f, d);
    expect(recompute(f)).toBe(d);
  });

  it('derives facts one edit away from the registered ones exactly as from scratch', () => {
    const f = maxEstate({ assets: 20, txacts: 200 });
    rememberDerived(f, recomputeAll(f));
    const t = f.txacts[57];
    if (!t) throw new Error('fixture too small');
    const next = { ...f, txacts: f.txacts.map((x) => (x === t ? { ...t, val: t.val + 1_00 } : x)) };
    expect(recompute(next)).toEqual(recomputeAll(next));
  });
});
