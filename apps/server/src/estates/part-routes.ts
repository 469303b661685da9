import { storedItems } from '@probity/db';
import {
  type Contact,
  ITEM_PARTS,
  partArrayOf,
  type SaveParts,
  ZAssetFull,
  ZContact,
  ZDebtFull,
  ZEstateParams,
  ZHeirFull,
  ZPartListQuery,
  ZPartQuery,
  ZSaveResult,
} from '@probity/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readAccess, readEstateSnapshot, saveEstate, writeAccess } from '../estate/index.ts';
import { okAnswers } from '../http/answers.ts';
import { ok } from '../http/http-error.ts';

/**
 * The per-part endpoints (docs/api.md); cursor / force_all are accepted and everything is returned. Assets,
 * debts and heirs are answered with the engine's derived values.
 */
const PER_PART = ['assets', 'debts', 'contacts', 'heirs'] as const;

/** Items with the engine's values of each (the engine derives every item; the answer's schema holds to that). */
const withValues = <I extends { id: number }, V extends object>(items: I[], of: Map<number, V>) =>
  items.map((item) => ({ ...item, ...(of.get(item.id) as V) }));

export function estatePartRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  const listed = <T extends z.ZodType>(item: T) => ({
    params: ZEstateParams,
    querystring: ZPartListQuery,
    response: okAnswers(z.array(item)),
  });
  // Values the engine derives (value now, paid, allocated...) come from the ledger, never from stored columns.
  const read = async (req: FastifyRequest, id: string) => {
    const { estate } = await readAccess(ctx, req, id);
    return readEstateSnapshot(ctx.db, estate.id);
  };

  app.get('/api/estate/:id/assets', { schema: listed(ZAssetFull) }, async (req) => {
    const { facts, derived } = await read(req, req.params.id);
    return ok(withValues(facts.assets, derived.assets));
  });
  app.get('/api/estate/:id/debts', { schema: listed(ZDebtFull) }, async (req) => {
    const { facts, derived } = await read(req, req.params.id);
    return ok(withValues(facts.debts, derived.debts));
  });
  app.get('/api/estate/:id/heirs', { schema: listed(ZHeirFull) }, async (req) => {
    const { facts, derived } = await read(req, req.params.id);
    return ok(withValues(facts.heirs, derived.heirs));
  });
  app.get('/api/estate/:id/contacts', { schema: listed(ZContact) }, async (req) => {
    const { estate } = await readAccess(ctx, req, req.params.id);
    return ok((await storedItems(ctx.db, 'contacts', estate.id)) as unknown as Contact[]);
  });

  for (const part of PER_PART) {
    // Body: [new items, changed items, deleted ids]; the revision (or force) rides in the query string.
    const body = partArrayOf(ITEM_PARTS[part] as (typeof ITEM_PARTS)['assets']);
    const schema = { params: ZEstateParams, querystring: ZPartQuery, body, response: okAnswers(ZSaveResult) };
    app.post(`/api/estate/:id/${part}`, { schema }, async (req) => {
      const writer = await writeAccess(ctx, req, req.params.id);
      const [add, mod, del] = req.body;
      return ok(await saveEstate(ctx, writer, req.query, { [part]: { add, mod, del } } as SaveParts, part));
    });
  }
}
