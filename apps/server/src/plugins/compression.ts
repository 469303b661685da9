import { once } from 'node:events';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than the headers weigh. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses answers over 1 KB (brotli, else gzip, as the browser accepts) in the onSend hook. The web build's
 * files arrive already compressed from disk (web-static.ts) and carry their Content-Encoding, which this plugin
 * leaves alone, as it does the answers piecewiseAnswer compresses. Request bodies are not inflated: the
 * web app never compresses them, and inflating would let a small body grow past what the server expects to parse.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}

/**
 * A large answer written in pieces as they are read (GET /full's megabytes), compressed as the browser accepts by
 * a zlib stream fed whole pieces, so compressing overlaps the reading. (The plugin would cut a finished text into
 * 16 KB pieces, twice as slow on a maximum estate, or compress it in one call that blocks the event loop.) Nothing
 * goes out before `send`: an answer whose reading fails half-way (the database gone) still answers 503, never a
 * cut-off 200.
 */
export function piecewiseAnswer(req: FastifyRequest, reply: FastifyReply) {
  const encoding = negotiate(req.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  const zip =
    encoding === 'br'
      ? createBrotliCompress({
          chunkSize: CHUNK,
          params: { [constants.BROTLI_PARAM_QUALITY]: STREAM_QUALITY },
        })
      : encoding === 'gzip'
        ? createGzip({ chunkSize: CHUNK })
        : undefined;
  const out: Buffer[] = [];
  let discarded = false;
  zip?.on('data', (chunk: Buffer) => out.push(chunk));
  const zipped = zip ? once(zip, 'end') : undefined;
  zipped?.catch(() => undefined); // a failure is reported by send
  return {
    write: (text: string) => {
      if (discarded) return;
      if (zip) zip.write(text);
      else out.push(Buffer.from(text));
    },
    /** Drops what was written and whatever is written after (the answer is not sent). */
    discard: () => {
      discarded = true;
      zip?.destroy();
    },
    send: async () => {
      zip?.end();
      await zipped;
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(Buffer.concat(out));
    },
  };
}

/**
 * Brotli quality 1 for answers compressed while they are read: a maximum estate's 3.7 MB in 4 ms to 286 kB,
 * against 15 ms to 245 kB at quality 4. On two cores PostgreSQL is building the next piece meanwhile, so every millisecond of compression
 * is one more of the answer; 40 kB more is 0.2 s on a slow phone network but only for the largest estates.
 */
const STREAM_QUALITY = 1;

/** zlib's output pieces: 64 KB rather than 16, a quarter of the calls to the thread pool. */
const CHUNK = 64 * 1024;
