import { MSG_CSRF } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import { fail } from '../http/http-error.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence on every state-changing call, /api/auth included:
 * - it must carry `X-Probity: 1`: a cross-site form cannot set a custom header and, with CORS closed, a
 *   cross-site script cannot either;
 * - an Origin, when sent, must be one of ours (BASE_URL, TRUSTED_ORIGINS; never the Host header). Browsers send
 *   Origin on every POST, PUT and DELETE, so a page of another site is refused here even if a proxy or a browser
 *   bug let the custom header through. A request without Origin comes from a non-browser client (curl, scripts,
 *   the tests), which holds its own cookie and is not a CSRF vector; it still needs the header.
 * Payment webhooks are the one exception: they carry no session and are verified by their signature.
 */
export function registerCsrf(app: FastifyInstance, allowed: ReadonlySet<string>): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!UNSAFE.has(req.method)) return;
    // a payment provider's notice: no cookie acts in it, its own signature is checked (payments/webhook-routes.ts)
    if (req.url.startsWith('/pay/webhook/')) return;
    const origin = req.headers.origin;
    const ok = req.headers['x-probity'] === '1' && (origin === undefined || allowed.has(origin));
    if (!ok) return reply.status(403).send(fail(403, MSG_CSRF));
  });
}
