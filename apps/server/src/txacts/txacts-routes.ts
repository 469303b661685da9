import {
  MSG_TXACT_UNAVAILABLE,
  ZCashFigures,
  ZEstateParams,
  ZPartQuery,
  ZResyncBody,
  ZResyncResult,
  ZSaveResult,
  ZTxactsAnswer,
  ZTxactsBody,
} from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readAccess, readEstateSnapshot, writeAccess } from '../estate/index.ts';
import { failAnswers, okAnswers } from '../http/answers.ts';
import { notFound, ok } from '../http/http-error.ts';
import { cashFigures } from './cash-xact.ts';
import { queryTxacts, ZTxactsQuery } from './query.ts';
import { resyncBalance } from './resync-balance.ts';
import { saveTxacts } from './save-txacts.ts';

/** Transactions (docs/api.md): GET with its filters, POST per asset, PUT to resync a balance, cash_xact. */
export function estateTxactsRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;

  app.get(
    '/api/estate/:id/txacts',
    {
      schema: {
        params: ZEstateParams,
        querystring: ZTxactsQuery,
        response: { 200: ZTxactsAnswer, ...failAnswers },
      },
    },
    async (req) => {
      const { estate } = await readAccess(ctx, req, req.params.id);
      const { facts, derived } = await readEstateSnapshot(ctx.db, estate.id);
      const page = queryTxacts(facts.txacts, derived, req.query);
      if (!page) throw notFound(MSG_TXACT_UNAVAILABLE);
      return {
        ...ok(page.payload),
        query_cursor: page.query_cursor,
        older: page.older,
        hint: page.older ? 'Include Older' : null,
      };
    },
  );

  app.post(
    '/api/estate/:id/txacts',
    {
      schema: {
        params: ZEstateParams,
        querystring: ZPartQuery,
        body: ZTxactsBody,
        response: okAnswers(ZSaveResult),
      },
    },
    async (req) => ok(await saveTxacts(ctx, await writeAccess(ctx, req, req.params.id), req.query, req.body)),
  );

  app.put(
    '/api/estate/:id/txacts',
    {
      schema: {
        params: ZEstateParams,
        querystring: ZPartQuery,
        body: ZResyncBody,
        response: okAnswers(ZResyncResult),
      },
    },
    async (req) =>
      ok(await resyncBalance(ctx, await writeAccess(ctx, req, req.params.id), req.query, req.body)),
  );

  const cashSchema = { params: ZEstateParams, response: okAnswers(ZCashFigures) };
  app.get('/api/estate/:id/cash_xact', { schema: cashSchema }, async (req) => {
    const { estate } = await readAccess(ctx, req, req.params.id);
    const { facts, derived } = await readEstateSnapshot(ctx.db, estate.id);
    return ok(cashFigures(facts, derived));
  });
}
