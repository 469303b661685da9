// What a failed query tells about the database: unreachable (down, restarting, frozen, connection cut), or a
// refusal of this one statement. Only the first kind is answered with 503 and may be retried.

/** Socket errors and pg's own messages for a connection that could not be made or was lost. */
const LOST_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const LOST_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable|Client was closed|Cannot use a pool after calling end|connect ECONNREFUSED/i;
/**
 * SQLSTATE class 08 (connection exception), 57P01-57P05 (admin / crash shutdown, cannot connect now, idle
 * session timeouts), 53300 (too many connections), 57014 (statement_timeout: the server is too slow to answer).
 */
const LOST_STATES = /^(08...|57P0[1-5]|53300|57014)$/;

type Chain = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** The error and its causes (drizzle and better-auth wrap the driver's error), at most a few deep. */
function* chain(err: unknown): Generator<Chain> {
  let e = err as Chain | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    yield e;
    // AggregateError (a host name resolving to several addresses, all refused)
    if (Array.isArray(e.errors)) for (const inner of e.errors) yield* chain(inner);
    e = e.cause as Chain | undefined;
  }
}

/** True when the error says the database could not be reached or dropped the connection (not a refusal). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (LOST_CODES.has(code) || LOST_STATES.test(code)) return true;
    if (typeof e.message === 'string' && LOST_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** A statement that only reads (safe to run again on a new connection after the first was cut). */
export function isReadOnlySql(text: string): boolean {
  const t = text.trimStart().toLowerCase();
  return (
    t.startsWith('select') &&
    !/\bfor\s+(update|share|no\s+key|key)\b/.test(t) &&
    !/\b(insert|update|delete|nextval|setval|pg_advisory\w*|set_config)\b/.test(t)
  );
}
