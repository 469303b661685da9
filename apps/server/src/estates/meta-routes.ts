import { touchRecent } from '@probity/db';
import { ZEstateParams, ZMetaPut } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../http/http-error.ts';
import { readAccess, writeAccess } from './estate-access.ts';
import { freshEstate, metaOut } from './load-estate.ts';
import { saveEstate } from './save/save-estate.ts';

/**
 * GET / PUT /api/estate/{id}: the estate meta, its totals the engine's. Opening an estate moves it to the front of my
 * recent list.
 */
export function estateMetaRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;

  app.get('/api/estate/:id', { schema: { params: ZEstateParams } }, async (req) => {
    const { estate, role, user } = await readAccess(ctx, req, req.params.id);
    if (user && role !== 'sample') await touchRecent(ctx.db, user.id, estate.id);
    return ok(metaOut(await freshEstate(ctx.db, estate), role));
  });

  app.put('/api/estate/:id', { schema: { params: ZEstateParams, body: ZMetaPut } }, async (req) => {
    const { estate, user } = await writeAccess(ctx, req, req.params.id);
    const { revision, force, ...meta } = req.body;
    const saved = await saveEstate(ctx.db, {
      estateId: estate.id,
      userId: user?.id ?? '',
      revision,
      force,
      parts: { meta },
      action: 'meta',
    });
    return ok({ revision: saved.revision });
  });
}
