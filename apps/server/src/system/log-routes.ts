import { addClientLog } from '@probity/db';
import { ZClientLogBody } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../auth/session.ts';
import { okAnswers } from '../http/answers.ts';
import { ok } from '../http/http-error.ts';

/** POST /api/log: client errors, kept in the database and echoed to the server log. Visitors may report too. */
export function logRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const schema = { body: ZClientLogBody, response: okAnswers(z.null()) };
  app.post('/api/log', { schema, bodyLimit: 16_384 }, async (req) => {
    const user = await sessionUser(root.ctx.auth, req);
    const { level, msg, estate_id } = req.body;
    await addClientLog(root.ctx.db, {
      level,
      msg,
      estate_id: estate_id ?? null,
      user_id: user?.id ?? null,
      user_agent: req.headers['user-agent']?.slice(0, 300) ?? null,
    });
    req.log.warn({ client: { level, msg, estate_id, user: user?.id } }, 'client log');
    return ok(null);
  });
}
