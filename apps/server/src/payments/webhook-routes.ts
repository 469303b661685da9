import { MSG_PAYMENT_SIGNATURE } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failAnswers } from '../http/answers.ts';
import { fail } from '../http/http-error.ts';
import { applyPaid } from './licences.ts';

/**
 * POST /pay/webhook/stripe: Stripe's notices, read as the raw text their signature covers. A notice whose
 * signature does not hold is refused (400) and changes nothing; a paid checkout is applied once, however many
 * times Stripe delivers it. Outside the CSRF check: it comes from Stripe, not from a browser (plugins/csrf.ts).
 */
export function webhookRoutes(root: FastifyInstance): void {
  root.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    const schema = {
      response: { 200: z.object({ received: z.literal(true) }), ...failAnswers },
      description:
        "Stripe's notices (Stripe-Signature checked); answers 400 when the signature does not hold.",
    };
    scope.withTypeProvider<ZodTypeProvider>().post('/pay/webhook/stripe', { schema }, async (req, reply) => {
      const signature = String(req.headers['stripe-signature'] ?? '');
      let paid: string | null;
      try {
        paid = root.ctx.payments.paidCheckoutOf(String(req.body ?? ''), signature);
      } catch (err) {
        req.log.warn({ err }, 'payment notice refused');
        return reply.status(400).send(fail(400, MSG_PAYMENT_SIGNATURE));
      }
      if (paid) await applyPaid(root.ctx, paid);
      return reply.send({ received: true as const });
    });
  });
}
