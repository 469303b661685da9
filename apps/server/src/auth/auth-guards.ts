import { ACCOUNT_NAME_MAX } from '@probity/domain';

/**
 * The better-auth routes reachable over HTTP: the four the web app calls. Every other route better-auth ships
 * (update-user, change-email, change-password, delete-user, sessions, reset...) answers 404: they would bypass our
 * own rules (account name limits, the image field) and nobody calls them; our /api/user routes cover accounts.
 */
const OPEN_AUTH_PATHS = new Set([
  '/api/auth/get-session',
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/sign-out',
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
  if (!url.startsWith('/api/auth/sign-up/email')) return null;
  const { name, image } = (body ?? {}) as { name?: unknown; image?: unknown };
  if (typeof name !== 'string' || name.trim() === '') return 'NAME_MISSING';
  if (name.length > ACCOUNT_NAME_MAX) return 'NAME_TOO_LONG';
  if (image === undefined || image === null || image === '') return null;
  return typeof image === 'string' && isHttpsUrl(image) ? null : 'IMAGE_INVALID';
}
