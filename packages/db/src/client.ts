import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

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

export function createDb(url: string, max = 10): DbClient {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, shutdown) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/** Round trip to the server (health checks). */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
