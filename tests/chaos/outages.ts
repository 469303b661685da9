/**
 * Faults of PostgreSQL under load, the server kept running throughout: connections terminated
 * (pg_terminate_backend on every backend, active or idle), a fast restart, a SIGKILL of the postmaster, a freeze
 * (SIGSTOP of every PostgreSQL process). Readers and a writer keep calling; each answer must be 200 or 503 (never
 * 401, 500 or no answer), /healthz answers 503 within 2 s while the database is away, and the API serves again
 * within 5 s of PostgreSQL accepting connections.
 */
import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { type Postgres, type Server, until } from './harness.ts';

export interface FaultFigures {
  fault: string;
  answers: Record<string, number>;
  /** slowest /healthz answer while the database was away (ms), and its status */
  healthzMs: number | null;
  healthzStatus: number | null;
  /** from PostgreSQL accepting connections to /healthz 200 and a signed-in read 200 (ms) */
  backMs: number | null;
}

/** Calls in a loop until stopped, counting statuses (0: no answer). */
function load(server: Server, estateId: string, cookie: string) {
  const answers: Record<string, number> = {};
  let running = true;
  const count = (s: number) => {
    answers[s] = (answers[s] ?? 0) + 1;
  };
  const loop = async (call: () => Promise<{ status: number }>) => {
    while (running) {
      const { status } = await call();
      count(status);
      if (status !== 200) await sleep(50); // as a client would, rather than spinning on refusals
    }
  };
  const calls = [
    () => server.call('GET', `/api/estate/${estateId}/full`, undefined, cookie),
    () => server.call('GET', '/api/user', undefined, cookie),
    () => server.call('GET', '/api/estates', undefined, cookie),
    () =>
      server.call(
        'POST',
        `/api/estate/${estateId}/save`,
        {
          force: true,
          parts: { meta: { distributor: `Chaos ${Date.now()}` } },
        },
        cookie,
      ),
  ];
  const done = Promise.all(calls.map(loop));
  return {
    answers,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

async function slowestHealthz(server: Server, samples: number) {
  let worst = { ms: 0, status: 0 };
  for (let i = 0; i < samples; i++) {
    const start = Date.now();
    const res = await server.call('GET', '/healthz', undefined, '', 10_000);
    const ms = Date.now() - start;
    if (ms >= worst.ms) worst = { ms, status: res.status };
    await sleep(100);
  }
  return worst;
}

/** ms from now until /healthz and a signed-in read both answer 200 (polling every 50 ms, at most 30 s). */
async function backToServing(server: Server, estateId: string, cookie: string) {
  const start = Date.now();
  await until('the server to serve again', 30_000, async () => {
    const h = await server.call('GET', '/healthz', undefined, '', 5000);
    if (h.status !== 200) return undefined;
    const r = await server.call('GET', `/api/estate/${estateId}`, undefined, cookie, 5000);
    return r.status === 200 ? true : undefined;
  });
  return Date.now() - start;
}

async function terminateBackends(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const r = await admin.query(
      `select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()) t`,
    );
    return r.rows[0].n;
  } finally {
    await admin.end();
  }
}

/** Every PostgreSQL process of the cluster: the postmaster and its children. */
function clusterPids(postmaster: number): number[] {
  const out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' });
  return [
    postmaster,
    ...out
      .split('\n')
      .map(Number)
      .filter((n) => n > 0),
  ];
}

export async function runFaults(server: Server, db: Postgres, estateId: string, cookie: string) {
  const figures: FaultFigures[] = [];
  const pidBefore = server.serverPid();

  // connections cut under load, three times
  {
    const l = load(server, estateId, cookie);
    await sleep(500);
    let cut = 0;
    for (let i = 0; i < 3; i++) {
      cut += await terminateBackends(db.url);
      await sleep(700);
    }
    await l.stop();
    figures.push({
      fault: `pg_terminate_backend x3 (${cut} backends)`,
      answers: l.answers,
      healthzMs: null,
      healthzStatus: null,
      backMs: null,
    });
  }

  // the database away, then back: fast shutdown (a restart), SIGKILL of the postmaster, a freeze
  const away = async (fault: string, takeAway: () => Promise<void>, bringBack: () => Promise<void>) => {
    const l = load(server, estateId, cookie);
    await sleep(500);
    await takeAway();
    const health = await slowestHealthz(server, 6);
    await bringBack();
    const backMs = await backToServing(server, estateId, cookie);
    await sleep(300);
    await l.stop();
    figures.push({ fault, answers: l.answers, healthzMs: health.ms, healthzStatus: health.status, backMs });
  };
  await away(
    'restart (fast shutdown, start)',
    () => db.kill('SIGINT'),
    () => db.start(),
  );
  await away(
    'SIGKILL of the postmaster, start',
    () => db.kill('SIGKILL'),
    () => db.start(),
  );
  let frozen: number[] = [];
  await away(
    'frozen (SIGSTOP of every PostgreSQL process), SIGCONT',
    async () => {
      frozen = clusterPids(db.pid());
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    },
    async () => {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
    },
  );
  return { figures, serverStayedUp: pidBefore !== null && server.serverPid() === pidBefore };
}
