import { ping } from '@probity/db';
import type { FastifyInstance } from 'fastify';

/** 200 once the database answers (load balancers and the start script poll it). */
export function healthzRoutes(app: FastifyInstance): void {
  app.get('/healthz', async (_req, reply) => {
    try {
      await ping(app.ctx.db);
      return { ok: true };
    } catch {
      return reply.status(503).send({ ok: false });
    }
  });
}
