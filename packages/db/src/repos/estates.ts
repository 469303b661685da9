import { and, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Exec } from '../client.ts';
import { auditEntries, decedents, estateAccess, estates } from '../schema/estates.ts';
import { derivedStillHold, movesDerived, noteEstateWritten } from './freshness.ts';
import { type ItemTableName, itemsJsonColumns, itemTables } from './items.ts';
import type { AuditEntry } from './logs.ts';
import { prepared, preparedSql } from './prepared.ts';
import { readableColumns, withSealedSsn } from './secrets.ts';

export type EstateRow = typeof estates.$inferSelect;
export type EstateInsert = typeof estates.$inferInsert;
/** The decedent as reads see it: the tax number masked, never sealed. */
export type DecedentRow = Omit<typeof decedents.$inferSelect, 'ssn_enc'>;

/** The estate row (every request on an estate reads it first: a prepared statement). */
export async function findEstate(x: Exec, id: string): Promise<EstateRow | undefined> {
  const q = prepared(x, 'estate_by_id', (x, name) =>
    x
      .select()
      .from(estates)
      .where(eq(estates.id, sql.placeholder('id')))
      .prepare(name),
  );
  const [row] = (await q.execute({ id })) as EstateRow[];
  return row;
}

/** findEstate, its decedent as findDecedent reads it (null: none stored), and how many rows of `part` the estate
 *  holds, in one statement. */
export async function findEstateCounting(
  x: Exec,
  id: string,
  part: ItemTableName,
): Promise<{ estate: EstateRow; dec: DecedentRow | null; rows: number } | undefined> {
  const t = itemTables[part];
  const [row] = await x
    .select({
      estate: estates,
      dec: readableColumns(decedents),
      rows: sql<number>`(select count(*) from ${t} where ${t.estate_id} = ${id})::int`,
    })
    .from(estates)
    .leftJoin(decedents, eq(decedents.estate_id, estates.id))
    .where(eq(estates.id, id));
  return row;
}

/** Names of findEstateWhole's statements, one per set of parts. */
const wholeNames = new Map<string, string>();

/**
 * The estate row, its decedent (null: none stored) and the rows of `parts` as stored (JSON array texts,
 * itemsJsonOf's 'stored'), in one statement: one snapshot of the whole estate without a transaction, and one
 * round trip. Prepared once per handle and set of parts.
 */
export async function findEstateWhole<P extends ItemTableName>(
  x: Exec,
  id: string,
  parts: readonly P[],
): Promise<{ estate: EstateRow; dec: DecedentRow | null; lists: Record<P, string> } | undefined> {
  const key = parts.join(',');
  let name = wholeNames.get(key);
  if (!name) {
    name = `estate_whole_${wholeNames.size}`;
    wholeNames.set(key, name);
  }
  const q = prepared(x, name, (x, name) =>
    x
      .select({
        estate: estates,
        dec: readableColumns(decedents),
        lists: itemsJsonColumns(parts, sql.placeholder('id'), 'stored'),
      })
      .from(estates)
      .leftJoin(decedents, eq(decedents.estate_id, estates.id))
      .where(eq(estates.id, sql.placeholder('id')))
      .prepare(name),
  );
  const [row] = (await q.execute({ id })) as {
    estate: EstateRow;
    dec: DecedentRow | null;
    lists: Record<P, string>;
  }[];
  return row;
}

/** Reads the estate and locks its row until the transaction ends: saves of one estate run one at a time. */
export async function lockEstate(x: Exec, id: string): Promise<EstateRow | undefined> {
  const [row] = await x.select().from(estates).where(eq(estates.id, id)).for('update');
  return row;
}

/** lockEstate, and the estate's decedent as findDecedent reads it (null: none stored), in one statement. */
export async function lockEstateWithDecedent(
  x: Exec,
  id: string,
): Promise<{ estate: EstateRow; dec: DecedentRow | null } | undefined> {
  const [row] = await x
    .select({ estate: estates, dec: readableColumns(decedents) })
    .from(estates)
    .leftJoin(decedents, eq(decedents.estate_id, estates.id))
    .where(eq(estates.id, id))
    .for('update', { of: estates });
  return row;
}

