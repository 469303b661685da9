import { z } from 'zod';

/** Every answer of the API: `{ success: true, code: 0, payload }` or `{ success: false, code, msg }`. */
export const ZOk = <T extends z.ZodType>(payload: T) =>
  z.object({ success: z.literal(true), code: z.literal(0), payload });

export const ZFail = z.object({ success: z.literal(false), code: z.number().int(), msg: z.string() });
export type Fail = z.infer<typeof ZFail>;
