import crypto from 'node:crypto';
import {
  type Db,
  deleteFiles,
  type EstateRow,
  existingIds,
  filesBytes,
  findFile,
  insertFileSlot,
} from '@probity/db';
import {
  type FILE_ITEM_TYPES,
  FILE_SLOTS,
  type FileAsk,
  MSG_FILE_SAVE_FIRST,
  uploadMediaType,
  uploadRefusal,
  type ZFileSlot,
} from '@probity/domain';
import type { z } from 'zod';
import { badRequest, HttpError } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';
import type { FileStorage } from '../runtime/ports.ts';
import { SLOT_TTL_SECONDS, tidyEstateFiles } from './settle-upload.ts';

/** The item or slot a file goes on must exist and be saved; its id as stored (null for an estate file). */
async function entityIdOf(db: Db, estateId: string, ask: FileAsk): Promise<string | null> {
  const t = ask.entity_type;
  if (t === undefined) return null;
  if (t === 'dec' || t === 'estate') {
    if (!(FILE_SLOTS[t] as readonly string[]).includes(ask.prop ?? '')) throw badRequest(MSG_FILE_SAVE_FIRST);
    return estateId;
  }
  const n = Number(ask.entity_id);
  if (!Number.isInteger(n) || n <= 0) throw badRequest(MSG_FILE_SAVE_FIRST);
  if (t === 'tasks') return String(n);
  const part = t as (typeof FILE_ITEM_TYPES)[number];
  if (!(await existingIds(db, part, estateId, [n])).has(n)) throw badRequest(MSG_FILE_SAVE_FIRST);
  return String(n);
}

/**
 * POST /api/estate/{id}/file: a slot for one upload, once the file is allowed (type, size, the estate's storage
 * tier). The browser PUTs the bytes to the slot's URL; they count as stored only once checked (settle-upload.ts).
 */
export async function askUploadSlot(
  ctx: Pick<AppContext, 'db'>,
  store: FileStorage,
  estate: EstateRow,
  ask: FileAsk,
): Promise<z.infer<typeof ZFileSlot>> {
  const { db } = ctx;
  const entityId = await entityIdOf(db, estate.id, ask);
  await tidyEstateFiles(db, store, estate.id);
  const refusal = uploadRefusal(ask, {
    usedBytes: await filesBytes(db, estate.id),
    licExtra: estate.lic_extra,
    sample: false,
    viewOnly: false,
  });
  // Over the storage tier is 413 with the code that opens the dialog to buy more; the rest are plain refusals.
  if (refusal) throw refusal.code ? new HttpError(413, refusal.msg, refusal.code) : badRequest(refusal.msg);
  const blob_name = `${estate.id}/${crypto.randomBytes(16).toString('hex')}`;
  await insertFileSlot(db, {
    blob_name,
    estate_id: estate.id,
    file_name: ask.name,
    size: ask.size,
    entity_type: ask.entity_type ?? null,
    entity_id: entityId,
    prop: ask.prop ?? null,
  });
  const put = await store.putUrl(blob_name, uploadMediaType(ask.type, ask.name), SLOT_TTL_SECONDS);
  return { url: put.url, headers: put.headers, blob_name };
}

/** POST ?undo=true: a failed upload gives its slot back; the row and whatever bytes arrived go. */
export async function giveBackSlot(
  ctx: Pick<AppContext, 'db'>,
  store: FileStorage,
  estateId: string,
  blobName: string,
) {
  const row = await findFile(ctx.db, blobName);
  if (row?.estate_id === estateId && row.status === 'pending') {
    await store.remove([row.blob_name]);
    await deleteFiles(ctx.db, estateId, [row.blob_name]);
  }
}
