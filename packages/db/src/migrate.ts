import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Tx } from './client.ts';

const migrationsFolder = path.resolve(import.meta.dirname, '../drizzle');

/** The advisory lock key every app server takes around its migrations (any constant bigint, ours alone). */
export const MIGRATION_LOCK = 5_107_342_001;
const STARTUP_LOCK = 5_107_342_002;

/**
 * Applies the committed SQL migrations (forward only); drizzle records what ran in its own table.
 * drizzle reads the last applied migration before its transaction, so two servers starting at once would both
 * apply the same one: we hold a session advisory lock on one connection for the whole run, and the second
 * server waits, then finds nothing left to do.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(conn), { migrationsFolder });
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    conn.release();
  }
}

/**
 * Inside a start-up transaction (the Sample estates' seeding): waits until no other server starting at the same
 * time is in its own, so they take turns. Released when the transaction ends.
 */
export async function waitStartupTurn(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK})`);
}
