import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { recoverCluster, startEmbedded } from './embedded.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-db-test-'));
  fs.chmodSync(dir, 0o755); // reachable by the postgres user when the tests run as root
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('select 1 as one');
  await client.end();
  return rows[0].one;
}

describe('recoverCluster', () => {
  it('removes a postmaster.pid whose process no longer exists', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'postmaster.pid'), '999999\n/tmp/x\n');
    const notes: string[] = [];
    await recoverCluster(dir, (m) => notes.push(m));
    expect(fs.existsSync(path.join(dir, 'postmaster.pid'))).toBe(false);
    expect(notes[0]).toMatch(/^removing stale /);
  });

  it('removes a postmaster.pid whose pid now belongs to another program, leaving that program alone', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'postmaster.pid'), `${process.pid}\n${dir}\n`);
    await recoverCluster(dir, () => {});
    expect(fs.existsSync(path.join(dir, 'postmaster.pid'))).toBe(false);
  });

  it('does nothing when there is no pid file', async () => {
    const dir = tempDir();
    const notes: string[] = [];
    await recoverCluster(dir, (m) => notes.push(m));
    expect(notes).toEqual([]);
  });
});

describe('startEmbedded', () => {
  it('starts a real PostgreSQL, and a second start over an orphaned server stops it and takes over', async () => {
    const dir = tempDir();
    const port = await freePort();
    const first = await startEmbedded({ dataDir: dir, port });
    expect(await selectOne(first.url('postgres'))).toBe(1);
    // The app "crashes": nobody stops `first`, its server keeps running on the data dir.
    const notes: string[] = [];
    const second = await startEmbedded({ dataDir: dir, port, notice: (m) => notes.push(m) });
    try {
      expect(notes.some((n) => n.startsWith('stopping orphaned PostgreSQL'))).toBe(true);
      expect(await selectOne(second.url('postgres'))).toBe(1);
    } finally {
      await second.stop();
    }
    expect(fs.existsSync(path.join(dir, 'pg', 'postmaster.pid'))).toBe(false);
  });

  it("attaches a command to the app's running server (its port from postmaster.pid) and leaves it running", async () => {
    const dir = tempDir();
    const app = await startEmbedded({ dataDir: dir, port: await freePort() });
    try {
      const tool = await startEmbedded({ dataDir: dir, port: await freePort(), attach: true });
      expect(tool.url('postgres')).toBe(app.url('postgres'));
      expect(await selectOne(tool.url('postgres'))).toBe(1);
      await tool.stop();
      expect(await selectOne(app.url('postgres'))).toBe(1);
    } finally {
      await app.stop();
    }
  });
});
