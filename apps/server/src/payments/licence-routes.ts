import { findPayment, markCancelled, type PaymentRow } from '@probity/db';
import {
  MSG_SIGN_IN,
  spelling,
  ZBuyLicenceQuery,
  ZBuyStorageQuery,
  ZEstateParams,
  ZLicenseAssigned,
  ZLicenseCmd,
  ZLicIntent,
  ZLicIntentOut,
  ZLicIntentParams,
  ZLicPricing,
  ZLocalCheckout,
  ZLocalCheckoutInfo,
  ZLocalCheckoutOut,
} from '@probity/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../auth/session.ts';
import { failAnswers, okAnswers } from '../http/answers.ts';
import { conflict, notFound, ok, unauthorized } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';
import { buyerAccess } from './buyer-access.ts';
import {
  applyPaid,
  assignLicence,
  licencePricing,
  startLicenceCheckout,
  startStorageCheckout,
  startVolumeCheckout,
} from './licences.ts';

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

/**
 * Licences (docs/api.md, Licences): GET /buy/license (to the payment page), the volume pricing and checkout
 * (/pay/lic/{id}/...), POST /api/license {cmd: 'assign'}, and the local test-mode checkout's page calls.
 * Buying needs edit rights on the estate but never a live trial: an expired estate is what a licence is for.
 */
export function licenceRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;

  const buyer = (req: FastifyRequest, id: string) => buyerAccess(ctx, req, id);

  const toPaymentPage = {
    303: z.null().describe('To the payment page (Location): Stripe Checkout, or the local checkout page.'),
    ...failAnswers,
  };
  app.get(
    '/buy/license',
    { schema: { querystring: ZBuyLicenceQuery, response: toPaymentPage } },
    async (req, reply) => {
      const { estate, user } = await buyer(req, req.query.estate_id);
      return reply.redirect(await startLicenceCheckout(ctx, user, estate), 303);
    },
  );

  app.get(
    '/buy/storage',
    { schema: { querystring: ZBuyStorageQuery, response: toPaymentPage } },
    async (req, reply) => {
      const { estate, user } = await buyer(req, req.query.estate_id);
      return reply.redirect(await startStorageCheckout(ctx, user, estate, req.query.tier), 303);
    },
  );

  app.get(
    '/pay/lic/:id/pricing',
    { schema: { params: ZEstateParams, response: okAnswers(ZLicPricing) } },
    async (req) => {
      const { estate, user } = await buyer(req, req.params.id);
      return ok(await licencePricing(ctx, user, estate));
    },
  );

  app.post(
    '/pay/lic/:id/intent/:num',
    { schema: { params: ZLicIntentParams, body: ZLicIntent, response: okAnswers(ZLicIntentOut) } },
    async (req) => {
      const { estate, user } = await buyer(req, req.params.id);
      return ok(await startVolumeCheckout(ctx, user, estate, req.params.num));
    },
  );

  app.post(
    '/api/license',
    { schema: { body: ZLicenseCmd, response: okAnswers(ZLicenseAssigned) } },
    async (req) => {
      const { user } = await buyer(req, req.body.estate_id);
      return ok(await assignLicence(ctx, user, req.body.estate_id, req.body.password));
    },
  );

  // The local checkout (no Stripe keys): its page reads what is being paid, then pays or cancels. Only the payer.
  const localCheckout = async (req: FastifyRequest, id: string) => {
    if (ctx.payments.name !== 'local') throw notFound('No such checkout');
    const user = await sessionUser(ctx.auth, req);
    if (!user) throw unauthorized(MSG_SIGN_IN);
    const row = await findPayment(ctx.db, id);
    if (!row || row.user_id !== user.id) throw notFound('No such checkout');
    return row;
  };
  const ZId = z.object({ id: z.string().min(1).max(100) });

  app.get(
    '/api/pay/local/:id',
    { schema: { params: ZId, response: okAnswers(ZLocalCheckoutInfo) } },
    async (req) => {
      const row = await localCheckout(req, req.params.id);
      return ok({
        description: LOCAL_DESCRIPTION[row.kind]?.(row, ctx) ?? 'Probity',
        amount: row.amount,
        currency: row.currency,
        status: row.status as 'open' | 'paid' | 'cancelled',
      });
    },
  );

  app.post(
    '/api/pay/local/:id',
    { schema: { params: ZId, body: ZLocalCheckout, response: okAnswers(ZLocalCheckoutOut) } },
    async (req) => {
      const row = await localCheckout(req, req.params.id);
      if (row.status !== 'open')
        throw conflict(
          row.status === 'paid' ? 'This checkout is already paid' : 'This checkout was cancelled',
        );
      if (req.body.outcome === 'cancel') {
        await markCancelled(ctx.db, row.id);
        return ok({ paid: false, return_to: returnTo(row, 'cancel') });
      }
      await applyPaid(ctx, row.id);
      return ok({ paid: true, return_to: returnTo(row, 'pay') });
    },
  );
}
