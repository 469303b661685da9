import { z } from 'zod';
import { VOLUME_MAX } from '../licence/licence.ts';

/** GET /buy/license: a checkout for one estate's licence (redirects to the payment page). */
export const ZBuyLicenceQuery = z.object({
  estate_id: z.string().min(1).max(64),
  email: z.string().max(254).optional(),
  estate_label: z.string().max(200).optional(),
  affiliate: z.string().max(64).optional(),
});

/** GET /api/estate/{id}?lic_confirm=y: whether the estate is licensed now (a paid checkout is applied first). */
export const ZLicConfirmQuery = z.object({ lic_confirm: z.literal('y').optional() });
export const ZLicConfirmed = z.object({ licensed: z.boolean(), lic_date: z.string().nullable() });

/** GET /pay/lic/{id}/pricing: the volume tiers in the estate's currency, and the licences the user holds. */
export const ZLicPricing = z.object({
  currency: z.enum(['usd', 'cad']),
  tiers: z.array(z.object({ from: z.number().int(), unit: z.number().int(), percent_off: z.number().int() })),
  /** Licences bought and not yet assigned. */
  num: z.number().int(),
  /** An open volume checkout of this user, if any. */
  intent: z.string().nullable(),
});
export const ZLicIntentParams = z.object({
  id: z.string().min(1).max(64),
  num: z.coerce.number().int().min(1).max(VOLUME_MAX),
});
export const ZLicIntent = z.object({ intent_id: z.string().max(200).optional() }).strict();
/** The volume checkout: its total and where to pay it. */
export const ZLicIntentOut = z.object({ price: z.number().int(), url: z.string(), intent_id: z.string() });

/** POST /api/license {cmd: 'assign'}: a volume licence on an estate, after the password. */
export const ZLicenseCmd = z
  .object({
    cmd: z.literal('assign'),
    estate_id: z.string().min(1).max(64),
    password: z.string().min(1).max(200),
  })
  .strict();
export const ZLicenseAssigned = z.object({ licensed: z.literal(true), left: z.number().int() });

/** POST /pay/local/{id}: the local test-mode checkout's answer (no card, no account). */
export const ZLocalCheckout = z.object({ outcome: z.enum(['pay', 'cancel']) }).strict();
export const ZLocalCheckoutOut = z.object({ paid: z.boolean(), return_to: z.string() });
export const ZLocalCheckoutInfo = z.object({
  description: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['open', 'paid', 'cancelled']),
});

/** GET /buy/storage: a checkout of a larger storage tier for a licensed estate (redirects to the payment page). */
export const ZBuyStorageQuery = z.object({
  estate_id: z.string().min(1).max(64),
  tier: z.enum(['premium', 'ultimate']),
});

/** GET /api/probate_pricing/{state}: the state's price and its counties' own (cents); covered false: none. */
export const ZProbatePricingOut = z.object({
  id: z.string(),
  covered: z.boolean(),
  price: z.number().int().nullable(),
  counties: z.record(z.string(), z.number().int()),
});
export const ZStateParams = z.object({ state: z.string().regex(/^[A-Z]{2}$/) });

/** The estate's probate service: the place asked for, the price, paid or not. */
export const ZProbateService = z.object({
  state: z.string(),
  county: z.string(),
  price: z.number().int().nullable(),
  paid: z.boolean(),
  paid_at: z.string().nullable(),
  consult_ok: z.boolean(),
});
export const ZProbatePut = z
  .object({
    state: z.string().regex(/^[A-Z]{2}$/),
    county: z.string().trim().max(80).default(''),
    consult_ok: z.boolean().default(false),
  })
  .strict();
/** POST /pay/estate/{id}/probate: the price the user saw (refused when it is no longer the price). */
export const ZProbatePay = z.object({
  price: z.number().int().positive(),
  token_id: z.string().max(200).optional(),
});
export const ZCheckoutOut = z.object({ url: z.string() });

/** A service on offer (cents of `currency`); for an estate, whether it paid for it and when. */
export const ZServiceOfferOut = z.object({
  item: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  currency: z.enum(['usd', 'cad']),
  paid: z.boolean(),
  paid_at: z.string().nullable(),
});
/** GET /api/estate/{id}/services: what the estate may buy; licensed false: a licence comes first (a service adds to one). */
export const ZEstateServicesOut = z.object({ licensed: z.boolean(), services: z.array(ZServiceOfferOut) });
/** GET /api/services?currency=: the services sold without an estate (paid: by the signed-in user). */
export const ZSoloServicesQuery = z.object({ currency: z.enum(['usd', 'cad']).default('usd') });
export const ZSoloServicesOut = z.object({ services: z.array(ZServiceOfferOut) });
export type ServiceOfferOut = z.infer<typeof ZServiceOfferOut>;
/** POST /pay/estate/{id}/service and /pay/service_solo: the item and the price the user saw. */
export const ZServicePay = z
  .object({
    item: z.string().min(1).max(40),
    price: z.number().int().positive(),
    /** 'cad' in Canada; an estate's own currency wins over it. */
    currency: z.enum(['usd', 'cad']).default('usd'),
    token_id: z.string().max(200).optional(),
  })
  .strict();
