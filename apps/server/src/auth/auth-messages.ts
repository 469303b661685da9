import { AUTH_MESSAGES } from '@probity/domain';

const FIELD_CODES: Record<string, string> = {
  email: 'INVALID_EMAIL',
  password: 'PASSWORD_MISSING',
  name: 'NAME_MISSING',
};

/**
 * better-auth answers `{ code, message }`; keep that shape (its client reads it) and replace the message with
 * a clear one, adding the `success` / `msg` fields every Probity answer carries.
 */
export function clarifyAuthError(status: number, body: string): string {
  let parsed: { code?: string; message?: string } = {};
  try {
    parsed = JSON.parse(body || '{}');
  } catch {
    parsed = { message: body };
  }
  // a 429 is better-auth's per-IP limit unless it is a per-account lock (our sign-in throttle, or the
  // two-factor plugin's after wrong codes), which carries its own message
  const accountLock = parsed.code === 'ACCOUNT_LOCKED' || parsed.code === 'ACCOUNT_TEMPORARILY_LOCKED';
  let code = status === 429 && !accountLock ? 'TOO_MANY_REQUESTS' : (parsed.code ?? '');
  // better-auth's own body validation names the field: '[body.email] Invalid email address'
  const field = /^\[body\.(\w+)\]/.exec(parsed.message ?? '')?.[1];
  if (code === 'VALIDATION_ERROR' && field) code = FIELD_CODES[field] ?? code;
  const msg = AUTH_MESSAGES[code] ?? parsed.message ?? 'The request was refused.';
  return JSON.stringify({ ...parsed, success: false, code: code || String(status), message: msg, msg });
}
