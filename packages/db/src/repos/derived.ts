import { getTableName, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Exec } from '../client.ts';
import { estates } from '../schema/estates.ts';
import { noteDerivedStored } from './freshness.ts';
import { itemTables } from './items.ts';

// The engine's values stored with an estate, so GET /full can answer them straight from PostgreSQL.

/** The derived columns of each item table and their SQL types. */
const DERIVED_COLUMNS = {
  assets: {
    val: 'bigint',
    val_alloc: 'bigint',
    val_distrib: 'bigint',
    val_xfer: 'bigint',
    val_alloc_future_fixed: 'bigint',
    paid: 'bigint',
    cost_basis: 'bigint',
    cost_basis_stepped: 'bigint',
    cost_basis_unstepped: 'bigint',
    cost_basis_death_used: 'bigint',
    alloc_num: 'integer',
    alloc_percent: 'integer',
    alloc_percent_dynamic: 'integer',
    alloc_spouse: 'integer',
    distrib_percent: 'integer',
    txact_num: 'integer',
    xfer_num: 'integer',
    txact_val_date: 'date',
    settled: 'boolean',
  },
  debts: { owed: 'bigint', val: 'bigint', paid: 'bigint', pay_num: 'integer', resolved: 'boolean' },
  heirs: { val_alloc: 'bigint', val_benefit: 'bigint', val_bequest: 'bigint', val_distrib: 'bigint' },
  txacts: {
    balance: 'bigint',
    balance_item: 'bigint',
    effective_val: 'bigint',
    effective_cost_basis: 'bigint',
  },
  exec_expenses: { paid: 'integer' },
} as const;
export type DerivedPart = keyof typeof DERIVED_COLUMNS;
export type DerivedRow<P extends DerivedPart> = { id: number } & {
  [K in keyof (typeof DERIVED_COLUMNS)[P]]: number | string | boolean | null;
};

/** A PostgreSQL array literal of one column's values (numbers, booleans, dates as 'yyyy-mm-dd', nulls). */
function arrayLiteral(values: readonly (number | string | boolean | null | undefined)[]): string {
  const item = (v: number | string | boolean | null | undefined) =>
    v === null || v === undefined
      ? 'NULL'
      : typeof v === 'string'
        ? `"${v.replace(/["\\]/g, '')}"`
        : String(v);
  return `{${values.map(item).join(',')}}`;
}

/**
 * The UPDATE of one part's derived columns from `rows` (one per item, by id), sent as one array per column.
 * PostgreSQL compares them with what is stored and rewrites only the rows that differ (an edit moves few figures).
 */
function derivedUpdate<P extends DerivedPart>(
  part: P,
  estateId: string,
  rows: readonly DerivedRow<P>[],
): SQL {
  const cols = Object.entries(DERIVED_COLUMNS[part]) as [string, string][];
  const id = (c: string) => sql.identifier(c);
  const list = (f: (c: string) => SQLWrapper) =>
    sql.join(
      cols.map(([c]) => f(c)),
      sql`, `,
    );
  const byColumn = (c: string) => rows.map((r) => (r as Record<string, number | string | boolean | null>)[c]);
  const arrays = sql.join(
    [
      sql`${arrayLiteral(rows.map((r) => r.id))}::integer[]`,
      ...cols.map(([c, type]) => sql`${arrayLiteral(byColumn(c))}::${sql.raw(type)}[]`),
    ],
    sql`, `,
  );
  return sql`update ${id(getTableName(itemTables[part]))} t
    set ${list((c) => sql`${id(c)} = v.${id(c)}`)}
    from unnest(${arrays}) as v(id, ${list(id)})
    where t.estate_id = ${estateId} and t.id = v.id
      and (${list((c) => sql`t.${id(c)}`)}, null) is distinct from (${list((c) => sql`v.${id(c)}`)}, null)
    returning 1`;
}

/** The estate totals the engine derives (docs/api.md, GET /api/estate/{id}). */
export interface DerivedTotals {
  debt: number;
  debt_death: number;
  refunds: number;
  land: boolean;
  spouse: boolean;
  gval_estimate: number;
  gval_death: number;
  gval_use_actual: boolean;
  unpaid_expenses: number;
}

/**
 * Stores what the engine derived in one statement: each part's derived columns from its rows (derivedUpdate; a part
 * without rows is left out) and the estate totals. `complete` (every item's derived columns written too) stamps
 * them as holding for the estate's current revision, which the revision bump of the same save carries forward.
 * Answers how many item rows were rewritten. (One statement, not one per part and one for the totals: each round
 * trip cost a save about a millisecond.)
 */
export async function writeDerived(
  x: Exec,
  estateId: string,
  rows: { [P in DerivedPart]?: readonly DerivedRow<P>[] },
  totals: DerivedTotals,
  complete: boolean,
): Promise<number> {
  const parts = (Object.keys(DERIVED_COLUMNS) as DerivedPart[]).filter((p) => (rows[p]?.length ?? 0) > 0);
  const ctes = parts.map(
    (p) =>
      sql`${sql.identifier(`w_${p}`)} as (${derivedUpdate(p, estateId, rows[p] as unknown as readonly DerivedRow<DerivedPart>[])})`,
  );
  const counted = parts.map((p) => sql`(select count(*) from ${sql.identifier(`w_${p}`)})`);
  const set = sql.join(
    [
      ...Object.entries(totals).map(([c, v]) => sql`${sql.identifier(c)} = ${v}`),
      ...(complete ? [sql`derived_rev = revision`] : []),
    ],
    sql`, `,
  );
  const res = await x.execute<{
    written: number;
  }>(sql`${ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)}` : sql``}
    update ${estates} set ${set} where ${estates.id} = ${estateId}
    returning (${counted.length > 0 ? sql.join(counted, sql` + `) : sql`0`})::int as written`);
  if (complete) noteDerivedStored(x, estateId);
  return res.rows[0]?.written ?? 0;
}
