import { once } from 'node:events';
import type { Transform } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
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
 * 16 KB pieces, twice as slow on a maximum estate, or compress it in one call that blocks the event loop.) The
 * stream starts once the pieces pass STREAM_FROM: a small estate's answer (a few kB) is compressed in one call at
 * the end, some 50 µs against 350 µs for a stream's set-up and hand-offs to the thread pool. Nothing goes out
 * before `send`: an answer whose reading fails half-way (the database gone) still answers 503, never a cut-off 200.
 */
export function piecewiseAnswer(req: FastifyRequest, reply: FastifyReply) {
  const encoding = negotiate(req.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  let zip: Transform | undefined;
  let zipped: Promise<unknown> | undefined;
  let held: string[] = [];
  let heldLength = 0;
  const out: Buffer[] = [];
  let discarded = false;
  const startStream = () => {
    zip =
      encoding === 'br'
        ? createBrotliCompress({
            chunkSize: CHUNK,
            params: { [constants.BROTLI_PARAM_QUALITY]: STREAM_QUALITY },
          })
        : createGzip({ chunkSize: CHUNK });
    zip.on('data', (chunk: Buffer) => out.push(chunk));
    zipped = once(zip, 'end');
    zipped.catch(() => undefined); // a failure is reported by send
    for (const text of held) zip.write(text);
    held = [];
  };
  return {
    write: (text: string) => {
      if (discarded) return;
      if (zip) zip.write(text);
      else if (!encoding) out.push(Buffer.from(text));
      else {
        held.push(text);
        heldLength += text.length;
        if (heldLength > STREAM_FROM) startStream();
      }
    },
    /** Drops what was written and whatever is written after (the answer is not sent). */
    discard: () => {
      discarded = true;
      zip?.destroy();
    },
    send: async () => {
      let body: Buffer;
      let sentEncoding = encoding;
      if (zip) {
        zip.end();
        await zipped;
        body = Buffer.concat(out);
      } else if (encoding) {
        const text = Buffer.from(held.join(''));
        if (text.length < COMPRESS_THRESHOLD) sentEncoding = null;
        body = !sentEncoding
          ? text
          : encoding === 'br'
            ? brotliCompressSync(text, SMALL_BROTLI)
            : gzipSync(text);
      } else body = Buffer.concat(out);
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (sentEncoding) reply.header('content-encoding', sentEncoding);
      return reply.send(body);
    },
  };
}

/** Pieces up to this many characters are held and compressed in one call; past it, by a stream as they come. */
export const STREAM_FROM = 64 * 1024;

/** The plugin's own brotli setting for answers compressed in one call (quality 4). */
const SMALL_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Brotli quality 1 for answers compressed while they are read: a maximum estate's 3.7 MB in 4 ms to 286 kB,
 * against 15 ms to 245 kB at quality 4. On two cores PostgreSQL is building the next piece meanwhile, so every millisecond of compression
 * is one more of the answer; 40 kB more is 0.2 s on a slow phone network but only for the largest estates.
 */
const STREAM_QUALITY = 1;

/** zlib's output pieces: 64 KB rather than 16, a quarter of the calls to the thread pool. */
const CHUNK = 64 * 1024;
