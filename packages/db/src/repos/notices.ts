import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Exec } from '../client.ts';
import { type NoticeRow, notices } from '../schema/notices.ts';

// Notices of death (issue 40): one row per letter to an institution, with its status.

export async function insertNotice(x: Exec, row: typeof notices.$inferInsert): Promise<NoticeRow> {
  const [made] = await x.insert(notices).values(row).returning();
  if (!made) throw new Error('notice not written');
  return made;
}

export function listNotices(x: Exec, estateId: string): Promise<NoticeRow[]> {
  return x.select().from(notices).where(eq(notices.estate_id, estateId)).orderBy(asc(notices.id));
}

export function findNotices(x: Exec, estateId: string, ids: readonly number[]): Promise<NoticeRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return x
    .select()
    .from(notices)
    .where(and(eq(notices.estate_id, estateId), inArray(notices.id, [...ids])))
    .orderBy(asc(notices.id));
}

/** Writes a notice's new state; undefined when the estate holds no such notice. */
export async function updateNotice(
  x: Exec,
  estateId: string,
  id: number,
  set: Partial<Omit<NoticeRow, 'id' | 'estate_id' | 'created_by' | 'created_at'>>,
): Promise<NoticeRow | undefined> {
  const [row] = await x
    .update(notices)
    .set({ ...set, updated_at: new Date() })
    .where(and(eq(notices.estate_id, estateId), eq(notices.id, id)))
    .returning();
  return row;
}

export async function deleteNotice(x: Exec, estateId: string, id: number): Promise<NoticeRow | undefined> {
  const [row] = await x
    .delete(notices)
    .where(and(eq(notices.estate_id, estateId), eq(notices.id, id)))
    .returning();
  return row;
}
