import { ZEstateFull, ZEstateParams } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readAccess, writeFullJson } from '../estate/index.ts';
import { okAnswers } from '../http/answers.ts';
import { matchesEtag, ZNotModified } from '../http/etag.ts';
import { piecewiseAnswer } from '../plugins/compression.ts';

/**
 * GET /api/estate/{id}/full: the whole estate in one call (what the client's working copy starts from).
 *
 * Its answer is declared (ZEstateFull, in the OpenAPI document) but goes out as the JSON text PostgreSQL built
 * (docs/architecture.md), compressed as each list is read: Fastify sends a Buffer without calling the route's
 * serializer, so the 3.6 MB of a maximum estate are neither parsed, validated nor stringified again.
 * full-routes.test.ts checks that the text matches the schema.
 */
export function estateFullRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const schema = { params: ZEstateParams, response: { ...okAnswers(ZEstateFull), 304: ZNotModified } };
  app.get('/api/estate/:id/full', { schema }, async (req, reply) => {
    const { estate, role } = await readAccess(root.ctx, req, req.params.id);
    const answer = piecewiseAnswer(req, reply);
    let etag = '';
    let written = false;
    try {
      await writeFullJson(
        root.ctx.db,
        estate,
        role,
        (text) => {
          if (!written) answer.write('{"success":true,"code":0,"payload":');
          written = true;
          answer.write(text);
        },
        (tag) => {
          etag = tag;
          return matchesEtag(req.headers['if-none-match'], tag);
        },
      );
    } catch (err) {
      answer.discard();
      throw err;
    }
    // Kept by the browser and asked again each time (no-cache): unchanged, it answers 304 without the lists.
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (!written) {
      answer.discard();
      return reply.code(304).send();
    }
    answer.write('}');
    return answer.send();
  });
}
