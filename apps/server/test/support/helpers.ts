import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BuildOptions, buildApp } from '../../src/app.ts';
import { LocalProvider } from '../../src/bank/local-provider.ts';
import { TEST_DATA_KEY } from './data-key.ts';

export const TEST_SECRET = 'probity-test-secret-0123456789abcdef';
export const PASSWORD = 'correct horse battery';

export function makeApp(extra: Partial<BuildOptions> = {}): Promise<FastifyInstance> {
  return buildApp({
    databaseUrl: inject('databaseUrl'),
    authSecret: TEST_SECRET,
    dataKeys: [TEST_DATA_KEY],
    webDist: null,
    checkAnswers: true,
    files: { driver: 'disk', dir: fs.mkdtempSync(path.join(os.tmpdir(), 'probity-files-')) },
    // The practice bank, whatever the machine's environment holds.
    bank: new LocalProvider(),
    ...extra,
  });
}

/**
 * The app of one test file, started before its first test and closed after its last: read `t.app` inside tests
 * and hooks (it is set once the file's tests start).
 */
export function useApp(extra: Partial<BuildOptions> = {}): { app: FastifyInstance } {
  const t = {} as { app: FastifyInstance };
  beforeAll(async () => {
    t.app = await makeApp(extra);
  });
  afterAll(() => t.app.close());
  return t;
}

/** A distinct client IP per test user, so sign-in rate limits of one test never touch another. */
export const randomIp = () =>
  `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
export const uniqueEmail = (tag: string) => `${tag}.${crypto.randomBytes(5).toString('hex')}@example.com`;

export interface Client {
  cookie: string;
  ip: string;
  userId: string;
  email: string;
  call: (method: InjectOptions['method'], url: string, body?: unknown) => Promise<LightMyRequestResponse>;
}

/** Cookies to send back, from a response's set-cookie headers. */
export function cookiesOf(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** A request as the web app sends it: X-Probity header, same-origin Origin, optional session cookie. */
export function send(
  app: FastifyInstance,
  o: { method: InjectOptions['method']; url: string; body?: unknown; cookie?: string; ip?: string },
) {
  return app.inject({
    method: o.method,
    url: o.url,
    remoteAddress: o.ip ?? '127.0.0.1',
    headers: {
      'x-probity': '1',
      origin: 'http://localhost:3000',
      ...(o.cookie ? { cookie: o.cookie } : {}),
      ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
}

export async function signUp(app: FastifyInstance, tag = 'user', name = 'Pat Example'): Promise<Client> {
  const ip = randomIp();
  const email = uniqueEmail(tag);
  const res = await send(app, {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    body: { name, email, password: PASSWORD },
    ip,
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const cookie = cookiesOf(res);
  return {
    cookie,
    ip,
    email,
    userId: res.json().user.id,
    call: (method, url, body) => send(app, { method, url, body, cookie, ip }),
  };
}

/** The app of one test file (see useApp) and one user signed up to it before the first test. */
export function useOwner(tag?: string, name?: string): { app: FastifyInstance; owner: Client } {
  const t = useApp() as { app: FastifyInstance; owner: Client };
  beforeAll(async () => {
    t.owner = await signUp(t.app, tag, name);
  });
  return t;
}

/** An anonymous visitor. */
export const visitor = (app: FastifyInstance) => ({
  call: (method: InjectOptions['method'], url: string, body?: unknown) => send(app, { method, url, body }),
});

/** Creates an estate for the client; returns its id and revision. */
export async function createEstate(c: Client, body: Record<string, unknown> = {}) {
  const res = await c.call('POST', '/api/estates', body);
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().payload as { id: string; revision: number; ids: Record<string, number> };
}
