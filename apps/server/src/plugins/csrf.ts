import { MSG_CSRF } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import { fail } from '../http/http-error.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence: a state-changing call must carry `X-Probity: 1`. A cross-site form cannot set a custom header
 * and, with CORS closed, a cross-site script cannot either. better-auth adds its own origin check on top.
 */
export function registerCsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!UNSAFE.has(req.method) || req.headers['x-probity'] === '1') return;
    return reply.status(403).send(fail(403, MSG_CSRF));
  });
}
