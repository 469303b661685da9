import crypto from 'node:crypto';
import { grantAccess } from '@probity/db';
import {
  ARCHIVE_MANIFEST,
  type ArchiveManifest,
  archiveBody,
  inventoryReport,
  MSG_ARCHIVE_FOREIGN,
  MSG_ARCHIVE_NOT_ZIP,
  MSG_ARCHIVE_SAMPLE,
  MSG_ARCHIVE_VIEW_ONLY,
  msgArchiveFileChanged,
  msgArchiveNewer,
  msgArchiveTooLarge,
  todayIso,
  toLedgerJournal,
  ZArchiveManifest,
  ZTaskState,
} from '@probity/domain';
import { normalizedFacts } from '@probity/domain/fixtures';
import { sampleEstates } from '@probity/domain/samples';
import type { FastifyInstance } from 'fastify';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createEstate, makeApp, signUp, visitor } from '../../test/support/helpers.ts';
import { testDb } from '../../test/support/world.ts';
import { readEstateSnapshot } from '../estate/index.ts';

// The estate archive (issue 41) over the API: export, import into a new estate of another user, and every figure
// and file compared; the refusals (not a zip, cut short, foreign, changed, newer, too large) create nothing.

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), crypto.randomBytes(3000), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  crypto.randomBytes(900),
]);
const sha = (b: Uint8Array) => crypto.createHash('sha256').update(b).digest('hex');

let app: FastifyInstance;
let owner: Client;
let heirUser: Client;
let viewer: Client;
let estateId: string;
let assetId: number;
const db = testDb();

async function upload(
  who: Client,
  id: string,
  name: string,
  bytes: Buffer,
  extra: Record<string, unknown> = {},
) {
  const ask = await who.call('POST', `/api/estate/${id}/file`, { name, size: bytes.length, ...extra });
  expect(ask.statusCode, ask.body).toBe(200);
  const slot = ask.json().payload;
  const put = await app.inject({ method: 'PUT', url: slot.url, headers: slot.headers, payload: bytes });
  expect(put.statusCode, put.body).toBe(200);
  return slot.blob_name as string;
}

async function download(who: Client, id: string) {
  const res = await who.call('GET', `/api/estate/${id}/archive`);
  return { res, bytes: new Uint8Array(res.rawPayload) };
}

const importAs = (who: Client | ReturnType<typeof visitor>, bytes: Uint8Array, type = 'application/zip') =>
  app.inject({
    method: 'POST',
    url: '/api/estates/import',
    remoteAddress: '127.0.0.1',
    headers: {
      'x-probity': '1',
      origin: 'http://localhost:3000',
      'content-type': type,
      ...('email' in who ? { cookie: who.cookie } : {}),
    },
    payload: Buffer.from(bytes),
  });

const estatesOf = async (who: Client) =>
  ((await who.call('GET', '/api/estates')).json().payload as unknown[]).length;

beforeAll(async () => {
  app = await makeApp();
  [owner, heirUser, viewer] = await Promise.all([
    signUp(app, 'archiver', 'Ada Archive'),
    signUp(app, 'importer', 'Ivo Import'),
    signUp(app, 'archviewer'),
  ]);
  // The US Sample's content as an estate of the owner's: every kind of item, the ledger and the checklist's progress.
  const us =
    sampleEstates(todayIso()).find((s) => s.body.meta.country_code !== 'ca') ?? sampleEstates(todayIso())[0];
  const body = structuredClone(us?.body) as unknown as Record<string, Record<string, unknown>>;
  body.meta = { ...body.meta, label: 'Archived estate' };
  body.dec = { ...body.dec, ssn: '123-45-6789' };
  const created = await createEstate(owner, body);
  estateId = created.id;
  assetId = created.ids['-1'] as number;
  await grantAccess(db.db, estateId, viewer.userId, 2);
});
afterAll(async () => {
  await db.close();
  await app.close();
});

