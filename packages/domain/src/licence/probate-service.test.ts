import { describe, expect, it } from 'vitest';
import { probatePriceOf, ZProbatePricing } from './probate-service.ts';

describe('probate service pricing', () => {
  const pricing = ZProbatePricing.parse({
    GA: { price: 150_000, counties: { Fulton: 180_000 } },
    ON: { price: 200_000 },
  });
  it('takes the county price where there is one (case-blind), the state price otherwise, none elsewhere', () => {
    expect(probatePriceOf(pricing, 'GA', 'Fulton')).toBe(180_000);
    expect(probatePriceOf(pricing, 'GA', ' fulton ')).toBe(180_000);
    expect(probatePriceOf(pricing, 'GA', 'Cobb')).toBe(150_000);
    expect(probatePriceOf(pricing, 'ON', '')).toBe(200_000);
    expect(probatePriceOf(pricing, 'NJ', 'Essex')).toBeNull();
  });
  it("finds no service for a state named like an object's own members (a fuzz run's 500)", () => {
    for (const state of ['__proto__', 'constructor', 'toString', 'hasOwnProperty'])
      expect(probatePriceOf(pricing, state, 'Fulton'), state).toBeNull();
  });
  it('refuses a file with a bad state code or a price that is not whole cents', () => {
    expect(ZProbatePricing.safeParse({ Georgia: { price: 1 } }).success).toBe(false);
    expect(ZProbatePricing.safeParse({ GA: { price: 10.5 } }).success).toBe(false);
  });
});
