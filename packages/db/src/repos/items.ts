import {
  and,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  notInArray,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Exec } from '../client.ts';
import {
  assets,
  bankDownloads,
  contacts,
  debts,
  execExpenses,
  execLog,
  heirs,
  locs,
  txacts,
} from '../schema/items.ts';
import { noteItemsWritten } from './freshness.ts';
import { withSealedSsn } from './secrets.ts';

/** The item tables of an estate, by the part names of the save API. */
export const itemTables = {
  contacts,
  heirs,
  assets,
  debts,
  exec_expenses: execExpenses,
  exec_log: execLog,
  locs,
  txacts,
  bank_downloads: bankDownloads,
} as const;
export type ItemTableName = keyof typeof itemTables;
export type ItemRow = Record<string, unknown> & { id: number };

/** Columns no read answers: an heir's sealed tax number (its mask is `ssn`). */
const SEALED = new Set(['ssn_enc']);

/** A table's columns but the sealed ones. */
function readable(part: ItemTableName) {
  return Object.fromEntries(
    Object.entries(getTableColumns(itemTables[part])).filter(([k]) => !SEALED.has(k)),
  );
}

/** Rows written to a table holding a tax number are sealed (secrets.ts); others go as they are. */
const sealRow = (part: ItemTableName, row: Record<string, unknown>) =>
  part === 'heirs' ? withSealedSsn(row) : row;

export async function listItems(x: Exec, part: ItemTableName, estateId: string): Promise<ItemRow[]> {
  const t = itemTables[part];
  const rows = await x.select(readable(part)).from(t).where(eq(t.estate_id, estateId)).orderBy(t.id);
  return rows as unknown as ItemRow[];
}

/**
 * Columns read under another name by listItemsJson, whose own column of that name is left out: the read model
 * of a transaction's cost basis is the engine's (a pending distribution's share of the asset's basis).
 */
const READ_AS: { [P in ItemTableName]?: Record<string, string> } = {
  txacts: { effective_cost_basis: 'cost_basis' },
};

/**
 * One part of an estate as a JSON array text built by PostgreSQL, rows ordered by id and without estate_id: the
 * same rows as listItems (a transaction's cost_basis the engine's, READ_AS), but the server never parses them,
 * which makes loading a maximum estate several times cheaper than mapping 15,000 rows in JavaScript.
 */
export async function itemsJson(x: Exec, part: ItemTableName, estateId: string): Promise<string> {
  return (await itemsJsonPage(x, part, estateId)).json;
}

/**
 * listItems' rows as PostgreSQL's JSON, parsed: every column as stored (no READ_AS) but estate_id. Parsing one
 * JSON text costs a fraction of mapping the same rows through the driver and drizzle (a maximum estate's 15,000),
 * and the values are the same: cents and ids are JSON numbers, dates 'yyyy-mm-dd' strings, jsonb as it is.
 */
export async function storedItems(
  x: Exec,
  part: ItemTableName,
  estateId: string,
): Promise<Record<string, unknown>[]> {
  return JSON.parse((await itemsJsonPage(x, part, estateId, undefined, {})).json);
}

/** storedItems of several parts, in one statement (one round trip, one snapshot). */
export async function storedItemsOf<P extends ItemTableName>(
  x: Exec,
  parts: readonly P[],
  estateId: string,
): Promise<Record<P, Record<string, unknown>[]>> {
  const texts = await itemsJsonOf(x, parts, estateId, 'stored');
  return Object.fromEntries(parts.map((p) => [p, JSON.parse(texts[p])])) as Record<
    P,
    Record<string, unknown>[]
  >;
}

