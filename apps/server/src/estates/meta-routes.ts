import { touchRecent } from '@probity/db';
import { ZEstateMetaOut, ZEstateParams, ZLicConfirmQuery, ZMetaPut, ZRevisionResult } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { freshEstate, metaOut, readAccess, saveEstate, writeAccess } from '../estate/index.ts';
import { okAnswers } from '../http/answers.ts';
import { ok } from '../http/http-error.ts';
import { confirmLicence } from '../payments/licences.ts';

/**
 * GET / PUT /api/estate/{id}: the estate meta, its totals the engine's. Opening an estate moves it to the front of my
 * recent list. `?lic_confirm=y` (after a checkout) applies a paid licence whose notice has not arrived yet.
 */
export function estateMetaRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;

  const getSchema = {
    params: ZEstateParams,
    querystring: ZLicConfirmQuery,
    response: okAnswers(ZEstateMetaOut),
  };
  app.get('/api/estate/:id', { schema: getSchema }, async (req) => {
    const { estate, role, user } = await readAccess(ctx, req, req.params.id);
    if (user && role !== 'sample') await touchRecent(ctx.db, user.id, estate.id);
    const c =
      req.query.lic_confirm && role !== 'sample' && role !== 'view'
        ? await confirmLicence(ctx, estate)
        : null;
    const now = c ? { ...estate, licensed: c.licensed, lic_date: c.lic_date } : estate;
    return ok(metaOut(await freshEstate(ctx.db, now), role));
  });

  const putSchema = { params: ZEstateParams, body: ZMetaPut, response: okAnswers(ZRevisionResult) };
  app.put('/api/estate/:id', { schema: putSchema }, async (req) => {
    const writer = await writeAccess(ctx, req, req.params.id);
    const { revision, force, ...meta } = req.body;
    const saved = await saveEstate(ctx, writer, { revision, force }, { meta }, 'meta');
    return ok({ revision: saved.revision });
  });
}
