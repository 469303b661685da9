import type { Db } from '@probity/db';

/** The raw pool under drizzle, for the few plain SQL statements of the jobs (typed just enough here). */
export interface PgQuery {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}
export interface PgPool extends PgQuery {
  connect(): Promise<PgQuery & { release(): void }>;
}

export const pgOf = (db: Db): PgPool => (db as unknown as { $client: PgPool }).$client;
