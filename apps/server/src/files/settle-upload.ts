import {
  deleteFiles,
  type EstateFileRow,
  type Exec,
  listFiles,
  markFileStored,
  staleSlots,
} from '@probity/db';
import {
  contentMatchesName,
  MSG_FILE_SIZE_MISMATCH,
  MSG_FILE_TYPE_MISMATCH,
  sniffKind,
} from '@probity/domain';
import type { FileStorage } from '../runtime/ports.ts';
import { sha256Hex } from '../runtime/sha256.ts';

/** An upload slot stays open this long; its bytes must arrive before (the signed PUT URL dies with it). */
export const SLOT_TTL_SECONDS = 15 * 60;

export type Settled = { state: 'stored' } | { state: 'pending' } | { state: 'refused'; msg: string };

/**
 * Decides a pending upload from the bytes in storage, whichever driver received them: the real size must be
 * the size asked for, the content must be what the name says (a `.pdf` that is an executable is refused), and
 * the SHA-256 is recorded. A refused upload leaves nothing behind: neither its bytes nor its row.
 */
export async function settleUpload(db: Exec, store: FileStorage, row: EstateFileRow): Promise<Settled> {
  if (row.status === 'stored') return { state: 'stored' };
  const stat = await store.stat(row.blob_name);
  if (!stat) return { state: 'pending' };
  const refuse = async (msg: string): Promise<Settled> => {
    await store.remove([row.blob_name]);
    await deleteFiles(db, row.estate_id, [row.blob_name]);
    return { state: 'refused', msg };
  };
  if (stat.size !== row.size) return refuse(MSG_FILE_SIZE_MISMATCH);
  const kind = sniffKind(stat.head);
  if (!contentMatchesName(kind, row.file_name)) return refuse(MSG_FILE_TYPE_MISMATCH);
  const bytes = await store.read(row.blob_name);
  if (!bytes || bytes.length !== row.size) return refuse(MSG_FILE_SIZE_MISMATCH);
  await markFileStored(db, row.blob_name, kind, sha256Hex(bytes));
  return { state: 'stored' };
}

/**
 * Brings an estate's files up to date before answering about them: uploads whose bytes arrived (S3 tells no one)
 * are settled, slots whose bytes never came are dropped, and files of items deleted by a save lose their bytes.
 */
export async function tidyEstateFiles(db: Exec, store: FileStorage, estateId: string): Promise<void> {
  for (const row of await listFiles(db, estateId, 'pending')) await settleUpload(db, store, row);
  const expired = new Date(Date.now() - SLOT_TTL_SECONDS * 1000);
  const gone = [
    ...(await staleSlots(db, estateId, expired)),
    ...(await listFiles(db, estateId, 'deleted')),
  ].map((r) => r.blob_name);
  if (gone.length === 0) return;
  await store.remove(gone);
  await deleteFiles(db, estateId, gone);
}
