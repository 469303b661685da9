import { storedItems } from '@probity/db';
import {
  type Loc,
  ZLoc,
  ZLocCreate,
  ZLocListQuery,
  ZLocParams,
  ZLocSaved,
  ZLocUpdate,
} from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readAccess, writeAccess } from '../estate/index.ts';
import { okAnswers } from '../http/answers.ts';
import { ok } from '../http/http-error.ts';
import { addLoc, editLoc } from './save-loc.ts';

/**
 * Locations: named places shared by assets, debts and heirs. Each write is a save of the estate (same revision
 * rule, same permissions); a rename carries the new name to every item that used the old one, atomically.
 */
export function locRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;

  const savedAnswer = okAnswers(ZLocSaved);

  app.get(
    '/api/loc/',
    { schema: { querystring: ZLocListQuery, response: okAnswers(z.array(ZLoc)) } },
    async (req) => {
      const { estate } = await readAccess(ctx, req, req.query.estate_id);
      return ok((await storedItems(ctx.db, 'locs', estate.id)) as unknown as Loc[]);
    },
  );

  app.post('/api/loc/', { schema: { body: ZLocCreate, response: savedAnswer } }, async (req) =>
    ok(await addLoc(ctx, await writeAccess(ctx, req, req.body.estate_id), req.body)),
  );

  app.put(
    '/api/loc/:locId',
    { schema: { params: ZLocParams, body: ZLocUpdate, response: savedAnswer } },
    async (req) =>
      ok(await editLoc(ctx, await writeAccess(ctx, req, req.body.estate_id), req.params.locId, req.body)),
  );
}
