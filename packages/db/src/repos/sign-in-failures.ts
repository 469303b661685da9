import { eq, sql } from 'drizzle-orm';
import type { Exec } from '../client.ts';
import { signInFailures } from '../schema/sign-in-failures.ts';

const key = (email: string) => email.trim().toLowerCase();

/**
 * Counts one more sign-in attempt for this account, atomically (one upsert, so concurrent attempts on several
 * servers each get their own number), and answers that number with the seconds left in its window. A window
 * older than `windowSec` starts again at one. Counted before the password is checked, so a burst of parallel
 * guesses cannot all pass the limit; a success clears the count.
 */
export async function countSignInAttempt(
  x: Exec,
  email: string,
  windowSec: number,
): Promise<{ attempts: number; secondsLeft: number }> {
  const t = signInFailures;
  const expired = sql`${t.window_start} <= now() - make_interval(secs => ${windowSec})`;
  const [row] = await x
    .insert(t)
    .values({ email: key(email), failures: 1, window_start: sql`now()` })
    .onConflictDoUpdate({
      target: t.email,
      set: {
        failures: sql`case when ${expired} then 1 else ${t.failures} + 1 end`,
        window_start: sql`case when ${expired} then now() else ${t.window_start} end`,
      },
    })
    .returning({
      attempts: t.failures,
      left: sql<string>`ceil(extract(epoch from (${t.window_start} + make_interval(secs => ${windowSec}) - now())))`,
    });
  return { attempts: row.attempts, secondsLeft: Math.max(1, Number(row.left)) };
}

export async function clearSignInAttempts(x: Exec, email: string): Promise<void> {
  await x.delete(signInFailures).where(eq(signInFailures.email, key(email)));
}
