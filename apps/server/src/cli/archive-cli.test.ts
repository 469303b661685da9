import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { normalizedFacts } from '@probity/domain/fixtures';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_DATA_KEY } from '../../test/support/data-key.ts';
import { type Client, createEstate, makeApp, signUp } from '../../test/support/helpers.ts';
import { testDb } from '../../test/support/world.ts';
import { readEstateSnapshot } from '../estate/index.ts';

// `npm run export` and `npm run import` against the tests' database and a DATA_DIR of their own, as an
// installation of `npm start` whose app is running (the test's app writes its files under the same DATA_DIR).

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-archive-cli-'));
const out = path.join(dataDir, 'estate.probity');
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), crypto.randomBytes(2000), Buffer.from('\n%%EOF\n')]);
let app: FastifyInstance;
let owner: Client;
let other: Client;
const db = testDb();

const cli = (...args: string[]) => {
  const root = path.resolve(import.meta.dirname, '../../../..');
  const r = spawnSync('node', ['--import', 'tsx', 'apps/server/src/cli/archive-cli.ts', ...args], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: inject('databaseUrl'),
      DATA_DIR: dataDir,
      PROBITY_DATA_KEY: TEST_DATA_KEY,
    },
    encoding: 'utf8',
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
};

beforeAll(async () => {
  app = await makeApp({ files: { driver: 'disk', dir: path.join(dataDir, 'files') } });
  [owner, other] = await Promise.all([signUp(app, 'cliowner'), signUp(app, 'cliimporter')]);
});
afterAll(async () => {
  await db.close();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run export / npm run import', () => {
  it('carries an estate and its file out to a file and into a new estate of the named user', async () => {
    const e = await createEstate(owner, {
      meta: { label: 'CLI estate', state: 'OH' },
      dec: { name: 'Cleo Line', death_date: '2026-05-01', ssn: '987-65-4321' },
      assets: [{ id: -1, name: 'Savings', i_type: 14, val_death: 250_000 }],
      txacts: [{ id: -2, asset: -1, cat: 1, i_type: 0, val: 12_345, date: '2026-06-01', name: 'Pension' }],
    });
    const ask = await owner.call('POST', `/api/estate/${e.id}/file`, { name: 'Deed.pdf', size: PDF.length });
    const slot = ask.json().payload;
    expect(
      (await app.inject({ method: 'PUT', url: slot.url, headers: slot.headers, payload: PDF })).statusCode,
    ).toBe(200);

    const exported = cli('export', '--estate', e.id, '--out', out);
    expect(exported.code, exported.out).toBe(0);
    expect(exported.out).toContain(`Estate ${e.id} written to ${out}: 2 assets, 1 transactions, 1 files`);
    const m = JSON.parse(new TextDecoder().decode(unzipSync(fs.readFileSync(out))['estate.json']));
    expect(m.estate.dec.ssn).toBe('987-65-4321');

    const imported = cli('import', out, '--owner', other.email.toUpperCase());
    expect(imported.code, imported.out).toBe(0);
    const id = /as estate ([a-z0-9]+) \("CLI estate"\)/.exec(imported.out)?.[1] as string;
    expect(imported.out).toContain(`of ${other.email.toUpperCase()}, with 1 files.`);
    const [a, b] = await Promise.all([readEstateSnapshot(db.db, e.id), readEstateSnapshot(db.db, id)]);
    expect(normalizedFacts(b.facts)).toEqual(normalizedFacts(a.facts));
    const list = (await other.call('GET', `/api/estate/${id}/file?want=all_blob_data`)).json().payload.files;
    expect(list.map((f: { sha256: string }) => f.sha256)).toEqual([
      crypto.createHash('sha256').update(PDF).digest('hex'),
    ]);
    const got = (
      await other.call('GET', `/api/estate/${id}/file?want=blob_url&blob_name=${list[0].name}`)
    ).json().payload;
    expect((await app.inject({ method: 'GET', url: got.url })).rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses an estate it does not hold (1) and a command without its arguments (2)', () => {
    const none = cli('export', '--estate', 'nosuchestate1', '--out', out);
    expect(none.code).toBe(1);
    expect(none.out).toContain('No estate nosuchestate1 in this installation.');
    expect(cli('import', out).code).toBe(2);
  });

  it('refuses a file that is not an archive and an owner who has not signed up, exiting 1', () => {
    fs.writeFileSync(path.join(dataDir, 'junk.probity'), 'not a zip');
    const junk = cli('import', path.join(dataDir, 'junk.probity'), '--owner', other.email);
    expect(junk.code).toBe(1);
    expect(junk.out).toContain('This is not a Probity estate archive');
    const nobody = cli('import', out, '--owner', 'nobody@example.com');
    expect([nobody.code, nobody.out.trim()]).toEqual([
      1,
      'No user nobody@example.com in this installation: sign up first.',
    ]);
  });
});
