// The probate lawyer service (docs/api.md): the place and price an estate asks for, and its checkout. Prices
// are the operator's (PROBATE_PRICING_FILE); a paid service keeps where it was paid for, and buying it licenses
// an unlicensed estate (the service includes the app's licence).
import { type EstateRow, findDecedent, findProbateService, putProbateService } from '@probity/db';
import {
  CODE_SERVICE_PAID,
  MSG_NO_PROBATE_SERVICE,
  MSG_PRICE_CHANGED,
  MSG_SERVICE_PAID,
  probatePriceOf,
} from '@probity/domain';
import type { SessionUser } from '../auth/session.ts';
import { conflict, HttpError } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';
import { openCheckout } from './open-checkout.ts';

export function pricingFor(ctx: AppContext, state: string) {
  const s = ctx.probatePricing[state];
  return { id: state, covered: !!s, price: s?.price ?? null, counties: s?.counties ?? {} };
}

/** The estate's service as stored, or as it would be asked for: the death state and the decedent's county. */
export async function serviceOf(ctx: AppContext, estate: EstateRow) {
  const row = await findProbateService(ctx.db, estate.id);
  const state = row?.state || estate.state;
  const county = row ? row.county : ((await findDecedent(ctx.db, estate.id))?.addr_county ?? '');
  return {
    state,
    county,
    price: probatePriceOf(ctx.probatePricing, state, county),
    paid: row?.paid ?? false,
    paid_at: row?.paid_at?.toISOString() ?? null,
    consult_ok: row?.consult_ok ?? false,
    paid_place: row?.paid ? [row.paid_county, row.paid_state].filter(Boolean).join(', ') : '',
  };
}

export async function askService(
  ctx: AppContext,
  estate: EstateRow,
  body: { state: string; county: string; consult_ok: boolean },
) {
  const price = probatePriceOf(ctx.probatePricing, body.state, body.county);
  await putProbateService(ctx.db, { estate_id: estate.id, ...body, price });
  return serviceOf(ctx, estate);
}

/** The checkout of the service at the price the user saw; refused when paid (601), uncovered or repriced. */
export async function startProbateCheckout(
  ctx: AppContext,
  user: SessionUser,
  estate: EstateRow,
  seen: number,
) {
  const svc = await serviceOf(ctx, estate);
  if (svc.paid) throw new HttpError(409, MSG_SERVICE_PAID, CODE_SERVICE_PAID);
  if (svc.price === null) throw conflict(MSG_NO_PROBATE_SERVICE);
  if (svc.price !== seen) throw conflict(MSG_PRICE_CHANGED);
  // the place paid for is the one stored when the payment is applied: store it now
  await putProbateService(ctx.db, {
    estate_id: estate.id,
    state: svc.state,
    county: svc.county,
    price: svc.price,
    consult_ok: svc.consult_ok,
  });
  const { url } = await openCheckout(ctx, user, estate, {
    kind: 'probate',
    amount: svc.price,
    description: `Probate lawyer service, ${[svc.county, svc.state].filter(Boolean).join(', ')}`,
    back: 'licence=probate',
    cancel: 'service=1',
  });
  return { url };
}
