import { MSG_NOT_FOUND_ROUTE, MSG_SERVER, MSG_TOO_LARGE } from '@probity/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fail, HttpError } from '../http/http-error.ts';
import { uniqueConflictMessage } from '../http/unique-conflicts.ts';
import { databaseDown } from './db-health.ts';

// PostgreSQL data exceptions (class 22: invalid text, NUL bytes, out of range) and integrity violations
// (class 23) come from input the schemas let through: a 400, not a 500.
// drizzle wraps the driver's error: the SQLSTATE is on the error or on its cause.
const sqlState = (err: { code?: unknown; cause?: unknown }): string | undefined => {
  const code = typeof err.code === 'string' ? err.code : (err.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
};
const isPgInputError = (err: { code?: unknown; cause?: unknown }) =>
  /^2[23][0-9A-Z]{3}$/.test(sqlState(err) ?? '');

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
  app.setErrorHandler(async (err: FastifyError & { code?: string }, req, reply) => {
    if (err instanceof HttpError) return reply.status(err.status).send(fail(err.envelopeCode, err.message));
    if (hasZodFastifySchemaValidationErrors(err))
      return reply.status(400).send(fail(400, describeValidation(err)));
    const taken = uniqueConflictMessage(err);
    if (taken) return reply.status(400).send(fail(400, taken));
    if (isPgInputError(err)) {
      req.log.info({ err }, 'database refused input');
      const detail = (err.cause as { message?: string } | undefined)?.message ?? 'refused by the database';
      return reply.status(400).send(fail(400, `Invalid input: ${detail}`));
    }
    const status = err.statusCode ?? 500;
    // the database unreachable (or a library hiding why it failed while it is): 503, never 500
    if (status >= 500 && (app.ctx.health.noteError(err) || !(await app.ctx.health.reachable()))) {
      req.log.warn({ err }, 'database unreachable');
      const down = databaseDown();
      return reply.status(down.status).send(fail(down.status, down.message));
    }
    if (status === 413) return reply.status(413).send(fail(413, MSG_TOO_LARGE));
    if (status >= 400 && status < 500) return reply.status(status).send(fail(status, err.message));
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(fail(500, MSG_SERVER));
  });
}

export function apiNotFound(reply: import('fastify').FastifyReply) {
  return reply.status(404).send(fail(404, MSG_NOT_FOUND_ROUTE));
}
