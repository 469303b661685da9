import { findUser } from '@probity/db';
import {
  heirView,
  MSG_SHARE_HEIR_MISSING,
  todayIso,
  ZEstateParams,
  ZHeirView,
  ZHeirViewQuery,
} from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readEstateSnapshot } from '../estate/index.ts';
import { okAnswers } from '../http/answers.ts';
import { notFound, ok } from '../http/http-error.ts';
import { estateTasksOf } from '../tasks/estate-tasks.ts';
import { heirAccess } from './heir-access.ts';

/** GET /api/estate/{id}/heir-view: the heir's side of the estate (docs/api.md, The heirs' side). */
export function heirViewRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const schema = { params: ZEstateParams, querystring: ZHeirViewQuery, response: okAnswers(ZHeirView) };
  app.get('/api/estate/:id/heir-view', { schema }, async (req) => {
    const { estate, heirId } = await heirAccess(root.ctx, req, req.params.id, req.query.heir);
    const { full, facts, derived } = await readEstateSnapshot(root.ctx.db, estate.id, 'view');
    const [tasks, owner] = await Promise.all([
      estateTasksOf(root.ctx.db, estate, full),
      estate.owner_id ? findUser(root.ctx.db, estate.owner_id) : undefined,
    ]);
    const view = heirView(facts, derived, heirId, tasks.tasks, todayIso());
    if (!view) throw notFound(MSG_SHARE_HEIR_MISSING);
    return ok({
      estate: {
        id: estate.id,
        name: estate.name,
        trust: estate.trust,
        death_date: estate.death_date,
        executor: owner?.name ?? '',
        country_code: estate.country_code,
      },
      ...view,
    });
  });
}
