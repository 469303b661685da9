import {
  MSG_RELEASE_HEIR_ONLY,
  ZEstateParams,
  ZRelease,
  ZReleaseDecline,
  ZReleaseIn,
  ZReleaseList,
  ZReleaseParams,
  ZReleaseSign,
} from '@probity/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../auth/session.ts';
import { heirsReadAccess, writeAccess } from '../estate/index.ts';
import { failAnswers, okAnswers } from '../http/answers.ts';
import { forbidden, ok } from '../http/http-error.ts';
import { sendPdf } from '../http/send-pdf.ts';
import { readRelease, readReleases, releaseOut, sendRelease } from './releases.ts';
import { declineRelease, releasePdf, signRelease } from './sign-release.ts';

/**
 * Receipts and releases (docs/api.md, The heirs' side): the owner and editors send; whoever reads the estate sees
 * every release, a beneficiary their own; only the heir it is addressed to signs or declines.
 */
export function releaseRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx = root.ctx;

  /** The heir the release is addressed to, signed in as its beneficiary; anyone else who reads the estate: 403. */
  const theHeir = async (req: FastifyRequest, id: string) => {
    const { estate, heirId } = await heirsReadAccess(ctx, req, id);
    const user = await sessionUser(ctx.auth, req);
    if (heirId === null || !user) throw forbidden(MSG_RELEASE_HEIR_ONLY);
    return { estateId: estate.id, heirId, user };
  };

  const sendSchema = { params: ZEstateParams, body: ZReleaseIn, response: okAnswers(ZRelease) };
  app.post('/api/estate/:id/releases', { schema: sendSchema }, async (req) => {
    const writer = await writeAccess(ctx, req, req.params.id);
    return ok(await sendRelease(ctx, req.log, writer, req.body));
  });

  app.get(
    '/api/estate/:id/releases',
    { schema: { params: ZEstateParams, response: okAnswers(ZReleaseList) } },
    async (req) => {
      const { estate, heirId } = await heirsReadAccess(ctx, req, req.params.id);
      return ok({ releases: await readReleases(ctx, estate.id, heirId) });
    },
  );

  app.get(
    '/api/estate/:id/releases/:rid',
    { schema: { params: ZReleaseParams, response: okAnswers(ZRelease) } },
    async (req) => {
      const { estate, heirId } = await heirsReadAccess(ctx, req, req.params.id);
      return ok(releaseOut(await readRelease(ctx, estate.id, req.params.rid, heirId)));
    },
  );

  const pdfSchema = {
    params: ZReleaseParams,
    response: { 200: z.string().describe('The release as a PDF (signed: the stored copy).'), ...failAnswers },
  };
  app.get('/api/estate/:id/releases/:rid/pdf', { schema: pdfSchema }, async (req, reply) => {
    const { estate, heirId } = await heirsReadAccess(ctx, req, req.params.id);
    const row = await readRelease(ctx, estate.id, req.params.rid, heirId);
    const signed = row.status === 'signed' ? '-signed' : '';
    return sendPdf(reply, `Receipt-and-release-${row.id}${signed}.pdf`, await releasePdf(ctx, row));
  });

  const signSchema = { params: ZReleaseParams, body: ZReleaseSign, response: okAnswers(ZRelease) };
  app.post('/api/estate/:id/releases/:rid/sign', { schema: signSchema }, async (req) => {
    const who = await theHeir(req, req.params.id);
    return ok(releaseOut(await signRelease(ctx, req, who, req.params.rid, req.body)));
  });

  const declineSchema = { params: ZReleaseParams, body: ZReleaseDecline, response: okAnswers(ZRelease) };
  app.post('/api/estate/:id/releases/:rid/decline', { schema: declineSchema }, async (req) => {
    const who = await theHeir(req, req.params.id);
    return ok(releaseOut(await declineRelease(ctx, who, req.params.rid, req.body.reason)));
  });
}
