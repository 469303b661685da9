import { ZEstateFull, ZEstateParams } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okAnswers } from '../http/answers.ts';
import { streamedAnswer } from '../plugins/compression.ts';
import { readAccess } from './estate-access.ts';
import { writeFullJson } from './load-estate.ts';

/**
 * GET /api/estate/{id}/full: the whole estate in one call (what the client's working copy starts from).
 *
 * Its answer is declared (ZEstateFull, in the OpenAPI document) but goes out as the JSON text PostgreSQL built
 * (docs/architecture.md), streamed (compressed) as each list is read: Fastify sends a stream without calling the
 * route's serializer, so the 3.6 MB of a maximum estate are neither parsed, validated nor stringified again.
 * full-routes.test.ts checks that the text matches the schema.
 */
export function estateFullRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const schema = { params: ZEstateParams, response: okAnswers(ZEstateFull) };
  app.get('/api/estate/:id/full', { schema }, async (req, reply) => {
    const { estate, role } = await readAccess(root.ctx, req, req.params.id);
    const answer = streamedAnswer(req, reply);
    let started: (() => void) | undefined;
    const first = new Promise<void>((resolve) => {
      started = resolve;
    });
    const written = writeFullJson(root.ctx.db, estate, role, (text) => {
      if (started) answer.body.write('{"success":true,"code":0,"payload":');
      started?.();
      started = undefined;
      // A client gone (the body destroyed) leaves the rest of the reading with nowhere to go.
      if (!answer.body.destroyed) answer.body.write(text);
    });
    // Sent once the first piece is read: an error before it (the database gone) answers with its own status.
    await Promise.race([first, written]);
    written.then(
      () => answer.body.end('}'),
      (err) => answer.body.destroy(err),
    );
    return answer.send();
  });
}
