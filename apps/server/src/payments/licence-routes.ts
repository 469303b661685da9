import {
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
import { ok } from '../http/http-error.ts';
import { buyerAccess } from './buyer-access.ts';
import {
  assignLicence,
  licencePricing,
  startLicenceCheckout,
  startStorageCheckout,
  startVolumeCheckout,
} from './licences.ts';
import { localCheckoutInfo, settleLocalCheckout } from './local-checkout.ts';

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
  const payer = (req: FastifyRequest) => sessionUser(ctx.auth, req);
  const ZId = z.object({ id: z.string().min(1).max(100) });

  app.get(
    '/api/pay/local/:id',
    { schema: { params: ZId, response: okAnswers(ZLocalCheckoutInfo) } },
    async (req) => ok(await localCheckoutInfo(ctx, await payer(req), req.params.id)),
  );

  app.post(
    '/api/pay/local/:id',
    { schema: { params: ZId, body: ZLocalCheckout, response: okAnswers(ZLocalCheckoutOut) } },
    async (req) => ok(await settleLocalCheckout(ctx, await payer(req), req.params.id, req.body.outcome)),
  );
}
