import { signInFailures } from '@probity/db';
import { ACCOUNT_NAME_MAX, MSG_CSRF } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { makeApp, PASSWORD, randomIp, signUp, uniqueEmail, useApp } from '../../test/support/helpers.ts';
import { testDb } from '../../test/support/world.ts';
import { SIGN_IN_FAILURES_MAX } from '../auth/sign-in-throttle.ts';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';

// Issue 12, secrets: headers, the Origin check on writes, better-auth held to our rules, the per-account throttle.

const t = useApp();
const db = testDb();
afterAll(() => db.close());

const raw = (o: {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
}) =>
  t.app.inject({
    method: o.method,
    url: o.url,
    remoteAddress: o.ip ?? randomIp(),
    headers: { ...(o.body === undefined ? {} : { 'content-type': 'application/json' }), ...o.headers },
    payload: o.body === undefined ? undefined : JSON.stringify(o.body),
  });

describe('headers', () => {
  it('sends the CSP (no inline script) and no-store on API answers, no HSTS over http', async () => {
    const res = await raw({ method: 'GET', url: '/api/estate/sample/dec' });
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const health = await raw({ method: 'GET', url: '/healthz' });
    expect(health.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('sends HSTS when BASE_URL is https', async () => {
    const app = await makeApp({ baseURL: 'https://probity.example.org' });
    try {
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await app.close();
    }
  });
});

describe('Origin on state-changing routes', () => {
  const create = (headers: Record<string, string>) =>
    raw({ method: 'POST', url: '/api/estates', body: {}, headers: { 'x-probity': '1', ...headers } });
  const refused = { success: false, code: 403, msg: MSG_CSRF };

  it('refuses a foreign Origin, even one matching the Host header the client wrote', async () => {
    expect((await create({ origin: 'https://evil.example' })).json()).toEqual(refused);
    const spoof = await create({ origin: 'http://evil.example', host: 'evil.example' });
    expect(spoof.json()).toEqual(refused);
    expect((await create({ origin: 'null' })).json()).toEqual(refused);
  });

  it('lets BASE_URL and its loopback spellings through (to the sign-in check), and no Origin with X-Probity', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      expect((await create({ origin })).statusCode).toBe(401);
    }
    expect((await create({})).statusCode).toBe(401);
    expect((await raw({ method: 'POST', url: '/api/estates', body: {} })).json()).toEqual(refused);
  });

  it('holds /api/auth to the same rule: a foreign Origin cannot sign up', async () => {
    const res = await raw({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { name: 'Eve', email: uniqueEmail('eve'), password: PASSWORD },
      headers: { 'x-probity': '1', origin: 'https://evil.example' },
    });
    expect(res.json()).toEqual(refused);
  });

  it('accepts TRUSTED_ORIGINS', async () => {
    const app = await makeApp({ trustedOrigins: ['https://admin.example.org'] });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/estates',
        headers: {
          'x-probity': '1',
          origin: 'https://admin.example.org',
          'content-type': 'application/json',
        },
        payload: '{}',
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('better-auth held to our rules', () => {
  const signUpBody = (extra: Record<string, unknown>) =>
    raw({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { name: 'Pat', email: uniqueEmail('rules'), password: PASSWORD, ...extra },
      headers: { 'x-probity': '1' },
    });

  it('answers 404 on the routes the app does not use, and holds update-user to the sign-up rules', async () => {
    const user = await signUp(t.app, 'closed');
    for (const [method, url] of [
      ['POST', '/api/auth/delete-user'],
      ['POST', '/api/auth/set-password'],
      ['POST', '/api/auth/revoke-sessions'],
    ] as const) {
      const res = await user.call(method, url, {});
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    for (const body of [{ name: 'x'.repeat(5000) }, { name: '' }, { image: 'javascript:alert(1)' }]) {
      const res = await user.call('POST', '/api/auth/update-user', body);
      expect([body, res.statusCode]).toEqual([body, 400]);
    }
    expect((await user.call('GET', '/api/user')).json().payload.name).toBe('Pat Example');
  });

  it('refuses a sign-up image that is not https, and a name too long or blank', async () => {
    for (const image of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://example.com/a.png',
      42,
    ]) {
      const res = await signUpBody({ image });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('A profile picture must be an https:// address.');
    }
    expect((await signUpBody({ name: 'x'.repeat(ACCOUNT_NAME_MAX + 1) })).statusCode).toBe(400);
    expect((await signUpBody({ name: '   ' })).statusCode).toBe(400);
    expect((await signUpBody({ image: 'https://example.com/me.png' })).statusCode).toBe(200);
  });
});

describe('per-account sign-in throttle', () => {
  it(`locks an email after ${SIGN_IN_FAILURES_MAX} wrong passwords from many addresses; the right one waits too`, async () => {
    const user = await signUp(t.app, 'throttle');
    const attempt = (password: string) =>
      raw({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        body: { email: user.email.toUpperCase(), password },
        headers: { 'x-probity': '1' },
      });
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_FAILURES_MAX; i++)
      statuses.push((await attempt(`wrong-${i}-password`)).statusCode);
    expect(statuses).toEqual([...Array(SIGN_IN_FAILURES_MAX).fill(401), 429]);
    const right = await attempt(PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({
      success: false,
      code: 'ACCOUNT_LOCKED',
      msg: 'Too many failed sign-ins for this account. Please wait 15 minutes and try again.',
    });
    // another account is not affected
    const other = await signUp(t.app, 'throttle-other');
    const ok = await raw({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: other.email, password: PASSWORD },
      headers: { 'x-probity': '1' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it(`lets no more than ${SIGN_IN_FAILURES_MAX} of 25 parallel guesses from 25 addresses reach the password check`, async () => {
    const user = await signUp(t.app, 'throttle-burst');
    const statuses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        raw({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          body: { email: user.email, password: `guess-${i}-password` },
          headers: { 'x-probity': '1' },
        }).then((r) => r.statusCode),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_FAILURES_MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - SIGN_IN_FAILURES_MAX);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const user = await signUp(t.app, 'throttle-reset');
    const attempt = (password: string) =>
      raw({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        body: { email: user.email, password },
        headers: { 'x-probity': '1' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('not the password')).statusCode).toBe(401);
    const [row] = await db.db.select().from(signInFailures).where(eq(signInFailures.email, user.email));
    expect(row.failures).toBe(3);
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
    expect(await db.db.select().from(signInFailures).where(eq(signInFailures.email, user.email))).toEqual([]);
  });
});
