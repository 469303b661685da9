import { describe, expect, it } from 'vitest';
import { ASSET_TYPE } from '../enums.ts';
import { form706NotApplicable } from '../tasks/auto-na.ts';
import { taskEstateOf } from '../tasks/task-source.ts';
import { estate } from '../test-kit.ts';
import { grossValue, recompute } from './recompute.ts';

describe("the quick start's estimated value", () => {
  const account = { id: 1, name: 'Estate Cashflow Account', i_type: ASSET_TYPE.estateAccount };
  const stated = (f: ReturnType<typeof estate>, cents: number | null) => ({
    ...f,
    meta: { ...f.meta, gval_stated: cents },
  });

  it('is the gross estimate while no asset has a value', () => {
    const d = recompute(stated(estate({ assets: [account] }), 16_000_000_00));
    expect([d.meta.gval_estimate, grossValue(d)]).toEqual([16_000_000_00, 16_000_000_00]);
  });

  it('gives way to the inventory once an asset has a value', () => {
    const f = estate({
      assets: [account, { id: 2, name: 'House', i_type: ASSET_TYPE.realEstate, val_pre: 400_000_00 }],
    });
    expect(recompute(stated(f, 16_000_000_00)).meta.gval_estimate).toBe(400_000_00);
    expect(recompute(stated(estate({ assets: [account] }), null)).meta.gval_estimate).toBe(0);
  });

  it('is what the Form 706 rule of the task list reads', () => {
    const f = stated(estate({ assets: [account] }), 16_000_000_00);
    const t = taskEstateOf(f);
    expect([t.gross_cents, form706NotApplicable(t)]).toEqual([16_000_000_00, false]);
  });
});
