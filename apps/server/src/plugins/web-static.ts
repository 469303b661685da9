import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './errors.ts';

export const WEB_DIST = path.resolve(import.meta.dirname, '../../../web/dist');

const isApiPath = (url: string) => /^\/(api|pkg|healthz)(\/|$|\?)/.test(url);

/**
 * Serves the built web app when apps/web/dist exists, precompressed where the build compressed it. Any other GET that is not an API path answers
 * index.html (the client routes it); unknown API paths answer the JSON 404.
 */
export async function registerWebStatic(app: FastifyInstance, dist: string | null): Promise<void> {
  const hasDist = dist !== null && fs.existsSync(path.join(dist, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: true,
      index: 'index.html', // GET / is the home page
      // The build writes a .br and a .gz beside each text file (apps/web/build/precompress.ts): sent as they are,
      // with their Content-Encoding, when the browser accepts one; files without them go out as they are.
      preCompressed: true,
      setHeaders(res, file) {
        // Vite's hashed bundles never change; index.html must always be revalidated.
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (!hasDist || isApiPath(req.url) || (req.method !== 'GET' && req.method !== 'HEAD'))
      return apiNotFound(reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
