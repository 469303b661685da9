import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { isDatabaseUnavailable, isReadOnlySql } from './db-faults.ts';
import * as schema from './schema/index.ts';

export * from './db-faults.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept one so several writes can share it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: what every repository function runs on. */
export type Exec = Db | Tx;

export interface DbClient {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
}

export interface PoolLimits {
  /** Give up on opening a connection (server down or frozen) after this long. */
  connectMs?: number;
  /** PostgreSQL cancels a statement running longer (statement_timeout); 0: no limit (migrations). */
  statementMs?: number;
  /** Give up waiting for an answer after this long (a frozen server never cancels anything); 0: no limit. */
  answerMs?: number;
  /** Run a read again on a new connection when its connection was cut (default true; see createPool). */
  retryReads?: boolean;
  /** Called with every connection error the pool or a client reports (health tracking, logs). */
  onConnectionError?: (err: Error) => void;
}

/** Defaults: a save of the largest estate takes well under a second; 15 s means something is wrong. */
export const POOL_DEFAULTS = { connectMs: 2000, statementMs: 15_000, answerMs: 20_000 } as const;

/**
 * A pool that survives the server going away: every client keeps an 'error' listener (pg emits 'error' on a
 * checked-out client too, which would otherwise crash the process), a client whose answer timed out is
 * destroyed rather than reused, and pool.query retries once on a fresh connection when nothing can have been
 * written (the connection could not be had, or the statement only reads). Statements inside a transaction
 * are never retried here: a save that may have committed must not run twice.
 */
export function createPool(url: string, max = 10, limits: PoolLimits = {}): pg.Pool {
  const { connectMs, statementMs, answerMs } = { ...POOL_DEFAULTS, ...limits };
  const note = (err: Error) => limits.onConnectionError?.(err);
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: connectMs,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    ...(statementMs ? { statement_timeout: statementMs, idle_in_transaction_session_timeout: 60_000 } : {}),
    ...(answerMs ? { query_timeout: answerMs } : {}),
  });
  // An idle connection dropped by the server (restart, shutdown, pg_terminate_backend).
  pool.on('error', note);
  pool.on('connect', (client) => {
    // Also while checked out (a transaction between two statements): without a listener this is a crash.
    client.on('error', note);
    const query = client.query.bind(client) as (...a: unknown[]) => unknown;
    // A timed-out answer leaves the statement running on the connection: close it so it is not reused.
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const answer = query(...args);
      if (answer instanceof Promise)
        answer.catch((err: Error) => {
          if (/Query read timeout/.test(err?.message ?? '')) destroy(client);
        });
      return answer;
    };
  });
  retryQueries(pool, limits.retryReads ?? true);
  return pool;
}

function destroy(client: pg.PoolClient): void {
  (client as unknown as { connection?: { stream?: { destroy: () => void } } }).connection?.stream?.destroy();
}

const textOf = (q: unknown): string =>
  typeof q === 'string'
    ? q
    : typeof (q as { text?: unknown })?.text === 'string'
      ? (q as { text: string }).text
      : '';

/** pool.query (promise form), with one retry when it is safe (see createPool). */
function retryQueries(pool: pg.Pool, reads: boolean): void {
  const once = pool.query.bind(pool) as (...a: unknown[]) => Promise<pg.QueryResult>;
  const connect = () => pool.connect();
  const run = async (config: unknown, values?: unknown): Promise<pg.QueryResult> => {
    for (let attempt = 1; ; attempt++) {
      let client: pg.PoolClient;
      try {
        client = await connect();
      } catch (err) {
        // nothing was sent: always safe to try once more
        if (attempt < 2 && isDatabaseUnavailable(err) && !pool.ending) {
          await sleep(100);
          continue;
        }
        throw err;
      }
      try {
        const res = await client.query(config as pg.QueryConfig, values as unknown[]);
        client.release();
        return res;
      } catch (err) {
        const lost = isDatabaseUnavailable(err);
        client.release(lost ? (err as Error) : undefined);
        if (attempt < 2 && lost && reads && !pool.ending && isReadOnlySql(textOf(config))) continue;
        throw err;
      }
    }
  };
  (pool as { query: unknown }).query = (...args: unknown[]) =>
    args.some((a) => typeof a === 'function') ? once(...args) : run(args[0], args[1]);
}

export function createDb(url: string, max = 10, limits: PoolLimits = {}): DbClient {
  const pool = createPool(url, max, limits);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/** Round trip to the server (health checks). */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
