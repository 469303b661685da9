import { describe, expect, it } from 'vitest';
import { ASSET_TYPE } from '../enums.ts';
import { estate } from '../test-kit.ts';
import { heirGoal, heirsPool } from './heir-goals.ts';
import { recompute } from './recompute.ts';

describe('heir goals', () => {
  it('a percent target is a share of what the heirs will get, however little is allocated yet', () => {
    const f = estate({
      assets: [
        { id: 1, name: 'House', i_type: ASSET_TYPE.realEstate, val_death: 300_000_00 },
        { id: 2, name: 'Checking', i_type: ASSET_TYPE.deposit, val_death: 20_000_00 },
      ],
      debts: [{ id: 3, name: 'Visa', val_death: 20_000_00 }],
    });
    const pool = heirsPool(f, recompute(f));
    expect(pool).toBe(300_000_00);
    expect(heirGoal({ val_target: null, percent_target: 60_000 }, pool)).toBe(180_000_00);
    expect(heirGoal({ val_target: 5_000_00, percent_target: 60_000 }, pool)).toBe(5_000_00);
    expect(heirGoal({ val_target: null, percent_target: null }, pool)).toBeNull();
  });
});
