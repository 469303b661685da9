import { z } from 'zod';
import { ZAmount, ZCents, ZDateOrNull, ZFiles, ZId, ZText } from './common.ts';

export const ZDebt = z.object({
  id: ZId,
  name: ZText.default(''),
  account: ZText.default(''),
  i_type: z.number().int().min(0).max(9).default(0),
  loc_name: ZText.default(''),
  note: ZText.default(''),
  files: ZFiles,
  val_pre: ZAmount.nullable().default(null),
  val_death: ZAmount.nullable().default(null),
  val_forgiven: ZAmount.default(0),
  forgive_date: ZDateOrNull.default(null),
  /** Set when borrowed after death (a loan transaction created it): owed comes from that transaction. */
  date: ZDateOrNull.default(null),
  probate: z.boolean().default(true),
});
export type Debt = z.infer<typeof ZDebt>;
export type DebtInput = z.input<typeof ZDebt>;

export const ZDebtDerived = z.object({
  /** Amount owed (at death, pre-death while awaiting death, or the loan amount). */
  owed: ZCents,
  /** Remaining: owed - paid - forgiven. */
  val: ZCents,
  paid: ZCents,
  pay_num: z.number().int(),
  resolved: z.boolean(),
});
export type DebtDerived = z.infer<typeof ZDebtDerived>;
export const ZDebtFull = ZDebt.extend(ZDebtDerived.shape);
export type DebtFull = z.infer<typeof ZDebtFull>;
