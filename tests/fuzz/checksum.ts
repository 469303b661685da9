/**
 * A checksum of every estate in the database: each row of `estates` and of every table that carries an
 * estate_id (items, decedents, shares, derived values...), per table, in one query. A refused request must leave
 * every one of them as it was; when one moves, the tables that moved are named.
 */
import type { DbClient } from '@probity/db';

export type Checksums = Record<string, string>;

export async function checksumQuery(db: DbClient): Promise<string> {
  const { rows } = await db.pool.query<{ table_name: string }>(
    `select distinct table_name from information_schema.columns
      where table_schema = 'public' and (column_name = 'estate_id' or table_name = 'estates')
      order by table_name`,
  );
  const parts = rows.map(
    ({ table_name: t }) =>
      // Order-free: the sum of each row's hash and the count (no sort, so it stays quick as the estates grow).
      `select '${t}' as t, count(*) || ':' || coalesce(sum(hashtextextended(r::text, 7)::numeric), 0) as h from public."${t}" r`,
  );
  return parts.join(' union all ');
}

export async function checksums(db: DbClient, sql: string): Promise<Checksums> {
  const { rows } = await db.pool.query<{ t: string; h: string }>(sql);
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}

/** The tables whose checksum differs. */
export const moved = (a: Checksums, b: Checksums): string[] =>
  Object.keys({ ...a, ...b }).filter((t) => a[t] !== b[t]);

/** Where PostgreSQL's write-ahead log stands: it moves on every write, so a request that left it still wrote nothing. */
export async function walPosition(db: DbClient): Promise<string> {
  const { rows } = await db.pool.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
  return rows[0]?.lsn ?? '';
}

/**
 * Keeps a copy of one estate's rows (schema `fuzz`, outside the checksum) and puts them back on demand, so the
 * accepted writes of a long run do not grow the estate (and slow every later save) without bound.
 */
export async function estateSnapshot(db: DbClient, estateId: string) {
  const { rows } = await db.pool.query<{ table_name: string }>(
    `select distinct table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'estate_id' order by table_name`,
  );
  const tables = rows.map((r) => r.table_name);
  const cols = (
    await db.pool.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'estates'
        and column_name not in ('id', 'revision', 'derived_rev')`,
    )
  ).rows.map((r) => `"${r.column_name}"`);
  await db.pool.query('create schema if not exists fuzz');
  await db.pool.query(`create table fuzz.estates as select * from public.estates where id = $1`, [estateId]);
  for (const t of tables)
    await db.pool.query(`create table fuzz."${t}" as select * from public."${t}" where estate_id = $1`, [
      estateId,
    ]);
  return async function restore(): Promise<void> {
    const c = await db.pool.connect();
    try {
      await c.query('begin');
      await c.query('select id from public.estates where id = $1 for update', [estateId]);
      for (const t of tables) {
        await c.query(`delete from public."${t}" where estate_id = $1`, [estateId]);
        await c.query(`insert into public."${t}" overriding system value select * from fuzz."${t}"`);
      }
      // The estate's own fields as they were; the revision moves on (clients see a change) and the derived
      // values are marked stale, so the next read derives them from the restored rows.
      await c.query(
        `update public.estates e set (${cols.join(', ')}) = (select ${cols.join(', ')} from fuzz.estates),
           revision = e.revision + 1, derived_rev = null where e.id = $1`,
        [estateId],
      );
      await c.query('commit');
    } catch (err) {
      await c.query('rollback');
      throw err;
    } finally {
      c.release();
    }
  };
}

/** Every estate row (id -> fields), to name what moved when a refusal changed the `estates` table. */
export async function estateRows(db: DbClient): Promise<Map<string, Record<string, unknown>>> {
  const { rows } = await db.pool.query<{ id: string; r: Record<string, unknown> }>(
    'select id, to_jsonb(e) as r from public.estates e',
  );
  return new Map(rows.map((x) => [x.id, x.r]));
}

/** 'estate id: field, field' for each estate row that differs. */
export function estateDiff(
  a: Map<string, Record<string, unknown>>,
  b: Map<string, Record<string, unknown>>,
): string[] {
  const out: string[] = [];
  for (const id of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(id) ?? {};
    const y = b.get(id) ?? {};
    const fields = Object.keys({ ...x, ...y }).filter((k) => JSON.stringify(x[k]) !== JSON.stringify(y[k]));
    if (fields.length) out.push(`${id}: ${fields.join(', ')}`);
  }
  return out;
}
