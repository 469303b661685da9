import { SHARE_ACCESS } from '@probity/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Exec } from '../client.ts';
import { users } from '../schema/auth.ts';
import { estateAccess, estates } from '../schema/estates.ts';
import { prepared } from './prepared.ts';

// Sharing (the users list's access entries, docs/api.md): the rows the users list shows and readAccess consults.

export type ShareRow = typeof estateAccess.$inferSelect;

/** Access of a shared user: 1 edit, 2 view only, 0 none; null when the estate is not shared with them. */
export async function findAccess(x: Exec, estateId: string, userId: string): Promise<number | null> {
  // every request of a shared user reads it: a prepared statement (prepared.ts)
  const q = prepared(x, 'access_by_user', (x, name) =>
    x
      .select({ access: estateAccess.access })
      .from(estateAccess)
      .where(
        and(
          eq(estateAccess.estate_id, sql.placeholder('estate')),
          eq(estateAccess.user_id, sql.placeholder('user')),
        ),
      )
      .prepare(name),
  );
  const [row] = (await q.execute({ estate: estateId, user: userId })) as { access: number }[];
  return row?.access ?? null;
}

/** The heir a user follows the estate as (a beneficiary who accepted, access 3); null for anyone else. */
export async function findBeneficiary(x: Exec, estateId: string, userId: string): Promise<number | null> {
  const [row] = await x
    .select({ heir: estateAccess.heir_id })
    .from(estateAccess)
    .where(
      and(
        eq(estateAccess.estate_id, estateId),
        eq(estateAccess.user_id, userId),
        eq(estateAccess.access, SHARE_ACCESS.beneficiary),
      ),
    );
  return row?.heir ?? null;
}

/** The beneficiary entry of an heir, if one was made. */
export async function findShareOfHeir(
  x: Exec,
  estateId: string,
  heirId: number,
): Promise<ShareRow | undefined> {
  const [row] = await x
    .select()
    .from(estateAccess)
    .where(and(eq(estateAccess.estate_id, estateId), eq(estateAccess.heir_id, heirId)));
  return row;
}

/** Shares a user as accepted (tests and seeding): the entry carries the user's email and name. */
export async function grantAccess(
  x: Exec,
  estateId: string,
  userId: string,
  access: 0 | 1 | 2,
): Promise<void> {
  const [u] = await x
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  await x
    .insert(estateAccess)
    .values({
      estate_id: estateId,
      user_id: userId,
      access,
      email: u?.email ?? '',
      name: u?.name ?? '',
      done: true,
    })
    .onConflictDoUpdate({ target: [estateAccess.estate_id, estateAccess.user_id], set: { access } });
}

export async function listShares(x: Exec, estateId: string): Promise<ShareRow[]> {
  return x
    .select()
    .from(estateAccess)
    .where(eq(estateAccess.estate_id, estateId))
    .orderBy(asc(estateAccess.id));
}

export async function findShare(x: Exec, estateId: string, id: number): Promise<ShareRow | undefined> {
  const [row] = await x
    .select()
    .from(estateAccess)
    .where(and(eq(estateAccess.estate_id, estateId), eq(estateAccess.id, id)));
  return row;
}

/** The entry an email already has on the estate (case-blind), if any. */
export async function findShareByEmail(
  x: Exec,
  estateId: string,
  email: string,
): Promise<ShareRow | undefined> {
  const [row] = await x
    .select()
    .from(estateAccess)
    .where(and(eq(estateAccess.estate_id, estateId), sql`lower(${estateAccess.email}) = lower(${email})`));
  return row;
}

export async function addShare(x: Exec, row: typeof estateAccess.$inferInsert): Promise<ShareRow> {
  const [out] = await x.insert(estateAccess).values(row).returning();
  return out as ShareRow;
}

export async function updateShare(
  x: Exec,
  estateId: string,
  id: number,
  patch: Partial<
    Pick<
      ShareRow,
      'name' | 'phone' | 'access' | 'token_hash' | 'invited_at' | 'user_id' | 'done' | 'supplier_id'
    >
  >,
): Promise<ShareRow | undefined> {
  const [out] = await x
    .update(estateAccess)
    .set(patch)
    .where(and(eq(estateAccess.estate_id, estateId), eq(estateAccess.id, id)))
    .returning();
  return out;
}

export async function deleteShare(x: Exec, estateId: string, id: number): Promise<boolean> {
  const gone = await x
    .delete(estateAccess)
    .where(and(eq(estateAccess.estate_id, estateId), eq(estateAccess.id, id)))
    .returning({ id: estateAccess.id });
  return gone.length > 0;
}

/** The entry an invitation token opens, with what its page shows (the estate's label, its owner's name). */
export async function findInvite(x: Exec, tokenHash: string) {
  const [row] = await x
    .select({
      share: estateAccess,
      label: estates.label,
      name: estates.name,
      owner_id: estates.owner_id,
      owner_name: users.name,
    })
    .from(estateAccess)
    .innerJoin(estates, eq(estates.id, estateAccess.estate_id))
    .leftJoin(users, eq(users.id, estates.owner_id))
    .where(and(eq(estateAccess.token_hash, tokenHash), sql`${estateAccess.token_hash} <> ''`));
  return row;
}

/** The user with this email (case-blind), if one has an account. */
export async function findUserByEmail(x: Exec, email: string) {
  const [row] = await x
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

/** Hands the estate to another user (the entry of the new owner goes: owners need none). */
export async function setOwner(x: Exec, estateId: string, ownerId: string): Promise<void> {
  await x.update(estates).set({ owner_id: ownerId }).where(eq(estates.id, estateId));
}

/** Binds a not yet accepted entry to the user who accepts it; undefined when another account got there first. */
export async function claimShare(x: Exec, id: number, userId: string): Promise<ShareRow | undefined> {
  const [row] = await x
    .update(estateAccess)
    .set({ user_id: userId, done: true })
    .where(and(eq(estateAccess.id, id), isNull(estateAccess.user_id)))
    .returning();
  return row;
}
