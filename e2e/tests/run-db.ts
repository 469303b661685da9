// The run's own embedded PostgreSQL, for the few states a browser test cannot reach through the API in its time
// (a trial that ended ten days ago, access granted without the invite's e-mail round trip).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDb, type Db, updateEstate } from '@probity/db';

function runDatabaseUrl(): string {
  const dir = process.env.E2E_DATA_DIR ?? '';
  const password = readFileSync(join(dir, 'pg-password'), 'utf8').trim();
  const port = Number(process.env.E2E_PORT ?? 3210) + 2000;
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/probity`;
}

/** Runs `fn` on a one-connection client of the run's database, closed afterwards. */
export async function withRunDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const client = createDb(runDatabaseUrl(), 1);
  try {
    return await fn(client.db);
  } finally {
    await client.close();
  }
}

/** Moves the estate's trial end a minute into the past: the licence dialog's case. */
export const endTrial = (estateId: string) =>
  withRunDb((db) => updateEstate(db, estateId, { trial_ends: new Date(Date.now() - 60_000) }));
