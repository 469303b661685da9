// The probate lawyer service (docs/api.md): its price by state with county overrides. The prices and the
// places covered are the operator's (PROBATE_PRICING_FILE on the server): Probity ships no lawyers of its own,
// so a state the file leaves out has no service, and an install without the file offers none.
import { z } from 'zod';

const ZCents = z.number().int().positive().max(10_000_000);
export const ZProbatePricing = z.record(
  z.string().regex(/^[A-Z]{2}$/),
  z.object({ price: ZCents, counties: z.record(z.string().min(1).max(80), ZCents).default({}) }),
);
export type ProbatePricing = z.infer<typeof ZProbatePricing>;

/** The price in cents for a place, the county's own when it has one; null where there is no service. */
export function probatePriceOf(pricing: ProbatePricing, state: string, county: string): number | null {
  // an estate's state is free text: '__proto__' or 'constructor' must find no service, not Object's own members
  const s = Object.hasOwn(pricing, state) ? pricing[state] : undefined;
  if (!s) return null;
  const own = Object.entries(s.counties).find(([c]) => c.toLowerCase() === county.trim().toLowerCase());
  return own ? own[1] : s.price;
}
