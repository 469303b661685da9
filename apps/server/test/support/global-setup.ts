import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDb, dropDatabase, ensureDatabase, runMigrations, startDatabase } from '@probity/db';
import type { TestProject } from 'vitest/node';
import { diskStorage } from '../../src/files/disk-storage.ts';
import { seedSamples } from '../../src/seed/seed-samples.ts';
import { useTestDataKey } from './data-key.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** DATABASE_URL set: a fresh database inside that server, dropped afterwards. */
async function externalDatabase(url: string) {
  const name = `probity_test_${process.pid}_${Date.now()}`;
  const admin = new URL(url);
  await ensureDatabase(admin.toString(), name);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  return { url: testUrl.toString(), stop: () => dropDatabase(admin.toString(), name) };
}

/** Otherwise an embedded PostgreSQL of our own, so several people can run the tests at once. */
async function embeddedDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-test-'));
  fs.chmodSync(dir, 0o755); // the postgres user (when we run as root) must reach its data dir
  const db = await startDatabase({
    databaseUrl: '',
    dataDir: dir,
    port: await freePort(),
    database: 'probity_test',
  });
  return {
    url: db.url,
    stop: async () => {
      await db.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  const db = process.env.DATABASE_URL
    ? await externalDatabase(process.env.DATABASE_URL)
    : await embeddedDatabase();
  useTestDataKey();
  const client = createDb(db.url, 1);
  await runMigrations(client.pool);
  // The Samples' papers: their rows are what the tests list; a test that downloads them seeds its own
  // database and storage (seed/sample-files.test.ts), since each test app has a storage directory of its own.
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-sample-files-'));
  await seedSamples(client.db, diskStorage({ root: files, baseURL: '', secret: 'test' }));
  await client.close();
  project.provide('databaseUrl', db.url);
  return async () => {
    await db.stop();
    fs.rmSync(files, { recursive: true, force: true });
  };
}
