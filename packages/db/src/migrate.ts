import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client.ts';

const migrationsFolder = path.resolve(import.meta.dirname, '../drizzle');

/** Applies the committed SQL migrations (forward only); drizzle records what ran in its own table. */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
