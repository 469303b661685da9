import {
  ITEM_PARTS,
  partArrayOf,
  type SaveParts,
  ZEstateParams,
  ZPartListQuery,
  ZPartQuery,
} from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../http/http-error.ts';
import { loadFacts } from '../txacts/load-facts.ts';
import { readAccess, writeAccess } from './estate-access.ts';
import { loadItems } from './load-estate.ts';
import { saveEstate } from './save/save-estate.ts';

/**
 * The spec's per-part endpoints (workspace §7); cursor / force_all are accepted and everything is returned. Assets,
 * debts and heirs are answered with the engine's derived values.
 */
const PER_PART = ['assets', 'debts', 'contacts', 'heirs'] as const;

export function estatePartRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  for (const part of PER_PART) {
    app.get(
      `/api/estate/:id/${part}`,
      { schema: { params: ZEstateParams, querystring: ZPartListQuery } },
      async (req) => {
        const { estate } = await readAccess(ctx, req, req.params.id);
        if (part === 'contacts') return ok(await loadItems(ctx.db, part, estate.id));
        // Values the engine derives (value now, paid, allocated...) come from the ledger, never from stored columns.
        const { facts, derived } = await loadFacts(ctx.db, estate);
        const of = derived[part] as Map<number, object>;
        return ok(facts[part].map((item) => ({ ...item, ...of.get(item.id) })));
      },
    );

    // Body: [new items, changed items, deleted ids]; the revision (or force) rides in the query string.
    const body = partArrayOf(ITEM_PARTS[part] as (typeof ITEM_PARTS)['assets']);
    app.post(
      `/api/estate/:id/${part}`,
      { schema: { params: ZEstateParams, querystring: ZPartQuery, body } },
      async (req) => {
        const { estate, user } = await writeAccess(ctx, req, req.params.id);
        const [add, mod, del] = req.body;
        const result = await saveEstate(ctx.db, {
          estateId: estate.id,
          userId: user?.id ?? '',
          revision: req.query.revision,
          force: req.query.force ?? false,
          parts: { [part]: { add, mod, del } } as SaveParts,
          action: part,
        });
        return ok(result);
      },
    );
  }
}
