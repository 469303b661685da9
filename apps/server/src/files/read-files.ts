import {
  deleteFiles,
  type EstateFileRow,
  type EstateRow,
  filesBytes,
  findFile,
  listFiles,
} from '@probity/db';
import {
  extensionOf,
  type FileOut,
  MSG_FILE_DOWNLOAD_PROBLEM,
  mimeOfKind,
  type Role,
  type SniffedKind,
  storageLimitBytes,
  type ZFileQuery,
} from '@probity/domain';
import type { z } from 'zod';
import { notFound } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';
import type { FileStorage } from '../runtime/ports.ts';
import { tidyEstateFiles } from './settle-upload.ts';

type FileQuery = z.infer<typeof ZFileQuery>;

/** A download URL lives this long: long enough to start, too short to pass around. */
export const URL_TTL_SECONDS = 5 * 60;
const namesOf = (list?: string) => (list ?? '').split(',').filter(Boolean);

export const fileOut = (r: EstateFileRow): FileOut => ({
  file_name: encodeURIComponent(r.file_name),
  name: r.blob_name,
  size: r.size,
  type: extensionOf(r.file_name),
  kind: r.kind,
  sha256: r.sha256,
  attached: r.entity_type !== null,
  entity_type: r.entity_type as FileOut['entity_type'],
  entity_id: r.entity_id,
  prop: r.prop,
  created_at: r.created_at.toISOString(),
  heirs: r.heirs,
});

/**
 * GET /api/estate/{id}/file: a download URL for one stored file (want=blob_url), or a list with the storage used.
 * blob_data lists the estate's own files; all_blob_data and prop_blob_data attached ones too. Uploads left
 * unfinished are tidied first (never on the Sample estate, which nobody changes).
 */
export async function readFiles(
  ctx: Pick<AppContext, 'db'>,
  store: FileStorage,
  reader: { estate: EstateRow; role: Role },
  q: FileQuery,
) {
  const { db } = ctx;
  const id = reader.estate.id;
  if (reader.role !== 'sample') await tidyEstateFiles(db, store, id);
  if (q.want === 'blob_url') {
    const row = await findFile(db, q.blob_name ?? '');
    if (row?.estate_id !== id || row.status !== 'stored') throw notFound(MSG_FILE_DOWNLOAD_PROBLEM);
    const type = mimeOfKind(row.kind as SniffedKind);
    const url = await store.getUrl(row.blob_name, row.file_name, URL_TTL_SECONDS, type);
    return { url, file_name: row.file_name };
  }
  const picked = q.want === 'prop_blob_data' ? namesOf(q.blob_names) : undefined;
  const rows = await listFiles(db, id, 'stored', picked);
  const shown = q.want === undefined || q.want === 'blob_data' ? rows.filter((r) => !r.entity_type) : rows;
  return {
    files: shown.map(fileOut),
    storage_bytes: await filesBytes(db, id),
    storage_limit: storageLimitBytes(reader.estate.lic_extra),
  };
}

/**
 * DELETE /api/estate/{id}/file: the files named go at once. Row first: a file whose bytes could not be removed is
 * gone for the user and retried by no one, which beats a listed file whose bytes are gone.
 */
export async function removeFiles(
  ctx: Pick<AppContext, 'db'>,
  store: FileStorage,
  estateId: string,
  q: FileQuery,
) {
  const picked = await listFiles(ctx.db, estateId, 'stored', namesOf(q.blob_names));
  const deleted = await deleteFiles(
    ctx.db,
    estateId,
    picked.map((r) => r.blob_name),
  );
  await store.remove(deleted);
  return { deleted, storage_bytes: await filesBytes(ctx.db, estateId) };
}
