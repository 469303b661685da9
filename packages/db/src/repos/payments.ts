import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Exec } from '../client.ts';
import { estates } from '../schema/estates.ts';
import { licenceCredits, payments, probateServices } from '../schema/payments.ts';

export type PaymentRow = typeof payments.$inferSelect;

export async function addPayment(x: Exec, row: typeof payments.$inferInsert): Promise<void> {
  await x.insert(payments).values(row);
}

export async function findPayment(x: Exec, id: string): Promise<PaymentRow | undefined> {
  const [row] = await x.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** The estate's checkouts still open, newest first (the confirmation asks the provider about them). */
export async function openPaymentsOf(x: Exec, estateId: string): Promise<PaymentRow[]> {
  return x
    .select()
    .from(payments)
    .where(and(eq(payments.estate_id, estateId), eq(payments.status, 'open')))
    .orderBy(desc(payments.created_at))
    .limit(5);
}

/** A user's open volume checkout, if any. */
export async function openVolumeOf(x: Exec, userId: string): Promise<PaymentRow | undefined> {
  const [row] = await x
    .select()
    .from(payments)
    .where(and(eq(payments.user_id, userId), eq(payments.kind, 'volume'), eq(payments.status, 'open')))
    .orderBy(desc(payments.created_at))
    .limit(1);
  return row;
}

/**
 * Marks a checkout paid once: the row comes back only the first time, so its effects are applied once however
 * many times the provider says so (webhooks are delivered at least once).
 */
export async function markPaid(x: Exec, id: string): Promise<PaymentRow | undefined> {
  const [row] = await x
    .update(payments)
    .set({ status: 'paid', paid_at: new Date() })
    .where(and(eq(payments.id, id), ne(payments.status, 'paid')))
    .returning();
  return row;
}

export async function markCancelled(x: Exec, id: string): Promise<void> {
  await x
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(eq(payments.id, id), eq(payments.status, 'open')));
}

export async function licenseEstate(x: Exec, estateId: string, day: string): Promise<void> {
  await x.update(estates).set({ licensed: true, lic_date: day }).where(eq(estates.id, estateId));
}

export async function licenceCreditsOf(x: Exec, userId: string): Promise<number> {
  const [row] = await x.select().from(licenceCredits).where(eq(licenceCredits.user_id, userId));
  return row?.remaining ?? 0;
}

export async function addLicenceCredits(x: Exec, userId: string, n: number): Promise<void> {
  await x
    .insert(licenceCredits)
    .values({ user_id: userId, remaining: n })
    .onConflictDoUpdate({
      target: licenceCredits.user_id,
      set: { remaining: sql`${licenceCredits.remaining} + ${n}` },
    });
}

/** Takes one credit; false when none is left (checked and taken in one statement). */
export async function takeLicenceCredit(x: Exec, userId: string): Promise<boolean> {
  const taken = await x
    .update(licenceCredits)
    .set({ remaining: sql`${licenceCredits.remaining} - 1` })
    .where(and(eq(licenceCredits.user_id, userId), gt(licenceCredits.remaining, 0)))
    .returning({ remaining: licenceCredits.remaining });
  return taken.length > 0;
}

/** Raises an estate's storage tier (lic_extra); never lowers it (a smaller tier paid late changes nothing). */
export async function raiseStorageTier(x: Exec, estateId: string, tier: number): Promise<void> {
  await x
    .update(estates)
    .set({ lic_extra: sql`greatest(coalesce(${estates.lic_extra}, 0), ${tier})` })
    .where(eq(estates.id, estateId));
}

export type ProbateServiceRow = typeof probateServices.$inferSelect;

export async function findProbateService(x: Exec, estateId: string): Promise<ProbateServiceRow | undefined> {
  const [row] = await x.select().from(probateServices).where(eq(probateServices.estate_id, estateId));
  return row;
}

/** Records the place and price asked for; a paid service keeps what it was paid for. */
export async function putProbateService(
  x: Exec,
  row: { estate_id: string; state: string; county: string; price: number | null; consult_ok: boolean },
): Promise<ProbateServiceRow> {
  const [out] = await x
    .insert(probateServices)
    .values(row)
    .onConflictDoUpdate({
      target: probateServices.estate_id,
      set: { state: row.state, county: row.county, price: row.price, consult_ok: row.consult_ok },
    })
    .returning();
  return out as ProbateServiceRow;
}

export async function markProbatePaid(
  x: Exec,
  estateId: string,
  state: string,
  county: string,
): Promise<void> {
  await x
    .update(probateServices)
    .set({ paid: true, paid_at: new Date(), paid_state: state, paid_county: county })
    .where(eq(probateServices.estate_id, estateId));
}

/**
 * The services paid: an estate's (`estateId`), or a user's bought without an estate (`soloOf`); item and when,
 * first payment per item.
 */
export async function paidServicesOf(
  x: Exec,
  of: { estateId: string } | { soloOf: string },
): Promise<{ item: string; paid_at: Date | null }[]> {
  const whose =
    'estateId' in of
      ? eq(payments.estate_id, of.estateId)
      : and(eq(payments.user_id, of.soloOf), isNull(payments.estate_id));
  const rows = await x
    .select({ item: payments.item, paid_at: payments.paid_at })
    .from(payments)
    .where(and(whose, eq(payments.kind, 'service'), eq(payments.status, 'paid')))
    .orderBy(payments.paid_at);
  const first = new Map<string, Date | null>();
  for (const r of rows) if (r.item && !first.has(r.item)) first.set(r.item, r.paid_at);
  return [...first].map(([item, paid_at]) => ({ item, paid_at }));
}
