// The one HTTP client of the web app (docs/api.md): JSON in and out, `X-Probity: 1` on every write (the server's
// CSRF defence), and `{ success: false, msg }` answers turned into ApiError so callers only handle one shape.
import {
  MSG_CONFLICT,
  MSG_ESTATE_MISSING,
  MSG_NO_PERMISSION_THIS,
  MSG_SIGN_IN,
  MSG_TOO_LARGE,
  MSG_TOO_MANY_ATTEMPTS,
  MSG_TRIAL_EXPIRED,
} from '@probity/domain';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    /** A symbolic error code when the server sends one (better-auth does: USER_ALREADY_EXISTS, ...). */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's own words for a status, when an answer carries no message. */
const FALLBACK: Record<number, string> = {
  401: MSG_SIGN_IN,
  402: MSG_TRIAL_EXPIRED,
  403: MSG_NO_PERMISSION_THIS,
  404: MSG_ESTATE_MISSING,
  409: MSG_CONFLICT,
  413: MSG_TOO_LARGE,
  429: MSG_TOO_MANY_ATTEMPTS,
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function reasonOf(body: unknown): string | undefined {
  const c = body && typeof body === 'object' ? (body as Record<string, unknown>).code : undefined;
  return typeof c === 'string' ? c : undefined;
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    if (typeof b.msg === 'string' && b.msg) return b.msg;
    if (typeof b.message === 'string' && b.message) return b.message;
  }
  return undefined;
}

/** Sends a request; resolves with the `payload` of a success envelope (or the raw body when there is none). */
export async function api<T = unknown>(
  method: Method,
  path: string,
  body?: unknown,
  opts: { keepalive?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A Blob (a file the user chose) goes as its own bytes and type; anything else as JSON.
  const raw = body instanceof Blob;
  if (body !== undefined)
    headers['Content-Type'] = raw ? body.type || 'application/octet-stream' : 'application/json';
  if (method !== 'GET') headers['X-Probity'] = '1';
  const json0 = body === undefined ? undefined : raw ? body : JSON.stringify(body);
  // keepalive lets a save started as the tab is hidden finish; browsers cap such bodies at 64 KB.
  const keepalive = !!opts.keepalive && !raw && ((json0 as string | undefined)?.length ?? 0) < 60_000;
  let res: Response;
  try {
    res = await fetch(path, { method, headers, credentials: 'same-origin', body: json0, keepalive });
  } catch {
    throw new ApiError(0, 0, 'Probity cannot reach the server. Check your connection and try again.');
  }
  const text = await res.text();
  let json: unknown = null;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }
  const envelope = json as { success?: boolean; code?: number; payload?: unknown } | null;
  if (envelope && typeof envelope === 'object' && envelope.success === false) {
    const code = typeof envelope.code === 'number' ? envelope.code : res.status;
    throw new ApiError(
      res.status,
      code,
      messageOf(json) ?? FALLBACK[res.status] ?? 'Request failed',
      reasonOf(json),
    );
  }
  if (!res.ok) {
    const msg = messageOf(json) ?? FALLBACK[res.status] ?? `Request failed (${res.status})`;
    throw new ApiError(res.status, res.status, msg, reasonOf(json));
  }
  if (envelope && typeof envelope === 'object' && envelope.success === true) return envelope.payload as T;
  return json as T;
}

export const apiGet = <T = unknown>(path: string) => api<T>('GET', path);
export const apiPost = <T = unknown>(path: string, body?: unknown, opts?: { keepalive?: boolean }) =>
  api<T>('POST', path, body ?? {}, opts);
export const apiPut = <T = unknown>(path: string, body?: unknown) => api<T>('PUT', path, body ?? {});
export const apiDelete = <T = unknown>(path: string, body?: unknown) => api<T>('DELETE', path, body);

export const isApiError = (e: unknown, status?: number): e is ApiError =>
  e instanceof ApiError && (status === undefined || e.status === status);

export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
