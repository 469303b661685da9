import pg from 'pg';

/**
 * Every statement this process sends to PostgreSQL from now on, in order, lower case: to count a request's round
 * trips. Call it at the top of a test file, before the app opens its first connection (the pool binds
 * client.query when it connects).
 */
export function recordStatements(): string[] {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0] as string | { text?: string };
    sent.push((typeof q === 'string' ? q : (q?.text ?? '')).trim().toLowerCase());
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return sent;
}
