/** How each category moves value. Pure tables; the walk in walk.ts applies them. */
import { CAT } from '../enums.ts';

/** Credits that simply add to the asset (income-like). */
export const PLAIN_CREDITS: ReadonlySet<number> = new Set([
  CAT.otherDeposit,
  CAT.income,
  CAT.capGainShort,
  CAT.capGainLong,
  CAT.rent,
  CAT.interest,
  CAT.dividend,
]);
/** Debits that simply leave the asset. */
export const PLAIN_DEBITS: ReadonlySet<number> = new Set([
  CAT.otherWithdrawal,
  CAT.estateExpense,
  CAT.executorLoanInterest,
  CAT.tax,
  CAT.executorFee,
  CAT.executorReimbursement,
]);
/** Debits paying a debt item. */
export const DEBT_PAYMENTS: ReadonlySet<number> = new Set([CAT.debtPayment, CAT.executorLoanRepayment]);
/** Credits that borrow, creating or growing a debt item. */
export const LOANS: ReadonlySet<number> = new Set([CAT.executorLoan, CAT.loan]);
/** Categories moving value from `asset` to another asset `item` (canonical form). */
export const ASSET_TO_ASSET: ReadonlySet<number> = new Set([CAT.transfer, CAT.loanRepayment]);
/** Non-canonical input forms and their canonical category (asset and item swap). */
export const CANONICAL_OF: ReadonlyMap<number, number> = new Map([
  [CAT.transferIn, CAT.transfer],
  [CAT.loanRepaymentIn, CAT.loanRepayment],
]);
/** Categories whose counterpart `item` is an asset. */
export const ITEM_IS_ASSET: ReadonlySet<number> = new Set([
  CAT.assetSale,
  CAT.assetPurchase,
  CAT.transfer,
  CAT.loanRepayment,
  CAT.transferIn,
  CAT.loanRepaymentIn,
  CAT.refund,
]);
/** Categories whose counterpart `item` is a debt. */
export const ITEM_IS_DEBT: ReadonlySet<number> = new Set([
  CAT.debtPayment,
  CAT.executorLoanRepayment,
  CAT.executorLoan,
  CAT.loan,
  CAT.executorLoanInterest,
]);
/** Debits whose amount should not exceed what the asset holds (else a confirmation). */
export const DRAWS_ON_ASSET: ReadonlySet<number> = new Set([
  ...PLAIN_DEBITS,
  ...DEBT_PAYMENTS,
  CAT.assetPurchase,
  CAT.transfer,
  CAT.loanRepayment,
  CAT.decrease,
]);

/**
 * What a category's counterpart field names: another asset, a debt, an heir, or nothing. A refund names none: the
 * engine books it against the estate's Various Refunds asset (the asset marked sundry_refunds).
 */
export function counterpartOf(cat: number): 'asset' | 'debt' | 'heir' | 'none' {
  if (cat === CAT.distribution) return 'heir';
  if (cat === CAT.refund) return 'none';
  if (ITEM_IS_ASSET.has(cat)) return 'asset';
  if (ITEM_IS_DEBT.has(cat)) return 'debt';
  return 'none';
}
