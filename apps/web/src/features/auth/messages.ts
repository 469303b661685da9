// Clear words for what can go wrong with an account, keyed by better-auth's error codes.
import { ApiError } from '../../lib/api';

const BY_REASON: Record<string, string> = {
  USER_ALREADY_EXISTS: 'An account with this email already exists. Sign in instead, or use another email.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    'An account with this email already exists. Sign in instead, or use another email.',
  INVALID_EMAIL: 'Please enter a valid email address.',
  PASSWORD_TOO_SHORT: 'This password is too short. Use at least 8 characters.',
  PASSWORD_TOO_LONG: 'This password is too long.',
  INVALID_EMAIL_OR_PASSWORD: 'The email or password is not right. Please try again.',
  INVALID_PASSWORD: 'The password is not right. Please try again.',
};

export function authErrorText(e: unknown): string {
  if (e instanceof ApiError) {
    if (e.status === 429) return 'Too many attempts. Please wait a minute, then try again.';
    if (e.reason && BY_REASON[e.reason]) return BY_REASON[e.reason];
    return e.message;
  }
  return e instanceof Error ? e.message : String(e);
}

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD = 8;
