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

describe('0004_unique_names', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-unique-names-test-'));
  let server: Awaited<ReturnType<typeof startEmbedded>>;
  let pool: pg.Pool;
  beforeAll(async () => {
    fs.chmodSync(dir, 0o755);
    server = await startEmbedded({ dataDir: dir, port: await freePort() });
    await ensureDatabase(server.url('postgres'), 'dupes');
    pool = new pg.Pool({ connectionString: server.url('dupes'), max: 1 });
    // Stopping the server ends an idle connection; unheard, the pool would raise it as an uncaught error.
    pool.on('error', () => {});
  });
  afterAll(async () => {
    await pool?.end();
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('renames the duplicates an estate already holds, keeps every row, and then refuses new ones', async () => {
    const before = folderBefore('0004_unique_names');
    try {
      await migrate(drizzle(pool), { migrationsFolder: before });
    } finally {
      fs.rmSync(before, { recursive: true, force: true });
    }
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
