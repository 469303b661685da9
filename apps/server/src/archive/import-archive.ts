import crypto from 'node:crypto';
import {
  addAudit,
  type EstateFileRow,
  insertStoredFiles,
  labelTaken,
  type Tx,
  touchRecent,
} from '@probity/db';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_MANIFEST,
  ARCHIVE_VERSION,
  type ArchiveManifest,
  archiveBody,
  contentMatchesName,
  type FILE_ITEM_TYPES,
  MSG_ARCHIVE_FOREIGN,
  MSG_ARCHIVE_NOT_ZIP,
  MSG_FILE_TYPE_MISMATCH,
  msgArchiveFileChanged,
  msgArchiveFileMissing,
  msgArchiveInvalid,
  msgArchiveNewer,
  msgArchiveTooLarge,
  sniffKind,
  storageLimitBytes,
  uploadMediaType,
  ZArchiveManifest,
} from '@probity/domain';
import { unzipSync } from 'fflate';
import { insertWholeEstate, newEstateId } from '../estate/index.ts';
import { badRequest, HttpError } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';
import type { FileStorage } from '../runtime/ports.ts';
import { sha256Hex } from '../runtime/sha256.ts';

/** What a new estate may hold in files (the free storage tier), and room for the manifest and reports beside it. */
export const importFileLimit = () => storageLimitBytes(null);
export const ARCHIVE_SLACK_BYTES = 64 * 1024 * 1024;
export const archiveBodyLimit = () => importFileLimit() + ARCHIVE_SLACK_BYTES;

const tooLarge = () =>
  new HttpError(413, msgArchiveTooLarge(`${Math.round(importFileLimit() / 1_048_576)} MB`));

/** The zip's entries, refusing a file that is not a zip, is cut short, or unpacks to more than an import may hold. */
function unzip(bytes: Uint8Array): Record<string, Uint8Array> {
  if (bytes.length < 22 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw badRequest(MSG_ARCHIVE_NOT_ZIP);
  let total = 0;
  try {
    return unzipSync(bytes, {
      filter: (f) => {
        total += f.originalSize;
        if (total > archiveBodyLimit()) throw tooLarge();
        return true;
      },
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest(MSG_ARCHIVE_NOT_ZIP);
  }
}

/** The manifest, read and checked: ours, of a version this installation reads, every field as the schema says. */
function manifestOf(entries: Record<string, Uint8Array>): ArchiveManifest {
  const raw = entries[ARCHIVE_MANIFEST];
  if (!raw) throw badRequest(MSG_ARCHIVE_FOREIGN);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    throw badRequest(msgArchiveInvalid('not JSON'));
  }
  const head = json as { format?: unknown; version?: unknown };
  if (head?.format !== ARCHIVE_FORMAT) throw badRequest(MSG_ARCHIVE_FOREIGN);
  if (typeof head.version === 'number' && head.version > ARCHIVE_VERSION)
    throw badRequest(msgArchiveNewer(head.version));
  const parsed = ZArchiveManifest.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(
      msgArchiveInvalid(`${issue?.path.join('.') || 'estate.json'}: ${issue?.message ?? 'refused'}`),
    );
  }
  return parsed.data;
}

/** Every listed file, report and the journal is there with its hash; the files fit the storage of a new estate. */
function checkContents(m: ArchiveManifest, entries: Record<string, Uint8Array>): void {
  const total = m.files.reduce((n, f) => n + f.size, 0);
  if (total > importFileLimit()) throw tooLarge();
  const listed = [...m.files, ...m.documents, m.journal];
  for (const f of listed) {
    const bytes = entries[f.path];
    if (!bytes) throw badRequest(msgArchiveFileMissing(f.path));
    if (sha256Hex(bytes) !== f.sha256) throw badRequest(msgArchiveFileChanged(f.path));
  }
  for (const f of m.files) {
    if ((entries[f.path] as Uint8Array).length !== f.size) throw badRequest(msgArchiveFileChanged(f.path));
    // The checks an upload passes: what the bytes are must match the file's name (no program behind a .pdf).
    if (!contentMatchesName(sniffKind((entries[f.path] as Uint8Array).subarray(0, 512)), f.file_name))
      throw badRequest(`${f.path}: ${MSG_FILE_TYPE_MISMATCH}`);
  }
}

/** The archive's label, or the first of "label (2)", "label (3)"... the owner does not use yet. */
async function freeLabel(tx: Tx, ownerId: string, label: string): Promise<string> {
  if (!label) return '';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? label : `${label} (${n})`;
    if (!(await labelTaken(tx, ownerId, candidate))) return candidate;
  }
}

/**
 * POST /api/estates/import, `npm run import`: a new estate owned by `ownerId` from an archive, in one transaction
 * (new ids; no Sample flag, no access entries). Every check runs before anything is written; the files' bytes are
 * written inside the transaction, and removed again if it fails, so a refused or failed import leaves nothing.
 */
export async function importArchive(
  ctx: Pick<AppContext, 'db'> & { files: FileStorage },
  ownerId: string,
  bytes: Uint8Array,
): Promise<{ id: string; label: string; files: number }> {
  const entries = unzip(bytes);
  const m = manifestOf(entries);
  checkContents(m, entries);
  const id = newEstateId();
  const blobs = new Map(m.files.map((f) => [f.blob_name, `${id}/${crypto.randomBytes(16).toString('hex')}`]));
  const { body, tempOf } = archiveBody(m, (old) => blobs.get(old));
  const written: string[] = [];
  try {
    return await ctx.db.transaction(async (tx) => {
      const label = await freeLabel(tx, ownerId, body.meta.label?.trim() ?? '');
      const { ids } = await insertWholeEstate(tx, id, ownerId, { ...body, meta: { ...body.meta, label } });
      await touchRecent(tx, ownerId, id);
      const rows: EstateFileRow[] = [];
      for (const f of m.files) {
        const blob = blobs.get(f.blob_name) as string;
        rows.push({
          blob_name: blob,
          estate_id: id,
          file_name: f.file_name,
          size: f.size,
          kind: f.kind,
          sha256: f.sha256,
          status: 'stored',
          entity_type: f.entity_type,
          entity_id: entityIdOf(f, id, (part, old) => ids[String(tempOf(part, old))]),
          prop: f.prop,
          heirs: f.heirs,
          created_at: new Date(),
        });
        await ctx.files.write(blob, entries[f.path] as Uint8Array, uploadMediaType(undefined, f.file_name));
        written.push(blob);
      }
      await insertStoredFiles(tx, rows);
      await addAudit(tx, {
        estate_id: id,
        user_id: ownerId,
        action: 'import',
        detail: { from: m.source.estate_id, exported_at: m.exported_at, files: rows.length },
      });
      return { id, label, files: rows.length };
    });
  } catch (err) {
    await ctx.files.remove(written).catch(() => undefined);
    throw err;
  }
}

type ItemPart = (typeof FILE_ITEM_TYPES)[number];

/** Where an archived file goes in the new estate: its item's new id, the new estate (slots), or the same task. */
function entityIdOf(
  f: ArchiveManifest['files'][number],
  estateId: string,
  realOf: (part: ItemPart, old: number) => number | undefined,
): string | null {
  const t = f.entity_type;
  if (t === null) return null;
  if (t === 'dec' || t === 'estate') return estateId;
  if (t === 'tasks') return f.entity_id;
  const real = realOf(t, Number(f.entity_id));
  if (real === undefined)
    throw badRequest(msgArchiveInvalid(`${f.path} is attached to an item the archive does not hold`));
  return String(real);
}
