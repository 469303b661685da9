import { findNotices } from '@probity/db';
import { renderNoticesDocx, renderNoticesPdf } from '@probity/documents';
import {
  MSG_NOTICE_MISSING,
  type NoticeLetter,
  ZEstateParams,
  ZNotice,
  ZNoticeIn,
  ZNoticeList,
  ZNoticePacketQuery,
  ZNoticeParams,
  ZNoticePatch,
} from '@probity/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readAccess, writeAccess } from '../estate/index.ts';
import { failAnswers, okAnswers } from '../http/answers.ts';
import { notFound, ok } from '../http/http-error.ts';
import { sendAttachment, sendPdf } from '../http/send-pdf.ts';
import { createNotice, findOne, patchNotice, readNotices, removeNotice } from './notices.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function sendLetters(
  reply: FastifyReply,
  letters: NoticeLetter[],
  format: 'pdf' | 'docx',
  name: string,
) {
  if (format === 'pdf') return sendPdf(reply, `${name}.pdf`, Buffer.from(await renderNoticesPdf(letters)));
  return sendAttachment(reply, `${name}.docx`, DOCX, Buffer.from(await renderNoticesDocx(letters)));
}

/**
 * Notices of death (docs/api.md, Notices): whoever reads the estate sees them and downloads their letters; the
 * owner and editors draft, edit, mark and delete them.
 */
export function noticeRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx = root.ctx;

  app.get(
    '/api/estate/:id/notices',
    { schema: { params: ZEstateParams, response: okAnswers(ZNoticeList) } },
    async (req) => {
      const { estate } = await readAccess(ctx, req, req.params.id);
      return ok({ notices: await readNotices(ctx, estate.id) });
    },
  );

  app.post(
    '/api/estate/:id/notices',
    { schema: { params: ZEstateParams, body: ZNoticeIn, response: okAnswers(ZNotice) } },
    async (req) => ok(await createNotice(ctx, await writeAccess(ctx, req, req.params.id), req.body)),
  );

  app.patch(
    '/api/estate/:id/notices/:nid',
    { schema: { params: ZNoticeParams, body: ZNoticePatch, response: okAnswers(ZNotice) } },
    async (req) =>
      ok(await patchNotice(ctx, await writeAccess(ctx, req, req.params.id), req.params.nid, req.body)),
  );

  app.delete(
    '/api/estate/:id/notices/:nid',
    { schema: { params: ZNoticeParams, response: okAnswers(z.object({})) } },
    async (req) => {
      await removeNotice(ctx, await writeAccess(ctx, req, req.params.id), req.params.nid);
      return ok({});
    },
  );

  const fileAnswers = {
    200: z.string().describe('The letters as a PDF, or as a Word document with format=docx.'),
    ...failAnswers,
  };
  const fileQuery = z.object({ format: z.enum(['pdf', 'docx']).default('pdf') });
  app.get(
    '/api/estate/:id/notices/:nid/letter',
    { schema: { params: ZNoticeParams, querystring: fileQuery, response: fileAnswers } },
    async (req, reply) => {
      const { estate } = await readAccess(ctx, req, req.params.id);
      const row = await findOne(ctx, estate.id, req.params.nid);
      return sendLetters(
        reply,
        [row.letter as NoticeLetter],
        req.query.format,
        `notice-${row.id}-${row.kind}`,
      );
    },
  );

  app.get(
    '/api/estate/:id/notices/packet',
    { schema: { params: ZEstateParams, querystring: ZNoticePacketQuery, response: fileAnswers } },
    async (req, reply) => {
      const { estate } = await readAccess(ctx, req, req.params.id);
      const rows = await findNotices(ctx.db, estate.id, req.query.ids);
      if (rows.length !== new Set(req.query.ids).size) throw notFound(MSG_NOTICE_MISSING);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const letters = [...new Set(req.query.ids)].map((id) => byId.get(id)?.letter as NoticeLetter);
      return sendLetters(reply, letters, req.query.format, 'notices');
    },
  );
}
