import { type EstateFileRow, insertStoredFiles, type Tx } from '@probity/db';
import { renderSamplePaperPdf } from '@probity/documents';
import { mimeOfKind, type SniffedKind, sniffKind } from '@probity/domain';
import { type SampleEstate, samplePapers } from '@probity/domain/samples';
import type { FileStorage } from '../runtime/ports.ts';
import { sha256Hex } from '../runtime/sha256.ts';

/** One Sample paper, rendered: its bytes and the row that lists it (the entity id still the body's temporary one). */
export interface SampleFile {
  bytes: Uint8Array;
  row: Omit<EstateFileRow, 'entity_id'> & { item: number | null };
}

/**
 * The papers of a Sample estate as PDFs. A blob's name is its estate and the first half of its SHA-256: the same
 * papers (same Sample dates) give the same names, so a restart on the same day rewrites nothing, and papers of an
 * earlier day are told apart from today's and removed once today's are listed.
 */
export async function renderSampleFiles(sample: SampleEstate): Promise<SampleFile[]> {
  return Promise.all(
    samplePapers(sample.body).map(async (paper) => {
      const bytes = await renderSamplePaperPdf(paper);
      const sha256 = sha256Hex(bytes);
      const a = paper.attach;
      return {
        bytes,
        row: {
          blob_name: `${sample.id}/${sha256.slice(0, 32)}`,
          estate_id: sample.id,
          file_name: paper.fileName,
          size: bytes.length,
          kind: sniffKind(bytes),
          sha256,
          status: 'stored',
          entity_type: a.entity_type,
          item: a.entity_type === 'assets' ? a.item : null,
          prop: a.entity_type === 'dec' ? a.prop : null,
          heirs: false,
          created_at: new Date(`${paper.date}T12:00:00Z`),
        },
      };
    }),
  );
}

/**
 * Puts a Sample's files in storage (only those not there already) and lists them, inside the seed's transaction.
 * `ids` maps the body's temporary ids to the stored ones; a decedent slot's entity id is the estate's, as uploads
 * have it. Returns the blob names written by this call, for the caller to remove should the transaction fail.
 */
export async function attachSampleFiles(
  tx: Tx,
  store: FileStorage,
  files: readonly SampleFile[],
  ids: Record<string, number>,
): Promise<string[]> {
  const written: string[] = [];
  for (const { bytes, row } of files) {
    if ((await store.stat(row.blob_name))?.size === row.size) continue;
    await store.write(row.blob_name, bytes, mimeOfKind(row.kind as SniffedKind));
    written.push(row.blob_name);
  }
  await insertStoredFiles(
    tx,
    files.map(({ row: { item, ...row } }) => ({
      ...row,
      entity_id: item === null ? row.estate_id : String(ids[String(item)] ?? item),
    })),
  );
  return written;
}
