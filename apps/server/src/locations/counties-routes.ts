import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ZCounties } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { failAnswers } from '../http/answers.ts';
import { matchesEtag, ZNotModified } from '../http/etag.ts';
import { fail } from '../http/http-error.ts';

export const COUNTIES_FILE = path.resolve(import.meta.dirname, '../../assets/counties.json');
const THIRTY_DAYS = 30 * 86_400;

/**
 * The answers: the file's JSON (sent as the Buffer read from disk: Fastify sends a Buffer as it is, the serializer
 * never sees it), 304 with no body when the ETag matches, 404 until the data file exists.
 */
const response = {
  200: ZCounties,
  304: ZNotModified,
  ...failAnswers,
};

/** GET /pkg/counties.dat: state-to-county lists for every US state and Canadian province, cached long. */
export function countiesRoutes(root: FastifyInstance, file = COUNTIES_FILE): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  let cached: { body: Buffer; etag: string } | null = null;
  app.get('/pkg/counties.dat', { schema: { response } }, async (req, reply) => {
    if (!cached) {
      const body = await fs.readFile(file).catch(() => null);
      if (!body) return reply.status(404).send(fail(404, 'County data is not available yet.'));
      cached = { body, etag: `"${crypto.createHash('sha1').update(body).digest('hex').slice(0, 16)}"` };
    }
    reply.header('cache-control', `public, max-age=${THIRTY_DAYS}`).header('etag', cached.etag);
    if (matchesEtag(req.headers['if-none-match'], cached.etag)) return reply.status(304).send();
    // The schema types the reply as the parsed JSON; these are its bytes.
    return reply.type('application/json').send(cached.body as never);
  });
}
