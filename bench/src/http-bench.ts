// Issue 2 bench: loading the whole maximum estate over HTTP vs fetching the same rows with psql, and a
// one-field save over HTTP vs the same UPDATE through a connection already open in this process (a psql run would
// count a process start and a sign-in: no honest baseline).
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import {
  admitSave,
  checkInvariants,
  recompute,
  type SaveParts,
  todayIso,
  ZWorkingCopy,
} from '@probity/domain';
import { buildApp } from '@probity/server';
import Fastify from 'fastify';
import { pair, type Row } from './timing.ts';

/** The same rows GET /api/estate/{id}/full returns, as plain SQL for psql. */
const fullEstateSql = (estateId: string) =>
  [
    'estates where id',
    'decedents where estate_id',
    'assets where estate_id',
    'debts where estate_id',
    'contacts where estate_id',
    'heirs where estate_id',
    'txacts where estate_id',
    'exec_expenses where estate_id',
    'exec_log where estate_id',
    'locs where estate_id',
  ]
    .map((t) => `select * from ${t} = '${estateId}';`)
    .join(' ');

/** GET `url` to its last byte, as it comes over the wire (not inflated); the bytes' count. */
function receive(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`load failed ${res.statusCode}`));
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export interface HttpWorld {
  base: string;
  cookie: string;
  estateId: string;
  databaseUrl: string;
  /** Lends the open connection the one-field save is compared with. */
  pool: {
    connect: () => Promise<{
      query: (sql: string, values: unknown[]) => Promise<unknown>;
      release: () => void;
    }>;
  };
}

const psql = (url: string, sql: string) =>
  execFileSync('psql', ['-X', '-q', '-A', '-t', '-o', '/dev/null', url, '-c', sql], { stdio: 'pipe' });

