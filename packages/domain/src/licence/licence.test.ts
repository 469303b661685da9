import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LICENCE_PRICE, trialDaysLeft, volumePrice } from './licence.ts';

describe('licences', () => {
  it('prices volume licences by graduated tiers; the lines add up to the total, and one more always costs more', () => {
    expect(volumePrice(1, 'usd')).toEqual({
      lines: [{ count: 1, unit: 19_900, percentOff: 0 }],
      total: 19_900,
    });
    expect(volumePrice(4, 'usd').total).toBe(79_600);
    // 4 at 199.00, the 5th at 15% off: 169.15
    expect(volumePrice(5, 'usd').total).toBe(4 * 19_900 + 16_915);
    // 12 in Canadian dollars: 4 at 269.00, 5 at 228.65, 3 at 201.75
    expect(volumePrice(12, 'cad')).toEqual({
      lines: [
        { count: 4, unit: 26_900, percentOff: 0 },
        { count: 5, unit: 22_865, percentOff: 15 },
        { count: 3, unit: 20_175, percentOff: 25 },
      ],
      total: 4 * 26_900 + 5 * 22_865 + 3 * 20_175,
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 499 }),
        fc.constantFrom('usd' as const, 'cad' as const),
        (n, c) => {
          const p = volumePrice(n, c);
          expect(p.lines.reduce((s, l) => s + l.count, 0)).toBe(n);
          expect(p.total).toBe(p.lines.reduce((s, l) => s + l.count * l.unit, 0));
          expect(p.total).toBeLessThanOrEqual(n * LICENCE_PRICE[c]);
          expect(volumePrice(n + 1, c).total).toBeGreaterThan(p.total);
        },
      ),
    );
  });

  it('counts trial days left as whole days, a part day as a day', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(trialDaysLeft('2026-12-05T12:00:00Z', now)).toBe(10);
    expect(trialDaysLeft('2026-11-25T12:00:01Z', now)).toBe(1);
    expect(trialDaysLeft('2026-11-26T13:00:00Z', now)).toBe(2);
    expect(trialDaysLeft('2026-11-25T12:00:00Z', now)).toBe(0);
    expect(trialDaysLeft('2026-11-01T00:00:00Z', now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBeNull();
  });
});
