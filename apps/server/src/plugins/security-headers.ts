import type { FastifyInstance } from 'fastify';

/** A few cheap headers: no MIME sniffing, no framing (clickjacking), no referrer leaks to other sites. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'same-origin');
  });
}
