import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from '../plugins/errors.ts';
import { estatePages } from './estate-page.ts';

export const WEB_DIST = path.resolve(import.meta.dirname, '../../../web/dist');

const isApiPath = (url: string) => /^\/(api|pkg|healthz)(\/|$|\?)/.test(url);

/**
 * Serves the built web app when apps/web/dist exists, precompressed where the build compressed it. Any other GET that is not an API path answers
 * index.html (the client routes it), an estate page with the estate's header drawn in (estate-page.ts);
 * unknown API paths answer the JSON 404.
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
  const drawEstatePage = dist && hasDist ? estatePages(app, dist) : null;
  app.setNotFoundHandler(async (req, reply) => {
    if (!hasDist || isApiPath(req.url) || (req.method !== 'GET' && req.method !== 'HEAD'))
      return apiNotFound(reply);
    const drawn = await drawEstatePage?.(req).catch((e: unknown) => {
      req.log.error({ err: e }, 'estate page not drawn'); // the app draws it once its scripts are here
      return null;
    });
    // the drawn page carries the reader's estate: for this browser only
    if (drawn)
      return reply.header('cache-control', 'private, no-cache').type('text/html; charset=utf-8').send(drawn);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
