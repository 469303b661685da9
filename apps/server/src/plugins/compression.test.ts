import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEstate, makeApp, signUp, useApp } from '../../test/support/helpers.ts';
import { COMPRESS_THRESHOLD, STREAM_FROM } from './compression.ts';

// Answers over 1 KB are compressed as the browser asks; the web build goes out precompressed from disk.

const t = useApp();

const get = (app: FastifyInstance, url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

const inflate = (res: LightMyRequestResponse): string => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  throw new Error(`not compressed: ${String(encoding)}`);
};

describe('API answers', () => {
  // GET /full is PostgreSQL's JSON text sent as a string; openapi.json an object Fastify stringifies.
  for (const url of ['/api/estate/sample/full', '/api/openapi.json']) {
    it(`compresses ${url} with brotli or gzip, as asked, to the same JSON`, async () => {
      const plain = await get(t.app, url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const res = await get(t.app, url, accept);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toContain('accept-encoding');
        expect(res.headers['content-type']).toBe(plain.headers['content-type']);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        expect(JSON.parse(inflate(res))).toEqual(plain.json());
      }
    });
  }

  it("compresses a small estate's GET /full in one piece and a large one's as a stream, to the same JSON", async () => {
    const owner = await signUp(t.app, 'compress');
    const meta = { country_code: 'us', state: 'GA' };
    const small = await createEstate(owner, { meta: { ...meta, label: 'Small' } });
    const assets = Array.from({ length: 300 }, (_, i) => ({
      id: -1 - i,
      name: `Account ${i}`,
      i_type: 14,
      val_death: i,
    }));
    const large = await createEstate(owner, { meta: { ...meta, label: 'Large' }, assets });
    const full = (url: string, accept?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { ...(accept ? { 'accept-encoding': accept } : {}), cookie: owner.cookie, 'x-probity': '1' },
      });
    // the small estate is under STREAM_FROM (held, one call); the large one over it (a stream from then on)
    const sizes: number[] = [];
    for (const url of [`/api/estate/${small.id}/full`, `/api/estate/${large.id}/full`]) {
      const plain = await full(url);
      expect(plain.statusCode).toBe(200);
      sizes.push(plain.rawPayload.length);
      for (const accept of ['br', 'gzip']) {
        const res = await full(url, accept);
        expect(res.headers['content-encoding']).toBe(accept);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        expect(JSON.parse(inflate(res))).toEqual(plain.json());
      }
    }
    expect(sizes[0]).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(sizes[0]).toBeLessThan(STREAM_FROM);
    expect(sizes[1]).toBeGreaterThan(STREAM_FROM);
  });

  it('leaves answers under 1 KB as they are', async () => {
    const res = await get(t.app, '/healthz', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ ok: true });
    const missing = await get(t.app, '/api/nothing-here', 'br, gzip');
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json().code).toBe(404);
  });
});

describe('the web build', () => {
  let dist: string;
  let web: FastifyInstance;
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
  const html = `<!doctype html><title>Probity</title>${'<meta name="x" content="padding">'.repeat(40)}`;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    const write = (name: string, text: string) => {
      fs.writeFileSync(path.join(dist, name), text);
      fs.writeFileSync(path.join(dist, `${name}.br`), zlib.brotliCompressSync(text));
      fs.writeFileSync(path.join(dist, `${name}.gz`), zlib.gzipSync(text));
    };
    write('index.html', html);
    write('assets/app-1a2b.js', script);
    web = await makeApp({ webDist: dist });
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed bundle precompressed, with its type, encoding and immutable cache', async () => {
    for (const [accept, encoding, file] of [
      ['br, gzip', 'br', 'app-1a2b.js.br'],
      ['gzip', 'gzip', 'app-1a2b.js.gz'],
    ] as const) {
      const res = await get(web, '/assets/app-1a2b.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      // the file from disk, byte for byte: not compressed again on the way out
      expect(res.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets', file)))).toBe(true);
      expect(inflate(res)).toBe(script);
    }
  });

  it('sends the bundle as it is to a client that accepts no encoding', async () => {
    const res = await get(web, '/assets/app-1a2b.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('sends index.html precompressed with no-cache, at / and for a client route', async () => {
    for (const url of ['/', '/estate/sample/Assets']) {
      const res = await get(web, url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(inflate(res)).toBe(html);
    }
  });
});
