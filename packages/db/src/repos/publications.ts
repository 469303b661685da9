import { SHARE_ACCESS } from '@probity/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Exec } from '../client.ts';
import { users } from '../schema/auth.ts';
import { estateAccess } from '../schema/estates.ts';
import { type PublicationRow, publications } from '../schema/heirs-side.ts';

// Published accountings (issue 39): written once (the table's trigger refuses an UPDATE), read by the estate's
// readers and its beneficiaries.

/** Everything but the sealed text and the PDF's bytes: what a list shows. */
const summary = {
  number: publications.number,
  title: publications.title,
  options: publications.options,
  rev: publications.rev,
  published_at: publications.published_at,
  published_by: publications.published_by,
  json_sha256: publications.json_sha256,
  pdf_sha256: publications.pdf_sha256,
  pdf_bytes: sql<number>`octet_length(${publications.pdf})`.mapWith(Number),
  changes: publications.changes,
};

export type PublicationSummaryRow = Omit<PublicationRow, 'id' | 'estate_id' | 'json' | 'pdf'> & {
  pdf_bytes: number;
};

/** An estate's publications, newest first. */
export function listPublications(x: Exec, estateId: string): Promise<PublicationSummaryRow[]> {
  return x
    .select(summary)
    .from(publications)
    .where(eq(publications.estate_id, estateId))
    .orderBy(desc(publications.number));
}

/** One publication with its sealed text (not its PDF). */
export async function findPublication(
  x: Exec,
  estateId: string,
  number: number,
): Promise<(PublicationSummaryRow & { json: string }) | undefined> {
  const [row] = await x
    .select({ ...summary, json: publications.json })
    .from(publications)
    .where(and(eq(publications.estate_id, estateId), eq(publications.number, number)));
  return row;
}

/** The newest publication with its sealed text, for the next one's changes. */
export async function lastPublication(
  x: Exec,
  estateId: string,
): Promise<(PublicationSummaryRow & { json: string }) | undefined> {
  const [row] = await x
    .select({ ...summary, json: publications.json })
    .from(publications)
    .where(eq(publications.estate_id, estateId))
    .orderBy(desc(publications.number))
    .limit(1);
  return row;
}

export async function publicationPdf(x: Exec, estateId: string, number: number): Promise<Buffer | undefined> {
  const [row] = await x
    .select({ pdf: publications.pdf })
    .from(publications)
    .where(and(eq(publications.estate_id, estateId), eq(publications.number, number)));
  return row?.pdf;
}

export async function insertPublication(x: Exec, row: typeof publications.$inferInsert): Promise<void> {
  await x.insert(publications).values(row);
}

/** The beneficiaries who accepted their invitation: whom a new publication is mailed to. */
export function listBeneficiaryUsers(
  x: Exec,
  estateId: string,
): Promise<{ id: string; email: string; name: string }[]> {
  return x
    .select({ id: users.id, email: users.email, name: users.name })
    .from(estateAccess)
    .innerJoin(users, eq(users.id, estateAccess.user_id))
    .where(and(eq(estateAccess.estate_id, estateId), eq(estateAccess.access, SHARE_ACCESS.beneficiary)));
}
