import { ZEstateParams } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readAccess } from './estate-access.ts';
import { loadFullJson } from './load-estate.ts';

/** GET /api/estate/{id}/full: the whole estate in one call (what the client's working copy starts from). */
export function estateFullRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/api/estate/:id/full', { schema: { params: ZEstateParams } }, async (req, reply) => {
    const { estate, role } = await readAccess(root.ctx, req, req.params.id);
    const payload = await loadFullJson(root.ctx.db, estate, role);
    return reply
      .type('application/json; charset=utf-8')
      .send(`{"success":true,"code":0,"payload":${payload}}`);
  });
}