/** The rows of one part for itemsJson: named columns, `readAs` renamed, without estate_id or sealed columns. */
function partRows(
  part: ItemTableName,
  estateId: string | Placeholder,
  readAs: Record<string, string>,
  paged = sql``,
): SQL {
  const t = itemTables[part];
  // Named columns in a subselect: row_to_json of plain columns is ~3x cheaper than `to_jsonb(r) - 'estate_id'`.
  const shadowed = new Set(Object.values(readAs));
  const cols = Object.values(getTableColumns(t))
    .filter((c) => c.name !== 'estate_id' && !shadowed.has(c.name) && !SEALED.has(c.name))
    .map((c) =>
      readAs[c.name]
        ? sql`${sql.identifier(c.name)} as ${sql.identifier(readAs[c.name])}`
        : sql.identifier(c.name),
    );
  return sql`select ${sql.join(cols, sql`, `)} from ${sql.identifier(getTableName(t))}
    where estate_id = ${estateId}${paged}`;
}

/** The JSON array text of the rows `r`, ordered by id. */
const JSON_ROWS = sql`coalesce(json_agg(r order by r.id), '[]'::json)::text`;

/**
 * Like itemsJson, the rows after id `after` only, at most `limit` of them: the page's JSON array text and the
 * last id in it (undefined when the page is empty). `readAs`: columns read under another name (READ_AS by
 * default; none for the rows as stored, storedItems).
 */
export async function itemsJsonPage(
  x: Exec,
  part: ItemTableName,
  estateId: string,
  page?: { after: number; limit: number },
  readAs: Record<string, string> = READ_AS[part] ?? {},
): Promise<{ json: string; last?: number }> {
  const paged = page ? sql` and id > ${page.after} order by id limit ${page.limit}` : sql``;
  const res = await x.execute<{ j: string; last: number | null }>(
    sql`select ${JSON_ROWS} as j, max(r.id) as last from (${partRows(part, estateId, readAs, paged)}) r`,
  );
  const { j, last } = res.rows[0];
  return { json: j, last: last === null ? undefined : Number(last) };
}

/**
 * itemsJson of several parts in one statement, one column each: a single round trip for an estate's lists, all
 * seen as of one moment. `stored`: the rows as stored (storedItems), not READ_AS.
 */
export async function itemsJsonOf<P extends ItemTableName>(
  x: Exec,
  parts: readonly P[],
  estateId: string,
  as: 'read' | 'stored' = 'read',
): Promise<Record<P, string>> {
  if (parts.length === 0) return {} as Record<P, string>;
  const cols = Object.entries<SQL>(itemsJsonColumns(parts, estateId, as)).map(
    ([p, col]) => sql`${col} as ${sql.identifier(p)}`,
  );
  const res = await x.execute<Record<P, string>>(sql`select ${sql.join(cols, sql`, `)}`);
  return res.rows[0];
}

/**
 * itemsJsonOf's columns, to select beside other columns of one statement (findEstateWhole): each part's JSON
 * array text of the estate `estateId` (a value, or a placeholder of a prepared statement).
 */
export function itemsJsonColumns<P extends ItemTableName>(
  parts: readonly P[],
  estateId: string | Placeholder,
  as: 'read' | 'stored' = 'read',
): Record<P, SQL<string>> {
  return Object.fromEntries(
    parts.map((p) => {
      const rows = partRows(p, estateId, as === 'read' ? (READ_AS[p] ?? {}) : {});
      return [p, sql<string>`(select ${JSON_ROWS} from (${rows}) r)`];
    }),
  ) as Record<P, SQL<string>>;
}

/** Reserves `n` ids of a table up front, so references between new items can be mapped before inserting. */
export async function reserveIds(x: Exec, part: ItemTableName, n: number): Promise<number[]> {
  if (n === 0) return [];
  const name = getTableName(itemTables[part]);
  const res = await x.execute<{ id: string }>(
    sql`select nextval(pg_get_serial_sequence(${name}, 'id')) as id from generate_series(1, ${n})`,
  );
  return res.rows.map((r) => Number(r.id));
}

