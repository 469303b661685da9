import { listPublications, publicationPdf } from '@probity/db';
import {
  MSG_PUBLICATION_MISSING,
  ZEstateParams,
  ZPublication,
  ZPublicationList,
  ZPublicationParams,
  ZPublicationSummary,
  ZPublishIn,
} from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { heirsReadAccess, writeAccess } from '../estate/index.ts';
import { failAnswers, okAnswers } from '../http/answers.ts';
import { notFound, ok } from '../http/http-error.ts';
import { sendPdf } from '../http/send-pdf.ts';
import { readPublication, summaryOut } from './publications-read.ts';
import { publishAccounting } from './publish-accounting.ts';

/**
 * Published accountings (docs/api.md, The heirs' side): the owner and editors publish; whoever reads the estate and
 * its beneficiaries list, read and download them.
 */
export function accountingRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const publishSchema = { params: ZEstateParams, body: ZPublishIn, response: okAnswers(ZPublicationSummary) };
  app.post('/api/estate/:id/accountings', { schema: publishSchema }, async (req) => {
    const writer = await writeAccess(root.ctx, req, req.params.id);
    return ok(await publishAccounting(root.ctx, req.log, writer, req.body.options, req.body.rev));
  });

  const listSchema = { params: ZEstateParams, response: okAnswers(ZPublicationList) };
  app.get('/api/estate/:id/accountings', { schema: listSchema }, async (req) => {
    const { estate } = await heirsReadAccess(root.ctx, req, req.params.id);
    return ok({ accountings: (await listPublications(root.ctx.db, estate.id)).map(summaryOut) });
  });

  const oneSchema = { params: ZPublicationParams, response: okAnswers(ZPublication) };
  app.get('/api/estate/:id/accountings/:n', { schema: oneSchema }, async (req) => {
    const { estate } = await heirsReadAccess(root.ctx, req, req.params.id);
    return ok(await readPublication(root.ctx, estate.id, req.params.n));
  });

  const pdfSchema = {
    params: ZPublicationParams,
    response: { 200: z.string().describe('The sealed PDF, as an attachment.'), ...failAnswers },
  };
  app.get('/api/estate/:id/accountings/:n/pdf', { schema: pdfSchema }, async (req, reply) => {
    const { estate } = await heirsReadAccess(root.ctx, req, req.params.id);
    const pdf = await publicationPdf(root.ctx.db, estate.id, req.params.n);
    if (!pdf) throw notFound(MSG_PUBLICATION_MISSING);
    return sendPdf(reply, `Accounting-${req.params.n}.pdf`, pdf);
  });
}
