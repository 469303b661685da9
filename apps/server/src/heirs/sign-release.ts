import { randomBytes } from 'node:crypto';
import { addAudit, closeRelease, findRelease, insertStoredFile, type ReleaseRow } from '@probity/db';
import { releaseDoc, renderDocPdfBytes, type SignatureRecord } from '@probity/documents';
import { MSG_RELEASE_CLOSED, MSG_RELEASE_MISSING, MSG_RELEASE_STATEMENTS } from '@probity/domain';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/session.ts';
import { badRequest, conflict, notFound } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';
import { sha256Hex } from '../runtime/sha256.ts';
import { documentOf } from './releases.ts';

// The heir's answer to a receipt and release (issue 39): signed (consent, each statement, the typed name, the time,
// IP address and browser recorded; the signed PDF stored among the Estate Files, attached to the heir) or declined
// with a reason. Either closes it, once: a second answer is refused.

async function openRelease(
  ctx: AppContext,
  estateId: string,
  id: number,
  heirId: number,
): Promise<ReleaseRow> {
  const row = await findRelease(ctx.db, estateId, id);
  if (!row || row.heir_id !== heirId) throw notFound(MSG_RELEASE_MISSING);
  if (row.status === 'signed' || row.status === 'declined') throw conflict(MSG_RELEASE_CLOSED);
  return row;
}

export async function signRelease(
  ctx: AppContext,
  req: FastifyRequest,
  who: { estateId: string; heirId: number; user: SessionUser },
  id: number,
  body: { statements: true[]; name: string },
): Promise<ReleaseRow> {
  const row = await openRelease(ctx, who.estateId, id, who.heirId);
  const d = documentOf(row);
  if (body.statements.length !== d.statements.length) throw badRequest(MSG_RELEASE_STATEMENTS);
  const signed: SignatureRecord = {
    name: body.name,
    at: new Date().toISOString(),
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
    releaseSha256: row.release_sha256,
  };
  const pdf = Buffer.from(await renderDocPdfBytes(releaseDoc(d, signed)));
  const blob = `${who.estateId}/${randomBytes(16).toString('hex')}`;
  const pdfSha = sha256Hex(pdf);
  await ctx.files.write(blob, pdf, 'application/pdf');
  try {
    return await ctx.db.transaction(async (tx) => {
      await insertStoredFile(tx, {
        blob_name: blob,
        estate_id: who.estateId,
        file_name: `Receipt and release ${row.id}, ${d.heir.name}, signed.pdf`,
        size: pdf.length,
        kind: 'pdf',
        sha256: pdfSha,
        entity_type: 'heirs',
        entity_id: String(row.heir_id),
      });
      const done = await closeRelease(tx, row.id, {
        status: 'signed',
        signed_at: new Date(signed.at),
        signer_name: signed.name,
        signer_ip: signed.ip,
        signer_ua: signed.userAgent,
        signer_user: who.user.id,
        signed_blob: blob,
        signed_pdf_sha256: pdfSha,
      });
      if (!done) throw conflict(MSG_RELEASE_CLOSED);
      await addAudit(tx, {
        estate_id: who.estateId,
        user_id: who.user.id,
        action: 'release_sign',
        detail: {
          release: row.id,
          heir: row.heir_id,
          release_sha256: row.release_sha256,
          pdf_sha256: pdfSha,
        },
      });
      return done;
    });
  } catch (e) {
    // nothing half-written: the bytes go with the rows that were not
    await ctx.files.remove([blob]);
    throw e;
  }
}

export async function declineRelease(
  ctx: AppContext,
  who: { estateId: string; heirId: number; user: SessionUser },
  id: number,
  reason: string,
): Promise<ReleaseRow> {
  const row = await openRelease(ctx, who.estateId, id, who.heirId);
  return ctx.db.transaction(async (tx) => {
    const done = await closeRelease(tx, row.id, {
      status: 'declined',
      declined_at: new Date(),
      decline_reason: reason,
    });
    if (!done) throw conflict(MSG_RELEASE_CLOSED);
    await addAudit(tx, {
      estate_id: who.estateId,
      user_id: who.user.id,
      action: 'release_decline',
      detail: { release: row.id, heir: row.heir_id },
    });
    return done;
  });
}

/**
 * The release's PDF: the signed one as stored; if that file was deleted from Estate Files, the signed release drawn
 * again from its record; an open or declined one as sent.
 */
export async function releasePdf(ctx: AppContext, row: ReleaseRow): Promise<Buffer> {
  if (row.signed_blob) {
    const bytes = await ctx.files.read(row.signed_blob);
    if (bytes) return bytes;
  }
  const signed: SignatureRecord | undefined =
    row.status === 'signed' && row.signed_at
      ? {
          name: row.signer_name ?? '',
          at: row.signed_at.toISOString(),
          ip: row.signer_ip ?? '',
          userAgent: row.signer_ua ?? '',
          releaseSha256: row.release_sha256,
        }
      : undefined;
  return Buffer.from(await renderDocPdfBytes(releaseDoc(documentOf(row), signed)));
}
