// Other paid services (docs/api.md, Other services): help a professional gives for a price, such as an executor
// service or selling the house, bought for an estate (which must be licensed) or on its own (`solo`, for owners
// planning ahead). Like probate pricing, the catalogue is the operator's (SERVICES_FILE on the server): Probity
// ships no providers of its own, so an install without the file offers none.
import { z } from 'zod';
import type { Currency } from './licence.ts';

const ZCents = z.number().int().positive().max(10_000_000);
export const ZServiceItem = z.string().regex(/^[a-z0-9_-]{1,40}$/);

export const ZServiceCatalogue = z.record(
  ZServiceItem,
  z.object({
    name: z.string().trim().min(1).max(120),
    description: z.string().trim().max(1000).default(''),
    /** In cents of each currency; a currency left out is not offered in that country. */
    price: z.object({ usd: ZCents.optional(), cad: ZCents.optional() }),
    /** The states and provinces served; empty: everywhere. */
    states: z.array(z.string().regex(/^[A-Z]{2}$/)).default([]),
    /** Also sold without an estate (POST /pay/service_solo). */
    solo: z.boolean().default(false),
  }),
);
export type ServiceCatalogue = z.infer<typeof ZServiceCatalogue>;

export interface ServiceOffer {
  item: string;
  name: string;
  description: string;
  price: number;
  currency: Currency;
}

/**
 * What is offered in a place and currency: for an estate its death state (a service that lists states serves only
 * those); `solo` keeps the services sold without an estate, which serve wherever their currency is offered.
 */
export function serviceOffers(
  catalogue: ServiceCatalogue,
  where: { currency: Currency; state?: string; solo?: boolean },
): ServiceOffer[] {
  const out: ServiceOffer[] = [];
  for (const [item, s] of Object.entries(catalogue)) {
    const price = s.price[where.currency];
    if (price === undefined) continue;
    if (where.solo ? !s.solo : s.states.length > 0 && !s.states.includes(where.state ?? '')) continue;
    out.push({ item, name: s.name, description: s.description, price, currency: where.currency });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/** One item's offer in that place and currency; undefined where it is not offered. */
export const serviceOffer = (
  catalogue: ServiceCatalogue,
  item: string,
  where: { currency: Currency; state?: string; solo?: boolean },
): ServiceOffer | undefined => serviceOffers(catalogue, where).find((o) => o.item === item);
