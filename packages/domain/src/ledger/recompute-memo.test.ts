import { describe, expect, it, vi } from 'vitest';
import { maxEstate } from '../fixtures/max-estate.ts';
import { recomputeAll } from './derive-all.ts';
import * as incremental from './incremental.ts';
import { recompute, recomputeAfter, rememberDerived } from './recompute.ts';

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

  it("derives a save's result from its own estate, whatever was registered since (another estate's)", () => {
    const f = maxEstate({ assets: 20, txacts: 200 });
    rememberDerived(f, recomputeAll(f));
    const t = f.txacts[31];
    if (!t) throw new Error('fixture too small');
    const next = { ...f, txacts: f.txacts.map((x) => (x === t ? { ...t, val: t.val - 2_00 } : x)) };
    const other = maxEstate({ assets: 5, txacts: 40 });
    rememberDerived(other, recomputeAll(other));
    const walk = vi.spyOn(incremental, 'recomputeIncremental');
    expect(recomputeAfter(f, next)).toEqual(recomputeAll(next));
    expect(walk).toHaveBeenCalledTimes(1);
    walk.mockRestore();
  });
});
