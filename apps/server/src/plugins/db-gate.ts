import type { FastifyInstance } from 'fastify';
import { fail } from '../http/http-error.ts';
import { type DbHealth, databaseDown } from './db-health.ts';

/** A request still waiting on the database after this long makes the server check it is there (frozen). */
const SLOW_MS = 1500;

/** /healthz answers for itself (system/healthz-routes.ts); static files need no database. */
const needsDatabase = (url: string) => url.startsWith('/api/');

/**
 * While the database is unreachable every API call answers 503 at once (the web app's files still load and
 * show the message). A call that waits unusually long triggers a probe, so a frozen server is noticed within
 * about SLOW_MS + PROBE_MS rather than after the statement timeout.
 */
export function registerDbGate(app: FastifyInstance, health: DbHealth): void {
  const watches = new WeakMap<object, NodeJS.Timeout>();
  app.addHook('onRequest', async (req, reply) => {
    if (!needsDatabase(req.url)) return;
    if (health.isDown) {
      const e = databaseDown();
      return reply.status(e.status).send(fail(e.status, e.message));
    }
    const t = setTimeout(() => void health.probe(), SLOW_MS);
    t.unref();
    watches.set(req, t);
  });
  app.addHook('onResponse', async (req) => {
    clearTimeout(watches.get(req));
  });
  app.addHook('onClose', async () => health.close());
}
