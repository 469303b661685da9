import { describe, expect, it } from 'vitest';
import { HEIR_RELATIONSHIP } from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import * as M from '../messages.ts';
import { estate } from '../test-kit.ts';
import { form706Status } from './form706.ts';

const withValue = (cents: number, spouse = false, death = '2026-01-10') =>
  estate({
    death_date: death,
    assets: [{ id: 1, name: 'Stocks', i_type: 3, val_death: cents }],
    heirs: spouse ? [{ id: 1, name: 'Sam', i_type: HEIR_RELATIONSHIP.spouse }] : [],
  });

describe('Form 706 rule', () => {
  it('2026 death at 14.99M is below the 15.00M limit: not applicable', () => {
    expect(form706Status(withValue(1_499_000_000))).toMatchObject({
      applicable: false,
      limit: 1_500_000_000,
    });
  });
  it('2026 death above 15.00M applies', () =>
    expect(form706Status(withValue(1_500_000_001)).applicable).toBe(true));
  it('2025 death at 14.00M is above the 13.99M limit', () =>
    expect(form706Status(withValue(1_400_000_000, false, '2025-06-01')).applicable).toBe(true));
  it('a drop below the limit with a spouse asks about the spouse reduction', () => {
    const f = withValue(1_000_000_000, true);
    expect(form706Status(f, recompute(f), 1_600_000_000).prompt).toEqual({
      code: 'spouse_706_reduction',
      msg: M.CONFIRM_SPOUSE_706_REDUCTION,
    });
  });
  it('crossing 2,000,000 with a spouse prompts the spouse Form 706', () => {
    const f = withValue(250_000_000, true);
    expect(form706Status(f, recompute(f), 150_000_000).prompt?.code).toBe('spouse_706');
  });
  it('no prompt without a spouse', () => {
    const f = withValue(250_000_000);
    expect(form706Status(f, recompute(f), 150_000_000).prompt).toBeNull();
  });
  it('does not apply outside the US', () => {
    const f = { ...withValue(9_000_000_000), meta: { ...withValue(1).meta, country_code: 'ca' as const } };
    expect(form706Status(f).applicable).toBe(false);
  });
});
