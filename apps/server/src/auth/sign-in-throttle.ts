import { clearSignInAttempts, countSignInAttempt, type Db } from '@probity/db';
import { msgSignInLocked } from '@probity/domain';

/**
 * The per-account throttle beside better-auth's per-IP limit: SIGN_IN_FAILURES_MAX attempts for one email within
 * SIGN_IN_WINDOW_SEC, then that email is refused (429) until the window ends, from any address, so a password
 * guesser spreading over many IPs gets 10 tries per 15 minutes. Attempts are counted in PostgreSQL before the
 * password is checked (every app server agrees; parallel guesses cannot slip past); a success clears the count.
 * The price, as with any per-account limit: someone who knows an email can keep its owner out for 15 minutes.
 */
export const SIGN_IN_FAILURES_MAX = 10;
export const SIGN_IN_WINDOW_SEC = 15 * 60;

const emailOf = (body: unknown): string | null => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email : null;
};

export const isSignIn = (url: string): boolean => url.split('?')[0] === '/api/auth/sign-in/email';

/** Counts this attempt; the refusal message when the account has used up its attempts, else null. */
export async function signInLocked(db: Db, body: unknown): Promise<string | null> {
  const email = emailOf(body);
  if (!email) return null;
  const { attempts, secondsLeft } = await countSignInAttempt(db, email, SIGN_IN_WINDOW_SEC);
  return attempts > SIGN_IN_FAILURES_MAX ? msgSignInLocked(Math.ceil(secondsLeft / 60)) : null;
}

/** A successful sign-in forgets the attempts. */
export async function noteSignIn(db: Db, body: unknown, status: number): Promise<void> {
  const email = emailOf(body);
  if (email && status === 200) await clearSignInAttempts(db, email);
}
