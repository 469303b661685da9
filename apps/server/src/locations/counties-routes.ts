import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fail } from '../http/http-error.ts';

export const COUNTIES_FILE = path.resolve(import.meta.dirname, '../../assets/counties.json');
const THIRTY_DAYS = 30 * 86_400;

/** GET /pkg/counties.dat: state-to-county lists for every US state and Canadian province, cached long. */
export function countiesRoutes(app: FastifyInstance, file = COUNTIES_FILE): void {
  let cached: { body: Buffer; etag: string } | null = null;
  app.get('/pkg/counties.dat', async (req, reply) => {
    if (!cached) {
      const body = await fs.readFile(file).catch(() => null);
      if (!body) return reply.status(404).send(fail(404, 'County data is not available yet.'));
      cached = { body, etag: `"${crypto.createHash('sha1').update(body).digest('hex').slice(0, 16)}"` };
    }
    reply.header('cache-control', `public, max-age=${THIRTY_DAYS}`).header('etag', cached.etag);
    if (req.headers['if-none-match'] === cached.etag) return reply.status(304).send();
    return reply.type('application/json').send(cached.body);
  });
}
