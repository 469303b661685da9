import { ACCOUNT_NAME_MAX } from '@probity/domain';

/**
 * The better-auth routes reachable over HTTP: the ones the web app calls (sign in and out, and the account
 * settings: name, email change with verification, password change and reset, sessions, the second factor). Every other route
 * better-auth ships (delete-user, set-password, link-social...) answers 404: DELETE /api/user deletes accounts
 * with their estates and files. update-user gets our own name and picture checks (accountProblem).
 */
const OPEN_AUTH_PATHS = new Set([
  '/api/auth/get-session',
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/sign-out',
  '/api/auth/update-user',
  '/api/auth/change-email',
  '/api/auth/verify-email',
  '/api/auth/change-password',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/list-sessions',
  '/api/auth/revoke-session',
  '/api/auth/revoke-other-sessions',
  // two-factor (TOTP and recovery codes): turned on with the password, confirmed with a first code, asked at
  // sign-in, turned off with the password (auth/second-factor.ts)
  '/api/auth/two-factor/enable',
  '/api/auth/two-factor/verify-totp',
  '/api/auth/two-factor/verify-backup-code',
  '/api/auth/two-factor/generate-backup-codes',
  '/api/auth/two-factor/disable',
  // passkeys (WebAuthn): added and removed on the account page, a sign-in method of their own
  '/api/auth/passkey/generate-register-options',
  '/api/auth/passkey/verify-registration',
  '/api/auth/passkey/generate-authenticate-options',
  '/api/auth/passkey/verify-authentication',
  '/api/auth/passkey/list-user-passkeys',
  '/api/auth/passkey/delete-passkey',
]);

export const isOpenAuthPath = (url: string): boolean => OPEN_AUTH_PATHS.has(url.split('?')[0]);

const isHttpsUrl = (s: string): boolean => {
  try {
    return new URL(s).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * What better-auth does not check about a new account: a name present and of a sane length, and a picture that
 * is none or an https address (never `javascript:` or `data:`, which a page could be tricked into loading).
 * Returns the error code (AUTH_MESSAGES) or null.
 */
export function signUpProblem(url: string, body: unknown): string | null {
  const signUp = url.startsWith('/api/auth/sign-up/email');
  if (!signUp && !url.startsWith('/api/auth/update-user')) return null;
  const { name, image } = (body ?? {}) as { name?: unknown; image?: unknown };
  // update-user changes what it is given: a name left out stays as it is
  if (!signUp && name === undefined) return image === undefined ? null : imageProblem(image);
  if (typeof name !== 'string' || name.trim() === '') return 'NAME_MISSING';
  if (name.length > ACCOUNT_NAME_MAX) return 'NAME_TOO_LONG';
  return imageProblem(image);
}

function imageProblem(image: unknown): string | null {
  if (image === undefined || image === null || image === '') return null;
  return typeof image === 'string' && isHttpsUrl(image) ? null : 'IMAGE_INVALID';
}
