import {
  CAT,
  ITEM_IS_ASSET,
  MSG_NEED_ASSET,
  MSG_TXACT_UNAVAILABLE,
  ZCashFigures,
  ZEstateParams,
  ZPartQuery,
  ZResyncBody,
  ZResyncResult,
  ZSaveResult,
  ZTxact,
  ZTxactsAnswer,
  ZTxactsBody,
} from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readAccess, readEstateSnapshot, saveEstate, writeAccess } from '../estate/index.ts';
import { failAnswers, okAnswers } from '../http/answers.ts';
import { badRequest, notFound, ok } from '../http/http-error.ts';
import { cashFigures } from './cash-xact.ts';
import { queryTxacts, ZTxactsQuery } from './query.ts';

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
    async (req) => {
      const { estate, user } = await writeAccess(ctx, req, req.params.id);
      const { facts } = await readEstateSnapshot(ctx.db, estate.id);
      const del = new Set<number>();
      for (const assetId of req.body.asset_purges) {
        for (const t of facts.txacts) {
          if (t.asset === assetId || (t.item === assetId && ITEM_IS_ASSET.has(t.cat))) del.add(t.id);
        }
      }
      const add = [];
      const mod = [];
      for (const g of req.body.asset_txacts) {
        for (const id of g.del_ids) del.add(id);
        for (const t of g.add) add.push({ ...t, asset: t.asset ?? g.asset_id });
        mod.push(...g.mod);
      }
      const result = await saveEstate(ctx, {
        estateId: estate.id,
        userId: user?.id ?? '',
        revision: req.query.revision,
        force: req.query.force ?? false,
        parts: { txacts: { add, mod, del: [...del] } },
        action: 'txacts',
      });
      return ok(result);
    },
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
    async (req) => {
      const { estate, user } = await writeAccess(ctx, req, req.params.id);
      const { facts, derived } = await readEstateSnapshot(ctx.db, estate.id);
      const b = req.body;
      const ad = derived.assets.get(b.asset_id);
      if (!ad) throw badRequest(MSG_NEED_ASSET);
      const diff = b.refresh ? 0 : (b.diff ?? (b.val === undefined ? 0 : b.val - ad.val));
      if (diff === 0)
        return ok({ asset_id: b.asset_id, val: ad.val, diff: 0, txact_id: null, revision: estate.revision });
      const today = new Date().toISOString().slice(0, 10);
      const adjust = {
        id: -1,
        asset: b.asset_id,
        cat: diff > 0 ? CAT.increase : CAT.decrease,
        i_type: 2,
        val: Math.abs(diff),
        date: b.date ?? today,
        name: 'Balance resync',
      };
      // The balance asked for can be far from the engine's: the adjustment is held to an item's limits too.
      const checked = ZTxact.safeParse(adjust);
      if (!checked.success)
        throw badRequest(`This balance cannot be set: ${checked.error.issues[0]?.message}`);
      const result = await saveEstate(ctx, {
        estateId: estate.id,
        userId: user?.id ?? '',
        revision: req.query.revision,
        force: req.query.force ?? false,
        parts: { txacts: { add: [checked.data], mod: [], del: [] } },
        action: 'txacts_resync',
      });
      void facts;
      return ok({
        asset_id: b.asset_id,
        val: ad.val + diff,
        diff,
        txact_id: result.ids['-1'] ?? null,
        revision: result.revision,
      });
    },
  );

  const cashSchema = { params: ZEstateParams, response: okAnswers(ZCashFigures) };
  app.get('/api/estate/:id/cash_xact', { schema: cashSchema }, async (req) => {
    const { estate } = await readAccess(ctx, req, req.params.id);
    const { facts, derived } = await readEstateSnapshot(ctx.db, estate.id);
    return ok(cashFigures(facts, derived));
  });
}
