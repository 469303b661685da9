import {
  dispositionProgress,
  type EstateSummary,
  heirBars,
  keyFigures,
  ZEstateParams,
  ZEstateSummary,
} from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readAccess, readEstateSnapshot } from '../estate/index.ts';
import { okAnswers } from '../http/answers.ts';
import { ok } from '../http/http-error.ts';
import { estateTasksOf } from '../tasks/estate-tasks.ts';

/**
 * GET /api/estate/{id}/summary: the few kilobytes Overview and Tasks draw from while the web app loads GET /full
 * behind (issue 14). Same access as /full (estate-access.ts). The figures come from the same functions the
 * Overview runs on the working copy, so both draw the same cents.
 */
export function estateSummaryRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const schema = { params: ZEstateParams, response: okAnswers(ZEstateSummary) };
  app.get('/api/estate/:id/summary', { schema }, async (req) => {
    const { estate, role } = await readAccess(root.ctx, req, req.params.id);
    const { full, facts, derived } = await readEstateSnapshot(root.ctx.db, estate.id, role);
    const summary: EstateSummary = {
      meta: full.meta,
      revision: full.revision,
      figures: keyFigures(facts, derived),
      disposition: dispositionProgress(facts, derived),
      heirs: heirBars(facts, derived),
      tasks: await estateTasksOf(root.ctx.db, estate, full),
    };
    return ok(summary);
  });
}
