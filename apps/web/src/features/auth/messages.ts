// Clear words for what can go wrong with an account: the server's, keyed by better-auth's error codes.
import { AUTH_MESSAGES } from '@probity/domain';
import { ApiError, errorText } from '../../lib/api';

export function authErrorText(e: unknown): string {
  return e instanceof ApiError && e.reason ? (AUTH_MESSAGES[e.reason] ?? e.message) : errorText(e);
}
