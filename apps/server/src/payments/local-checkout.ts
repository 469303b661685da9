import { findPayment, markCancelled, type PaymentRow } from '@probity/db';
import { MSG_SIGN_IN, spelling, type ZLocalCheckoutInfo, type ZLocalCheckoutOut } from '@probity/domain';
import type { z } from 'zod';
import type { SessionUser } from '../auth/session.ts';
import { conflict, notFound, unauthorized } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';
import { applyPaid } from './licences.ts';

/** A payment in Canadian dollars is a Canadian estate's: its words are spelt the Canadian way. */
const spellingOf = (row: PaymentRow) => spelling(row.currency === 'cad' ? 'ca' : 'us');

/** What the local checkout page says is being paid. */
const LOCAL_DESCRIPTION: Record<string, (row: PaymentRow, ctx: AppContext) => string> = {
  licence: (row) => `Probity ${spellingOf(row).licence} for one estate`,
  volume: (row) => `${row.quantity} Probity ${spellingOf(row).licences}`,
  storage: () => 'More file storage for one estate',
  probate: () => 'Probate lawyer service',
  service: (row, ctx) => ctx.services[row.item ?? '']?.name ?? 'A service',
};

/** Where the local checkout sends the payer back: the estate's Overview, or the account page for a service alone. */
function returnTo(row: PaymentRow, outcome: 'pay' | 'cancel'): string {
  if (!row.estate_id)
    return `/account?service=${outcome === 'pay' ? `paid&item=${encodeURIComponent(row.item ?? '')}` : 'cancelled'}`;
  const back = `/estate/${encodeURIComponent(row.estate_id)}/Overview`;
  if (outcome === 'cancel') return `${back}?${row.kind === 'service' ? 'services=1' : 'licence=cancelled'}`;
  if (row.kind === 'service') return `${back}?licence=service&item=${encodeURIComponent(row.item ?? '')}`;
  return `${back}?licence=${{ licence: 'check', volume: 'volume', storage: 'storage', probate: 'probate' }[row.kind] ?? 'check'}`;
}

/** The local checkout's payment: only with the local provider, and only for its payer. */
async function payersCheckout(ctx: AppContext, user: SessionUser | null, id: string): Promise<PaymentRow> {
  if (ctx.payments.name !== 'local') throw notFound('No such checkout');
  if (!user) throw unauthorized(MSG_SIGN_IN);
  const row = await findPayment(ctx.db, id);
  if (!row || row.user_id !== user.id) throw notFound('No such checkout');
  return row;
}

/** GET /api/pay/local/{id}: what the local checkout page says is being paid. */
export async function localCheckoutInfo(
  ctx: AppContext,
  user: SessionUser | null,
  id: string,
): Promise<z.infer<typeof ZLocalCheckoutInfo>> {
  const row = await payersCheckout(ctx, user, id);
  return {
    description: LOCAL_DESCRIPTION[row.kind]?.(row, ctx) ?? 'Probity',
    amount: row.amount,
    currency: row.currency,
    status: row.status as 'open' | 'paid' | 'cancelled',
  };
}

/** POST /api/pay/local/{id}: pay (applied at once, as a Stripe notice would be) or cancel an open checkout. */
export async function settleLocalCheckout(
  ctx: AppContext,
  user: SessionUser | null,
  id: string,
  outcome: 'pay' | 'cancel',
): Promise<z.infer<typeof ZLocalCheckoutOut>> {
  const row = await payersCheckout(ctx, user, id);
  if (row.status !== 'open')
    throw conflict(row.status === 'paid' ? 'This checkout is already paid' : 'This checkout was cancelled');
  if (outcome === 'cancel') {
    await markCancelled(ctx.db, row.id);
    return { paid: false, return_to: returnTo(row, 'cancel') };
  }
  await applyPaid(ctx, row.id);
  return { paid: true, return_to: returnTo(row, 'pay') };
}
