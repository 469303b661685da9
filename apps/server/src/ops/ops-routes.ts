import { ZEstateParams, ZOpsAnswer, ZOpsBody } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { writeAccess } from '../estate/index.ts';
import { failAnswers } from '../http/answers.ts';
import { ok } from '../http/http-error.ts';
import { saveOps } from './save-ops.ts';

/**
 * POST /api/estate/{id}/ops: the domain operations for any client (docs/api.md). 200 answers the ok envelope with
 * what was stored, or the question (or cancellation) that stopped the ops with nothing stored.
 */
export function opsRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const schema = { params: ZEstateParams, body: ZOpsBody, response: { 200: ZOpsAnswer, ...failAnswers } };
  app.post('/api/estate/:id/ops', { schema }, async (req) => {
    const { estate, user } = await writeAccess(root.ctx, req, req.params.id);
    const r = await saveOps(root.ctx, {
      estateId: estate.id,
      userId: user?.id ?? '',
      revision: req.body.revision,
      force: req.body.force,
      ops: req.body.ops,
      answers: req.body.answers,
    });
    return 'success' in r ? r : ok(r);
  });
}
