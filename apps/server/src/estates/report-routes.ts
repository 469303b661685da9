import {
  accountingReport,
  checkReportPeriod,
  defaultApproach,
  inventoryReport,
  standardReport,
  ZEstateParams,
} from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readAccess, readEstateSnapshot } from '../estate/index.ts';
import { okAnswers } from '../http/answers.ts';
import { badRequest } from '../http/http-error.ts';

const ZReportQuery = z.object({
  start: z.string().describe('First day of the period (YYYY-MM-DD), not before the estate minimum date.'),
  end: z.string().describe('Last day of the period (YYYY-MM-DD), after start.'),
});

const ZReportFigures = z.object({
  approach: z
    .enum(['standard', 'carry'])
    .describe('The accounting approach the estate state expects by default.'),
  inventory: z.unknown(),
  accounting: z.unknown(),
  standard: z.unknown(),
});

/**
 * GET /api/estate/{id}/report?start&end: the report figures (inventory, carry and standard accountings), computed
 * once by the domain on the server so every rendering (screen, PDF, CSV) prints the same cents. Same read
 * rights as the estate; a bad period is refused with the options dialog's message.
 */
export function estateReportRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const schema = { params: ZEstateParams, querystring: ZReportQuery, response: okAnswers(ZReportFigures) };
  app.get('/api/estate/:id/report', { schema }, async (req) => {
    const { estate } = await readAccess(root.ctx, req, req.params.id);
    const { facts, derived } = await readEstateSnapshot(root.ctx.db, estate.id);
    const { start, end } = req.query;
    const problem = checkReportPeriod(start, end, facts.meta);
    if (problem) throw badRequest(problem.msg);
    return {
      success: true as const,
      code: 0 as const,
      payload: {
        approach: defaultApproach(facts.meta.state),
        inventory: inventoryReport(facts, derived),
        accounting: accountingReport(facts, start, end, derived),
        standard: standardReport(facts, start, end, derived),
      },
    };
  });
}
