// The restore drill (docs/operations.md, Backups): fill a database the way production holds it (the migrations,
// the Sample estates, a generated maximum estate), dump it with pg_dump -Fc, restore the dump into a fresh
// database with pg_restore, and compare the fingerprint of every estate, every other table and every sequence.
// Any difference fails the drill. Run by CI (scripts/test.mjs, step `backup`), or by hand against any server:
//   DATABASE_URL=postgres://user:pass@host/postgres node --import tsx apps/server/src/backup/backup-drill.ts
// The role needs CREATEDB; pg_dump and pg_restore must match the server's major version (PG_BIN, else
// /usr/lib/postgresql/<major>/bin, else the PATH).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createDb,
  databaseFingerprints,
  dropDatabase,
  ensureDatabase,
  type Fingerprint,
  fingerprintDifferences,
  makeKeyring,
  newDataKeyText,
  runMigrations,
  storeFacts,
  useDataKeys,
} from '@probity/db';
import { maxEstate } from '@probity/domain/fixtures';
import pg from 'pg';
import { diskStorage } from '../files/disk-storage.ts';
import { seedSamples } from '../seed/seed-samples.ts';

const BIG_ESTATE = 'drillmaxestate';

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

async function pgTool(server: string, tool: 'pg_dump' | 'pg_restore'): Promise<string> {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, tool);
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  const { rows } = await client.query<{ v: string }>('show server_version_num').finally(() => client.end());
  const major = Math.floor(Number(rows[0]?.v) / 10000);
  const debian = `/usr/lib/postgresql/${major}/bin/${tool}`;
  return fs.existsSync(debian) ? debian : tool;
}

const since = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;

async function fingerprints(url: string): Promise<Map<string, Fingerprint>> {
  const c = createDb(url, 1);
  try {
    return await databaseFingerprints(c.pool);
  } finally {
    await c.close();
  }
}

/** The source database: migrated, the Sample estates, one user with a session owning a maximum estate. */
async function fill(url: string, filesDir: string): Promise<void> {
  const c = createDb(url, 2);
  try {
    await runMigrations(c.pool);
    // the Samples' papers on a throwaway disk: the drill compares the database, whose rows name them
    await seedSamples(c.db, diskStorage({ root: filesDir, baseURL: '', secret: 'drill' }));
    await c.pool.query(
      `insert into users (id, name, email) values ('drill-owner', 'Drill Owner', 'drill@example.com');
       insert into sessions (id, token, user_id, expires_at) values ('drill-session', 'drill-token', 'drill-owner', now() + interval '1 day')`,
    );
    const f = maxEstate({ contacts: 2000, expenses: 2000, log: 2000 });
    await storeFacts(
      c,
      { id: BIG_ESTATE, owner_id: 'drill-owner', label: 'Restore drill maximum estate' },
      f,
    );
  } finally {
    await c.close();
  }
}

/** Proof the comparison can fail: one cent more on one transaction changes that estate's fingerprint only. */
async function checkTheCheck(url: string, before: Map<string, Fingerprint>): Promise<void> {
  const c = createDb(url, 1);
  try {
    await c.pool.query(
      'update txacts set val = val + 1 where estate_id = $1 and id = (select min(id) from txacts where estate_id = $1)',
      [BIG_ESTATE],
    );
  } finally {
    await c.close();
  }
  const diff = fingerprintDifferences(before, await fingerprints(url));
  if (diff.length !== 1 || !diff[0]?.startsWith(`estate:${BIG_ESTATE}:`))
    throw new Error(`the fingerprints missed a changed cent: ${JSON.stringify(diff)}`);
}

async function main(): Promise<void> {
  const server = process.env.DATABASE_URL;
  if (!server)
    throw new Error('DATABASE_URL must name a PostgreSQL server (any database on it) for the drill');
  const started = performance.now();
  const tag = `${process.pid}_${Date.now()}`;
  const source = `probity_drill_${tag}`;
  const restored = `${source}_restored`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-drill-'));
  const dump = path.join(dir, 'probity.dump');
  try {
    await ensureDatabase(server, source);
    useDataKeys(makeKeyring([newDataKeyText()])); // a throwaway key for the Sample estates' tax numbers
    let t = performance.now();
    await fill(databaseUrl(server, source), path.join(dir, 'files'));
    console.log(`filled ${source} in ${since(t)}`);
    const before = await fingerprints(databaseUrl(server, source));

    t = performance.now();
    execFileSync(await pgTool(server, 'pg_dump'), [
      '-Fc',
      '-f',
      dump,
      `--dbname=${databaseUrl(server, source)}`,
    ]);
    const dumpTime = since(t);
    await ensureDatabase(server, restored);
    t = performance.now();
    execFileSync(await pgTool(server, 'pg_restore'), [
      '--exit-on-error',
      '--no-owner',
      '--single-transaction',
      `--dbname=${databaseUrl(server, restored)}`,
      dump,
    ]);
    const restoreTime = since(t);
    // A restored database is at the current migration: starting a server on it applies nothing.
    const check = createDb(databaseUrl(server, restored), 1);
    await runMigrations(check.pool).finally(() => check.close());
    const after = await fingerprints(databaseUrl(server, restored));

    const diff = fingerprintDifferences(before, after);
    const estates = [...before.keys()].filter((k) => k.startsWith('estate:'));
    const rows = [...before.values()].reduce((n, f) => n + f.rows, 0);
    const estateRows = estates.reduce((n, k) => n + (before.get(k)?.rows ?? 0), 0);
    const big = before.get(`estate:${BIG_ESTATE}`);
    console.log(
      `backup drill: ${estates.length} estates (${estateRows} rows; the maximum estate ${big?.rows} rows), ` +
        `${rows} rows in all; dump ${(fs.statSync(dump).size / 1024 / 1024).toFixed(2)} MB in ${dumpTime}, ` +
        `restore ${restoreTime}`,
    );
    if (diff.length > 0) throw new Error(`the restored database differs:\n${diff.join('\n')}`);
    console.log(`every estate, table and sequence identical after the restore (${before.size} fingerprints)`);
    await checkTheCheck(databaseUrl(server, restored), after);
    console.log(`backup drill passed in ${since(started)}`);
  } finally {
    await dropDatabase(server, source).catch(() => {});
    await dropDatabase(server, restored).catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
