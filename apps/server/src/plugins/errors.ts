import { MSG_NOT_FOUND_ROUTE, MSG_SERVER, MSG_TOO_LARGE } from '@probity/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fail, HttpError } from '../http/http-error.ts';

// PostgreSQL errors that only bad input can cause (invalid text, out of range, too long): a 400, not a 500.
const PG_INPUT_ERRORS = new Set([
  '22P02',
  '22003',
  '22001',
  '22007',
  '22008',
  '22023',
  '23502',
  '23503',
  '23514',
]);

interface ValidationEntry {
  instancePath?: string;
  message?: string;
}

function describeValidation(err: {
  validation?: ValidationEntry[];
  validationContext?: string;
  message: string;
}) {
  const first = err.validation?.[0];
  const path = (first?.instancePath ?? '').split('/').filter(Boolean).join('.');
  const where = [err.validationContext, path].filter(Boolean).join('.');
  return `Invalid ${where || 'request'}: ${first?.message ?? err.message}`;
}

/** Every failure becomes `{ success: false, code, msg }`; user input never yields a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError & { code?: string }, req, reply) => {
    if (err instanceof HttpError) return reply.status(err.status).send(fail(err.status, err.message));
    if (hasZodFastifySchemaValidationErrors(err))
      return reply.status(400).send(fail(400, describeValidation(err)));
    if (err.code && PG_INPUT_ERRORS.has(err.code)) {
      req.log.info({ err }, 'database refused input');
      return reply.status(400).send(fail(400, `Invalid input: ${err.message}`));
    }
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(fail(413, MSG_TOO_LARGE));
    if (status >= 400 && status < 500) return reply.status(status).send(fail(status, err.message));
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(fail(500, MSG_SERVER));
  });
}

export function apiNotFound(reply: import('fastify').FastifyReply) {
  return reply.status(404).send(fail(404, MSG_NOT_FOUND_ROUTE));
}