/** The estate's facts_version as this transaction sees it (after its own writes): see schema/estates.ts. */
export async function factsVersion(x: Exec, id: string): Promise<number | undefined> {
  const [row] = await x.select({ v: estates.facts_version }).from(estates).where(eq(estates.id, id));
  return row?.v;
}

export async function insertEstate(x: Exec, values: EstateInsert): Promise<void> {
  await x.insert(estates).values(values);
  await x.insert(decedents).values({ estate_id: values.id });
}

export async function updateEstate(x: Exec, id: string, patch: Partial<EstateInsert>): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  noteEstateWritten(x, id, Object.keys(patch));
  await x.update(estates).set(patch).where(eq(estates.id, id));
}

type RevisionAudit = Omit<AuditEntry, 'estate_id' | 'revision'>;

/** The next revision's columns; `carry`: the derived values stored for the revision before hold for it too. */
const nextRevision = (carry: boolean) => ({
  revision: sql`${estates.revision} + 1`,
  updated_at: sql`now()`,
  ...(carry
    ? {
        derived_rev: sql`case when ${estates.derived_rev} = ${estates.revision} then ${estates.revision} + 1
          else ${estates.derived_rev} end`,
      }
    : {}),
});

/** `bump` (an UPDATE of the estate returning its new revision and facts_version) and the audit entry naming that
 *  revision, as one statement; undefined when `bump` updated no row (and so no entry was written). */
async function withAuditEntry(
  x: Exec,
  id: string,
  bump: { getSQL: () => SQL },
  audit: RevisionAudit,
): Promise<Bumped | undefined> {
  const values = { id, user: audit.user_id ?? null, action: audit.action, detail: auditDetail(audit) };
  const { rows } = await x.execute<BumpedRow>(bumpWithAudit(bump, values));
  const row = rows[0];
  return row && { revision: row.revision, factsVersion: row.facts_version };
}

type BumpedRow = { revision: number; facts_version: number };

/** The entry's detail as its jsonb parameter. */
const auditDetail = (audit: RevisionAudit) => JSON.stringify(audit.detail ?? null);

/** The statement of withAuditEntry: the values as parameters, or as placeholders of a prepared statement. */
const bumpWithAudit = (
  bump: { getSQL: () => SQL },
  v: { id: unknown; user: unknown; action: unknown; detail: unknown },
) => sql`
    with bumped as (${bump.getSQL()}),
    entry as (insert into ${auditEntries} (estate_id, user_id, action, revision, detail)
      select ${v.id}, ${v.user}, ${v.action}, revision, ${v.detail}::jsonb
      from bumped)
    select revision, facts_version from bumped`;

/** A save's new revision, and the estate's facts_version as its transaction leaves it (see schema/estates.ts). */
export interface Bumped {
  revision: number;
  factsVersion: number;
}

const bumped = { revision: estates.revision, facts_version: estates.facts_version };

/**
 * One more save: revision + 1, and its audit entry naming the new revision, in one statement (a save's last round
 * trip before COMMIT), which also answers the facts_version the save's writes left. Derived values stored for the
 * revision before stay stored for the new one unless this transaction wrote the engine's inputs after storing
 * them (freshness.ts). Undefined when the estate is gone.
 */
export async function bumpRevision(x: Exec, id: string, audit: RevisionAudit): Promise<Bumped | undefined> {
  const bump = x
    .update(estates)
    .set(nextRevision(derivedStillHold(x, id)))
    .where(eq(estates.id, id))
    .returning(bumped);
  return withAuditEntry(x, id, bump, audit);
}

/**
 * A whole save of fields of the estate's own row, in one statement: the revision check (unless `revision` is
 * null: forced), the fields, the next revision and its audit entry. One statement commits whole or not at all, so
 * it needs no transaction of its own; its UPDATE locks the row as a save's SELECT ... FOR UPDATE does, and a save
 * of the same estate running at once waits for it, then finds the revision moved (PostgreSQL checks the WHERE
 * again on the row as committed) and writes nothing. The new revision; undefined when nothing was written (the
 * estate is gone, or its revision is no longer `revision`).
 */
