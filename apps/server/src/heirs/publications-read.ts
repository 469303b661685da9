import { findPublication, type PublicationSummaryRow } from '@probity/db';
import type { Sealed } from '@probity/documents';
import {
  MSG_PUBLICATION_MISSING,
  type Publication,
  type PublicationSummary,
  ZAccountingOptions,
} from '@probity/domain';
import { notFound } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';

/** A stored publication as the API shows it in a list. */
export const summaryOut = (r: PublicationSummaryRow): PublicationSummary => ({
  number: r.number,
  title: r.title,
  options: ZAccountingOptions.parse(r.options),
  rev: r.rev,
  published_at: r.published_at.toISOString(),
  published_by: r.published_by,
  json_sha256: r.json_sha256,
  pdf_sha256: r.pdf_sha256,
  pdf_bytes: r.pdf_bytes,
  changes: r.changes,
});

/** One publication: its summary, the sealed text exactly as hashed, and the changes it sealed. */
export async function readPublication(ctx: AppContext, estateId: string, n: number): Promise<Publication> {
  const row = await findPublication(ctx.db, estateId, n);
  if (!row) throw notFound(MSG_PUBLICATION_MISSING);
  const sealed = JSON.parse(row.json) as Sealed;
  return { ...summaryOut(row), json: row.json, diff: sealed.changes, since: sealed.since?.number ?? null };
}
