import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
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

const journal = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

describe('runMigrations', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-migrate-test-'));
  let server: Awaited<ReturnType<typeof startEmbedded>>;
  beforeAll(async () => {
    fs.chmodSync(dir, 0o755);
    server = await startEmbedded({ dataDir: dir, port: await freePort() });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lets three servers start at once on an empty database: each migration runs exactly once, none fails', async () => {
    await ensureDatabase(server.url('postgres'), 'racing');
    const pools = [1, 2, 3].map(() => new pg.Pool({ connectionString: server.url('racing'), max: 1 }));
    // Stopping the server ends a connection still closing; unheard, a pool would raise it as an uncaught error
    // (seen once with the test files sharing a worker).
    for (const p of pools) p.on('error', () => {});
    try {
      const results = await Promise.allSettled(pools.map((p) => runMigrations(p)));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const applied = await pools[0]?.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied?.rows[0].n).toBe(journal.entries.length);
      // A later start finds nothing to do and records nothing more.
      await runMigrations(pools[1] as pg.Pool);
      const again = await pools[0]?.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(again?.rows[0].n).toBe(journal.entries.length);
      // The lock is released: no advisory lock is left held on the server.
      const held = await pools[0]?.query(
        "select count(*)::int as n from pg_locks where locktype = 'advisory'",
      );
      expect(held?.rows[0].n).toBe(0);
    } finally {
      await Promise.all(pools.map((p) => p.end()));
    }
  });
});