export async function saveEstateRow(
  x: Exec,
  id: string,
  patch: Partial<EstateInsert>,
  revision: number | null,
  audit: RevisionAudit,
): Promise<number | undefined> {
  const fields = Object.keys(patch)
    .filter((k) => patch[k as keyof EstateInsert] !== undefined)
    .sort();
  const checked = revision !== null;
  // One statement per shape (the fields set, checked or forced), prepared once: the values are its parameters.
  const shape = `${fields.join(',')}|${checked}`;
  let name = rowSaveNames.get(shape);
  if (!name) {
    name = `estate_row_save_${rowSaveNames.size + 1}`;
    rowSaveNames.set(shape, name);
  }
  const q = preparedSql<BumpedRow>(x, name, () => {
    const at = eq(estates.id, sql.placeholder('id'));
    const set = Object.fromEntries(fields.map((k) => [k, sql.placeholder(`set_${k}`)]));
    const bump = x
      .update(estates)
      .set({ ...set, ...nextRevision(!movesDerived(fields)) })
      .where(checked ? and(at, eq(estates.revision, sql.placeholder('revision'))) : at)
      .returning(bumped);
    const values = ['id', 'user', 'action', 'detail'].map((k) => [k, sql.placeholder(k)]);
    return bumpWithAudit(bump, Object.fromEntries(values));
  });
  const [row] = await q.execute({
    ...Object.fromEntries(fields.map((k) => [`set_${k}`, patch[k as keyof EstateInsert]])),
    id,
    revision,
    user: audit.user_id ?? null,
    action: audit.action,
    detail: auditDetail(audit),
  });
  return row?.revision;
}

/** The statement names of saveEstateRow's shapes, in this process (a name keeps one text on every connection). */
const rowSaveNames = new Map<string, string>();

export async function deleteEstate(x: Exec, id: string): Promise<void> {
  await x.delete(estates).where(eq(estates.id, id));
}

/** True when the owner already has another estate with this label (case and spaces ignored). */
export async function labelTaken(
  x: Exec,
  ownerId: string,
  label: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await x
    .select({ id: estates.id })
    .from(estates)
    .where(
      and(
        eq(estates.owner_id, ownerId),
        sql`lower(trim(${estates.label})) = lower(trim(${label}))`,
        exceptId ? ne(estates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * True when `err` is the unique index on an owner's labels refusing a write: two saves that both passed
 * labelTaken at once. Drizzle wraps the driver's error, so the cause chain is searched.
 */
export function isLabelConflict(err: unknown): boolean {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as never
  ) {
    if (e.code === '23505' && e.constraint === 'estates_owner_label_uq') return true;
  }
  return false;
}

export interface EstateListRow {
  id: string;
  label: string;
  name: string;
  death_date: string | null;
  trust: boolean;
  country_code: string;
  user_role: string;
  owner_id: string | null;
  access: number | null;
  licensed: boolean;
  updated_at: Date;
}

/** Estates the user owns or that are shared with them, latest change first. */
export async function listEstatesOf(x: Exec, userId: string): Promise<EstateListRow[]> {
  return x
    .select({
      id: estates.id,
      label: estates.label,
      name: estates.name,
      death_date: estates.death_date,
      trust: estates.trust,
      country_code: estates.country_code,
      user_role: estates.user_role,
      owner_id: estates.owner_id,
      access: estateAccess.access,
      licensed: estates.licensed,
      updated_at: estates.updated_at,
    })
    .from(estates)
    .leftJoin(estateAccess, and(eq(estateAccess.estate_id, estates.id), eq(estateAccess.user_id, userId)))
    .where(
      or(eq(estates.owner_id, userId), and(eq(estateAccess.user_id, userId), ne(estateAccess.access, 0))),
    )
    .orderBy(desc(estates.updated_at));
}

export async function findDecedent(x: Exec, estateId: string): Promise<DecedentRow | undefined> {
  const [row] = await x
    .select(readableColumns(decedents))
    .from(decedents)
    .where(eq(decedents.estate_id, estateId));
  return row;
}

export async function updateDecedent(
  x: Exec,
  estateId: string,
  plainPatch: Partial<typeof decedents.$inferInsert>,
): Promise<void> {
  const patch = withSealedSsn(plainPatch);
  await x
    .insert(decedents)
    .values({ ...patch, estate_id: estateId })
    .onConflictDoUpdate({ target: decedents.estate_id, set: { ...patch } });
}
