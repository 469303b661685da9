import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Exec } from '../client.ts';
import { sessions, users } from '../schema/auth.ts';
import { estates } from '../schema/estates.ts';
import type { EstateRow } from './estates.ts';
import { prepared } from './prepared.ts';

/** A session row and the fields of its user a request needs (auth/session.ts). */
export interface SessionRead {
  userId: string;
  email: string;
  name: string;
  twoFactorEnabled: boolean;
  signInMethod: string | null;
  expiresAt: Date;
}

/**
 * The session a token names and its user, in one prepared statement: what better-auth's getSession reads, without
 * building its relational query each time. Undefined when no session has this token (signed out, revoked).
 */
export async function readSession(x: Exec, token: string): Promise<SessionRead | undefined> {
  const q = prepared(x, 'session_by_token', (x, name) =>
    x
      .select(sessionFields())
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.token, sql.placeholder('token')))
      .prepare(name),
  );
  const [row] = (await q.execute({ token })) as SessionRead[];
  return row;
}

/** The session columns readSession selects. */
const sessionFields = () => ({
  userId: sessions.userId,
  email: users.email,
  name: users.name,
  twoFactorEnabled: users.twoFactorEnabled,
  signInMethod: sessions.signInMethod,
  expiresAt: sessions.expiresAt,
});

/**
 * readSession and findEstate in one prepared statement (one round trip for what every request on an estate reads
 * first): each side undefined when no row has that token or id.
 */
export async function readSessionAndEstate(
  x: Exec,
  token: string,
  estateId: string,
): Promise<{ session?: SessionRead; estate?: EstateRow }> {
  const q = prepared(x, 'session_and_estate', (x, name) => {
    const s = x
      .select(sessionFields())
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.token, sql.placeholder('token')))
      .as('s');
    const e = x
      .select()
      .from(estates)
      .where(eq(estates.id, sql.placeholder('id')))
      .as('e');
    // each side's columns by name (a subquery is not a selection of its own in drizzle)
    const of = (sub: object, keys: string[]) =>
      Object.fromEntries(keys.map((k) => [k, (sub as Record<string, SQL.Aliased>)[k]]));
    return x
      .select({
        session: of(s, Object.keys(sessionFields())),
        estate: of(e, Object.keys(getTableColumns(estates))),
      })
      .from(s)
      .fullJoin(e, sql`true`)
      .prepare(name);
  });
  const [row] = (await q.execute({ token, id: estateId })) as unknown as {
    session: SessionRead | null;
    estate: EstateRow | null;
  }[];
  return { session: row?.session ?? undefined, estate: row?.estate ?? undefined };
}
