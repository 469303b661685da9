import { findDecedent } from '@probity/db';
import { ZDecedent, ZDecPut, ZEstateParams, ZRevisionResult } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decOut, readAccess, saveEstate, writeAccess } from '../estate/index.ts';
import { okAnswers } from '../http/answers.ts';
import { ok } from '../http/http-error.ts';

/** GET / PUT /api/estate/{id}/dec: the decedent (Trust Info for trusts). */
export function estateDecRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;

  const getSchema = { params: ZEstateParams, response: okAnswers(ZDecedent) };
  app.get('/api/estate/:id/dec', { schema: getSchema }, async (req) => {
    const { estate } = await readAccess(ctx, req, req.params.id);
    return ok(decOut(estate, await findDecedent(ctx.db, estate.id)));
  });

  const putSchema = { params: ZEstateParams, body: ZDecPut, response: okAnswers(ZRevisionResult) };
  app.put('/api/estate/:id/dec', { schema: putSchema }, async (req) => {
    const writer = await writeAccess(ctx, req, req.params.id);
    const { revision, force, ...dec } = req.body;
    const saved = await saveEstate(ctx, writer, { revision, force }, { dec }, 'dec');
    return ok({ revision: saved.revision });
  });
}
