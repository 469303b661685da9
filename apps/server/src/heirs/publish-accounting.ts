import { addAudit, insertPublication, lastPublication, listBeneficiaryUsers, lockEstate } from '@probity/db';
import { publishedDoc, renderDocPdfBytes, type Sealed, sealAccounting } from '@probity/documents';
import {
  type AccountingOptions,
  checkReportPeriod,
  estateTitle,
  formatDisplayDate,
  MSG_ESTATE_MISSING,
  MSG_PUBLISH_CHANGED,
  type PublicationSummary,
} from '@probity/domain';
import type { FastifyBaseLogger } from 'fastify';
import { byline } from '../auth/session.ts';
import { readEstateSnapshot, type WriterAccess } from '../estate/index.ts';
import { badRequest, conflict, notFound } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';
import { sha256Hex as sha256 } from '../runtime/sha256.ts';
import { summaryOut } from './publications-read.ts';
import { publishedEmail } from './published-email.ts';

/**
 * Publishes an accounting (issue 39): drawn from the estate as saved at revision `rev` (the one the executor looked
 * at), sealed as canonical JSON, rendered to PDF, both hashed and stored as the next number, with an audit entry;
 * then the beneficiaries are told by email. The drawing happens outside the estate's lock; the lock then checks
 * that neither the estate nor the numbering moved meanwhile, so a save is never held up by a PDF.
 */
export async function publishAccounting(
  ctx: AppContext,
  log: FastifyBaseLogger,
  { estate, user }: WriterAccess,
  options: AccountingOptions,
  rev: number,
): Promise<PublicationSummary> {
  const bad = checkReportPeriod(options.start, options.end, estate);
  if (bad) throw badRequest(bad.msg);
  const [{ full, facts, derived }, before] = await Promise.all([
    readEstateSnapshot(ctx.db, estate.id),
    lastPublication(ctx.db, estate.id),
  ]);
  if (full.revision !== rev) throw conflict(MSG_PUBLISH_CHANGED);
  const number = (before?.number ?? 0) + 1;
  const at = new Date();
  const by = byline(user);
  const label = estateTitle(facts);
  const { sealed, json } = sealAccounting(facts, derived, {
    estate: { id: estate.id, name: label },
    number,
    published_at: at.toISOString(),
    published_by: by,
    rev,
    options,
    before: before
      ? { number: before.number, json_sha256: before.json_sha256, ...pick(JSON.parse(before.json) as Sealed) }
      : null,
  });
  const jsonSha = sha256(json);
  const pdf = Buffer.from(await renderDocPdfBytes(publishedDoc(sealed, jsonSha, formatDisplayDate)));
  const row = {
    estate_id: estate.id,
    number,
    title: sealed.doc.title,
    options,
    rev,
    json,
    json_sha256: jsonSha,
    pdf,
    pdf_sha256: sha256(pdf),
    changes: sealed.changes.length,
    published_by: by,
    published_at: at,
  };
  await ctx.db.transaction(async (tx) => {
    const now = await lockEstate(tx, estate.id);
    if (!now) throw notFound(MSG_ESTATE_MISSING);
    const last = await lastPublication(tx, estate.id);
    if (now.revision !== rev || (last?.number ?? 0) !== number - 1) throw conflict(MSG_PUBLISH_CHANGED);
    await insertPublication(tx, row);
    await addAudit(tx, {
      estate_id: estate.id,
      user_id: user.id,
      action: 'accounting.publish',
      revision: rev,
      detail: { number, json_sha256: row.json_sha256, pdf_sha256: row.pdf_sha256, changes: row.changes },
    });
  });
  await tellHeirs(ctx, log, estate.id, label, number, by);
  return summaryOut({ ...row, pdf_bytes: pdf.length });
}

const pick = (s: Sealed) => ({ options: s.options, doc: s.doc });

/** Each beneficiary gets an email; one that fails is logged and does not undo the publication. */
async function tellHeirs(
  ctx: AppContext,
  log: FastifyBaseLogger,
  estateId: string,
  label: string,
  number: number,
  by: string,
): Promise<void> {
  const heirs = await listBeneficiaryUsers(ctx.db, estateId);
  const link = `${ctx.baseUrl}/heir/${estateId}`;
  for (const h of heirs) {
    try {
      await ctx.mailer.send({
        userId: h.id,
        to: h.email,
        ...publishedEmail({ heirName: h.name, executor: by, estateLabel: label, number, link }),
      });
    } catch (err) {
      log.warn({ err }, 'publication email not sent');
    }
  }
}
