/** Shared zod building blocks: ids, cents, thousandths, ISO dates, attached files. */
import { z } from 'zod';
import { isIsoDate } from '../dates.ts';

/** Item id: positive once saved, negative for a temporary client id. */
export const ZId = z
  .number()
  .int()
  .refine((n) => n !== 0, 'id must not be 0');
/** Integer cents. */
export const ZCents = z.number().int();
/** Integer thousandths of a percent, 0..100000. */
export const ZPercent = z.number().int().min(0).max(100_000);
/** 'yyyy-mm-dd' calendar date. */
export const ZIsoDate = z.string().refine(isIsoDate, 'expected a yyyy-mm-dd date');
export const ZDateOrNull = ZIsoDate.nullable();
export const ZText = z.string().max(500);

/** A file attached to an item (the files helper owns storage; the engine only carries the reference). */
export const ZFileRef = z.object({
  name: z.string(),
  blob_name: z.string(),
  size: z.number().int().nonnegative().optional(),
  kind: z.string().optional(),
});
export type FileRef = z.infer<typeof ZFileRef>;
export const ZFiles = z.array(ZFileRef).default([]);
