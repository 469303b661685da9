import { z } from 'zod';
import { MAX_LOG_HOURS, MAX_MILEAGE } from '../constants.ts';
import { ZAmount, ZCents, ZDateOrNull, ZFiles, ZId, ZText } from './common.ts';

export const ZContact = z.object({
  id: ZId,
  name: ZText.default(''),
  i_type: z.number().int().min(0).max(9).default(0),
  phone: ZText.default(''),
  email: ZText.default(''),
  street: ZText.default(''),
  street2: ZText.default(''),
  city: ZText.default(''),
  state: ZText.default(''),
  postal: ZText.default(''),
  country: ZText.default(''),
  county: ZText.default(''),
  web: ZText.default(''),
  address: ZText.default(''),
  note: ZText.default(''),
  files: ZFiles,
});
export type Contact = z.infer<typeof ZContact>;

export const ZExecExpense = z.object({
  id: ZId,
  date: ZDateOrNull.default(null),
  name: ZText.default(''),
  i_type: z.number().int().min(0).max(1).default(0),
  /** Miles (or km in Canada) for a Mileage expense. */
  mileage: z.number().nonnegative().max(MAX_MILEAGE).nullable().default(null),
  /** Rate in mills (tenths of a cent) per mile; null = default for the expense year. */
  mileage_rate: z.number().int().nonnegative().max(1_000_000).nullable().default(null),
  val: ZAmount.default(0),
  seq: z.number().int().default(0),
  files: ZFiles,
  note: ZText.default(''),
});
export type ExecExpense = z.infer<typeof ZExecExpense>;

export const ZExecExpenseDerived = z.object({
  /** Id of the reimbursement transaction that repaid it; null while unpaid. */
  paid: ZId.nullable(),
});

export const ZExecLog = z.object({
  id: ZId,
  date: ZDateOrNull.default(null),
  hours: z.number().nonnegative().max(MAX_LOG_HOURS).default(0),
  name: ZText.default(''),
  i_type: z.number().int().min(0).max(2).default(0),
  seq: z.number().int().default(0),
  files: ZFiles,
});
export type ExecLog = z.infer<typeof ZExecLog>;

export const ZManagerSummary = z.object({
  seq: z.number().int(),
  num_items: z.number().int(),
  unpaid: ZCents,
  hours: z.number(),
});
export type ManagerSummary = z.infer<typeof ZManagerSummary>;

export const ZLoc = z.object({ id: ZId, name: ZText, note: ZText.default('') });
export type Loc = z.infer<typeof ZLoc>;

/** One-line postal address from the parts (or the free-text address when there are no parts). */
export function formatAddress(c: Partial<Contact>): string {
  const cityLine = [c.city, [c.state, c.postal].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const parts = [c.street, c.street2, cityLine, c.country].filter((p) => p && String(p).trim());
  return parts.length ? parts.join(', ') : (c.address ?? '');
}
