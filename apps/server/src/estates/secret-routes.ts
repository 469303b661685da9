import { addAudit, revealDecedentSsn, revealHeirSsn } from '@probity/db';
import { msgItemMissing, ZSecretAnswer, ZSecretParams, ZSecretQuery } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readAccess } from '../estate/index.ts';
import { okAnswers } from '../http/answers.ts';
import { notFound, ok } from '../http/http-error.ts';

/**
 * GET /api/estate/{id}/secret[?heir=N]: a tax number in clear, the decedent's or one heir's. Every other read
 * answers it masked; whoever may read the estate may reveal it, and each reveal is written to the audit trail
 * (who, which number, when) before the number leaves the server.
 */
export function estateSecretRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  const schema = { params: ZSecretParams, querystring: ZSecretQuery, response: okAnswers(ZSecretAnswer) };
  app.get('/api/estate/:id/secret', { schema }, async (req) => {
    const { estate, user } = await readAccess(ctx, req, req.params.id);
    const heir = req.query.heir;
    const ssn = await ctx.db.transaction(async (tx) => {
      const found =
        heir === undefined
          ? await revealDecedentSsn(tx, estate.id)
          : await revealHeirSsn(tx, estate.id, heir);
      if (found === undefined) throw notFound(msgItemMissing('heirs', heir ?? 0));
      await addAudit(tx, {
        estate_id: estate.id,
        user_id: user?.id ?? null,
        action: 'reveal',
        detail: { field: 'ssn', ...(heir === undefined ? {} : { heir_id: heir }) },
      });
      return found;
    });
    return ok({ ssn });
  });
}
