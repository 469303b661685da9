import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp } from '../../test/support/helpers.ts';
import { REDACTED } from './log-redaction.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** An app whose JSON log lines are kept in `lines` (parsed). */
async function loggedApp(trustProxy: boolean) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  const app = await makeApp({ logger: { level: 'info', stream }, trustProxy });
  return { app, lines };
}

describe('request ids and structured logs', () => {
  let proxied: { app: FastifyInstance; lines: Record<string, unknown>[] };
  let direct: { app: FastifyInstance; lines: Record<string, unknown>[] };
  beforeAll(async () => {
    proxied = await loggedApp(true);
    direct = await loggedApp(false);
  });
  afterAll(async () => {
    await proxied.app.close();
    await direct.app.close();
  });

  it("behind a trusted proxy, takes the proxy's X-Request-Id, echoes it and puts it on every line of the request", async () => {
    const id = 'lb-7f3a9c-0001';
    const res = await proxied.app.inject({
      method: 'POST',
      url: '/api/log',
      headers: { 'x-request-id': id, 'x-probity': '1', 'content-type': 'application/json' },
      payload: JSON.stringify({ level: 'error', msg: 'the grid lost its focus' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    const mine = proxied.lines.filter((l) => l.reqId === id);
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'client log', 'request completed']);
    expect(mine[2]).toMatchObject({ res: { statusCode: 200 } });
    expect(typeof mine[2]?.responseTime).toBe('number');
    // Every line about a request names one: none is left without an id.
    expect(proxied.lines.filter((l) => (l.req || l.res) && !l.reqId)).toEqual([]);
  });

  it('makes up an id when the proxy sends none or a malformed one, a different one for each request', async () => {
    const ids = [];
    for (const headers of [{}, {}, { 'x-request-id': 'x'.repeat(129) }, { 'x-request-id': 'a b"c' }]) {
      const res = await proxied.app.inject({ url: '/healthz', headers });
      expect(res.headers['x-request-id']).toMatch(UUID);
      ids.push(res.headers['x-request-id']);
    }
    expect(new Set(ids).size).toBe(4);
  });

  it('ignores an X-Request-Id from a client when no proxy is trusted (it cannot pick its log lines)', async () => {
    const res = await direct.app.inject({ url: '/healthz', headers: { 'x-request-id': 'chosen-by-client' } });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(direct.lines.filter((l) => l.reqId === id).map((l) => l.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
    expect(direct.lines.some((l) => l.reqId === 'chosen-by-client')).toBe(false);
  });

  it('an answer refused early (403) still names its request', async () => {
    const res = await direct.app.inject({ method: 'POST', url: '/api/log', payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('writes no session cookie, authorization, password or tax number', async () => {
    const cookie = 'better-auth.session_token=cookie-value-that-must-not-be-logged';
    await direct.app.inject({
      url: '/api/user',
      headers: { cookie, authorization: 'Bearer bearer-value-that-must-not-be-logged' },
    });
    const log = direct.app.log;
    log.info(
      {
        headers: { cookie, authorization: 'Bearer bearer-value-that-must-not-be-logged' },
        body: {
          email: 'pat@example.com',
          password: 'password-that-must-not-be-logged',
          heirs: [{ name: 'Ann Heir', ssn: '123-45-6789' }],
          dec: { name: 'Harold Brooks', SSN: '987-65-4321', sin: '046 454 286' },
        },
      },
      'a request body, as a handler might log it',
    );
    const query = 'insert into "heirs" ("name", "ssn") values ($1, $2)';
    log.error(
      { err: new DrizzleQueryError(query, ['Ann Heir', '123-45-6789'], new Error('connection lost')) },
      'a failed save',
    );
    const text = direct.lines.map((l) => JSON.stringify(l)).join('\n');
    for (const secret of [
      'cookie-value',
      'bearer-value',
      'password-that',
      '123-45-6789',
      '987-65-4321',
      '046 454',
    ]) {
      expect(text).not.toContain(secret);
    }
    const body = direct.lines.find((l) => l.msg === 'a request body, as a handler might log it');
    expect(body).toMatchObject({
      headers: { cookie: REDACTED, authorization: REDACTED },
      body: {
        email: 'pat@example.com',
        password: REDACTED,
        heirs: [{ name: 'Ann Heir', ssn: REDACTED }],
        dec: { name: 'Harold Brooks', SSN: REDACTED, sin: REDACTED },
      },
    });
    const failed = direct.lines.find((l) => l.msg === 'a failed save') as { err: Record<string, string> };
    expect(failed.err.message).toContain(query); // which statement failed stays readable
    expect(failed.err.message).toContain('connection lost');
    expect(failed.err.params).toBe(REDACTED);
  });
});
