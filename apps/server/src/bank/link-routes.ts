import {
  MSG_SAMPLE_BANK,
  ZBankQuery,
  ZBankSynced,
  ZEstateParams,
  ZLinkAsk,
  ZLinkSave,
  ZLinkSaved,
  ZLinkToken,
  ZUnlinkBody,
  ZUnlinked,
} from '@probity/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkBankLicence, writeAccess } from '../estate/index.ts';
import { okAnswers } from '../http/answers.ts';
import { badRequest, fail, ok } from '../http/http-error.ts';
import { linkAsset, redownload, syncLink, unlinkBank } from './bank-link.ts';
import { BankError } from './bank-provider.ts';

/** Bank codes go out as the API's error body `{ success: false, code, msg }` (HTTP 409: the bank's state). */
async function bankCall<T>(reply: FastifyReply, f: () => Promise<T>) {
  try {
    return ok(await f());
  } catch (e) {
    if (e instanceof BankError) return reply.status(409).send(fail(e.code, e.message));
    throw e;
  }
}

/**
 * The bank link (docs/api.md, Bank import): POST /connect/estate/{id}/ a widget token, PUT /connect/estate/{id}/ the link,
 * POST /connect/estate/{id}?sync what is new (?import=y&redo=true&start=&end= a period again), DELETE unlink.
 * Owners and editors only; never the Sample estate.
 */
export function linkRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, bank } = root.ctx;
  const say = { sample: MSG_SAMPLE_BANK };
  /** Who may make a link: a writer of a licensed estate (the licence only once the trial is enforced). */
  const linker = async (req: FastifyRequest, id: string) => {
    const access = await writeAccess(root.ctx, req, id, say);
    checkBankLicence(access.estate, root.ctx.enforceTrial);
    return access.user?.id ?? '';
  };

  app.post(
    '/connect/estate/:id/',
    { schema: { params: ZEstateParams, body: ZLinkAsk, response: okAnswers(ZLinkToken) } },
    async (req, reply) => {
      const userId = await linker(req, req.params.id);
      if (!req.body.want_link_token) throw badRequest('Nothing was asked');
      return bankCall(reply, async () => ({
        link_token: await bank.linkToken(userId, req.params.id),
        provider: bank.name,
      }));
    },
  );

  app.put(
    '/connect/estate/:id/',
    { schema: { params: ZEstateParams, body: ZLinkSave, response: okAnswers(ZLinkSaved) } },
    async (req, reply) => {
      const userId = await linker(req, req.params.id);
      const b = req.body;
      return bankCall(reply, () =>
        linkAsset(db, bank, {
          estateId: req.params.id,
          userId,
          revision: b.revision,
          publicToken: b.public_token,
          assetId: b.asset_id,
          accountId: b.account_id,
        }),
      );
    },
  );

  app.post(
    '/connect/estate/:id',
    { schema: { params: ZEstateParams, querystring: ZBankQuery, response: okAnswers(ZBankSynced) } },
    async (req, reply) => {
      await writeAccess(root.ctx, req, req.params.id, say);
      const q = req.query;
      if (q.import !== undefined && q.redo !== undefined) {
        if (!q.start || !q.end) throw badRequest('Start and End are required');
        const { start, end } = q;
        return bankCall(reply, () => redownload(db, bank, req.params.id, start, end));
      }
      if (q.sync === undefined) throw badRequest('Nothing was asked');
      return bankCall(reply, () => syncLink(db, bank, req.params.id));
    },
  );

  app.delete(
    '/connect/estate/:id',
    { schema: { params: ZEstateParams, body: ZUnlinkBody, response: okAnswers(ZUnlinked) } },
    async (req, reply) => {
      const { user } = await writeAccess(root.ctx, req, req.params.id, say);
      return bankCall(reply, () =>
        unlinkBank(db, bank, {
          estateId: req.params.id,
          userId: user?.id ?? '',
          revision: req.body.revision,
        }),
      );
    },
  );
}
