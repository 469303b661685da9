import { ZEstateParams } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readAccess } from '../../../estates/estate-access.ts';
import { loadFull } from '../../../estates/load-estate.ts';
import { ok } from '../../../http/http-error.ts';

/** GET /api/estate/{id}/full: the whole estate in one call (what the client's working copy starts from). */
export function estateFullRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/api/estate/:id/full', { schema: { params: ZEstateParams } }, async (req) => {
    const { estate, role } = await readAccess(root.ctx, req, req.params.id);
    return ok(await loadFull(root.ctx.db, estate, role));
  });
}
