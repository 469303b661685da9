// Query-string parameters as the API reads them: every value arrives as text.
import { z } from 'zod';

/** A yes/no switch: true or 1 is yes, false or 0 is no; left out, undefined. */
export const ZQueryFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** A comma list of ids or category numbers ("3,17,42"). */
export const ZNumberList = z
  .string()
  .regex(/^\d+(,\d+)*$/)
  .transform((s) => s.split(',').map(Number));