describe('the estate archive', () => {
  let archive: Uint8Array;
  let blobs: string[];

  it('holds the estate, its files with their SHA-256, the reports as PDF and the ledger journal', async () => {
    blobs = [
      await upload(owner, estateId, 'Will summary.pdf', PDF, {
        entity_type: 'dec',
        entity_id: estateId,
        prop: 'will',
      }),
      await upload(owner, estateId, 'Statement photo.png', PNG, {
        entity_type: 'assets',
        entity_id: assetId,
      }),
      await upload(owner, estateId, 'Estate letter.pdf', PDF),
    ];
    await owner.call('PUT', `/api/estate/${estateId}/file`, { blob_names: [blobs[2]], heirs: true });
    const { res, bytes } = await download(owner, estateId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`Archived%20estate%20${todayIso()}.probity`);
    archive = bytes;
    const entries = unzipSync(bytes);
    const m = ZArchiveManifest.parse(JSON.parse(new TextDecoder().decode(entries[ARCHIVE_MANIFEST])));
    expect(m.source.estate_id).toBe(estateId);
    expect(m.estate.dec.ssn).toBe('123-45-6789');
    expect(m.files.map((f) => [f.file_name, f.size, f.sha256, f.entity_type, f.prop, f.heirs])).toEqual([
      ['Will summary.pdf', PDF.length, sha(PDF), 'dec', 'will', false],
      ['Statement photo.png', PNG.length, sha(PNG), 'assets', null, false],
      ['Estate letter.pdf', PDF.length, sha(PDF), null, null, true],
    ]);
    expect(m.files[1]?.entity_id).toBe(String(assetId));
    for (const f of m.files) expect(sha(entries[f.path] as Uint8Array)).toBe(f.sha256);
    expect(m.documents.map((d) => d.path)).toEqual(['reports/inventory.pdf', 'reports/accounting.pdf']);
    for (const d of m.documents) {
      const pdf = entries[d.path] as Uint8Array;
      expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
      expect(sha(pdf)).toBe(d.sha256);
    }
    const { facts, derived } = await readEstateSnapshot(db.db, estateId);
    expect(new TextDecoder().decode(entries[m.journal.path])).toBe(toLedgerJournal(facts, derived));
    expect(m.tasks.tasks_done.some((w) => w !== 0)).toBe(true);
  });

  it('arrives in a new estate of the importer: every fact, figure, task and file, with new ids', async () => {
    const before = await estatesOf(heirUser);
    const res = await importAs(heirUser, archive);
    expect(res.statusCode, res.body).toBe(200);
    const { id, label, files } = res.json().payload;
    expect(id).not.toBe(estateId);
    expect(label).toBe('Archived estate');
    expect(files).toBe(3);
    expect(await estatesOf(heirUser)).toBe(before + 1);
    const [a, b] = await Promise.all([readEstateSnapshot(db.db, estateId), readEstateSnapshot(db.db, id)]);
    expect(normalizedFacts(b.facts)).toEqual(normalizedFacts(a.facts));
    expect(b.facts.assets.map((x) => x.id)).not.toEqual(a.facts.assets.map((x) => x.id));
    // Figures the engine derives, item by item in the same order, and the reports built on them.
    expect(b.facts.assets.map((x) => b.derived.assets.get(x.id)?.val)).toEqual(
      a.facts.assets.map((x) => a.derived.assets.get(x.id)?.val),
    );
    // The journal names accounts and entries by id (A25, H7, id:43): the same once ids are set aside.
    const noIds = (j: string) => j.replace(/(:[A-Z])\d+ /g, '$1# ').replace(/id:\d+/g, 'id:#');
    expect(noIds(toLedgerJournal(b.facts, b.derived))).toBe(noIds(toLedgerJournal(a.facts, a.derived)));
    const withoutIds = (x: unknown) => JSON.stringify(x, (k, v) => (k === 'id' ? undefined : v));
    expect(withoutIds(inventoryReport(b.facts, b.derived))).toBe(
      withoutIds(inventoryReport(a.facts, a.derived)),
    );
    // The tax number arrived whole (the API answers it masked; the reveal reads it in clear).
    const ssn = await heirUser.call('GET', `/api/estate/${id}/secret`);
    expect(ssn.json().payload.ssn).toBe('123-45-6789');
    const row = (await db.pool.query('select * from estates where id = $1', [id])).rows[0];
    expect(ZTaskState.parse(row).tasks_done).toEqual(
      ZTaskState.parse((await db.pool.query('select * from estates where id = $1', [estateId])).rows[0])
        .tasks_done,
    );
    expect(row.owner_id).toBe(heirUser.userId);
    expect(row.samples).toBeFalsy();
    expect(
      (await db.pool.query('select count(*)::int as n from estate_access where estate_id = $1', [id])).rows[0]
        .n,
    ).toBe(0);
    // The files: same bytes under new blob names, on the new ids.
    const list = (await heirUser.call('GET', `/api/estate/${id}/file?want=all_blob_data`)).json().payload
      .files;
    const newAsset = b.facts.assets[a.facts.assets.findIndex((x) => x.id === assetId)]?.id;
    // one transaction writes them all at one time, so the list's order among them is the new blob names'
    const rows = list.map(
      (f: { sha256: string; entity_type: string; entity_id: string; prop: string; heirs: boolean }) =>
        JSON.stringify([f.sha256, f.entity_type, f.entity_id, f.prop, f.heirs]),
    );
    expect(rows.sort()).toEqual(
      [
        [sha(PDF), 'dec', id, 'will', false],
        [sha(PNG), 'assets', String(newAsset), null, false],
        [sha(PDF), null, null, null, true],
      ]
        .map((r) => JSON.stringify(r))
        .sort(),
    );
    const audit = await db.pool.query(`select action from audit_entries where estate_id = $1 order by id`, [
      id,
    ]);
    expect(audit.rows.map((r) => r.action)).toContain('import');
  });

  it('takes "(2)" after the label when the importer already has an estate of that name', async () => {
    const again = await importAs(heirUser, archive);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().payload.label).toBe('Archived estate (2)');
  });

  it('refuses a file that is not an archive, cut short, foreign, changed, newer or too large, creating nothing', async () => {
    const entries = unzipSync(archive);
    const m = JSON.parse(new TextDecoder().decode(entries[ARCHIVE_MANIFEST])) as ArchiveManifest;
    const rezip = (patch: Record<string, Uint8Array>) => zipSync({ ...entries, ...patch });
    const withManifest = (x: object) => rezip({ [ARCHIVE_MANIFEST]: strToU8(JSON.stringify(x)) });
    const changed = new Uint8Array(entries[m.files[1]?.path as string] as Uint8Array);
    changed[100] = (changed[100] as number) ^ 0xff;
    const cases: [string, Uint8Array, number, string][] = [
      [
        'not a zip',
        strToU8('%PDF-1.7 not a zip at all, just text that goes on for a while'),
        400,
        MSG_ARCHIVE_NOT_ZIP,
      ],
      ['cut short', archive.subarray(0, Math.floor(archive.length / 2)), 400, MSG_ARCHIVE_NOT_ZIP],
      ['foreign', zipSync({ 'readme.txt': strToU8('hello') }), 400, MSG_ARCHIVE_FOREIGN],
      [
        'changed file',
        rezip({ [m.files[1]?.path as string]: changed }),
        400,
        msgArchiveFileChanged(m.files[1]?.path as string),
      ],
      ['newer', withManifest({ ...m, version: 99 }), 400, msgArchiveNewer(99)],
      [
        'too large',
        withManifest({ ...m, files: m.files.map((f) => ({ ...f, size: 60 * 1_048_576 })) }),
        413,
        msgArchiveTooLarge('100 MB'),
      ],
    ];
    const before = await estatesOf(heirUser);
    const filesBefore = (await db.pool.query('select count(*)::int as n from estate_files')).rows[0].n;
    for (const [what, bytes, status, msg] of cases) {
      const res = await importAs(heirUser, bytes);
      expect([what, res.statusCode, res.json().msg]).toEqual([what, status, msg]);
    }
    expect(await estatesOf(heirUser)).toBe(before);
    expect((await db.pool.query('select count(*)::int as n from estate_files')).rows[0].n).toBe(filesBefore);
  });

  it('is for the owner and editors: a viewer, a stranger, the Sample and a visitor are refused', async () => {
    const byViewer = await download(viewer, estateId);
    expect([byViewer.res.statusCode, byViewer.res.json().msg]).toEqual([403, MSG_ARCHIVE_VIEW_ONLY]);
    expect((await download(heirUser, estateId)).res.statusCode).toBe(404);
    const sample = await owner.call('GET', '/api/estate/sample/archive');
    expect([sample.statusCode, sample.json().msg]).toEqual([403, MSG_ARCHIVE_SAMPLE]);
    expect((await importAs(visitor(app), archive)).statusCode).toBe(401);
  });
});

describe('archiveBody', () => {
  it('gives every item a temporary id unique across parts, in id order, and moves references with them', () => {
    const facts = {
      assets: [{ id: 7 }, { id: 3 }],
      debts: [{ id: 3 }],
      txacts: [{ id: 9, asset: 7, item: 3, cat: 51, heir_id: null, exexp_ids: [] }],
    };
    const m = {
      estate: {
        meta: { files: { letters: [], exec: [] } },
        dec: { files: {} },
        contacts: [],
        heirs: [],
        exec_expenses: [],
        exec_log: [],
        locs: [],
        ...facts,
      },
      tasks: {},
    } as unknown as ArchiveManifest;
    const { body, tempOf } = archiveBody(m);
    expect(body.assets.map((x) => x.id)).toEqual([-1, -2]);
    expect([tempOf('assets', 3), tempOf('assets', 7), tempOf('debts', 3)]).toEqual([-1, -2, -3]);
    // category 51 pays a debt: its item is the debt, not the asset with the same id
    expect(body.txacts[0]).toMatchObject({ id: -4, asset: -2, item: -3 });
  });
});
