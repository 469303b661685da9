import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { fail } from '../http/http-error.ts';
import { createMetrics, registerRequestMetrics } from './metrics.ts';

export const MSG_METRICS_REFUSED =
  'The metrics are readable from this machine, or elsewhere with the metrics token (METRICS_TOKEN).';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Straight from this machine: the socket's peer is loopback and no proxy forwarded the request. A proxy on the
 * same machine also connects from loopback, so a forwarded request (X-Forwarded-For / Forwarded) is not local.
 */
function fromThisMachine(req: FastifyRequest): boolean {
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.has(req.socket.remoteAddress ?? '');
}

const digest = (s: string) => crypto.createHash('sha256').update(s).digest();

function hasToken(req: FastifyRequest, token: string | undefined): boolean {
  const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  return !!token && !!given && crypto.timingSafeEqual(digest(given), digest(token));
}

/**
 * The app's metrics (`app.metrics`, which the jobs report to) and GET /metrics in the Prometheus text format.
 * Readable from this machine (a Prometheus or an agent beside the server) or, with METRICS_TOKEN set, by anyone
 * sending `Authorization: Bearer <token>`; everyone else gets 403. Not part of the API document: it is for the
 * operator's scraper, not for the web app.
 */
export function registerMetrics(app: FastifyInstance, o: { pool: pg.Pool; token?: string }): void {
  const metrics = createMetrics();
  metrics.watchPool('app', o.pool);
  app.decorate('metrics', metrics);
  registerRequestMetrics(app, metrics);
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!fromThisMachine(req) && !hasToken(req, o.token))
      return reply.status(403).send(fail(403, MSG_METRICS_REFUSED));
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.text());
  });
}
