import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than the headers weigh. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses answers over 1 KB (brotli, else gzip, as the browser accepts) in the onSend hook, so the JSON text
 * GET /full splices from PostgreSQL is compressed like every serialized answer. The web build's files arrive
 * already compressed from disk (web-static.ts) and carry their Content-Encoding, which this plugin leaves alone.
 * Request bodies are not inflated: the web app never compresses them, and inflating would let a small body grow
 * past what the server expects to parse.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
