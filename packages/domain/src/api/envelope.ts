import { z } from 'zod';

/** Every answer of the API: `{ success: true, code: 0, payload }` or `{ success: false, code, msg }`. */
export const ZOk = <T extends z.ZodType>(payload: T) =>
  z.object({ success: z.literal(true), code: z.literal(0), payload });

export const ZFail = z.object({ success: z.literal(false), code: z.number().int(), msg: z.string() });
export type Fail = z.infer<typeof ZFail>;

/**
 * Paging of the ledger and executor lists (GET /txacts, /exec/expenses, /exec/log): entries dated before
 * 1 Jan 1980 are left out unless asked for (docs/api.md).
 */
export const ZPaging = z.object({
  /** Where the older page starts ("1980-01-01"), or null when nothing older was left out. */
  query_cursor: z.string().nullable(),
  /** How many older entries were left out. */
  older: z.number().int(),
  /** "Include Older" when some were left out, else null. */
  hint: z.string().nullable(),
});
