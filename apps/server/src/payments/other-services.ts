// Other paid services (docs/api.md, Other services): the operator's catalogue (SERVICES_FILE) offered to an estate by its
// death state and currency, or on its own to a signed-in user; bought through the same checkout as a licence.
// An estate must be licensed first (a service adds to a licence), and an item is paid once per estate, or once per user on its own (601).
import { type EstateRow, paidServicesOf } from '@probity/db';
import {
  CODE_SERVICE_PAID,
  type Currency,
  currencyOf,
  MSG_LICENSE_FIRST,
  MSG_NO_SERVICE,
  MSG_PRICE_CHANGED,
  MSG_SERVICE_PAID,
  MSG_SOLO_SERVICE_PAID,
  type ServiceOffer,
  serviceOffers,
} from '@probity/domain';
import type { SessionUser } from '../auth/session.ts';
import { conflict, HttpError } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';
import { estateTitle } from '../sharing/shares.ts';
import { openCheckout } from './open-checkout.ts';

type Paid = { item: string; paid_at: Date | null }[];
const withPaid = (offers: ServiceOffer[], paid: Paid) =>
  offers.map((o) => {
    const p = paid.find((x) => x.item === o.item);
    return { ...o, paid: !!p, paid_at: p?.paid_at?.toISOString() ?? null };
  });

const whereOf = (estate: EstateRow) => ({ currency: currencyOf(estate.country_code), state: estate.state });

/** GET /api/estate/{id}/services: what the estate's place is offered, and what it has paid for. */
export async function estateServices(ctx: AppContext, estate: EstateRow) {
  const paid = await paidServicesOf(ctx.db, { estateId: estate.id });
  return {
    licensed: !!estate.licensed,
    services: withPaid(serviceOffers(ctx.services, whereOf(estate)), paid),
  };
}

/** GET /api/services: the services sold on their own; paid only says something to a signed-in user. */
export async function soloServices(ctx: AppContext, user: SessionUser | null, currency: Currency) {
  const paid = user ? await paidServicesOf(ctx.db, { soloOf: user.id }) : [];
  return { services: withPaid(serviceOffers(ctx.services, { currency, solo: true }), paid) };
}

/**
 * Opens the checkout of one service at the price the user saw: for an estate (licensed first) or on its
 * own (`estate` null). Refused when already paid (601), not offered there, or repriced since.
 */
export async function startServiceCheckout(
  ctx: AppContext,
  user: SessionUser,
  estate: EstateRow | null,
  body: { item: string; price: number; currency: Currency },
) {
  if (estate && !estate.licensed) throw new HttpError(402, MSG_LICENSE_FIRST);
  const where = estate ? whereOf(estate) : { currency: body.currency, solo: true };
  const offer = serviceOffers(ctx.services, where).find((o) => o.item === body.item);
  if (!offer) throw conflict(MSG_NO_SERVICE);
  const paid = await paidServicesOf(ctx.db, estate ? { estateId: estate.id } : { soloOf: user.id });
  if (paid.some((p) => p.item === offer.item))
    throw new HttpError(409, estate ? MSG_SERVICE_PAID : MSG_SOLO_SERVICE_PAID, CODE_SERVICE_PAID);
  if (offer.price !== body.price) throw conflict(MSG_PRICE_CHANGED);
  const { url } = await openCheckout(ctx, user, estate, {
    kind: 'service',
    item: offer.item,
    amount: offer.price,
    currency: offer.currency,
    description: estate ? `${offer.name} for ${estateTitle(estate)}` : offer.name,
    back: estate ? `licence=service&item=${offer.item}` : `service=paid&item=${offer.item}`,
    cancel: estate ? 'services=1' : 'service=cancelled',
  });
  return { url };
}
