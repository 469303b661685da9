import { requiresSecondFactor } from '@probity/db';
import { MSG_SECOND_FACTOR_REQUIRED } from '@probity/domain';
import { forbidden } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';
import type { SessionUser } from './session.ts';

/** One-use recovery codes made when TOTP is turned on (and made anew on request). */
export const RECOVERY_CODES = 10;

/** How a session was opened, from the better-auth endpoint that created it (stored on the session row). */
export type SignInMethod = 'passkey' | 'two-factor' | 'password';

export function signInMethodOf(path: string | undefined): SignInMethod {
  if (path === '/passkey/verify-authentication') return 'passkey';
  // the second step of a sign-in, or the code that turned TOTP on (better-auth then opens a new session)
  if (path?.startsWith('/two-factor/')) return 'two-factor';
  return 'password';
}

/**
 * Whether this session stands on more than a password: the account has TOTP on (every password sign-in asks
 * for a code, and the session that turned it on proved one), or the session was opened with a passkey (a
 * device-bound key with its own user check). A passkey merely registered does not count: the password alone
 * still signs that account in.
 */
export const hasSecondFactor = (u: Pick<SessionUser, 'twoFactor' | 'signInMethod'>): boolean =>
  u.twoFactor || u.signInMethod === 'passkey';

/**
 * An owner (a professional, typically) may require a second factor of everyone invited to their estates: an
 * editor, a viewer or a beneficiary without one is refused, the owner never.
 */
export async function checkInviteeSecondFactor(
  ctx: AppContext,
  ownerId: string | null,
  user: SessionUser,
): Promise<void> {
  if (ownerId === null || ownerId === user.id || hasSecondFactor(user)) return;
  if (await requiresSecondFactor(ctx.db, ownerId)) throw forbidden(MSG_SECOND_FACTOR_REQUIRED);
}
