import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbedded } from './embedded.ts';
import { runMigrations } from './migrate.ts';
import { ensureDatabase } from './start-database.ts';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const drizzleDir = path.resolve(import.meta.dirname, '../drizzle');

/** The migrations folder as it stood before `tag` (a copy whose journal stops just before it). */
function folderBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-migrations-'));
  fs.cpSync(drizzleDir, dir, { recursive: true });
  const file = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(file, JSON.stringify(journal));
  return dir;
}

// The migrations that change rows already stored, each on a database of its own made as it stood before them.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-data-migrations-test-'));
let server: Awaited<ReturnType<typeof startEmbedded>>;
const pools: pg.Pool[] = [];
beforeAll(async () => {
  fs.chmodSync(dir, 0o755);
  server = await startEmbedded({ dataDir: dir, port: await freePort() });
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A new database `name`, migrated up to just before `tag`. */
async function databaseBefore(name: string, tag: string): Promise<pg.Pool> {
  await ensureDatabase(server.url('postgres'), name);
  const pool = new pg.Pool({ connectionString: server.url(name), max: 1 });
  // Stopping the server ends an idle connection; unheard, the pool would raise it as an uncaught error.
  pool.on('error', () => {});
  pools.push(pool);
  const before = folderBefore(tag);
  try {
    await migrate(drizzle(pool), { migrationsFolder: before });
  } finally {
    fs.rmSync(before, { recursive: true, force: true });
  }
  return pool;
}

describe('0004_unique_names', () => {
  it('renames the duplicates an estate already holds, keeps every row, and then refuses new ones', async () => {
    const pool = await databaseBefore('dupes', '0004_unique_names');
    // An estate from before the rule: three contacts named Ann (and an 'Ann (2)' already), two blank names,
    // a location stored twice as 'Barn' and once as ' barn', an asset kept in ' barn'; a second estate's Ann.
    await pool.query(`insert into estates (id) values ('e1'), ('e2')`);
    await pool.query(`insert into contacts (estate_id, id, name) values
      ('e1', 1, 'Ann'), ('e1', 2, 'Ann'), ('e1', 3, 'Ann (2)'), ('e1', 4, 'Ann'), ('e1', 5, ''), ('e1', 6, ''),
      ('e2', 7, 'Ann')`);
    await pool.query(`insert into locs (estate_id, id, name) values ('e1', 1, 'Barn'), ('e1', 2, 'Barn'),
      ('e1', 3, ' barn')`);
    await pool.query(`insert into assets (estate_id, id, name, loc_name) values ('e1', 1, 'Tractor', ' barn'),
      ('e1', 2, 'Plough', 'Barn')`);

    await runMigrations(pool);

    const contacts = await pool.query('select estate_id, id, name from contacts order by estate_id, id');
    expect(contacts.rows.map((r) => [r.estate_id, r.id, r.name])).toEqual([
      ['e1', 1, 'Ann'],
      ['e1', 2, 'Ann (3)'],
      ['e1', 3, 'Ann (2)'],
      ['e1', 4, 'Ann (4)'],
      ['e1', 5, ''],
      ['e1', 6, ''],
      ['e2', 7, 'Ann'],
    ]);
    const locs = await pool.query('select id, name from locs order by id');
    expect(locs.rows.map((r) => [r.id, r.name])).toEqual([
      [1, 'Barn'],
      [2, 'Barn (2)'],
      [3, 'barn (3)'],
    ]);
    // The asset kept in ' barn' follows its location; 'Barn' still names the first one.
    const assets = await pool.query('select id, loc_name from assets order by id');
    expect(assets.rows.map((r) => [r.id, r.loc_name])).toEqual([
      [1, 'barn (3)'],
      [2, 'Barn'],
    ]);

    // From now on the database refuses a duplicate on any path (checked at commit), whatever the case for places.
    await expect(
      pool.query(`insert into contacts (estate_id, id, name) values ('e1', 8, 'Ann')`),
    ).rejects.toMatchObject({ code: '23P01', constraint: 'contacts_name_uq' });
    await expect(
      pool.query(`insert into locs (estate_id, id, name) values ('e1', 4, ' BARN ')`),
    ).rejects.toMatchObject({
      code: '23P01',
      constraint: 'locs_name_uq',
    });
    // Names passed along between rows inside one transaction are judged on the result.
    await pool.query('begin');
    await pool.query(`update contacts set name = 'Ann (4)' where estate_id = 'e1' and id = 1`);
    await pool.query(`update contacts set name = 'Ann' where estate_id = 'e1' and id = 4`);
    await pool.query('commit');
    const swapped = await pool.query(`select id from contacts where estate_id = 'e1' and name = 'Ann'`);
    expect(swapped.rows).toEqual([{ id: 4 }]);
  });
});

describe('0017_audit_chain', () => {
  it('seals the entries written before it in the order they were written, each estate a chain of its own', async () => {
    const pool = await databaseBefore('chain', '0017_audit_chain');
    await pool.query(`insert into audit_entries (estate_id, user_id, action, revision, detail) values
      ('e1', 'u1', 'create', 0, null), ('e2', 'u1', 'create', 0, null), ('e1', 'u1', 'save', 1, '{"parts": ["meta"]}'),
      (null, 'u2', 'delete_account', null, null), ('e1', 'u2', 'share_invite', null, '{"access": 1}')`);

    await runMigrations(pool);

    const rows = await pool.query(
      `select id, estate_id, seq, prev_hash, hash, hash = audit_entry_hash(prev_hash, seq, id, estate_id, user_id,
        action, revision, detail, created_at) as sealed from audit_entries order by id`,
    );
    expect(rows.rows.map((r) => [r.estate_id, r.seq, r.sealed])).toEqual([
      ['e1', 1, true],
      ['e2', 1, true],
      ['e1', 2, true],
      [null, 1, true],
      ['e1', 3, true],
    ]);
    const [a, , b, , c] = rows.rows;
    expect([a.prev_hash, b.prev_hash, c.prev_hash]).toEqual([null, a.hash, b.hash]);
    // The next entry joins the chain through the trigger.
    const next = await pool.query(
      `insert into audit_entries (estate_id, action) values ('e1', 'save') returning seq, prev_hash`,
    );
    expect(next.rows[0]).toEqual({ seq: 4, prev_hash: c.hash });
  });
});
