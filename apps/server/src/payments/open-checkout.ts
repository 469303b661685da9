// One way to start a payment: the provider's checkout opened, and its `payments` row written, so whichever way
// the payment is later confirmed it is applied once (licences.ts applyPaid).
import { addPayment, type EstateRow } from '@probity/db';
import { currencyOf } from '@probity/domain';
import type { SessionUser } from '../auth/session.ts';
import type { AppContext } from '../context.ts';

export type PaymentKind = 'licence' | 'volume' | 'storage' | 'probate';

export async function openCheckout(
  ctx: AppContext,
  user: SessionUser,
  estate: EstateRow,
  o: {
    kind: PaymentKind;
    amount: number;
    description: string;
    /** Kept on the row: licences bought (volume) or the storage tier. */
    quantity?: number;
    /** ?licence= of the Overview the payer comes back to; a cancelled payment comes back to `cancelled`. */
    back: string;
    cancel?: string;
  },
): Promise<{ id: string; url: string }> {
  const currency = currencyOf(estate.country_code);
  const overview = `${ctx.baseUrl}/estate/${encodeURIComponent(estate.id)}/Overview`;
  const { id, url } = await ctx.payments.createCheckout({
    amount: o.amount,
    currency,
    quantity: 1,
    description: o.description,
    email: user.email,
    successUrl: `${overview}?${o.back}`,
    cancelUrl: `${overview}?${o.cancel ?? 'licence=cancelled'}`,
    reference: o.kind === 'volume' ? `user:${user.id}` : estate.id,
  });
  await addPayment(ctx.db, {
    id,
    provider: ctx.payments.name,
    estate_id: estate.id,
    user_id: user.id,
    kind: o.kind,
    quantity: o.quantity ?? 1,
    amount: o.amount,
    currency,
  });
  return { id, url };
}
