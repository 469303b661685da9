import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { redactingLogOptions } from './log-redaction.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy may hand us: short, and nothing that could forge a log line or a header. */
const FORWARDED_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * The id of a request: the X-Request-Id of the reverse proxy in front (TRUST_PROXY), so its access log and ours
 * name the same request; otherwise (or when the header is missing or malformed) a fresh UUID. A client talking
 * to us directly cannot choose the id another request's log lines carry.
 */
export function requestIdGenerator(trustProxy: boolean) {
  return (req: IncomingMessage): string => {
    const given = req.headers[REQUEST_ID_HEADER];
    return trustProxy && typeof given === 'string' && FORWARDED_ID.test(given) ? given : crypto.randomUUID();
  };
}

/**
 * The server options for JSON logs with request ids: every line Fastify writes for a request carries its id
 * as `reqId`, and secrets never reach a line (log-redaction.ts). `logger` as buildApp takes it: false for no
 * logs, or pino options (level, a stream in tests).
 */
export function requestLogOptions(
  logger: FastifyServerOptions['logger'],
  trustProxy: boolean,
): Pick<FastifyServerOptions, 'logger' | 'genReqId'> {
  const options = typeof logger === 'object' ? logger : {};
  return {
    logger: logger ? { ...redactingLogOptions, ...options } : false,
    genReqId: requestIdGenerator(trustProxy),
  };
}

/** Every answer names its request id, so a user's report or a proxy log leads to our log lines. */
export function registerRequestIdEcho(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
}
