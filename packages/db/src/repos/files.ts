import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Exec } from '../client.ts';
import { estates } from '../schema/estates.ts';
import { type EstateFileRow, estateFiles } from '../schema/files.ts';

/**
 * Estate files (issue 15). A row is 'pending' from the upload slot until its bytes arrive and pass the checks,
 * then 'stored'; 'deleted' rows (their item was deleted by a save) wait for their bytes to be removed.
 */
export type FileStatus = 'pending' | 'stored' | 'deleted';
export type FileSlot = Pick<
  EstateFileRow,
  'blob_name' | 'estate_id' | 'file_name' | 'size' | 'entity_type' | 'entity_id' | 'prop'
>;

/** Bytes an estate holds or has been promised by open upload slots. */
export async function filesBytes(x: Exec, estateId: string): Promise<number> {
  const [row] = await x
    .select({ n: sql<string>`coalesce(sum(${estateFiles.size}), 0)` })
    .from(estateFiles)
    .where(and(eq(estateFiles.estate_id, estateId), ne(estateFiles.status, 'deleted')));
  return Number(row?.n ?? 0);
}

export async function insertFileSlot(x: Exec, slot: FileSlot): Promise<void> {
  await x.insert(estateFiles).values({ ...slot, status: 'pending' });
}

export async function findFile(x: Exec, blobName: string): Promise<EstateFileRow | undefined> {
  const [row] = await x.select().from(estateFiles).where(eq(estateFiles.blob_name, blobName));
  return row;
}

/** An estate's files in one status, oldest first; only `blobNames` when given. */
export async function listFiles(
  x: Exec,
  estateId: string,
  status: FileStatus,
  blobNames?: readonly string[],
): Promise<EstateFileRow[]> {
  const where = [eq(estateFiles.estate_id, estateId), eq(estateFiles.status, status)];
  if (blobNames) where.push(inArray(estateFiles.blob_name, [...blobNames, '']));
  return x
    .select()
    .from(estateFiles)
    .where(and(...where))
    .orderBy(estateFiles.created_at, estateFiles.blob_name);
}

/** Shares stored files with the heirs or stops sharing them; answers the names it changed. */
export async function setFilesHeirs(
  x: Exec,
  estateId: string,
  blobNames: readonly string[],
  heirs: boolean,
): Promise<string[]> {
  const rows = await x
    .update(estateFiles)
    .set({ heirs })
    .where(
      and(
        eq(estateFiles.estate_id, estateId),
        eq(estateFiles.status, 'stored'),
        inArray(estateFiles.blob_name, [...blobNames, '']),
      ),
    )
    .returning({ name: estateFiles.blob_name });
  return rows.map((r) => r.name);
}

/** The bytes arrived and passed the checks. */
export async function markFileStored(x: Exec, blobName: string, kind: string, sha256: string): Promise<void> {
  await x
    .update(estateFiles)
    .set({ status: 'stored', kind, sha256 })
    .where(and(eq(estateFiles.blob_name, blobName), eq(estateFiles.status, 'pending')));
}

/** Removes the rows of these blobs of one estate; the blob names removed. */
export async function deleteFiles(
  x: Exec,
  estateId: string,
  blobNames: readonly string[],
): Promise<string[]> {
  if (blobNames.length === 0) return [];
  const gone = await x
    .delete(estateFiles)
    .where(and(eq(estateFiles.estate_id, estateId), inArray(estateFiles.blob_name, [...blobNames])))
    .returning({ blob: estateFiles.blob_name });
  return gone.map((g) => g.blob);
}

/** Upload slots whose bytes never arrived before `before`. */
export async function staleSlots(x: Exec, estateId: string, before: Date): Promise<EstateFileRow[]> {
  return x
    .select()
    .from(estateFiles)
    .where(
      and(
        eq(estateFiles.estate_id, estateId),
        eq(estateFiles.status, 'pending'),
        lt(estateFiles.created_at, before),
      ),
    );
}

/** Every blob of one estate, or of every estate one user owns (what deleting them leaves to remove). */
export async function blobsOf(x: Exec, of: { estateId: string } | { ownerId: string }): Promise<string[]> {
  const rows =
    'estateId' in of
      ? await x
          .select({ b: estateFiles.blob_name })
          .from(estateFiles)
          .where(eq(estateFiles.estate_id, of.estateId))
      : await x
          .select({ b: estateFiles.blob_name })
          .from(estateFiles)
          .innerJoin(estates, eq(estates.id, estateFiles.estate_id))
          .where(eq(estates.owner_id, of.ownerId));
  return rows.map((r) => r.b);
}

/** A save deleted these items: their files go at once from every list, their bytes at the next file call. */
export async function dropItemFiles(
  x: Exec,
  estateId: string,
  entityType: string,
  entityIds: readonly (number | string)[],
): Promise<void> {
  if (entityIds.length === 0) return;
  await x
    .update(estateFiles)
    .set({ status: 'deleted' })
    .where(
      and(
        eq(estateFiles.estate_id, estateId),
        eq(estateFiles.entity_type, entityType),
        inArray(
          estateFiles.entity_id,
          entityIds.map((i) => String(i)),
        ),
      ),
    );
}

/** Rows of files whose bytes are already stored and checked (an estate archive's import). */
export async function insertStoredFiles(x: Exec, rows: readonly EstateFileRow[]): Promise<void> {
  if (rows.length > 0) await x.insert(estateFiles).values([...rows]);
}
