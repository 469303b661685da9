/**
 * A checksum of every estate in the database: for `estates` and every table that carries an estate_id (items,
 * decedents, shares, derived values...), the number of rows and the sum of their row versions (xmin: every row a
 * transaction writes, even with the same values, gets that transaction's id). Any committed insert, update or
 * delete moves it, and it costs no more than a count, so it can be taken around each of 10,000 requests. A refused
 * request must leave every table's as it was; when one moves, the tables that moved are named.
 */
import type { DbClient } from '@probity/db';

export type Checksums = Record<string, string>;

/**
 * One round trip: each table's checksum, and beside them (keys starting with '_') the WAL position, the next
 * transaction id (xidMark) and the revision of `estateId`.
 */
export async function checksumQuery(db: DbClient, estateId: string): Promise<string> {
  const { rows } = await db.pool.query<{ table_name: string }>(
    `select distinct table_name from information_schema.columns
      where table_schema = 'public' and (column_name = 'estate_id' or table_name = 'estates')
      order by table_name`,
  );
  const parts = rows.map(
    ({ table_name: t }) =>
      `select '${t}' as t, count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) as h from public."${t}"`,
  );
  parts.push(
    `select '_wal', pg_current_wal_insert_lsn()::text`,
    `select '_mark', pg_snapshot_xmax(pg_current_snapshot())::text`,
    `select '_rev', (select revision::text from public.estates where id = '${estateId.replace(/'/g, "''")}')`,
  );
  return parts.join(' union all ');
}

export async function checksums(db: DbClient, sql: string): Promise<Checksums> {
  const { rows } = await db.pool.query<{ t: string; h: string }>(sql);
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}

/** The tables whose checksum differs. */
export const moved = (a: Checksums, b: Checksums): string[] =>
  Object.keys({ ...a, ...b }).filter((t) => !t.startsWith('_') && a[t] !== b[t]);

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

/** 'table: estate ids' of the rows the moved tables gained or changed since `mark` (deleted rows cannot be named). */
export async function writtenSince(db: DbClient, tables: string[], mark: string): Promise<string[]> {
  const out: string[] = [];
  for (const t of tables) {
    const key = t === 'estates' ? 'id' : 'estate_id';
    const { rows } = await db.pool.query<{ e: string }>(
      `select distinct ${key}::text as e from public."${t}" where xmin::text::bigint >= $1::bigint`,
      [mark],
    );
    out.push(`${t}: ${rows.map((r) => r.e).join(', ') || 'rows deleted'}`);
  }
  return out;
}
