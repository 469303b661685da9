import {
  addAudit,
  findEstate,
  heirSsnMasks,
  listFiles,
  revealDecedentSsn,
  revealHeirSsn,
  type Tx,
} from '@probity/db';
import { accountingDoc, captionOf, inventoryDoc, type PdfDoc, renderDocPdfBytes } from '@probity/documents';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_JOURNAL,
  ARCHIVE_MANIFEST,
  ARCHIVE_VERSION,
  type ArchiveFile,
  type ArchiveManifest,
  checkReportPeriod,
  type Facts,
  inventoryReport,
  MSG_ESTATE_MISSING,
  recompute,
  toLedgerJournal,
  verificationOf,
  wholeAdministration,
} from '@probity/domain';
import { zipSync } from 'fflate';
import { estateTaskState, inSnapshot, readFacts } from '../estate/index.ts';
import { notFound } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';
import type { FileStorage } from '../runtime/ports.ts';
import { sha256Hex } from '../runtime/sha256.ts';

/** A file name safe as the last part of a zip path, kept readable (the archive is also for people to open). */
const zipName = (i: number, name: string) =>
  `files/${String(i + 1).padStart(4, '0')}-${name.replace(/[/\\:*?"<>|]+/g, '_')}`;

/** The estate's tax numbers in clear: the archive is the executor's own copy, and an import must keep them. */
async function withTaxNumbers(tx: Tx, estateId: string, f: Facts): Promise<Facts> {
  const masks = await heirSsnMasks(tx, estateId);
  const heirs = await Promise.all(
    f.heirs.map(async (h) =>
      masks.has(h.id) ? { ...h, ssn: (await revealHeirSsn(tx, estateId, h.id)) ?? '' } : h,
    ),
  );
  const ssn = f.dec.ssn ? ((await revealDecedentSsn(tx, estateId)) ?? '') : '';
  return { ...f, dec: { ...f.dec, ssn }, heirs };
}

const pdf = async (doc: PdfDoc) => new Uint8Array(await renderDocPdfBytes(doc));

/**
 * GET /api/estate/{id}/archive, `npm run export`: the estate read in one snapshot (facts, checklist, files), its
 * attached files' bytes checked against their stored SHA-256, the reports rendered, all zipped. The export is
 * written to the audit trail (it carries the tax numbers in clear).
 */
export async function exportArchive(
  ctx: Pick<AppContext, 'db'> & { files: FileStorage },
  estateId: string,
  userId: string | null,
  now = new Date(),
): Promise<{ bytes: Uint8Array; fileName: string; manifest: ArchiveManifest }> {
  const read = await inSnapshot(ctx.db, async (tx) => {
    const row = await findEstate(tx, estateId);
    if (!row) throw notFound(MSG_ESTATE_MISSING);
    const { full, facts } = await readFacts(tx, estateId);
    return {
      row,
      revision: full.revision,
      facts,
      clear: await withTaxNumbers(tx, estateId, facts),
      files: await listFiles(tx, estateId, 'stored'),
    };
  });
  const { facts } = read;
  const derived = recompute(facts);
  const entries: Record<string, Uint8Array> = {};
  const files: ArchiveFile[] = [];
  for (const [i, f] of read.files.entries()) {
    const bytes = await ctx.files.read(f.blob_name);
    const sha256 = bytes ? sha256Hex(bytes) : '';
    // A blob gone from storage, or changed since it was checked in, is left out rather than carried as good.
    if (!bytes || (f.sha256 && sha256 !== f.sha256)) continue;
    const path = zipName(i, f.file_name);
    entries[path] = bytes;
    files.push({
      path,
      file_name: f.file_name,
      size: bytes.length,
      sha256,
      kind: f.kind,
      entity_type: f.entity_type as ArchiveFile['entity_type'],
      entity_id: f.entity_type === 'dec' || f.entity_type === 'estate' ? null : f.entity_id,
      prop: f.prop,
      heirs: f.heirs,
      blob_name: f.blob_name,
    });
  }
  const today = now.toISOString().slice(0, 10);
  const docs: [string, string, Uint8Array][] = [
    [
      'reports/inventory.pdf',
      'Inventory',
      await pdf(
        inventoryDoc(inventoryReport(facts, derived), captionOf(facts), verificationOf(facts, 'inventory')),
      ),
    ],
  ];
  const whole = wholeAdministration(facts.meta, today);
  if (!checkReportPeriod(whole.start, whole.end, facts.meta))
    docs.push([
      'reports/accounting.pdf',
      'Accounting of the whole administration',
      await pdf(accountingDoc(facts, derived, whole).doc),
    ]);
  for (const [path, , bytes] of docs) entries[path] = bytes;
  const journal = new TextEncoder().encode(toLedgerJournal(facts, derived));
  entries[ARCHIVE_JOURNAL] = journal;
  const manifest: ArchiveManifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exported_at: now.toISOString(),
    source: { estate_id: estateId, revision: read.revision },
    estate: read.clear,
    tasks: estateTaskState(read.row) as ArchiveManifest['tasks'],
    files,
    documents: docs.map(([path, title, bytes]) => ({ path, title, sha256: sha256Hex(bytes) })),
    journal: { path: ARCHIVE_JOURNAL, sha256: sha256Hex(journal) },
  };
  entries[ARCHIVE_MANIFEST] = new TextEncoder().encode(JSON.stringify(manifest, null, 1));
  // Files that are already compressed (PDF, pictures) are stored; the JSON and the journal shrink well.
  const zip = zipSync(
    Object.fromEntries(
      Object.entries(entries).map(([k, v]) => [
        k,
        [v, { level: k.startsWith('files/') || k.endsWith('.pdf') ? 0 : 6 }],
      ]),
    ),
    { mtime: now },
  );
  await ctx.db.transaction((tx) =>
    addAudit(tx, {
      estate_id: estateId,
      user_id: userId,
      action: 'archive',
      detail: { files: files.length, bytes: zip.length, tax_numbers: true },
    }),
  );
  const base =
    (facts.meta.label || facts.dec.name || estateId).replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || estateId;
  return { bytes: zip, fileName: `${base} ${today}.probity`, manifest };
}
