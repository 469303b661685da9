import { ZCreateEstateBody, ZCreateEstateResult, ZEstateListItem } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/session.ts';
import { createEstate } from '../estate/index.ts';
import { okAnswers } from '../http/answers.ts';
import { ok } from '../http/http-error.ts';
import { listMyEstates } from './list-estates.ts';

export function estatesRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;

  app.get('/api/estates', { schema: { response: okAnswers(z.array(ZEstateListItem)) } }, async (req) => {
    const me = await requireUser(ctx.auth, req);
    return ok(await listMyEstates(ctx.db, me.id));
  });

  const createSchema = { body: ZCreateEstateBody, response: okAnswers(ZCreateEstateResult) };
  app.post('/api/estates', { schema: createSchema }, async (req) => {
    const me = await requireUser(ctx.auth, req);
    return ok(await createEstate(ctx.db, me.id, req.body));
  });
}
