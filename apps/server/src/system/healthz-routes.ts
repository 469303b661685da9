import { ping } from '@probity/db';
import { ZHealthy, ZUnhealthy } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** 200 once the database answers (load balancers and the start script poll it). */
export function healthzRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/healthz', { schema: { response: { 200: ZHealthy, 503: ZUnhealthy } } }, async (_req, reply) => {
    try {
      await ping(root.ctx.db);
      return { ok: true as const };
    } catch {
      return reply.status(503).send({ ok: false });
    }
  });
}
