import { ZHealthy, ZUnhealthy } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * 200 once the database answers (load balancers and the start script poll it); 503 within about 1.3 s when it
 * does not (down, restarting or frozen): the probe is bounded (plugins/db-health.ts).
 */
export function healthzRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/healthz', { schema: { response: { 200: ZHealthy, 503: ZUnhealthy } } }, async (_req, reply) => {
    const up = !root.ctx.health.isDown && (await root.ctx.health.probe());
    if (up) return { ok: true as const };
    return reply.status(503).send({ ok: false });
  });
}
