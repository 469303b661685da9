import { ZEstateFull, ZEstateParams } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okAnswers } from '../http/answers.ts';
import { readAccess } from './estate-access.ts';
import { loadFullJson } from './load-estate.ts';

/**
 * GET /api/estate/{id}/full: the whole estate in one call (what the client's working copy starts from).
 *
 * Its answer is declared (ZEstateFull, in the OpenAPI document) but goes out as the JSON text PostgreSQL built
 * (docs/architecture.md): Fastify sends a string whose content type is set as it is, without calling the route's
 * serializer (Reply.send, "Strings"), so the 3.6 MB of a maximum estate are neither parsed, validated nor
 * stringified again. full-routes.test.ts checks that the text matches the schema.
 */
export function estateFullRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const schema = { params: ZEstateParams, response: okAnswers(ZEstateFull) };
  app.get('/api/estate/:id/full', { schema }, async (req, reply) => {
    const { estate, role } = await readAccess(root.ctx, req, req.params.id);
    const payload = await loadFullJson(root.ctx.db, estate, role);
    const text = `{"success":true,"code":0,"payload":${payload}}`;
    // The schema types the reply as the parsed answer; this one is its text.
    return reply.type('application/json; charset=utf-8').send(text as never);
  });
}
