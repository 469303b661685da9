import { ZEstateParams, ZSaveBody, ZSaveResult } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { saveEstate, writeAccess } from '../estate/index.ts';
import { okAnswers } from '../http/answers.ts';
import { ok } from '../http/http-error.ts';

/** POST /api/estate/{id}/save: the atomic batch of every part (docs/api.md). */
export function estateSaveRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const schema = { params: ZEstateParams, body: ZSaveBody, response: okAnswers(ZSaveResult) };
  app.post('/api/estate/:id/save', { schema }, async (req) => {
    const writer = await writeAccess(root.ctx, req, req.params.id);
    return ok(await saveEstate(root.ctx, writer, req.body, req.body.parts, 'save'));
  });
}