export async function startHttp(databaseUrl: string, port: number) {
  const app = await buildApp({
    databaseUrl,
    authSecret: 'probity-bench-secret-0123456789abcdef',
    baseURL: `http://127.0.0.1:${port}`,
    // BENCH_WEB_DIST serves another build of the web app (an earlier commit's, to compare like with like).
    webDist: process.env.BENCH_WEB_DIST,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

export async function signUp(base: string): Promise<{ cookie: string; userId: string }> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-probity': '1', origin: base },
    body: JSON.stringify({
      name: 'Bench User',
      email: `bench${Date.now()}@example.com`,
      password: 'bench-password-1',
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const body = (await res.json()) as { user: { id: string } };
  return { cookie, userId: body.user.id };
}

export async function httpRows(w: HttpWorld): Promise<Row[]> {
  const headers = { cookie: w.cookie, 'x-probity': '1', origin: w.base, 'content-type': 'application/json' };
  // Both sides receive every row and discard it: psql prints to /dev/null, the HTTP client reads the body
  // without building objects (parsing is the browser's work, measured by the browser bench).
  // The load asks for what Chromium asks for, so the server compresses the answer as for a browser, and is timed
  // to its last byte received as sent: inflating it is the browser's work too (some 17 ms of Node's for a maximum
  // estate), shown on its own row (fetch, which inflates); the identity variant shows what compressing costs on
  // loopback, where it saves no transfer time.
  const loadAs =
    (encoding = 'gzip, deflate, br, zstd') =>
    async () => {
      const h = { ...headers, 'accept-encoding': encoding };
      const res = await fetch(`${w.base}/api/estate/${w.estateId}/full`, { headers: h });
      if (!res.ok) throw new Error(`load failed ${res.status}`);
      return res.arrayBuffer();
    };
  const inflated = loadAs();
  const load = () =>
    receive(`${w.base}/api/estate/${w.estateId}/full`, {
      ...headers,
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
  const summary = async () => {
    const res = await fetch(`${w.base}/api/estate/${w.estateId}/summary`, { headers });
    if (!res.ok) throw new Error(`summary failed ${res.status}`);
    return res.arrayBuffer();
  };
  const full = JSON.parse(Buffer.from(await inflated()).toString('utf8')) as {
    payload: { txacts: unknown[]; assets: { id: number }[]; revision: number; meta: Record<string, unknown> };
  };
  const count = full.payload.txacts.length;
  if (count !== 6000) throw new Error(`expected 6000 transactions, got ${count}`);
  let revision = full.payload.revision;
  let n = 0;
  const save = async () => {
    const res = await fetch(`${w.base}/api/estate/${w.estateId}/save`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ revision, parts: { meta: { label: `Bench maximum estate ${++n}` } } }),
    });
    const body = (await res.json()) as { payload: { revision: number } };
    if (!res.ok) throw new Error(`save failed ${res.status} ${JSON.stringify(body)}`);
    revision = body.payload.revision;
  };
  const sessionOnly = async () => {
    const res = await fetch(`${w.base}/api/user`, { headers });
    if (!res.ok) throw new Error(`user failed ${res.status}`);
    return res.arrayBuffer();
  };
  // A save the rules govern: one asset's value at death. The server reads the estate, replays the change through
  // the operations, checks and stores the engine's values; the baseline is that engine work alone, in process.
  const asset = full.payload.assets[1]?.id ?? 0;
  const valueEdit = (): SaveParts =>
    ({ assets: { add: [], mod: [{ id: asset, val_death: 1_000_00 + (++n % 1000) }], del: [] } }) as SaveParts;
  const facts = ZWorkingCopy.parse({
    ...full.payload,
    meta: {
      ...full.payload.meta,
      state: full.payload.meta.state ?? '',
      state_exec: full.payload.meta.state_exec ?? '',
    },
  });
  const ruledSave = async () => {
    const res = await fetch(`${w.base}/api/estate/${w.estateId}/save`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ revision, parts: valueEdit() }),
    });
    const body = (await res.json()) as { payload: { revision: number } };
    if (!res.ok) throw new Error(`save failed ${res.status} ${JSON.stringify(body)}`);
    revision = body.payload.revision;
  };
  const engineAlone = () => {
    const r = admitSave(facts, valueEdit(), todayIso());
    if (r.kind !== 'ok') throw new Error(r.msg);
    return checkInvariants(r.facts, recompute(r.facts));
  };
  const open = await w.pool.connect();
  const sameUpdate = () =>
    open.query('update estates set label = $1 where id = $2', [`Bench maximum estate ${++n}`, w.estateId]);
  const floor = await httpFloor(w, () => `Bench maximum estate ${++n}`);
  try {
    return [
      await pair(
        'load whole estate (GET /full, compressed answer received)',
        load,
        'psql select of the same rows',
        () => psql(w.databaseUrl, fullEstateSql(w.estateId)),
        9,
        1.2,
      ),
      await pair(
        'load whole estate, inflated by the client (GET /full through fetch)',
        inflated,
        'psql select of the same rows',
        () => psql(w.databaseUrl, fullEstateSql(w.estateId)),
      ),
      await pair('Overview and Tasks summary (GET /summary)', summary, 'psql select of the same rows', () =>
        psql(w.databaseUrl, fullEstateSql(w.estateId)),
      ),
      await pair(
        'load whole estate uncompressed (GET /full, Accept-Encoding: identity)',
        loadAs('identity'),
        'psql select of the same rows',
        () => psql(w.databaseUrl, fullEstateSql(w.estateId)),
      ),
      // A detail since issue 38: the bare route's HTTP alone is some 3x this UPDATE, so the save's goal is against
      // that floor (below), not against the UPDATE.
      await pair(
        'one-field save (POST /save)',
        save,
        'the same UPDATE on an open pg connection',
        sameUpdate,
        9,
      ),
      // The floor under the save's ratio: HTTP alone, with nothing a save must do (see httpFloor).
      await pair(
        'HTTP floor: the same UPDATE behind a bare Fastify route (no sign-in check, transaction or audit)',
        floor.post,
        'the same UPDATE on an open pg connection',
        sameUpdate,
        9,
      ),
      // A signed-in request with next to no work of its own (HTTP, the session check's two reads, one read of
      // the user): near the floor under the save's ratio above, which checks the session too before its transaction.
      await pair(
        'signed-in read of the own account (GET /api/user)',
        sessionOnly,
        'the same UPDATE on an open pg connection',
        sameUpdate,
        9,
      ),
      // Everything a save must do (session, lock, revision, audit) over the bare route's HTTP and UPDATE.
      // Some 2 ms apiece: 45 runs, or the machine's noise decides the row (9 runs gave 1.7-2.3 on the same code).
      await pair('one-field save (POST /save)', save, 'the HTTP floor above', floor.post, 45, 2),
      // The save reads the estate's item lists from the process's copy while their facts_version stands.
      await pair(
        'asset value save, replayed by the rules (POST /save)',
        ruledSave,
        'the same replay + invariants in process',
        engineAlone,
        27,
        3,
      ),
    ];
  } finally {
    open.release();
    await floor.close();
  }
}

/**
 * The same UPDATE as the save's baseline, behind a bare Fastify route on a connection of its own, posted through
 * the same client with the save's headers and body: what HTTP alone adds to the UPDATE on this machine. A save
 * also checks the session, locks and checks the revision, and writes an audit entry in one transaction; all of it
 * has to fit between this floor and the save's goal.
 */
async function httpFloor(w: HttpWorld, label: () => string) {
  const conn = await w.pool.connect();
  const bare = Fastify();
  bare.post('/floor', async () => {
    await conn.query('update estates set label = $1 where id = $2', [label(), w.estateId]);
    return { success: true };
  });
  const url = `${await bare.listen({ port: 0, host: '127.0.0.1' })}/floor`;
  const headers = { cookie: w.cookie, 'x-probity': '1', origin: w.base, 'content-type': 'application/json' };
  return {
    post: async () => {
      const res = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ revision: 0, parts: { meta: { label: 'floor' } } }),
      });
      if (!res.ok) throw new Error(`floor failed ${res.status}`);
      return res.arrayBuffer();
    },
    close: async () => {
      await bare.close();
      conn.release();
    },
  };
}
