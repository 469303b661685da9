import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useWorld } from '../../test/support/world.ts';
import { registerJsonBody, wellFormed } from './json-body.ts';

describe('registerJsonBody', () => {
  const echo = async (payload: string) => {
    const app = Fastify();
    registerJsonBody(app);
    app.post('/echo', async (req) => ({ body: req.body }));
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    await app.close();
    return res;
  };

  it('turns a lone surrogate into U+FFFD, in values and keys, and keeps a pair', async () => {
    const res = await echo('{"name":"a\\ud800b","\\udc00":["\\ud83d\\ude00","\\ude00"]}');
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ name: 'a\ufffdb', '\ufffd': ['\u{1f600}', '\ufffd'] });
  });

  it('keeps Fastify checks: a __proto__ key and broken JSON are refused with 400', async () => {
    expect((await echo('{"__proto__":{"x":1}}')).statusCode).toBe(400);
    expect((await echo('{"name":')).statusCode).toBe(400);
  });

  it('leaves other values as they are', () => {
    expect(wellFormed({ n: 1, b: false, z: null, s: 'plain' })).toEqual({
      n: 1,
      b: false,
      z: null,
      s: 'plain',
    });
  });
});

// The estate's copy of its facts (facts-cache.ts, checked against the stored rows in every test run) holds what the
// database holds: a lone surrogate sent in a name is stored as U+FFFD, and the next save goes through.
const w = useWorld();
describe('a lone surrogate in a saved name', () => {
  it('is stored and kept as U+FFFD, and the next saves succeed', async () => {
    const created = await w.owner.call('POST', '/api/loc/', {
      estate_id: w.estateId,
      name: 'Vault \ud800',
      force: true,
    });
    expect(created.statusCode).toBe(200);
    const full = (await w.owner.call('GET', `/api/estate/${w.estateId}/full`)).json().payload;
    expect(full.locs.map((l: { name: string }) => l.name)).toContain('Vault \ufffd');
    const rev = await w.rev();
    const res = await w.owner.call('POST', `/api/estate/${w.estateId}/save`, {
      revision: rev,
      parts: { meta: { label: 'After the surrogate' } },
    });
    expect(res.statusCode).toBe(200);
  });
});
