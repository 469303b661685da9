import { ZEstateParams, ZSaveBody } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { writeAccess } from '../../../estates/estate-access.ts';
import { saveEstate } from '../../../estates/save-estate.ts';
import { ok } from '../../../http/http-error.ts';

/** POST /api/estate/{id}/save: the atomic batch of every part (docs/api.md). */
export function estateSaveRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post('/api/estate/:id/save', { schema: { params: ZEstateParams, body: ZSaveBody } }, async (req) => {
    const { estate, user } = await writeAccess(root.ctx, req, req.params.id);
    const result = await saveEstate(root.ctx.db, {
      estateId: estate.id,
      userId: user?.id ?? '',
      revision: req.body.revision,
      force: req.body.force,
      parts: req.body.parts,
      action: 'save',
    });
    return ok(result);
  });
}
