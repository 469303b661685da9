/**
 * The fuzz suite's world: an embedded PostgreSQL of its own (temp dir, free port), the real server listening on
 * loopback, four users (owner, edit share, view share, stranger) and two estates with items of every kind, so
 * hostile requests can name real ids of the estate they target and of an estate they must not reach.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDb, type DbClient, grantAccess, runMigrations, startDatabase } from '@probity/db';
import { buildApp } from '../../apps/server/src/app.ts';
import { seedSamples } from '../../apps/server/src/seed/seed-samples.ts';

export const PASSWORD = 'fuzz-password-never-sent';
const DATA_KEY = Buffer.alloc(32, 9).toString('base64');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface Actor {
  name: 'owner' | 'editor' | 'viewer' | 'stranger' | 'anonymous';
  cookie: string;
}

export interface EstateIds {
  id: string;
  assets: number[];
  debts: number[];
  heirs: number[];
  contacts: number[];
  txacts: number[];
  exec_expenses: number[];
  exec_log: number[];
  locs: number[];
}

export interface World {
  base: string;
  db: DbClient;
  actors: Actor[];
  /** The estate the fuzz writes to (owner's; edit and view shares) and another owner's (stranger's). */
  mine: EstateIds;
  theirs: EstateIds;
  stop: () => Promise<void>;
}

async function call(base: string, method: string, url: string, body: unknown, cookie = '') {
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', 'x-probity': '1', origin: base, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return {
    json: JSON.parse(text),
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

async function signUp(base: string, tag: string): Promise<{ cookie: string; userId: string }> {
  const email = `${tag}.${Date.now()}@fuzz.example.com`;
  const r = await call(base, 'POST', '/api/auth/sign-up/email', {
    name: `Fuzz ${tag}`,
    email,
    password: PASSWORD,
  });
  return { cookie: r.cookie, userId: r.json.user.id };
}

/** An estate with one item of every kind (and two of some), created the way the web app does. */
const estateBody = (label: string) => ({
  meta: { label, state: 'GA', state_exec: 'NJ', country_code: 'us' },
  dec: { name: 'Morgan Fuzz', death_date: '2026-03-01', birth_date: '1940-05-06' },
  assets: [
    { id: -1, name: 'Checking', i_type: 14, val_death: 2_500_000, loc_name: 'Bank' },
    { id: -2, name: 'House', i_type: 6, val_death: 30_000_000, loc_name: 'Main St' },
    { id: -3, name: 'Car', i_type: 2, val_death: 900_000 },
  ],
  debts: [{ id: -4, name: 'Card', i_type: 1, val_death: 120_000 }],
  heirs: [
    { id: -5, name: 'Avery', i_type: 2, percent_target: 50_000 },
    { id: -6, name: 'Blake', i_type: 2, percent_target: 50_000 },
  ],
  contacts: [
    { id: -7, name: 'Probate Clerk' },
    { id: -8, name: 'Lawyer Lee', email: 'lee@example.com' },
  ],
  locs: [
    { id: -9, name: 'Bank' },
    { id: -10, name: 'Main St' },
  ],
  exec_expenses: [{ id: -11, name: 'Stamps', val: 1_500, date: '2026-03-10' }],
  exec_log: [{ id: -12, name: 'Calls', hours: 2, date: '2026-03-11' }],
  txacts: [
    { id: -13, asset: -1, cat: 3, i_type: 0, val: 10_000, date: '2026-03-15', name: 'Refund' },
    { id: -14, asset: -1, item: -4, cat: 51, i_type: 1, val: 20_000, date: '2026-03-20', name: 'Pay card' },
  ],
});

async function estateOf(base: string, cookie: string, label: string): Promise<EstateIds> {
  const created = await call(base, 'POST', '/api/estates', estateBody(label), cookie);
  const id = created.json.payload.id as string;
  const full = (await call(base, 'GET', `/api/estate/${id}/full`, undefined, cookie)).json.payload;
  const ids = (part: string) => (full[part] as { id: number }[]).map((x) => x.id);
  return {
    id,
    assets: ids('assets'),
    debts: ids('debts'),
    heirs: ids('heirs'),
    contacts: ids('contacts'),
    txacts: ids('txacts'),
    exec_expenses: ids('exec_expenses'),
    exec_log: ids('exec_log'),
    locs: ids('locs'),
  };
}

export async function startWorld(): Promise<World> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-fuzz-'));
  fs.chmodSync(dir, 0o755); // the postgres user (when we run as root) must reach its data dir
  const database = await startDatabase({
    databaseUrl: '',
    dataDir: dir,
    port: await freePort(),
    database: 'fuzz',
  });
  const db = createDb(database.url, 2);
  await runMigrations(db.pool);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // every copy of an estate's facts a save uses is checked against the stored rows (estate/facts-cache.ts)
  process.env.PROBITY_CHECK_FACTS_CACHE = '1';
  const app = await buildApp({
    databaseUrl: database.url,
    authSecret: 'probity-fuzz-secret-0123456789abcdef',
    baseURL: base,
    dataKeys: [DATA_KEY],
    webDist: null,
    logger: process.env.FUZZ_LOG ? { level: 'error' } : false,
    // Hostile sign-ups and sign-ins from one address would otherwise lock the world's own users out.
    authRateLimitScale: 1000,
    signInPerMinute: 100_000,
  });
  await seedSamples(db.db, app.ctx.files);
  await app.listen({ port, host: '127.0.0.1' });
  const [owner, editor, viewer, stranger] = [
    await signUp(base, 'owner'),
    await signUp(base, 'editor'),
    await signUp(base, 'viewer'),
    await signUp(base, 'stranger'),
  ] as const;
  const mine = await estateOf(base, owner.cookie, 'Fuzzed estate');
  const theirs = await estateOf(base, stranger.cookie, "Stranger's estate");
  await grantAccess(db.db, mine.id, editor.userId, 1);
  await grantAccess(db.db, mine.id, viewer.userId, 2);
  return {
    base,
    db,
    mine,
    theirs,
    actors: [
      { name: 'owner', cookie: owner.cookie },
      { name: 'editor', cookie: editor.cookie },
      { name: 'viewer', cookie: viewer.cookie },
      { name: 'stranger', cookie: stranger.cookie },
      { name: 'anonymous', cookie: '' },
    ],
    stop: async () => {
      await app.close();
      await db.close();
      await database.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
