import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { maxEstate } from '@probity/domain/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbClient } from './client.ts';
import { startEmbedded } from './embedded.ts';
import { databaseFingerprints, fingerprintDifferences } from './fingerprints.ts';
import { runMigrations } from './migrate.ts';
import { storeFacts } from './repos/store-facts.ts';
import { ensureDatabase } from './start-database.ts';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

describe('databaseFingerprints', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-fingerprint-test-'));
  let server: Awaited<ReturnType<typeof startEmbedded>>;
  let c: DbClient;
  const small = { assets: 5, txacts: 20, contacts: 3, expenses: 2, log: 2 };
  /** An estate's rows: its estates and decedents rows and its items of every part. */
  const rowsOf = (seed: number) => {
    const f = maxEstate({ ...small, seed });
    return 2 + [f.assets, f.debts, f.heirs, f.contacts, f.txacts, f.exec_expenses, f.exec_log].flat().length;
  };
  beforeAll(async () => {
    fs.chmodSync(dir, 0o755);
    server = await startEmbedded({ dataDir: dir, port: await freePort() });
    await ensureDatabase(server.url('postgres'), 'prints');
    c = createDb(server.url('prints'), 2);
    await runMigrations(c.pool);
    await storeFacts(c, { id: 'esta', owner_id: null, label: 'A' }, maxEstate({ ...small, seed: 1 }));
    await storeFacts(c, { id: 'estb', owner_id: null, label: 'B' }, maxEstate({ ...small, seed: 2 }));
  });
  afterAll(async () => {
    await c?.close();
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("fingerprints each estate's rows, the other tables and the sequences", async () => {
    const prints = await databaseFingerprints(c.pool);
    expect([...prints.keys()]).toEqual(['estate:esta', 'estate:estb', 'sequences']);
    expect(prints.get('estate:esta')?.rows).toBe(rowsOf(1));
    expect(prints.get('estate:estb')?.rows).toBe(rowsOf(2));
    expect(prints.get('estate:esta')?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(prints.get('estate:esta')?.sha256).not.toBe(prints.get('estate:estb')?.sha256);
  });

  it('reads the same rows the same, wherever they sit on disk', async () => {
    const before = await databaseFingerprints(c.pool);
    // An update that changes nothing writes a new version of each row elsewhere in the table.
    await c.pool.query("update txacts set val = val where estate_id = 'esta'");
    await c.pool.query('vacuum full txacts');
    expect(fingerprintDifferences(before, await databaseFingerprints(c.pool))).toEqual([]);
  });

  it('names exactly what changed: one cent on one estate, a new user', async () => {
    const before = await databaseFingerprints(c.pool);
    await c.pool.query(
      "update txacts set val = val + 1 where estate_id = 'estb' and id = (select min(id) from txacts where estate_id = 'estb')",
    );
    await c.pool.query("insert into users (id, name, email) values ('u1', 'Pat', 'pat@example.com')");
    const diff = fingerprintDifferences(before, await databaseFingerprints(c.pool));
    expect(diff).toHaveLength(2);
    const n = rowsOf(2);
    expect(diff[0]).toMatch(new RegExp(`^estate:estb: ${n} rows [0-9a-f]{12} -> ${n} rows [0-9a-f]{12}$`));
    expect(diff[1]).toBe('table:users: only after (1 rows)');
  });
});
