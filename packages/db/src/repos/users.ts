import { and, eq, sql } from 'drizzle-orm';
import type { Exec } from '../client.ts';
import { accounts, users } from '../schema/auth.ts';

export type UserRow = typeof users.$inferSelect;
export type UserPrefs = Partial<
  Pick<UserRow, 'hints' | 'autosave' | 'wiz_off' | 'authorized' | 'require_second_factor'>
>;

const RECENT_MAX = 20;

export async function findUser(x: Exec, id: string): Promise<UserRow | undefined> {
  const [row] = await x.select().from(users).where(eq(users.id, id));
  return row;
}

/** Whether this user asks a second factor of everyone invited to their estates (false for none or no user). */
export async function requiresSecondFactor(x: Exec, id: string | null): Promise<boolean> {
  if (!id) return false;
  const [row] = await x.select({ on: users.require_second_factor }).from(users).where(eq(users.id, id));
  return row?.on ?? false;
}

export async function updateUserPrefs(x: Exec, id: string, prefs: UserPrefs): Promise<UserRow | undefined> {
  const [row] = await x
    .update(users)
    .set({ ...prefs, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Moves the estate to the front of the user's recent list (kept short). */
export async function touchRecent(x: Exec, userId: string, estateId: string): Promise<void> {
  await x
    .update(users)
    .set({
      estates_recent: sql`(select coalesce(jsonb_agg(e), '[]'::jsonb) from (
        select e from jsonb_array_elements_text(jsonb_build_array(${estateId}::text) || (
          select coalesce(jsonb_agg(r), '[]'::jsonb) from jsonb_array_elements_text(${users.estates_recent}) r
          where r <> ${estateId})) with ordinality as t(e, n) order by n limit ${RECENT_MAX}) s)`,
    })
    .where(eq(users.id, userId));
}

/** The scrypt hash of the user's email+password credential, if any. */
export async function findPasswordHash(x: Exec, userId: string): Promise<string | null> {
  const [row] = await x
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row?.password ?? null;
}

/** Deletes the user; sessions, accounts, shares and owned estates go with it (foreign keys cascade). */
export async function deleteUser(x: Exec, id: string): Promise<void> {
  await x.delete(users).where(eq(users.id, id));
}
