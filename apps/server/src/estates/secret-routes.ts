import { ZSecretAnswer, ZSecretParams, ZSecretQuery } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readAccess } from '../estate/index.ts';
import { okAnswers } from '../http/answers.ts';
import { ok } from '../http/http-error.ts';
import { revealSecret } from './reveal-secret.ts';

/**
 * GET /api/estate/{id}/secret[?heir=N]: a tax number in clear, the decedent's or one heir's. Every other read
 * answers it masked; whoever may read the estate may reveal it, and each reveal is audited (reveal-secret.ts).
 */
export function estateSecretRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  const schema = { params: ZSecretParams, querystring: ZSecretQuery, response: okAnswers(ZSecretAnswer) };
  app.get('/api/estate/:id/secret', { schema }, async (req) => {
    const reader = await readAccess(ctx, req, req.params.id);
    return ok({ ssn: await revealSecret(ctx, reader, req.query.heir) });
  });
}
