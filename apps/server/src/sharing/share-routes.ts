import { findSupplierShare } from '@probity/db';
import {
  MSG_SAMPLE_SHARE,
  MSG_SHARE_OWNER_ONLY,
  MSG_SIGN_IN,
  ZEstateParams,
  ZInviteAccepted,
  ZInviteInfo,
  ZInviteParams,
  ZOwnerChange,
  ZOwnerChanged,
  ZShareEdit,
  ZShareIn,
  ZShareList,
  ZShareOut,
  ZShareParams,
  ZShareQuery,
  ZShareSent,
  ZSupplierGrant,
} from '@probity/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../auth/session.ts';
import { ownerAccess, readAccess } from '../estate/index.ts';
import { okAnswers } from '../http/answers.ts';
import { forbidden, ok, unauthorized } from '../http/http-error.ts';
import { parseBody } from '../http/parse-body.ts';
import { acceptInvite, inviteInfo } from './accept-invite.ts';
import { transferOwnership } from './owner-transfer.ts';
import { editShare, grantSupplier, invite, listAccess, reinvite, removeShare } from './shares.ts';

/**
 * Sharing (docs/api.md, Sharing): the users list and its changes at /api/estate/{id}/ua (owner only; editors may
 * read the list), ownership transfer (?assign_owner=y), and the invitation link's /api/invite/{token}.
 */
const say = { sample: MSG_SAMPLE_SHARE, other: MSG_SHARE_OWNER_ONLY };

export function shareRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;

  /** The owner, or a refusal: the Sample estate and every other role are refused by the API itself. */
  const ownerOf = async (req: FastifyRequest, id: string) => {
    const { estate, user } = await ownerAccess(ctx, req, id, say);
    return { estate, owner: user };
  };

  app.get(
    '/api/estate/:id/ua',
    {
      schema: {
        params: ZEstateParams,
        querystring: ZShareQuery,
        response: okAnswers(z.union([ZShareList, z.enum(['y', 'n']), z.number().int()])),
      },
    },
    async (req) => {
      const access = await readAccess(ctx, req, req.params.id);
      if (req.query.is_owner) return ok(access.role === 'owner' ? ('y' as const) : ('n' as const));
      if (req.query.supplier_id) {
        if (access.role !== 'owner') throw forbidden(MSG_SHARE_OWNER_ONLY);
        return ok((await findSupplierShare(ctx.db, access.estate.id, req.query.supplier_id))?.access ?? 0);
      }
      if (access.role === 'sample') throw forbidden(MSG_SAMPLE_SHARE);
      if (access.role !== 'owner' && access.role !== 'edit') throw forbidden(MSG_SHARE_OWNER_ONLY);
      return ok(await listAccess(ctx, access.estate, access.role === 'owner'));
    },
  );

  app.post(
    '/api/estate/:id/ua',
    {
      schema: {
        params: ZEstateParams,
        querystring: ZShareQuery,
        body: z.union([ZShareIn, ZOwnerChange, ZSupplierGrant]),
        response: okAnswers(z.union([ZShareSent, ZOwnerChanged])),
      },
    },
    async (req) => {
      const { estate, owner } = await ownerOf(req, req.params.id);
      if (req.query.assign_owner)
        return ok(await transferOwnership(ctx, owner, estate.id, parseBody(ZOwnerChange, req.body)));
      if (req.body && typeof req.body === 'object' && 'supplier_id' in req.body)
        return ok(await grantSupplier(ctx, req.log, estate, owner, parseBody(ZSupplierGrant, req.body)));
      return ok(await invite(ctx, req.log, estate, owner, parseBody(ZShareIn, req.body)));
    },
  );

  app.put(
    '/api/estate/:id/ua/:uaId',
    {
      schema: {
        params: ZShareParams,
        querystring: ZShareQuery,
        body: ZShareEdit,
        response: okAnswers(z.union([ZShareSent, ZShareOut])),
      },
    },
    async (req) => {
      const { estate, owner } = await ownerOf(req, req.params.id);
      if (req.query.reinvite) return ok(await reinvite(ctx, req.log, estate, owner, req.params.uaId));
      return ok(await editShare(ctx, estate, owner, req.params.uaId, req.body));
    },
  );

  app.delete(
    '/api/estate/:id/ua/:uaId',
    { schema: { params: ZShareParams, response: okAnswers(z.object({ removed: z.literal(true) })) } },
    async (req) => {
      const { estate, owner } = await ownerOf(req, req.params.id);
      await removeShare(ctx, estate, owner, req.params.uaId);
      return ok({ removed: true as const });
    },
  );

  app.get(
    '/api/invite/:token',
    { schema: { params: ZInviteParams, response: okAnswers(ZInviteInfo) } },
    async (req) => ok(await inviteInfo(ctx, req.params.token)),
  );

  app.post(
    '/api/invite/:token',
    { schema: { params: ZInviteParams, response: okAnswers(ZInviteAccepted) } },
    async (req) => {
      const user = await sessionUser(ctx.auth, req);
      if (!user) throw unauthorized(MSG_SIGN_IN);
      return ok(await acceptInvite(ctx, user, req.params.token));
    },
  );
}
