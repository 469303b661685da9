import { addAudit, type EstateRow, findFile, listFiles, setFilesHeirs } from '@probity/db';
import { type HeirFile, MSG_FILE_DOWNLOAD_PROBLEM, mimeOfKind, type SniffedKind } from '@probity/domain';
import type { SessionUser } from '../auth/session.ts';
import { notFound } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';
import type { FileStorage } from '../runtime/ports.ts';
import { fileOut, URL_TTL_SECONDS } from './read-files.ts';

// Files shared with the heirs (issue 39): the executor marks stored files; the beneficiaries list them and fetch
// a short-lived download URL for one of those, and for no other.

/** PUT /api/estate/{id}/file: share or stop sharing; one audit entry names the files. */
export async function shareWithHeirs(
  ctx: Pick<AppContext, 'db'>,
  estate: EstateRow,
  user: SessionUser,
  blobNames: readonly string[],
  heirs: boolean,
): Promise<{ changed: string[] }> {
  return ctx.db.transaction(async (tx) => {
    const changed = await setFilesHeirs(tx, estate.id, blobNames, heirs);
    if (changed.length > 0)
      await addAudit(tx, {
        estate_id: estate.id,
        user_id: user.id,
        action: heirs ? 'file_heirs_share' : 'file_heirs_unshare',
        revision: estate.revision,
        detail: { files: changed },
      });
    return { changed };
  });
}

const heirFile = (f: ReturnType<typeof fileOut>): HeirFile => ({
  file_name: f.file_name,
  name: f.name,
  size: f.size,
  type: f.type,
  sha256: f.sha256,
  created_at: f.created_at,
});

/** GET /api/estate/{id}/heir-files: the shared files, or (blob_name) one shared file's download URL. */
export async function readHeirFiles(
  ctx: Pick<AppContext, 'db'>,
  store: FileStorage,
  estateId: string,
  blobName: string | undefined,
) {
  if (blobName !== undefined) {
    const row = await findFile(ctx.db, blobName);
    if (row?.estate_id !== estateId || row.status !== 'stored' || !row.heirs)
      throw notFound(MSG_FILE_DOWNLOAD_PROBLEM);
    const type = mimeOfKind(row.kind as SniffedKind);
    return {
      url: await store.getUrl(row.blob_name, row.file_name, URL_TTL_SECONDS, type),
      file_name: row.file_name,
    };
  }
  const rows = await listFiles(ctx.db, estateId, 'stored');
  return { files: rows.filter((r) => r.heirs).map((r) => heirFile(fileOut(r))) };
}
