import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, createEstate, signUp, useApp } from '../../test/support/helpers.ts';
import { sampleOf } from '../../test/support/prometheus.ts';
import { MSG_METRICS_REFUSED } from './metrics-routes.ts';

const TOKEN = 'metrics-token-for-the-test-0123';
const t = useApp({ metricsToken: TOKEN, dbPoolSize: 2 });

async function scrape(headers: InjectOptions['headers'] = {}, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
}
async function metricsText(): Promise<string> {
  const res = await scrape();
  expect(res.statusCode).toBe(200);
  return res.body;
}
const requests = (labels: Record<string, string>) => (text: string) =>
  sampleOf(text, 'probity_http_requests_total', labels);

describe('GET /metrics', () => {
  let owner: Client;
  let estateId: string;
  beforeAll(async () => {
    owner = await signUp(t.app, 'metrics', 'Mia Metrics');
    estateId = (await createEstate(owner)).id;
  });

  it('answers the Prometheus text format, not cached', async () => {
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE probity_http_requests_total counter');
    expect(res.body).toContain('# TYPE probity_http_request_duration_seconds histogram');
    expect(res.body).toContain('# TYPE process_resident_memory_bytes gauge');
    expect(sampleOf(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
  });

  it('counts each request once under its route pattern and status, with its latency', async () => {
    const health = { method: 'GET', route: '/healthz', status: '200' };
    const meta = { method: 'GET', route: '/api/estate/:id', status: '200' };
    const missing = { method: 'GET', route: 'unmatched', status: '404' };
    const before = await metricsText();
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await owner.call('GET', `/api/estate/${estateId}`)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await t.app.inject({ url: '/api/no-such-route' })).statusCode).toBe(404);
    const after = await metricsText();

    expect(requests(health)(after) - requests(health)(before)).toBe(5);
    expect(requests(meta)(after) - requests(meta)(before)).toBe(3);
    expect(requests(missing)(after) - requests(missing)(before)).toBe(2);
    const count = (text: string) => sampleOf(text, 'probity_http_request_duration_seconds_count', meta);
    expect(count(after) - count(before)).toBe(3);
    const everything = (text: string) =>
      sampleOf(text, 'probity_http_request_duration_seconds_bucket', { ...meta, le: '+Inf' });
    expect(everything(after) - everything(before)).toBe(3);
    const seconds = (text: string) => sampleOf(text, 'probity_http_request_duration_seconds_sum', meta);
    expect(seconds(after) - seconds(before)).toBeGreaterThan(0);
    // The pattern, never the id: series do not multiply with estates.
    expect(after).not.toContain(estateId);
  });

  it('shows the pool: open, idle and waiting connections', async () => {
    const pool = (state: string) => (text: string) =>
      sampleOf(text, 'probity_db_pool_connections', { pool: 'app', state });
    // Three slow queries on a pool of two: two run, one waits.
    const slow = [1, 2, 3].map(async () => t.app.ctx.db.execute(sql`select pg_sleep(0.6)`)); // drizzle queries start when awaited
    await new Promise((r) => setTimeout(r, 200));
    const busy = await metricsText();
    await Promise.all(slow);
    const calm = await metricsText();
    expect([pool('total')(busy), pool('idle')(busy), pool('waiting')(busy)]).toEqual([2, 0, 1]);
    expect([pool('total')(calm), pool('idle')(calm), pool('waiting')(calm)]).toEqual([2, 2, 0]);
  });

  it('is readable from this machine or with the token, and refused otherwise', async () => {
    const refused = [
      await scrape({}, '203.0.113.9'),
      await scrape({ authorization: 'Bearer not-the-token' }, '203.0.113.9'),
      await scrape({ 'x-forwarded-for': '203.0.113.9' }), // through a proxy on this machine
      await scrape({ forwarded: 'for=203.0.113.9' }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, code: 403, msg: MSG_METRICS_REFUSED });
    }
    const withToken = await scrape({ authorization: `Bearer ${TOKEN}` }, '203.0.113.9');
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('probity_http_requests_total');
  });

  it('refuses every remote reader when no token is configured', async () => {
    const { makeApp } = await import('../../test/support/helpers.ts');
    const app = await makeApp();
    try {
      const remote = await app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
      expect(remote.statusCode).toBe(403);
      const empty = await app.inject({
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: 'Bearer ' },
      });
      expect(empty.statusCode).toBe(403);
      expect((await app.inject({ url: '/metrics' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
