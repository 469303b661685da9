import { z } from 'zod';
import { ZAmount, ZCents, ZFiles, ZId, ZPercent, ZText } from './common.ts';

export const ZHeir = z.object({
  id: ZId,
  name: ZText.default(''),
  i_type: z.number().int().min(0).max(9).default(0),
  loc_name: ZText.default(''),
  ssn: ZText.default(''),
  percent_target: ZPercent.nullable().default(null),
  val_target: ZAmount.nullable().default(null),
  files: ZFiles,
  note: ZText.default(''),
});
export type Heir = z.infer<typeof ZHeir>;
export type HeirInput = z.input<typeof ZHeir>;

export const ZHeirDerived = z.object({
  /** Everything allocated to the heir (pending and done). */
  val_alloc: ZCents,
  /** Allocated outside probate (benefit / automatic). */
  val_benefit: ZCents,
  val_bequest: ZCents,
  /** Done distributions. */
  val_distrib: ZCents,
});
export type HeirDerived = z.infer<typeof ZHeirDerived>;
export const ZHeirFull = ZHeir.extend(ZHeirDerived.shape);
export type HeirFull = z.infer<typeof ZHeirFull>;
