import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { grantAccess } from '@probity/db';
import {
  MSG_FILE_DOWNLOAD_PROBLEM,
  MSG_FILE_SAVE_FIRST,
  MSG_FILE_SIZE_MISMATCH,
  MSG_FILE_TOO_LARGE,
  MSG_FILE_TYPE_MISMATCH,
  MSG_FILE_VIEW_ONLY,
  MSG_SAMPLE_NO_FILES,
} from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useS3Fake } from '../../test/fakes/s3-fake.ts';
import { type Client, createEstate, makeApp, PASSWORD, signUp } from '../../test/support/helpers.ts';
import { testDb } from '../../test/support/world.ts';
import type { FileStoreConfig } from '../runtime/config.ts';

// The file protocol (docs/api.md, Files), the same suite over the disk driver and over S3 (s3rver, a local
// server speaking the S3 HTTP API, with the real AWS SDK as client).

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), crypto.randomBytes(3000), Buffer.from('\n%%EOF\n')]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), crypto.randomBytes(500)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  crypto.randomBytes(200),
]);
const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

const s3 = useS3Fake();

const DRIVERS: { name: string; config: () => FileStoreConfig }[] = [
  {
    name: 'disk',
    config: () => ({ driver: 'disk', dir: fs.mkdtempSync(path.join(os.tmpdir(), 'probity-files-')) }),
  },
  { name: 's3', config: s3.config },
];

