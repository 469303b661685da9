import { findPasswordHash } from '@probity/db';
import type { AppContext } from '../runtime/context.ts';
import type { SessionUser } from './session.ts';

/** Whether the password typed in a confirmation dialog is the signed-in user's own (better-auth's scrypt hash). */
export async function passwordMatches(
  ctx: AppContext,
  user: SessionUser,
  password: string,
): Promise<boolean> {
  const hash = await findPasswordHash(ctx.db, user.id);
  const auth = await ctx.auth.$context;
  return !!hash && (await auth.password.verify({ hash, password }));
}
