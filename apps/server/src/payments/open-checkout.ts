// One way to start a payment: the provider's checkout opened, and its `payments` row written, so whichever way
// the payment is later confirmed it is applied once (licences.ts applyPaid).
import { addPayment, type EstateRow } from '@probity/db';
import { type Currency, currencyOf } from '@probity/domain';
import type { SessionUser } from '../auth/session.ts';
import type { AppContext } from '../runtime/context.ts';

export type PaymentKind = 'licence' | 'volume' | 'storage' | 'probate' | 'service';

export async function openCheckout(
  ctx: AppContext,
  user: SessionUser,
  /** The estate paid for; null for a service bought on its own (paid in `currency`, back to /account). */
  estate: EstateRow | null,
  o: {
    kind: PaymentKind;
    amount: number;
    description: string;
    /** Kept on the row: licences bought (volume) or the storage tier. */
    quantity?: number;
    /** Kept on the row: the service bought. */
    item?: string;
    currency?: Currency;
    /** ?licence= (or ?service= on /account) the payer comes back with; a cancelled payment with `cancel`. */
    back: string;
    cancel?: string;
  },
): Promise<{ id: string; url: string }> {
  const currency = estate ? currencyOf(estate.country_code) : (o.currency ?? 'usd');
  const page = estate
    ? `${ctx.baseUrl}/estate/${encodeURIComponent(estate.id)}/Overview`
    : `${ctx.baseUrl}/account`;
  const { id, url } = await ctx.payments.createCheckout({
    amount: o.amount,
    currency,
    quantity: 1,
    description: o.description,
    email: user.email,
    successUrl: `${page}?${o.back}`,
    cancelUrl: `${page}?${o.cancel ?? 'licence=cancelled'}`,
    reference: estate && o.kind !== 'volume' ? estate.id : `user:${user.id}`,
  });
  await addPayment(ctx.db, {
    id,
    provider: ctx.payments.name,
    estate_id: estate?.id ?? null,
    user_id: user.id,
    kind: o.kind,
    item: o.item ?? null,
    quantity: o.quantity ?? 1,
    amount: o.amount,
    currency,
  });
  return { id, url };
}
