import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROBATE_FEE_PLACES, type ProbateFeeInput, probateFee } from './probate-fee.ts';

// Each figure worked out by hand from the schedule named in probate-fee.ts (cents).
const at = (place: string, dollars: number, more: Partial<ProbateFeeInput> = {}) => {
  const cents = Math.round(dollars * 100);
  return probateFee(place, { gross: cents, net: cents, trust: 0, distrib: cents, amount: 0, ...more }).amount;
};

describe('probate fees by place', () => {
  it('Ontario: nothing to $50,000, then $15 per $1,000 or part', () => {
    expect(at('ON', 50_000)).toBe(0);
    expect(at('ON', 50_000.01)).toBe(1_500); // one started thousand
    expect(at('ON', 100_000)).toBe(75_000);
    // 1,234,567 - 50,000 = 1,184,567: 1,185 started thousands x $15 = $17,775
    expect(at('ON', 1_234_567)).toBe(1_777_500);
    // what passes outside probate is left out: 1,234,567 - 234,567 = 1,000,000 -> 950 x $15
    expect(at('ON', 1_234_567, { trust: 23_456_700 })).toBe(1_425_000);
  });

  it('British Columbia: $6 then $14 per $1,000 or part, and the $200 filing fee over $25,000', () => {
    expect(at('BC', 25_000)).toBe(0);
    expect(at('BC', 25_000.01)).toBe(600 + 20_000);
    expect(at('BC', 100_000)).toBe(15_000 + 70_000 + 20_000); // 25 x 6 + 50 x 14 + 200 = 1,050
    expect(at('BC', 1_000_000)).toBe(1_365_000);
  });

  it('Alberta and the Northwest Territories: bands by the net value', () => {
    expect(at('AB', 10_000)).toBe(3_500);
    expect(at('AB', 10_000.01)).toBe(13_500);
    expect(at('AB', 250_000)).toBe(40_000);
    expect(at('AB', 250_000.01)).toBe(52_500);
    expect(
      probateFee('AB', { gross: 50_000_000, net: 900_000, trust: 0, distrib: 0, amount: 0 }).amount,
    ).toBe(3_500);
    expect(at('NT', 10_000)).toBe(3_000);
    expect(at('NT', 300_000)).toBe(43_500);
  });

  it('Saskatchewan, New Brunswick, Nova Scotia, Prince Edward Island, Newfoundland, Yukon', () => {
    expect(at('SK', 100_000)).toBe(70_000);
    expect(at('SK', 100_000.01)).toBe(70_700);
    expect(at('NB', 20_000)).toBe(10_000);
    expect(at('NB', 20_000.01)).toBe(10_500); // 21 started thousands of the whole x $5
    expect(at('NB', 100_000)).toBe(50_000);
    expect(at('NS', 10_000.01)).toBe(21_520);
    expect(at('NS', 100_000)).toBe(100_265);
    expect(at('NS', 1_000_000)).toBe(1_625_765); // 1,002.65 + 900 x 16.95
    expect(at('PE', 100_000.01)).toBe(40_400);
    expect(at('PE', 1_000_000)).toBe(400_000);
    expect(at('NL', 1_000)).toBe(6_000);
    expect(at('NL', 1_000.01)).toBe(6_060);
    expect(at('NL', 100_000)).toBe(65_400); // 60 + 990 x 0.60
    expect(at('YT', 25_000)).toBe(0);
    expect(at('YT', 25_000.01)).toBe(14_000);
    expect(at('MB', 500_000)).toBe(0);
  });

  it('New York, Maryland, Connecticut and Virginia charge by value', () => {
    expect(at('NY', 9_999.99)).toBe(4_500);
    expect(at('NY', 10_000)).toBe(7_500);
    expect(at('NY', 500_000)).toBe(125_000);
    expect(at('MD', 49_999.99)).toBe(0);
    expect(at('MD', 50_000)).toBe(10_000);
    expect(at('MD', 10_000_000)).toBe(1_000_000);
    expect(at('MD', 12_000_000)).toBe(1_000_000 + 40_000); // + 0.02% of 2,000,000
    expect(at('CT', 10_000)).toBe(14_000); // 50 + 1% of 9,000
    expect(at('CT', 1_000_000)).toBe(311_500); // 1,865 + 0.25% of 500,000
    expect(at('CT', 3_000_000)).toBe(1_061_500); // 5,615 + 0.5% of 1,000,000
    expect(at('CT', 8_877_000)).toBe(4_000_000); // 5,615 + 0.5% of 6,877,000: the $40,000 maximum exactly
    expect(at('CT', 20_000_000)).toBe(4_000_000); // capped (C.G.S. 45a-107(b)(2))
    // half of what goes to the spouse counts: 1,000,000 - 400,000 / 2 = 800,000 -> 1,865 + 0.25% of 300,000
    expect(at('CT', 1_000_000, { amount: 40_000_000 })).toBe(261_500);
    expect(at('VA', 15_000)).toBe(0);
    expect(at('VA', 100_000)).toBe(10_000 + 3_333); // state $0.10 per $100, local a third
  });

  it('Michigan: the inventory fee by band, per $100,000 above $500,000, rounded to the dollar', () => {
    expect(at('MI', 750)).toBe(800); // 5 + 1% of 250 = 7.50 -> 8
    expect(at('MI', 1_000)).toBe(2_500);
    expect(at('MI', 10_000)).toBe(6_900); // 25 + 0.625% of 7,000 = 68.75 -> 69
    expect(at('MI', 100_000)).toBe(36_300); // 237.50 + 0.25% of 50,000 = 362.50 -> 363
    expect(at('MI', 500_000)).toBe(86_300); // 362.50 + 0.125% of 400,000 = 862.50 -> 863
    expect(at('MI', 1_000_000)).toBe(117_500); // 862.50 + 5 x 62.50
    expect(at('MI', 1_050_000)).toBe(120_600); // + 1 x 31.25 = 1,206.25 -> 1,206
  });

  it('has no figure for a place with a flat court fee', () => {
    const a = probateFee('GA', { gross: 100, net: 100, trust: 0, distrib: 0, amount: 0 });
    expect([a.amount, a.qualifier]).toEqual([null, 'flat']);
    const nu = probateFee('NU', { gross: 100, net: 100, trust: 0, distrib: 0, amount: 0 });
    expect([nu.amount, nu.qualifier]).toEqual([null, 'unknown']);
  });

  it('never negative, never less for a larger estate, and its lines add up to it', () => {
    const cents = fc.integer({ min: 0, max: 5_000_000_000 });
    fc.assert(
      fc.property(fc.constantFrom(...PROBATE_FEE_PLACES), cents, cents, (place, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const v = (c: number) => ({ gross: c, net: c, trust: 0, distrib: c, amount: 0 });
        const small = probateFee(place, v(lo));
        const large = probateFee(place, v(hi));
        expect(small.amount).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(small.amount)).toBe(true);
        expect(small.lines.reduce((s, l) => s + l.amount, 0)).toBe(small.amount);
        expect(large.amount).toBeGreaterThanOrEqual(small.amount ?? 0);
      }),
      { numRuns: 2_000 },
    );
  });
});
