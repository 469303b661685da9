import {
  findPublication,
  findRelease,
  findShareOfHeir,
  findUser,
  insertRelease,
  listReleases,
  markReleaseViewed,
  type ReleaseRow,
} from '@probity/db';
import { RELEASE_FORMAT, type ReleaseDocument, releaseJson } from '@probity/documents';
import {
  estateTitle,
  heirView,
  MSG_PUBLICATION_MISSING,
  MSG_RELEASE_MISSING,
  MSG_RELEASE_NOTHING,
  MSG_RELEASE_PICK,
  MSG_SHARE_HEIR_MISSING,
  RELEASE_CONSENT,
  RELEASE_NOT_ADVICE,
  type Release,
  type ReleaseIn,
  type ReleaseStatus,
  releaseStatements,
  todayIso,
} from '@probity/domain';
import type { FastifyBaseLogger } from 'fastify';
import { byline } from '../auth/session.ts';
import { readEstateSnapshot, type WriterAccess } from '../estate/index.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';
import { sha256Hex } from '../runtime/sha256.ts';
import { releaseEmail } from './release-email.ts';

// Receipts and releases (issue 39): the executor sends one for an heir's done distributions, resting on a published
// accounting; the document is sealed as sent (canonical JSON and its SHA-256); the heir is told by email.

export const documentOf = (r: ReleaseRow) => JSON.parse(r.document) as ReleaseDocument;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function releaseOut(r: ReleaseRow): Release {
  const d = documentOf(r);
  return {
    id: r.id,
    heir_id: r.heir_id,
    heir_name: d.heir.name,
    status: r.status as ReleaseStatus,
    lines: d.lines,
    total: d.total,
    accounting: d.accounting,
    statements: d.statements,
    consent: d.consent,
    note: d.note,
    document: r.document,
    release_sha256: r.release_sha256,
    sent_at: r.sent_at.toISOString(),
    sent_by: r.sent_by,
    viewed_at: iso(r.viewed_at),
    signed_at: iso(r.signed_at),
    signer_name: r.signer_name,
    declined_at: iso(r.declined_at),
    decline_reason: r.decline_reason,
    reminded_at: iso(r.reminded_at),
    signed_pdf_sha256: r.signed_pdf_sha256,
  };
}

/** POST /api/estate/{id}/releases: seals the release of the heir's done distributions and tells the heir. */
export async function sendRelease(
  ctx: AppContext,
  log: FastifyBaseLogger,
  { estate, user }: WriterAccess,
  { heir_id: heirId, accounting, distributions: picked }: ReleaseIn,
): Promise<Release> {
  const [{ facts, derived }, pub] = await Promise.all([
    readEstateSnapshot(ctx.db, estate.id),
    findPublication(ctx.db, estate.id, accounting),
  ]);
  if (!pub) throw notFound(MSG_PUBLICATION_MISSING);
  const view = heirView(facts, derived, heirId, [], todayIso());
  if (!view) throw badRequest(MSG_SHARE_HEIR_MISSING);
  const done = view.heir.distributions.filter((x) => x.date !== null);
  if (done.length === 0) throw badRequest(MSG_RELEASE_NOTHING);
  const chosen = picked ? done.filter((x) => picked.includes(x.id)) : done;
  if (picked && chosen.length !== new Set(picked).size) throw badRequest(MSG_RELEASE_PICK);
  const lines = chosen.map((x) => ({ asset: x.asset, date: x.date as string, value: x.value }));
  const total = lines.reduce((s, l) => s + l.value, 0);
  const name = estateTitle(facts);
  const by = byline(user);
  const end = (pub.options as { end: string }).end;
  const document: ReleaseDocument = {
    format: RELEASE_FORMAT,
    estate: { id: estate.id, name },
    heir: { id: heirId, name: view.heir.name },
    lines,
    total,
    accounting: { number: pub.number, end, json_sha256: pub.json_sha256, pdf_sha256: pub.pdf_sha256 },
    statements: releaseStatements({
      country: facts.meta.country_code,
      trust: facts.meta.trust,
      estateName: name,
      executorName: by,
      heirName: view.heir.name,
      total,
      accounting: { number: pub.number, end, json_sha256: pub.json_sha256 },
    }),
    consent: RELEASE_CONSENT,
    note: RELEASE_NOT_ADVICE,
    sent_by: by,
    sent_at: new Date().toISOString(),
  };
  const json = releaseJson(document);
  const row = await insertRelease(ctx.db, {
    estate_id: estate.id,
    heir_id: heirId,
    accounting: pub.number,
    document: json,
    release_sha256: sha256Hex(json),
    sent_by: by,
    sent_at: new Date(document.sent_at),
  });
  await tellHeir(ctx, log, row, 'sent');
  return releaseOut(row);
}

/** The heir's beneficiary account, when the executor invited them and they took it up. */
async function heirUser(ctx: Pick<AppContext, 'db'>, estateId: string, heirId: number) {
  const share = await findShareOfHeir(ctx.db, estateId, heirId);
  return share?.user_id ? findUser(ctx.db, share.user_id) : undefined;
}

/** Mails the heir about a release (sent, or the 14-day reminder); a mail that fails is logged, nothing undone. */
export async function tellHeir(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'baseUrl'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  r: ReleaseRow,
  why: 'sent' | 'reminder',
): Promise<boolean> {
  const user = await heirUser(ctx, r.estate_id, r.heir_id);
  if (!user) return false;
  const d = documentOf(r);
  try {
    await ctx.mailer.send({
      userId: user.id,
      to: user.email,
      ...releaseEmail({
        why,
        heirName: d.heir.name,
        executor: d.sent_by,
        estateLabel: d.estate.name,
        link: `${ctx.baseUrl}/heir/${r.estate_id}`,
      }),
    });
    return true;
  } catch (err) {
    log.warn({ err }, 'release email not sent');
    return false;
  }
}

/** The releases a reader sees: all of them, or a beneficiary's own. */
export async function readReleases(ctx: AppContext, estateId: string, heirId: number | null) {
  return (await listReleases(ctx.db, estateId, heirId ?? undefined)).map(releaseOut);
}

/** One release; the heir's own reading marks it viewed. Another heir's is answered as missing. */
export async function readRelease(
  ctx: AppContext,
  estateId: string,
  id: number,
  heirId: number | null,
): Promise<ReleaseRow> {
  const row = await findRelease(ctx.db, estateId, id);
  if (!row || (heirId !== null && row.heir_id !== heirId)) throw notFound(MSG_RELEASE_MISSING);
  if (heirId !== null && row.status === 'sent') return (await markReleaseViewed(ctx.db, row.id)) ?? row;
  return row;
}
