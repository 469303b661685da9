import { MSG_DB_DOWN } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DbProxy, startDbProxy } from '../../test/support/db-proxy.ts';
import { type Client, createEstate, makeApp, send, signUp, visitor } from '../../test/support/helpers.ts';

// The app behind a proxy that can take its database away (test/support/db-proxy.ts): down, frozen, connections cut.
// Short limits keep a frozen database's hung statement to 3 s (production: packages/db POOL_DEFAULTS).
const limits = { connectMs: 1000, statementMs: 2000, answerMs: 3000 };

let proxy: DbProxy;
let app: FastifyInstance;
let owner: Client;
let estateId: string;
let revision: number;

beforeAll(async () => {
  proxy = await startDbProxy(inject('databaseUrl'));
  app = await makeApp({ databaseUrl: proxy.url, poolLimits: limits });
  owner = await signUp(app, 'dbdown');
  ({ id: estateId, revision } = await createEstate(owner, { meta: { label: 'Faults' } }));
});
afterAll(async () => {
  await app.close();
  await proxy.close();
});

/** Every kind of call the web app makes: reads and writes, signed in and not, better-auth's own. */
const calls = () => [
  () => owner.call('GET', '/api/user'),
  () => owner.call('GET', `/api/estate/${estateId}`),
  () => owner.call('GET', `/api/estate/${estateId}/full`),
  () => owner.call('GET', '/api/estates'),
  () =>
    owner.call('POST', `/api/estate/${estateId}/save`, { revision, parts: { meta: { distributor: 'x' } } }),
  () => owner.call('POST', '/api/estates', { meta: { label: 'While down' } }),
  () => owner.call('GET', '/api/auth/get-session'),
  () =>
    send(app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: owner.email, password: 'x' },
    }),
  () => visitor(app).call('GET', '/api/user'),
];

async function expectAllUnavailable() {
  for (const call of calls()) {
    const res = await call();
    expect([res.statusCode, res.json().msg], res.body).toEqual([503, MSG_DB_DOWN]);
  }
}

/** Milliseconds until /healthz answers `status`, polling every 100 ms for at most `limitMs`. */
async function untilHealth(status: number, limitMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    if ((await app.inject('/healthz')).statusCode === status) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`/healthz did not answer ${status} within ${limitMs} ms`);
}

async function timedHealth() {
  const start = Date.now();
  const res = await app.inject('/healthz');
  return { status: res.statusCode, ms: Date.now() - start };
}

describe('limits', () => {
  it('every connection carries the statement and idle-transaction timeouts', async () => {
    const { rows } = await app.ctx.health.pool.query(
      "select current_setting('statement_timeout') as s, current_setting('idle_in_transaction_session_timeout') as i",
    );
    expect(rows[0]).toEqual({ s: '2s', i: '1min' });
  });
});

describe('database stopped', () => {
  it('answers 503 with the message on every route (never 401 or 500), /healthz 503 within 2 s', async () => {
    proxy.set('down');
    const health = await timedHealth();
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(2000);
    await expectAllUnavailable();
  });

  it('serves again within 5 s of the database returning, with the same session', async () => {
    proxy.set('up');
    expect(await untilHealth(200, 5000)).toBeLessThan(5000);
    expect((await owner.call('GET', '/api/user')).statusCode).toBe(200);
    const saved = await owner.call('POST', `/api/estate/${estateId}/save`, {
      revision,
      parts: { meta: { distributor: 'after the outage' } },
    });
    expect(saved.statusCode).toBe(200);
    revision = saved.json().payload.revision;
  });
});

describe('database frozen (accepts connections, answers nothing)', () => {
  it('/healthz answers 503 within 2 s and a waiting call ends in 503, not a hang', async () => {
    proxy.set('frozen');
    const health = await timedHealth();
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(2000);
    await expectAllUnavailable();
  });

  it('a call already waiting when it froze answers 503 within the answer limit', async () => {
    proxy.set('up');
    await untilHealth(200, 5000);
    const pending = owner.call('GET', `/api/estate/${estateId}/full`);
    proxy.set('frozen');
    const res = await pending;
    // it may have been answered before the freeze took hold; never a 500 or a hang
    expect([200, 503]).toContain(res.statusCode);
    proxy.set('up');
    expect(await untilHealth(200, 5000)).toBeLessThan(5000);
  });
});

describe('connections cut (pg_terminate_backend, failover)', () => {
  it('reads and a save on the next request succeed on new connections', async () => {
    proxy.cut();
    expect((await owner.call('GET', `/api/estate/${estateId}/full`)).statusCode).toBe(200);
    proxy.cut();
    const saved = await owner.call('POST', `/api/estate/${estateId}/save`, {
      revision,
      parts: { meta: { distributor: 'after a cut' } },
    });
    expect(saved.statusCode).toBe(200);
  });
});

describe('a server started while its database is down (each call the first, before anything marked it down)', () => {
  const signedIn = (method: 'GET' | 'POST', url: string, body?: unknown) => (other: FastifyInstance) =>
    send(other, { method, url, body, cookie: owner.cookie });
  it.each([
    ['GET /api/user (the session lookup)', signedIn('GET', '/api/user')],
    ['GET /api/estate/E', signedIn('GET', '/api/estate/E')],
    ['POST save', signedIn('POST', '/api/estate/E/save', { revision: 1, parts: {} })],
    ['GET /api/auth/get-session (better-auth)', signedIn('GET', '/api/auth/get-session')],
    [
      'POST /api/auth/sign-in/email',
      (other: FastifyInstance) =>
        send(other, {
          method: 'POST',
          url: '/api/auth/sign-in/email',
          body: { email: owner.email, password: 'x' },
        }),
    ],
    [
      'POST /api/auth/sign-up/email (better-auth)',
      (other: FastifyInstance) =>
        send(other, {
          method: 'POST',
          url: '/api/auth/sign-up/email',
          body: { name: 'New', email: `new.${Date.now()}@example.com`, password: 'long enough password' },
        }),
    ],
  ])('%s answers 503 with the message', async (_, call) => {
    const down = await startDbProxy(inject('databaseUrl'));
    down.set('down');
    const other = await makeApp({ databaseUrl: down.url, poolLimits: limits });
    try {
      const res = await call(other);
      expect([res.statusCode, res.json().msg], res.body).toEqual([503, MSG_DB_DOWN]);
    } finally {
      await other.close();
      await down.close();
    }
  });
});
