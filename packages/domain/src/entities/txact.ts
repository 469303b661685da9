import { z } from 'zod';
import { ZAmount, ZCents, ZDateOrNull, ZFiles, ZId, ZPercent, ZSignedAmount, ZText } from './common.ts';

/**
 * A cashflow transaction. `asset` is the asset it sits on; `item` the counterpart (the API's item_ids pair):
 * another asset (sale, purchase, transfer, loan repayment) or a debt (payment, loan). No date = a plan.
 */
export const ZTxact = z.object({
  id: ZId,
  asset: ZId,
  item: ZId.nullable().default(null),
  date: ZDateOrNull.default(null),
  cat: z.number().int(),
  i_type: z.number().int().min(0).max(2),
  /** Amount, always >= 0 (New Value: the new value). Ignored for pending Entire / Percentage distributions. */
  val: ZAmount.default(0),
  check_num: z.number().int().nullable().default(null),
  cost_basis: ZSignedAmount.nullable().default(null),
  cost_basis_alt: ZSignedAmount.nullable().default(null),
  /** Canada spouse rollover. */
  spouse: z.boolean().default(false),
  percent: ZPercent.nullable().default(null),
  /** Amount type of a distribution: 0 Entire, 1 Percentage, 2 Fixed. */
  distrib_type: z.number().int().min(0).max(2).nullable().default(null),
  /** Distribution reason (0 Other, 1 Bequest, 2 Heir Request, 3 Residuary, 4 Automatic). */
  reason: z.number().int().min(0).max(4).nullable().default(null),
  heir_id: ZId.nullable().default(null),
  exexp_ids: z.array(ZId).default([]),
  name: ZText.default(''),
  note: ZText.default(''),
  /** Bank download id this transaction came from. */
  d_id: z.string().nullable().default(null),
  files: ZFiles,
});
export type Txact = z.infer<typeof ZTxact>;
export type TxactInput = z.input<typeof ZTxact>;

export const ZTxactDerived = z.object({
  /** Effective amount (computed for pending Entire / Percentage distributions, disposals, new values). */
  val: ZCents,
  /** Signed change to `asset` when executed. */
  delta: ZCents,
  cost_basis: ZCents.nullable(),
  /** Running balance of `asset` after this transaction (null for plans). */
  balance: ZCents.nullable(),
  /** Running balance of `item` when it is an asset (transfers, loan repayments, sales, purchases). */
  balance_item: ZCents.nullable(),
  /** Signed change to `item` when it is an asset and the transaction is executed. */
  delta_item: ZCents.nullable(),
});
export type TxactDerived = z.infer<typeof ZTxactDerived>;
