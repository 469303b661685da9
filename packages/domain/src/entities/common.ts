/** Shared zod building blocks: ids, cents, thousandths, ISO dates, attached files. */
import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from '../constants.ts';
import { isIsoDate } from '../dates.ts';

/** Item id: positive once saved, negative for a temporary client id. */
export const ZId = z
  .number()
  .int()
  .refine((n) => n !== 0, 'id must not be 0');
/** Integer cents (the engine's figures: totals of many amounts). */
export const ZCents = z.number().int();
/** An amount a user enters (cents, 0 .. MAX_AMOUNT_CENTS): the finite bound that keeps totals exact. */
export const ZAmount = ZCents.min(0).max(MAX_AMOUNT_CENTS, 'amount is over $10,000,000,000');
/** A signed amount a user enters (a balance difference, a bank line). */
export const ZSignedAmount = ZCents.min(-MAX_AMOUNT_CENTS, 'amount is below -$10,000,000,000').max(
  MAX_AMOUNT_CENTS,
  'amount is over $10,000,000,000',
);
/** Integer thousandths of a percent, 0..100000. */
export const ZPercent = z.number().int().min(0).max(100_000);
/** 'yyyy-mm-dd' calendar date that exists (2026-02-30, 0000-00-00 and 2026-13-01 are refused): every schema's date. */
export const ZIsoDate = z.string().refine(isIsoDate, 'expected a real calendar date as yyyy-mm-dd');
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
