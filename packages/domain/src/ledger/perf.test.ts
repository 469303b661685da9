import { describe, expect, it } from 'vitest';
import { CAT } from '../enums.ts';
import { maxEstate } from '../fixtures/max-estate.ts';
import { recomputeIncremental } from './incremental.ts';
import { recompute } from './recompute.ts';

/** CPU time of this process (node), so that other processes sharing a loaded machine do not count. */
declare const process: { cpuUsage(): { user: number; system: number } };
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Best of n runs, in CPU milliseconds. */
const best = (fn: () => void, n = 9): number => {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = cpuMs();
    fn();
    times.push(cpuMs() - t0);
  }
  return Math.min(...times);
};

describe('performance on the maximum estate (1001 assets, 6000 transactions)', () => {
  const f = maxEstate();
  it('full recompute takes well under 50 ms', () => {
    recompute(f);
    expect(best(() => recompute(f))).toBeLessThan(50);
  });
  it('an edit on one non-cash asset updates incrementally to the same result', () => {
    const d = recompute(f);
    const i = f.txacts.findIndex((t) => t.cat === CAT.increase);
    const edited = { ...f, txacts: f.txacts.map((t, k) => (k === i ? { ...t, val: t.val + 1 } : t)) };
    const inc = recomputeIncremental(f, d, edited);
    const full = recompute(edited);
    const id = edited.txacts[i]?.asset ?? 0;
    expect(inc.assets.get(id)).toEqual(full.assets.get(id));
    expect(inc.meta).toEqual(full.meta);
    expect(best(() => recomputeIncremental(f, d, edited))).toBeLessThan(50);
  });
});
