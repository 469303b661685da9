import {
  MSG_SAMPLE_PAYMENT,
  MSG_SIGN_IN,
  ZCheckoutOut,
  ZEstateParams,
  ZEstateServicesOut,
  ZProbatePay,
  ZProbatePricingOut,
  ZProbatePut,
  ZProbateService,
  ZServicePay,
  ZSoloServicesOut,
  ZSoloServicesQuery,
  ZStateParams,
} from '@probity/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionUser } from '../auth/session.ts';
import { readAccess } from '../estate/index.ts';
import { okAnswers } from '../http/answers.ts';
import { forbidden, ok, unauthorized } from '../http/http-error.ts';
import { buyerAccess } from './buyer-access.ts';
import { estateServices, soloServices, startServiceCheckout } from './other-services.ts';
import { askService, pricingFor, serviceOf, startProbateCheckout } from './probate-service.ts';

/**
 * The probate lawyer service (docs/api.md): GET /api/probate_pricing/{state} (anyone), GET/PUT
 * /api/estate/{id}/probate (read / owner and editors), POST /pay/estate/{id}/probate (the checkout).
 * Not for the Sample estate; like a licence, buying it does not need a live trial.
 * The other services (docs/api.md): GET /api/estate/{id}/services, POST /pay/estate/{id}/service (a licensed estate),
 * GET /api/services and POST /pay/service_solo (on their own, signed in).
 */
export function serviceRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  const buyer = (req: FastifyRequest, id: string) => buyerAccess(ctx, req, id);

  app.get(
    '/api/probate_pricing/:state',
    { schema: { params: ZStateParams, response: okAnswers(ZProbatePricingOut) } },
    async (req) => ok(pricingFor(ctx, req.params.state)),
  );

  const service = ZProbateService.extend({ paid_place: ZProbateService.shape.state });
  app.get(
    '/api/estate/:id/probate',
    { schema: { params: ZEstateParams, response: okAnswers(service) } },
    async (req) => {
      const { estate, role } = await readAccess(ctx, req, req.params.id);
      if (role === 'sample') throw forbidden(MSG_SAMPLE_PAYMENT);
      return ok(await serviceOf(ctx, estate));
    },
  );

  app.put(
    '/api/estate/:id/probate',
    { schema: { params: ZEstateParams, body: ZProbatePut, response: okAnswers(service) } },
    async (req) => {
      const { estate } = await buyer(req, req.params.id);
      return ok(await askService(ctx, estate, req.body));
    },
  );

  app.post(
    '/pay/estate/:id/probate',
    { schema: { params: ZEstateParams, body: ZProbatePay, response: okAnswers(ZCheckoutOut) } },
    async (req) => {
      const { estate, user } = await buyer(req, req.params.id);
      return ok(await startProbateCheckout(ctx, user, estate, req.body.price));
    },
  );

  app.get(
    '/api/estate/:id/services',
    { schema: { params: ZEstateParams, response: okAnswers(ZEstateServicesOut) } },
    async (req) => {
      const { estate, role } = await readAccess(ctx, req, req.params.id);
      if (role === 'sample') throw forbidden(MSG_SAMPLE_PAYMENT);
      return ok(await estateServices(ctx, estate));
    },
  );

  app.post(
    '/pay/estate/:id/service',
    { schema: { params: ZEstateParams, body: ZServicePay, response: okAnswers(ZCheckoutOut) } },
    async (req) => {
      const { estate, user } = await buyer(req, req.params.id);
      return ok(await startServiceCheckout(ctx, user, estate, req.body));
    },
  );

  app.get(
    '/api/services',
    { schema: { querystring: ZSoloServicesQuery, response: okAnswers(ZSoloServicesOut) } },
    async (req) => ok(await soloServices(ctx, await sessionUser(ctx.auth, req), req.query.currency)),
  );

  app.post(
    '/pay/service_solo',
    { schema: { body: ZServicePay, response: okAnswers(ZCheckoutOut) } },
    async (req) => {
      const user = await sessionUser(ctx.auth, req);
      if (!user) throw unauthorized(MSG_SIGN_IN);
      return ok(await startServiceCheckout(ctx, user, null, req.body));
    },
  );
}
