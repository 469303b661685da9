import { findUser, updateUserPrefs } from '@probity/db';
import {
  MSG_SIGN_IN,
  ZAutosaveBody,
  ZAutosaveQuery,
  ZDeleteUserBody,
  ZUser,
  ZUserDeleted,
} from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/session.ts';
import { okAnswers } from '../http/answers.ts';
import { ok, unauthorized } from '../http/http-error.ts';
import { deleteAccountOrEstate } from './delete-account.ts';
import { userOut } from './user-view.ts';

/** The cookie better-auth set, expired (the session row is gone with the account). */
const EXPIRED_SESSION_COOKIE = 'probity.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax';

export function userRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;

  const userAnswer = okAnswers(ZUser);

  app.get('/api/user', { schema: { response: userAnswer } }, async (req) => {
    const me = await requireUser(ctx.auth, req);
    const row = await findUser(ctx.db, me.id);
    if (!row) throw unauthorized(MSG_SIGN_IN);
    return ok(userOut(row));
  });

  const putSchema = { querystring: ZAutosaveQuery, body: ZAutosaveBody, response: userAnswer };
  app.put('/api/user', { schema: putSchema }, async (req) => {
    const me = await requireUser(ctx.auth, req);
    const row = await updateUserPrefs(ctx.db, me.id, { autosave: req.body.autosave });
    if (!row) throw unauthorized(MSG_SIGN_IN);
    return ok(userOut(row));
  });

  const deleteSchema = { body: ZDeleteUserBody, response: okAnswers(ZUserDeleted) };
  app.delete('/api/user', { schema: deleteSchema }, async (req, reply) => {
    const me = await requireUser(ctx.auth, req);
    const deleted = await deleteAccountOrEstate(ctx, req, me, req.body);
    if (deleted === 'account') reply.header('set-cookie', EXPIRED_SESSION_COOKIE);
    return ok({ deleted });
  });
}
