import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FileOut } from '@probity/domain';
import { formatDisplayDate, MSG_SAMPLE_NO_FILES, shiftDays, todayIso } from '@probity/domain';
import { SAMPLE_PAPER_MARK as MARK } from '@probity/domain/samples';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useS3Fake } from '../../test/fakes/s3-fake.ts';
import { makeApp, signUp, visitor } from '../../test/support/helpers.ts';
import { useOwnDatabase } from '../../test/support/own-database.ts';
import { sha256Hex } from '../runtime/sha256.ts';
import { seedSamples } from './seed-samples.ts';

// The Sample estates' papers as anyone reads them (issue 41): listed on their items, downloadable by a stranger
// and an anonymous reader from the disk or S3, the same set after every start, and still closed to uploads and
// deletions.

const PAPERS = {
  sample: [
    ['Death certificate - SAMPLE.pdf', 'dec', 'death_cert'],
    ['Will summary - SAMPLE.pdf', 'dec', 'will'],
    ['Checking statement - SAMPLE.pdf', 'assets', 'Checking account, Peachtree Community Bank'],
  ],
  sample_ca: [
    ['Statement of death - SAMPLE.pdf', 'dec', 'death_cert'],
    ['Will summary - SAMPLE.pdf', 'dec', 'will'],
    ['Chequing statement - SAMPLE.pdf', 'assets', 'Chequing account, Lakeshore Credit Union'],
  ],
} as const;
type SampleId = keyof typeof PAPERS;
const IDS = Object.keys(PAPERS) as SampleId[];

