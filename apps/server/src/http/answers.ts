import { ZFail, ZOk } from '@probity/domain';
import type { z } from 'zod';

/**
 * What any route answers when it refuses (4xx) or fails (5xx): the error envelope `{ success: false, code, msg }`
 * the error handler sends (plugins/errors.ts).
 */
export const failAnswers = {
  '4xx': ZFail.describe(
    'Refused (bad input, not signed in, no access, not found, stale revision): nothing changed.',
  ),
  '5xx': ZFail.describe('Failed on the server.'),
} as const;

/** A route's `response` schemas: 200 with `payload` in the success envelope, and the error envelope. */
export const okAnswers = <T extends z.ZodType>(payload: T) => ({ 200: ZOk(payload), ...failAnswers });
