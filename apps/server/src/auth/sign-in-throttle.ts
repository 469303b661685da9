import { clearFailedSignIns, type Db, noteFailedSignIn, signInBlockedFor } from '@probity/db';
import { msgSignInLocked } from '@probity/domain';

/**
 * The per-account throttle beside better-auth's per-IP limit: after SIGN_IN_FAILURES_MAX wrong passwords for one
 * email within SIGN_IN_WINDOW_SEC, that email is refused (429) until the window ends, from any address, so a
 * password guesser spreading over many IPs gets 10 tries per 15 minutes. Counted in PostgreSQL: every app server
 * agrees. A success clears the count.
 */
export const SIGN_IN_FAILURES_MAX = 10;
export const SIGN_IN_WINDOW_SEC = 15 * 60;

const emailOf = (body: unknown): string | null => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email : null;
};

export const isSignIn = (url: string): boolean => url.split('?')[0] === '/api/auth/sign-in/email';

/** The refusal message when this sign-in's account is locked, else null. */
export async function signInLocked(db: Db, body: unknown): Promise<string | null> {
  const email = emailOf(body);
  if (!email) return null;
  const seconds = await signInBlockedFor(db, email, SIGN_IN_FAILURES_MAX, SIGN_IN_WINDOW_SEC);
  return seconds > 0 ? msgSignInLocked(Math.ceil(seconds / 60)) : null;
}

/** Counts a wrong password (401) and forgets the count on success. */
export async function noteSignIn(db: Db, body: unknown, status: number): Promise<void> {
  const email = emailOf(body);
  if (!email) return;
  if (status === 401) await noteFailedSignIn(db, email, SIGN_IN_WINDOW_SEC);
  else if (status === 200) await clearFailedSignIns(db, email);
}
