import { eq, sql } from 'drizzle-orm';
import type { Exec } from '../client.ts';
import { sessions, users } from '../schema/auth.ts';
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
      .select({
        userId: sessions.userId,
        email: users.email,
        name: users.name,
        twoFactorEnabled: users.twoFactorEnabled,
        signInMethod: sessions.signInMethod,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.token, sql.placeholder('token')))
      .prepare(name),
  );
  const [row] = (await q.execute({ token })) as SessionRead[];
  return row;
}
