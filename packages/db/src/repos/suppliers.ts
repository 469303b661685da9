import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Exec } from '../client.ts';
import { estateAccess } from '../schema/estates.ts';
import { suppliers } from '../schema/payments.ts';

export type SupplierRow = typeof suppliers.$inferSelect;
export type SupplierInsert = typeof suppliers.$inferInsert;

/** Loads the operator's directory: each record by its email, added or brought up to date. */
export async function upsertSuppliers(x: Exec, rows: SupplierInsert[]): Promise<void> {
  for (const r of rows)
    await x.insert(suppliers).values(r).onConflictDoUpdate({ target: suppliers.email, set: r });
}

export async function findSupplier(x: Exec, id: number): Promise<SupplierRow | undefined> {
  const [row] = await x.select().from(suppliers).where(eq(suppliers.id, id));
  return row;
}

/** By place (state, county) or by zip and words of the name; preferred suppliers first, then by name. */
export async function searchSuppliers(
  x: Exec,
  q: { state?: string; county?: string; type?: number; zip?: string; keywords?: string },
): Promise<SupplierRow[]> {
  const where: (SQL | undefined)[] = [
    q.type ? eq(suppliers.type, q.type) : undefined,
    q.state ? eq(suppliers.state, q.state) : undefined,
    q.county ? ilike(suppliers.county, q.county.trim()) : undefined,
    q.zip ? eq(suppliers.zip, q.zip.trim()) : undefined,
    ...(q.keywords ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 5)
      .map((w) => or(ilike(suppliers.name, `%${w}%`), ilike(suppliers.member_name, `%${w}%`))),
  ];
  return x
    .select()
    .from(suppliers)
    .where(and(...where))
    .orderBy(desc(suppliers.prefer), asc(suppliers.name))
    .limit(50);
}

/** The access entry made for a supplier on an estate, if any. */
export async function findSupplierShare(x: Exec, estateId: string, supplierId: number) {
  const [row] = await x
    .select()
    .from(estateAccess)
    .where(and(eq(estateAccess.estate_id, estateId), eq(estateAccess.supplier_id, supplierId)));
  return row;
}