/** Inserts rows that already carry their (reserved) ids. */
export async function insertItems(
  x: Exec,
  part: ItemTableName,
  estateId: string,
  rows: ItemRow[] | Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  noteItemsWritten(x, part, estateId);
  const t = itemTables[part];
  const columns = getTableColumns(t) as Record<string, PgColumn>;
  // Rows of one shape (the same columns given) go in one statement: usually all of them. A column a row leaves
  // out takes its default, as in drizzle's own insert; one given as null is null.
  const shapes = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const r = sealRow(part, row);
    const keys = Object.keys(r)
      .filter((k) => r[k] !== undefined && k !== 'estate_id' && columns[k])
      .sort()
      .join(',');
    const same = shapes.get(keys);
    if (same) same.push(r);
    else shapes.set(keys, [r]);
  }
  for (const [keys, group] of shapes) {
    const cols = keys ? keys.split(',').map((k) => columns[k] as PgColumn) : [];
    const names = cols.map((c) => sql.identifier(c.name));
    const defs = cols.map((c) => sql`${sql.identifier(c.name)} ${sql.raw(c.getSQLType())}`);
    const json = JSON.stringify(
      group.map((r) => Object.fromEntries(keys.split(',').map((k, i) => [cols[i]?.name ?? k, r[k]]))),
    );
    // One JSON parameter for the whole group: 10,000 bank rows are one statement PostgreSQL unpacks itself, some
    // ten times faster than drizzle's multi-row VALUES of 500 rows a statement. Ids are taken in the rows' order.
    await x.execute(
      cols.length === 0
        ? sql`insert into ${sql.identifier(getTableName(t))} (estate_id)
            select ${estateId} from generate_series(1, ${group.length})`
        : sql`insert into ${sql.identifier(getTableName(t))} (estate_id, ${sql.join(names, sql`, `)})
            select ${estateId}, ${sql.join(names, sql`, `)}
            from rows from (jsonb_to_recordset(${json}::jsonb) as (${sql.join(defs, sql`, `)})) with ordinality as r
            order by r.ordinality`,
    );
  }
}

/** Applies a partial update; false when the item does not exist in this estate. */
export async function updateItem(
  x: Exec,
  part: ItemTableName,
  estateId: string,
  id: number,
  patch: Record<string, unknown>,
): Promise<boolean> {
  const t = itemTables[part];
  noteItemsWritten(x, part, estateId, Object.keys(patch));
  const fields = Object.keys(patch).length > 0 ? sealRow(part, patch) : { id };
  const res = await x
    .update(t)
    .set(fields as never)
    .where(and(eq(t.estate_id, estateId), eq(t.id, id)))
    .returning({ id: t.id });
  return res.length > 0;
}

export async function deleteItems(
  x: Exec,
  part: ItemTableName,
  estateId: string,
  ids: number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const t = itemTables[part];
  noteItemsWritten(x, part, estateId);
  const res = await x
    .delete(t)
    .where(and(eq(t.estate_id, estateId), inArray(t.id, ids)))
    .returning({ id: t.id });
  return res.length;
}

/**
 * The first of `ids` that one of this estate's transactions still points at through `field`, or null; `cats`
 * narrows `item` (an asset or a debt depending on the category) to the categories where it names that kind.
 */
export async function firstPointedAt(
  x: Exec,
  estateId: string,
  field: 'asset' | 'item' | 'heir_id' | 'exexp_ids',
  ids: number[],
  cats?: { in: boolean; list: number[] },
): Promise<number | null> {
  if (ids.length === 0) return null;
  const t = txacts;
  const hit =
    field === 'exexp_ids'
      ? sql`exists (select 1 from jsonb_array_elements_text(${t.exexp_ids}) e where e::int in ${ids})`
      : inArray(t[field], ids);
  const byCat = cats ? (cats.in ? inArray(t.cat, cats.list) : notInArray(t.cat, cats.list)) : undefined;
  const [row] = await x
    .select({ value: field === 'exexp_ids' ? t.exexp_ids : t[field] })
    .from(t)
    .where(and(eq(t.estate_id, estateId), hit, byCat))
    .limit(1);
  if (!row) return null;
  const values = Array.isArray(row.value) ? (row.value as number[]) : [row.value as number];
  return values.find((v) => ids.includes(v)) ?? null;
}

/** Which of `ids` exist in this estate's table. */
export async function existingIds(
  x: Exec,
  part: ItemTableName,
  estateId: string,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const t = itemTables[part];
  const rows = await x
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.estate_id, estateId), inArray(t.id, ids)));
  return new Set(rows.map((r) => r.id));
}
