import { eq, sql } from 'drizzle-orm';
import type { Exec } from '../client.ts';
import { signInFailures } from '../schema/sign-in-failures.ts';

const key = (email: string) => email.trim().toLowerCase();

/** Seconds until this account may try again: 0 unless `max` sign-ins failed within the last `windowSec`. */
export async function signInBlockedFor(
  x: Exec,
  email: string,
  max: number,
  windowSec: number,
): Promise<number> {
  const res = await x.execute<{ left: string }>(sql`
    select ceil(extract(epoch from (window_start + make_interval(secs => ${windowSec}) - now()))) as left
    from ${signInFailures}
    where email = ${key(email)} and failures >= ${max} and window_start > now() - make_interval(secs => ${windowSec})`);
  return res.rows[0] ? Math.max(1, Number(res.rows[0].left)) : 0;
}

/** One more failure; a window older than `windowSec` starts again at one. Atomic under concurrent attempts. */
export async function noteFailedSignIn(x: Exec, email: string, windowSec: number): Promise<void> {
  const expired = sql`${signInFailures.window_start} <= now() - make_interval(secs => ${windowSec})`;
  await x
    .insert(signInFailures)
    .values({ email: key(email), failures: 1, window_start: sql`now()` })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: {
        failures: sql`case when ${expired} then 1 else ${signInFailures.failures} + 1 end`,
        window_start: sql`case when ${expired} then now() else ${signInFailures.window_start} end`,
      },
    });
}

export async function clearFailedSignIns(x: Exec, email: string): Promise<void> {
  await x.delete(signInFailures).where(eq(signInFailures.email, key(email)));
}
