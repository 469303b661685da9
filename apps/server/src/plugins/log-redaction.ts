import pino from 'pino';

/** What a log line shows in place of a secret. */
export const REDACTED = '[redacted]';

/** Fields never written to a log, at any depth of a logged object (request bodies, client reports). */
const SECRET_KEYS = new Set([
  'password',
  'newpassword',
  'currentpassword',
  'ssn',
  'sin',
  'authorization',
  'cookie',
  'set-cookie',
  'token',
  'secret',
]);

/** Headers as the req / res serializers show them, should anyone log them. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-metrics-token"]',
  'res.headers["set-cookie"]',
];

const isPlain = (v: unknown): v is Record<string, unknown> | unknown[] =>
  Array.isArray(v) || (typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype);

/** A copy of a plain object with the secret fields replaced; anything else (requests, errors) as it is. */
export function censorSecrets(value: unknown, depth = 0): unknown {
  if (!isPlain(value) || depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => censorSecrets(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = SECRET_KEYS.has(k.toLowerCase()) ? REDACTED : censorSecrets(v, depth + 1);
  }
  return out;
}

/**
 * pino's error serializer, minus the values of a failed query: drizzle's DrizzleQueryError carries them in
 * `params` and repeats them in its message ("params: ..."), and they may be a tax number or a name.
 * The query text itself (placeholders only) stays: it is what tells which statement failed.
 */
export function safeErr(err: Error): pino.SerializedError {
  const out = pino.stdSerializers.err(err);
  const e = err as Error & { query?: unknown };
  // not an error (logged as it is), or not a failed query
  if ((out as unknown) === err || typeof e.query !== 'string' || !('params' in e)) return out;
  const safe = `Failed query: ${e.query}\nparams: ${REDACTED}`;
  out.message = out.message.replace(e.message, safe);
  out.stack = out.stack.replace(e.message, safe);
  out.params = REDACTED;
  return out;
}

/** The pino options that keep secrets out of every log line (used for the app's logger). */
export const redactingLogOptions = {
  redact: { paths: REDACT_PATHS, censor: REDACTED },
  serializers: { err: safeErr },
  formatters: { log: (obj: Record<string, unknown>) => censorSecrets(obj) as Record<string, unknown> },
};