describe.each(DRIVERS)('files on the $name driver', ({ config }) => {
  let app: FastifyInstance;
  let owner: Client;
  let viewer: Client;
  let estateId: string;
  let assetId: number;
  let revision: number;

  beforeAll(async () => {
    app = await makeApp({ files: config() });
    [owner, viewer] = await Promise.all([signUp(app, 'fileowner'), signUp(app, 'fileviewer')]);
    const created = await createEstate(owner, {
      meta: { label: `Files ${owner.email}`, state: 'GA' },
      dec: { name: 'Harold Brooks', death_date: '2026-08-01' },
      assets: [{ id: -1, name: 'Checking account', i_type: 14, val_death: 500_000 }],
    });
    estateId = created.id;
    assetId = created.ids['-1'] as number;
    revision = created.revision;
    const db = testDb();
    await grantAccess(db.db, estateId, viewer.userId, 2).finally(() => db.close());
  });
  afterAll(() => app.close());

  const url = (q = '') => `/api/estate/${estateId}/file${q}`;
  /** PUT the bytes where the slot says: the app itself (disk) or the S3 server (presigned). */
  async function putBytes(slot: { url: string; headers: Record<string, string> }, bytes: Buffer) {
    if (slot.url.startsWith('/')) {
      const res = await app.inject({ method: 'PUT', url: slot.url, headers: slot.headers, payload: bytes });
      return { status: res.statusCode, body: res.body };
    }
    const res = await fetch(slot.url, { method: 'PUT', headers: slot.headers, body: bytes });
    return { status: res.status, body: await res.text() };
  }
  async function getBytes(u: string) {
    if (u.startsWith('/')) {
      const res = await app.inject({ method: 'GET', url: u });
      return { status: res.statusCode, headers: res.headers as Record<string, string>, body: res.rawPayload };
    }
    const res = await fetch(u);
    return {
      status: res.status,
      headers: Object.fromEntries(res.headers) as Record<string, string>,
      body: Buffer.from(await res.arrayBuffer()),
    };
  }
  async function upload(
    name: string,
    bytes: Buffer,
    extra: Record<string, unknown> = {},
    size = bytes.length,
  ) {
    const ask = await owner.call('POST', url(), { name, size, type: 'application/pdf', ...extra });
    expect(ask.statusCode, ask.body).toBe(200);
    const slot = ask.json().payload;
    const put = await putBytes(slot, bytes);
    return { slot, put };
  }
  const list = async (q = '?want=all_blob_data', who = owner) =>
    (await who.call('GET', url(q))).json().payload;

  it('stores an estate file: slot, PUT, listed with size, type and SHA-256, downloaded as an attachment', async () => {
    const { slot, put } = await upload('Will of Harold.pdf', PDF);
    expect(put.status).toBe(200);
    expect(slot.blob_name).toMatch(new RegExp(`^${estateId}/[0-9a-f]{32}$`));
    const files = (await list('?want=blob_data')).files;
    const f = files.find((x: { name: string }) => x.name === slot.blob_name);
    expect(f).toMatchObject({
      file_name: encodeURIComponent('Will of Harold.pdf'),
      size: PDF.length,
      type: 'pdf',
      kind: 'pdf',
      sha256: sha(PDF),
      attached: false,
    });
    const got = (await owner.call('GET', url(`?want=blob_url&blob_name=${slot.blob_name}`))).json().payload;
    expect(got.file_name).toBe('Will of Harold.pdf');
    const dl = await getBytes(got.url);
    expect(dl.status).toBe(200);
    expect(sha(dl.body)).toBe(sha(PDF));
    expect(dl.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('Will of Harold.pdf')}`,
    );
    expect(dl.headers['content-type']).toBe('application/pdf');
  });

  it('answers a real media type for File.type as an extension, a media type or nothing, and its PUT takes it', async () => {
    const TXT = Buffer.from('Account numbers, kept for the executor.\n');
    const forms: [string, string | undefined, string, Buffer][] = [
      ['Deed.pdf', 'pdf', 'application/pdf', PDF], // the extension, as the lists answer File.type
      ['Deed.pdf', '.PDF', 'application/pdf', PDF],
      ['Deed.pdf', 'application/pdf', 'application/pdf', PDF],
      ['Deed.pdf', 'Application/PDF; charset=binary', 'application/pdf', PDF],
      ['Deed.pdf', undefined, 'application/pdf', PDF], // from the name
      ['Deed.pdf', '', 'application/pdf', PDF],
      ['Deed.pdf', 'not a type', 'application/pdf', PDF],
      ['Photo.png', 'png', 'image/png', PNG],
      ['Notes.txt', 'text/plain', 'text/plain', TXT],
      ['Notes.txt', 'txt', 'text/plain', TXT],
    ];
    for (const [name, type, media, bytes] of forms) {
      const ask = await owner.call('POST', url(), {
        name,
        size: bytes.length,
        ...(type === undefined ? {} : { type }),
      });
      expect(ask.statusCode, `${type}: ${ask.body}`).toBe(200);
      const slot = ask.json().payload;
      expect(slot.headers['Content-Type'], String(type)).toBe(media);
      const put = await putBytes(slot, bytes);
      expect(put.status, `${name} as ${type}: ${put.body}`).toBe(200);
    }
    // a name without an extension: a generic type, still one the PUT takes (the bytes are judged after it)
    const bare = await owner.call('POST', url(), { name: 'Scan', size: PDF.length, type: 'scan' });
    expect(bare.json().payload.headers['Content-Type']).toBe('application/octet-stream');
    expect((await putBytes(bare.json().payload, PDF)).status).not.toBe(415);
  });

  it('attaches to a saved item and to the decedent slot; the death certificate completes its task', async () => {
    await upload('statement.pdf', PDF, { entity_type: 'assets', entity_id: assetId, prop: 'files' });
    await upload('death-certificate.png', PNG, { entity_type: 'dec', prop: 'death_cert', type: 'image/png' });
    const all = (await list()).files as { entity_type: string; entity_id: string; prop: string }[];
    expect(all.filter((f) => f.entity_type === 'assets').map((f) => f.entity_id)).toEqual([String(assetId)]);
    expect((await list('?want=blob_data')).files.every((f: { attached: boolean }) => !f.attached)).toBe(true);
    const tasks = (await owner.call('GET', `/api/estate/${estateId}/tasks`)).json().payload;
    expect(tasks.slots).toEqual(['death_cert']);
    const order = tasks.tasks.find((t: { name: string }) => /death certificate/i.test(t.name));
    expect(order?.done).toBe(true);
  });

  it('refuses an unsaved or missing item, and a file of 30 MB', async () => {
    for (const entity_id of [-1, 99_999_999]) {
      const res = await owner.call('POST', url(), {
        name: 'a.pdf',
        size: 10,
        entity_type: 'assets',
        entity_id,
      });
      expect(res.json()).toEqual({ success: false, code: 400, msg: MSG_FILE_SAVE_FIRST });
    }
    const big = await owner.call('POST', url(), { name: 'big.pdf', size: 30 * 1024 * 1024 });
    expect(big.json()).toEqual({ success: false, code: 400, msg: MSG_FILE_TOO_LARGE });
  });

  it('answers 501 when the file would pass the licence tier storage (100 MB standard)', async () => {
    const db = testDb();
    try {
      // Fill the estate to 1 KB under its limit with a stored file row, as if many files were there.
      await db.pool.query(
        `insert into estate_files (blob_name, estate_id, file_name, size, status) values ($1, $2, 'old.pdf', $3, 'stored')`,
        [`${estateId}/${'f'.repeat(32)}`, estateId, 100 * 1024 * 1024 - 1024 - (await list()).storage_bytes],
      );
      const res = await owner.call('POST', url(), { name: 'more.pdf', size: 2048 });
      expect(res.json()).toMatchObject({ success: false, code: 501 });
      const fits = await owner.call('POST', url(), { name: 'fits.pdf', size: 1000 });
      expect(fits.statusCode).toBe(200);
      await owner.call('POST', url(`?undo=true&blob_name=${fits.json().payload.blob_name}`), {
        name: 'fits.pdf',
        size: 1000,
      });
    } finally {
      await db.pool.query('delete from estate_files where blob_name = $1', [`${estateId}/${'f'.repeat(32)}`]);
      await db.close();
    }
  });

  it('refuses bytes that are not the size announced, and an executable named .pdf, keeping nothing', async () => {
    const before = (await list()).storage_bytes;
    const short = await upload('short.pdf', PDF.subarray(0, 100), {}, 200);
    const exe = await upload('invoice.pdf', ELF);
    const names = ((await list()).files as { name: string }[]).map((f) => f.name);
    expect(names).not.toContain(short.slot.blob_name);
    expect(names).not.toContain(exe.slot.blob_name);
    expect((await list()).storage_bytes).toBe(before);
    if (short.slot.url.startsWith('/')) {
      expect(JSON.parse(short.put.body).msg).toBe(MSG_FILE_SIZE_MISMATCH);
      expect(JSON.parse(exe.put.body).msg).toBe(MSG_FILE_TYPE_MISMATCH);
    }
  });

  it('gives a slot back on undo, and a signed URL opens nothing after it', async () => {
    const ask = (await owner.call('POST', url(), { name: 'x.pdf', size: PDF.length })).json().payload;
    const undo = await owner.call('POST', url(`?undo=true&blob_name=${ask.blob_name}`), {
      name: 'x.pdf',
      size: PDF.length,
    });
    expect(undo.statusCode).toBe(200);
    const put = await putBytes(ask, PDF);
    const names = ((await list()).files as { name: string }[]).map((f) => f.name);
    expect(names).not.toContain(ask.blob_name);
    if (ask.url.startsWith('/')) expect(put.status).toBe(403);
  });

  it('deletes at once and answers the new storage size; view-only and Sample are refused', async () => {
    const { slot } = await upload('receipt.pdf', PDF);
    const before = (await list()).storage_bytes;
    const viewerDel = await viewer.call('DELETE', url(`?blob_names=${slot.blob_name}`));
    expect(viewerDel.json()).toEqual({ success: false, code: 403, msg: MSG_FILE_VIEW_ONLY });
    const viewerAsk = await viewer.call('POST', url(), { name: 'v.pdf', size: 10 });
    expect(viewerAsk.json()).toEqual({ success: false, code: 403, msg: MSG_FILE_VIEW_ONLY });
    expect((await list('?want=all_blob_data', viewer)).files.length).toBeGreaterThan(0);
    const sample = await owner.call('POST', '/api/estate/sample/file', { name: 's.pdf', size: 10 });
    expect(sample.json()).toEqual({ success: false, code: 403, msg: MSG_SAMPLE_NO_FILES });
    const del = await owner.call('DELETE', url(`?blob_names=${slot.blob_name}`));
    expect(del.json().payload).toEqual({ deleted: [slot.blob_name], storage_bytes: before - PDF.length });
    const gone = await owner.call('GET', url(`?want=blob_url&blob_name=${slot.blob_name}`));
    expect(gone.statusCode).toBe(404);
  });

  it('lets the page reach the store and nothing else (CSP connect-src)', async () => {
    const csp = String((await owner.call('GET', url())).headers['content-security-policy']);
    const connect = csp.split('; ').find((d) => d.startsWith('connect-src'));
    const c = config();
    expect(connect).toBe(c.driver === 's3' ? `connect-src 'self' ${c.endpoint}` : "connect-src 'self'");
  });

  it("removes an estate's file bytes with the estate", async () => {
    const other = await createEstate(owner, { meta: { label: `Gone ${owner.email}` } });
    const ask = await owner.call('POST', `/api/estate/${other.id}/file`, {
      name: 'gone.pdf',
      size: PDF.length,
    });
    const slot = ask.json().payload;
    expect((await putBytes(slot, PDF)).status).toBe(200);
    expect((await app.ctx.files.stat(slot.blob_name))?.size).toBe(PDF.length);
    const del = await owner.call('DELETE', '/api/user', { password: PASSWORD, estate_id: other.id });
    expect(del.statusCode, del.body).toBe(200);
    expect(await app.ctx.files.stat(slot.blob_name)).toBeNull();
  });

  it('removes the files of an item the next save deletes', async () => {
    const made = await owner.call('POST', `/api/estate/${estateId}/save`, {
      revision: (await owner.call('GET', `/api/estate/${estateId}`)).json().payload.revision,
      parts: { debts: { add: [{ id: -1, name: 'Card', val_death: 10_000 }], mod: [], del: [] } },
    });
    expect(made.statusCode, made.body).toBe(200);
    const debtId = made.json().payload.ids['-1'];
    const { slot } = await upload('card.pdf', PDF, { entity_type: 'debts', entity_id: debtId });
    expect((await list()).files.map((f: { name: string }) => f.name)).toContain(slot.blob_name);
    const del = await owner.call('POST', `/api/estate/${estateId}/save`, {
      revision: made.json().payload.revision,
      parts: { debts: { add: [], mod: [], del: [debtId] } },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await list()).files.map((f: { name: string }) => f.name)).not.toContain(slot.blob_name);
    revision = del.json().payload.revision;
    expect(revision).toBeGreaterThan(1);
  });

  it('writes bytes the server made itself (a signed release) and reads them back', async () => {
    const blob = `${estateId}/${crypto.randomBytes(16).toString('hex')}`;
    await app.ctx.files.write(blob, PDF, 'application/pdf');
    expect(sha((await app.ctx.files.read(blob)) as Buffer)).toBe(sha(PDF));
    await app.ctx.files.remove([blob]);
    expect(await app.ctx.files.read(blob)).toBeNull();
  });

  it('shares files with the heirs: a beneficiary lists and downloads those and no other; a viewer shares none', async () => {
    const heirs = await owner.call('POST', `/api/estate/${estateId}/save`, {
      force: true,
      parts: { heirs: { add: [{ id: -1, name: 'Nora Heir' }] } },
    });
    revision = heirs.json().payload.revision;
    const nora = await signUp(app, 'noraheir');
    const invited = await owner.call('POST', `/api/estate/${estateId}/ua`, {
      email: nora.email,
      access: 3,
      heir_id: heirs.json().payload.ids['-1'],
    });
    const token = (invited.json().payload.link as string).split('/invite/')[1];
    expect((await nora.call('POST', `/api/invite/${token}`)).statusCode).toBe(200);
    const other = Buffer.concat([PDF, Buffer.from('other')]);
    const shared = (await upload('Inventory for the heirs.pdf', PDF)).slot.blob_name as string;
    const kept = (await upload('Executor notes.pdf', other)).slot.blob_name as string;
    const heirFiles = (q = '') => nora.call('GET', `/api/estate/${estateId}/heir-files${q}`);
    expect((await heirFiles()).json().payload.files).toEqual([]);

    const byViewer = await viewer.call('PUT', url(), { blob_names: [shared], heirs: true });
    expect([byViewer.statusCode, byViewer.json().msg]).toEqual([403, MSG_FILE_VIEW_ONLY]);
    const share = await owner.call('PUT', url(), { blob_names: [shared, 'not-a-file'], heirs: true });
    expect(share.json().payload).toEqual({ changed: [shared] });
    expect((await list()).files.find((f: { name: string }) => f.name === shared)).toMatchObject({
      heirs: true,
    });

    const seen = (await heirFiles()).json().payload.files;
    expect(seen).toEqual([
      {
        file_name: encodeURIComponent('Inventory for the heirs.pdf'),
        name: shared,
        size: PDF.length,
        type: 'pdf',
        sha256: sha(PDF),
        created_at: expect.any(String),
      },
    ]);
    const got = (await heirFiles(`?blob_name=${shared}`)).json().payload;
    expect(sha((await getBytes(got.url)).body)).toBe(sha(PDF));
    const refused = await heirFiles(`?blob_name=${kept}`);
    expect([refused.statusCode, refused.json().msg]).toEqual([404, MSG_FILE_DOWNLOAD_PROBLEM]);
    // the workspace's own file list is not hers
    expect((await nora.call('GET', url(`?want=blob_url&blob_name=${shared}`))).statusCode).toBe(404);

    await owner.call('PUT', url(), { blob_names: [shared], heirs: false });
    expect((await heirFiles()).json().payload.files).toEqual([]);
  });
});