describe('the Sample estates’ papers', () => {
  const { url } = useOwnDatabase('sample_files');
  const s3 = useS3Fake();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-sample-papers-'));
  const t = {} as { app: FastifyInstance };
  beforeAll(async () => {
    t.app = await makeApp({ databaseUrl: url, files: { driver: 'disk', dir } });
    await seedSamples(t.app.ctx.db, t.app.ctx.files);
  });
  afterAll(async () => {
    await t.app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const list = async (id: SampleId, want = 'all_blob_data') => {
    const res = await visitor(t.app).call('GET', `/api/estate/${id}/file?want=${want}`);
    expect(res.statusCode).toBe(200);
    return res.json().payload as { files: FileOut[]; storage_bytes: number };
  };
  const assetId = async (id: SampleId, name: string) => {
    const full = (await visitor(t.app).call('GET', `/api/estate/${id}/full`)).json().payload;
    return String(full.assets.find((a: { name: string }) => a.name === name)?.id);
  };
  /** A paper's bytes through its download URL, as the browser fetches them. */
  const download = async (id: SampleId, f: FileOut) => {
    const res = await visitor(t.app).call('GET', `/api/estate/${id}/file?want=blob_url&blob_name=${f.name}`);
    return (await t.app.inject({ method: 'GET', url: res.json().payload.url })).rawPayload;
  };
  /** Every blob on the disk: estate folder / name. */
  const blobsOnDisk = () =>
    IDS.flatMap((id) => (fs.existsSync(path.join(dir, id)) ? fs.readdirSync(path.join(dir, id)) : [])).length;

  it('lists each Sample’s three papers on the decedent’s slots and the bank account, their sizes counted', async () => {
    for (const id of IDS) {
      const { files, storage_bytes } = await list(id);
      const want = await Promise.all(
        PAPERS[id].map(async ([name, type, on]) => ({
          file_name: encodeURIComponent(name),
          type: 'pdf',
          kind: 'pdf',
          attached: true,
          entity_type: type,
          entity_id: type === 'dec' ? id : await assetId(id, on),
          prop: type === 'dec' ? on : null,
          heirs: false,
        })),
      );
      expect(files.map(({ name, size, sha256, created_at, ...f }) => f)).toEqual(want);
      for (const f of files) expect(f.size).toBeGreaterThan(2_000);
      for (const f of files) expect(f.size).toBeLessThan(8_000);
      expect(storage_bytes).toBe(files.reduce((n, f) => n + f.size, 0));
      // none is the estate's own: Estate Files shows them only with the files attached to items
      expect((await list(id, 'blob_data')).files).toEqual([]);
    }
  });

  it('lets a stranger and an anonymous reader download each paper: a PDF marked SAMPLE on its page', async () => {
    const stranger = await signUp(t.app, 'stranger');
    for (const id of IDS) {
      for (const f of (await list(id)).files) {
        for (const reader of [stranger, visitor(t.app)]) {
          const res = await reader.call('GET', `/api/estate/${id}/file?want=blob_url&blob_name=${f.name}`);
          expect(res.json().payload.file_name).toBe(decodeURIComponent(f.file_name));
          const blob = await t.app.inject({ method: 'GET', url: res.json().payload.url });
          expect([blob.statusCode, blob.headers['content-type']]).toEqual([200, 'application/pdf']);
          expect(blob.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
          expect([blob.rawPayload.length, sha256Hex(blob.rawPayload)]).toEqual([f.size, f.sha256]);
        }
        // one page, the mark at its top and its foot
        const text = pdfText(await download(id, f));
        expect([text.split('\f').length - 1, text.split(MARK).length - 1]).toEqual([1, 2]);
      }
    }
  });

  it('prints the statement from the Sample’s own ledger: the balance at death, the transfer, today’s value', async () => {
    const full = (await visitor(t.app).call('GET', '/api/estate/sample/full')).json().payload;
    const checking = full.assets.find((a: { name: string }) => a.name === PAPERS.sample[2][2]);
    const f = (await list('sample')).files.find((x) => x.entity_type === 'assets') as FileOut;
    const lines = pdfText(await download('sample', f)).split('\n');
    const day = (n: number) => formatDisplayDate(shiftDays(full.dec.death_date, n));
    expect(lines.filter((l) => /^(Date |\d\d-\w{3}-)/.test(l))).toEqual([
      'Date Description Amount Balance',
      `${day(0)} Opening balance 8,420.17`,
      `${day(10)} Moved to the estate account -8,000.00 420.17`,
      `${day(30)} Closing balance 420.17`,
    ]);
    // the inventory's value at death opens it; nothing else moves the account, so today's value closes it
    expect([checking.val_death, checking.val]).toEqual([842_017, 42_017]);
  });

  it('seeding again leaves one set: the same papers the same day, the next day’s in their place, no blob left over', async () => {
    const before = (await Promise.all(IDS.map((id) => list(id)))).flatMap((l) => l.files.map((f) => f.name));
    expect(blobsOnDisk()).toBe(6);
    await seedSamples(t.app.ctx.db, t.app.ctx.files);
    const again = (await Promise.all(IDS.map((id) => list(id)))).flatMap((l) => l.files.map((f) => f.name));
    expect(again).toEqual(before);
    expect(blobsOnDisk()).toBe(6);
    // the next day every date moves, so every paper is new and yesterday's bytes go
    await seedSamples(t.app.ctx.db, t.app.ctx.files, shiftDays(todayIso(), 1));
    const next = (await Promise.all(IDS.map((id) => list(id)))).flatMap((l) => l.files.map((f) => f.name));
    expect(next).toHaveLength(6);
    expect(next.filter((n) => before.includes(n))).toEqual([]);
    expect(blobsOnDisk()).toBe(6);
    await seedSamples(t.app.ctx.db, t.app.ctx.files);
  });

  it('stores them through the S3 driver too: its presigned URL serves the same bytes', async () => {
    const app = await makeApp({ databaseUrl: url, files: s3.config() });
    try {
      await seedSamples(app.ctx.db, app.ctx.files);
      for (const id of IDS) {
        const { files } = (await visitor(app).call('GET', `/api/estate/${id}/file?want=all_blob_data`)).json()
          .payload as { files: FileOut[] };
        expect(files).toHaveLength(3);
        for (const f of files) {
          const link = await visitor(app).call(
            'GET',
            `/api/estate/${id}/file?want=blob_url&blob_name=${f.name}`,
          );
          const res = await fetch(link.json().payload.url);
          const bytes = Buffer.from(await res.arrayBuffer());
          expect([res.status, res.headers.get('content-type'), sha256Hex(bytes)]).toEqual([
            200,
            'application/pdf',
            f.sha256,
          ]);
        }
      }
    } finally {
      await app.close();
    }
  });

  it('still refuses uploads, deletions and sharing on the Sample, and the papers stay', async () => {
    const user = await signUp(t.app, 'sample_writer');
    for (const id of IDS) {
      const [first] = (await list(id)).files;
      const refused = [
        await user.call('POST', `/api/estate/${id}/file`, { name: 'mine.pdf', size: 10 }),
        await user.call('DELETE', `/api/estate/${id}/file?blob_names=${first?.name}`),
        await user.call('PUT', `/api/estate/${id}/file`, { blob_names: [first?.name], heirs: true }),
      ];
      expect(refused.map((r) => [r.statusCode, r.json().msg])).toEqual(
        Array(3).fill([403, MSG_SAMPLE_NO_FILES]),
      );
      expect((await list(id)).files).toHaveLength(3);
    }
  });
});

/** The PDF's text in reading order, as pdftotext (poppler-utils) reads it. */
function pdfText(bytes: Uint8Array): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'probity-paper-')), 'paper.pdf');
  fs.writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-raw', file, '-']).toString();
}
