import { z } from 'zod';

/** POST /api/log: a client-side error worth keeping. */
export const ZClientLogBody = z.object({
  level: z.enum(['error', 'warn', 'info']).default('error'),
  msg: z.string().min(1).max(4000),
  estate_id: z.string().max(64).nullable().optional(),
});
export type ClientLogBody = z.infer<typeof ZClientLogBody>;
