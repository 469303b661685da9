import { describe, expect, it } from 'vitest';
import { PLAN } from '../enums.ts';
import { assetSettledBadge, debtSettledBadge } from './settled-badge.ts';

describe('settled badges', () => {
  it('names how an asset was settled, from its derived values', () => {
    expect(assetSettledBadge({ plan: PLAN.sell, settled: true, paid: 250_000_00 })).toBe('Sold');
    expect(assetSettledBadge({ plan: PLAN.discard, settled: true, paid: null })).toBe('Discarded');
    expect(assetSettledBadge({ plan: PLAN.distribute, settled: true, paid: null })).toBe('Emptied');
    expect(assetSettledBadge({ plan: PLAN.sell, settled: false, paid: null })).toBeNull();
    expect(assetSettledBadge({ plan: PLAN.none })).toBeNull();
  });
  it('names how a debt was resolved', () => {
    expect(debtSettledBadge({ val_forgiven: 0, resolved: true, paid: 300_00 })).toBe('Paid');
    expect(debtSettledBadge({ val_forgiven: 300_00, resolved: true, paid: 0 })).toBe('Forgiven');
    expect(debtSettledBadge({ val_forgiven: 100_00, resolved: true, paid: 200_00 })).toBe(
      'Paid and forgiven',
    );
    expect(debtSettledBadge({ val_forgiven: 0, resolved: false, paid: 100_00 })).toBeNull();
  });
});
