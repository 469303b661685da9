// Issue 14's server throughput: 50 users at once against one server process (the production entry point, on
// the bench's PostgreSQL), each signing up, creating an estate, then reading and saving small changes for 30 s;
// the figures count the reads and saves (GET /full, GET /summary, POST /save), not the set-up.
// The server runs in its own process so its RSS is its own and the clients' work is not counted against it.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const USERS = 50;
const SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 30);
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface Throughput {
  users: number;
  seconds: number;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  rssMb: number;
}

async function startServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  // BENCH_SERVER_PROF=dir: the server's CPU profile (node --cpu-prof) lands there when it stops.
  const dir = process.env.BENCH_SERVER_PROF;
  const prof = dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
  const server = spawn(process.execPath, [...prof, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // 50 sign-ups from one address in a few seconds: the per-address auth limit is for attackers
      AUTH_RATE_LIMIT_SCALE: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error(`server exited ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill('SIGKILL');
  throw new Error('server did not start in 30 s');
}

const rssMb = (pid: number) => {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** One user: sign up, create a small estate, then read it and save a one-field change until `until`. */
async function user(base: string, n: number, until: number, times: number[], fail: () => void) {
  const common = { 'x-probity': '1', origin: base, 'content-type': 'application/json' };
  // sign-up (a deliberately slow password hash) and creation are set-up: only the working requests are timed
  let setUp = true;
  const timed = async (path: string, init: RequestInit = {}) => {
    const t = performance.now();
    const res = await fetch(`${base}${path}`, init);
    const body = await res.text();
    if (!setUp) times.push(performance.now() - t);
    if (!res.ok) {
      fail();
      throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${body.slice(0, 200)}`);
    }
    return { res, body };
  };
  const signUp = await timed('/api/auth/sign-up/email', {
    method: 'POST',
    headers: common,
    body: JSON.stringify({
      name: `Bench user ${n}`,
      email: `load${n}-${Date.now()}@example.com`,
      password: 'bench-password-1',
    }),
  });
  const cookie = signUp.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = { ...common, cookie };
  const created = await timed('/api/estates', {
    method: 'POST',
    headers,
    body: JSON.stringify({
      meta: { label: `Load ${n}`, country_code: 'us', state: 'GA' },
      dec: { name: `Pat Load ${n}`, death_date: '2026-03-01' },
      assets: [
        { id: -1, name: 'Checking', i_type: 14, val_death: 1_000_000 },
        { id: -2, name: 'Car', i_type: 8, val_death: 800_000 },
      ],
    }),
  });
  const id = (JSON.parse(created.body) as { payload: { id: string } }).payload.id;
  let revision = (JSON.parse(created.body) as { payload: { revision: number } }).payload.revision;
  let k = 0;
  setUp = false;
  while (performance.now() < until) {
    await timed(`/api/estate/${id}/full`, { headers });
    await timed(`/api/estate/${id}/summary`, { headers });
    const saved = await timed(`/api/estate/${id}/save`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ revision, parts: { meta: { label: `Load ${n} edit ${++k}` } } }),
    });
    revision = (JSON.parse(saved.body) as { payload: { revision: number } }).payload.revision;
  }
}

export async function throughput(databaseUrl: string, port: number): Promise<Throughput> {
  const server = await startServer(databaseUrl, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const times: number[] = [];
    let errors = 0;
    const start = performance.now();
    const until = start + SECONDS * 1000;
    const results = await Promise.allSettled(
      Array.from({ length: USERS }, (_, n) => user(base, n, until, times, () => errors++)),
    );
    const elapsed = (performance.now() - start) / 1000;
    const firstError = results.find((r) => r.status === 'rejected');
    if (firstError) console.error('first error:', (firstError as PromiseRejectedResult).reason);
    const sorted = [...times].sort((a, b) => a - b);
    return {
      users: USERS,
      seconds: elapsed,
      requests: times.length,
      errors,
      perSecond: times.length / elapsed,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      rssMb: server.pid ? rssMb(server.pid) : Number.NaN,
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

export function printThroughput(t: Throughput): void {
  console.log(
    `\nServer throughput: ${t.users} users at once for ${t.seconds.toFixed(1)} s (issue 38, point 5)`,
  );
  console.log(
    '| requests | requests/s | p50 (ms) | p95 (ms) | p99 (ms) | errors | server RSS (MB) | goal | met |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---|---|');
  const met = t.p95 <= 250 && t.errors === 0 ? 'yes' : 'no';
  console.log(
    `| ${t.requests} | ${t.perSecond.toFixed(0)} | ${t.p50.toFixed(1)} | ${t.p95.toFixed(1)} | ${t.p99.toFixed(1)} | ${t.errors} | ${t.rssMb.toFixed(0)} | p95 <= 250 ms, 0 errors | ${met} |`,
  );
}
