import path from 'node:path';
import pg from 'pg';
import { startEmbedded } from './embedded.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface StartOptions {
  /** An external PostgreSQL 15+; when absent an embedded server is started. */
  databaseUrl?: string;
  dataDir?: string;
  port?: number;
  database?: string;
  log?: (msg: string) => void;
  notice?: (msg: string) => void;
  /** Embedded only: restart PostgreSQL if it exits while the app runs (embedded.ts). */
  supervise?: boolean;
  /** Embedded only: use the app's PostgreSQL when it is running on this DATA_DIR (embedded.ts). */
  attach?: boolean;
}

export interface Database {
  url: string;
  embedded: boolean;
  stop: () => Promise<void>;
}

/** Creates `name` on the server of `adminUrl` when missing. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** Drops `name` on the server of `adminUrl`, closing its connections (test databases). */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
  } finally {
    await client.end();
  }
}

/**
 * DATABASE_URL set: use that server (the database is created if missing, when the role may).
 * Otherwise start the embedded PostgreSQL under DATA_DIR (default ./data at the repo root) on PG_PORT (5433).
 */
export async function startDatabase(opts: StartOptions = {}): Promise<Database> {
  const env = process.env;
  const databaseUrl = opts.databaseUrl ?? env.DATABASE_URL;
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    const name = decodeURIComponent(url.pathname.slice(1)) || 'postgres';
    url.pathname = '/postgres';
    await ensureDatabase(url.toString(), name).catch(() => {}); // no CREATEDB right: it must exist already
    return { url: databaseUrl, embedded: false, stop: async () => {} };
  }
  const server = await startEmbedded({
    dataDir: path.resolve(opts.dataDir ?? env.DATA_DIR ?? path.join(repoRoot, 'data')),
    port: opts.port ?? Number(env.PG_PORT ?? 5433),
    log: opts.log,
    notice: opts.notice,
    supervise: opts.supervise,
    attach: opts.attach,
  });
  const name = opts.database ?? 'probity';
  await ensureDatabase(server.url('postgres'), name);
  return { url: server.url(name), embedded: true, stop: server.stop };
}
