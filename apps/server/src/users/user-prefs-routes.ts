import { updateUserPrefs } from '@probity/db';
import { MSG_SIGN_IN, ZUser, ZUserPrefsBody } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/session.ts';
import { okAnswers } from '../http/answers.ts';
import { ok, unauthorized } from '../http/http-error.ts';
import { userOut } from './user-view.ts';

/** POST /api/user_prefs: wiz_off and the dismissed-hints bit flags. */
export function userPrefsRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/user_prefs',
    { schema: { body: ZUserPrefsBody, response: okAnswers(ZUser) } },
    async (req) => {
      const me = await requireUser(root.ctx.auth, req);
      const row = await updateUserPrefs(root.ctx.db, me.id, req.body);
      if (!row) throw unauthorized(MSG_SIGN_IN);
      return ok(userOut(row));
    },
  );
}
