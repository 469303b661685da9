import { and, asc, eq, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Exec } from '../client.ts';
import { estateFiles } from '../schema/files.ts';
import { type ReleaseRow, releases } from '../schema/heirs-side.ts';

// Receipts and releases (issue 39): what the executor sent is written once; later writes record only the heir's
// answer (viewed, signed with its record, declined with the reason) and the reminder, each once, by a conditional
// update that finds the release still open.

const OPEN = ['sent', 'viewed'];

export async function insertRelease(x: Exec, row: typeof releases.$inferInsert): Promise<ReleaseRow> {
  const [made] = await x.insert(releases).values(row).returning();
  if (!made) throw new Error('release not written');
  return made;
}

export function listReleases(x: Exec, estateId: string, heirId?: number): Promise<ReleaseRow[]> {
  const where: SQL[] = [eq(releases.estate_id, estateId)];
  if (heirId !== undefined) where.push(eq(releases.heir_id, heirId));
  return x
    .select()
    .from(releases)
    .where(and(...where))
    .orderBy(asc(releases.id));
}

export async function findRelease(x: Exec, estateId: string, id: number): Promise<ReleaseRow | undefined> {
  const [row] = await x
    .select()
    .from(releases)
    .where(and(eq(releases.estate_id, estateId), eq(releases.id, id)));
  return row;
}

/** The heir opened it: 'viewed' the first time only; answers the row so marked, or undefined. */
export async function markReleaseViewed(x: Exec, id: number): Promise<ReleaseRow | undefined> {
  const [row] = await x
    .update(releases)
    .set({ status: 'viewed', viewed_at: new Date() })
    .where(and(eq(releases.id, id), eq(releases.status, 'sent')))
    .returning();
  return row;
}

/** Records the heir's answer if the release is still open; undefined when it was not. */
export async function closeRelease(
  x: Exec,
  id: number,
  answer: Partial<Pick<ReleaseRow, 'signed_at' | 'signer_name' | 'signer_ip' | 'signer_ua' | 'signer_user'>> &
    Partial<Pick<ReleaseRow, 'declined_at' | 'decline_reason' | 'signed_blob' | 'signed_pdf_sha256'>> & {
      status: 'signed' | 'declined';
    },
): Promise<ReleaseRow | undefined> {
  const [row] = await x
    .update(releases)
    .set(answer)
    .where(and(eq(releases.id, id), inArray(releases.status, OPEN)))
    .returning();
  return row;
}

/** Open releases sent before `before` and never reminded: the 14-day reminder's list. */
export function releasesToRemind(x: Exec, before: Date): Promise<ReleaseRow[]> {
  return x
    .select()
    .from(releases)
    .where(and(inArray(releases.status, OPEN), lt(releases.sent_at, before), isNull(releases.reminded_at)));
}

export async function markReleaseReminded(x: Exec, id: number): Promise<void> {
  await x.update(releases).set({ reminded_at: new Date() }).where(eq(releases.id, id));
}

/** A file whose bytes the server wrote itself (a signed release): stored at once, with its SHA-256. */
export async function insertStoredFile(
  x: Exec,
  row: Omit<typeof estateFiles.$inferInsert, 'status'> & { sha256: string; kind: string },
): Promise<void> {
  await x.insert(estateFiles).values({ ...row, status: 'stored' });
}
