// The tax worksheets (issue 42): tax years, Form 1041 and K-1, Form 706, T3, the final T1, TX19, the sales CSV.
export * from './final-t1.ts';
export * from './form706-worksheet.ts';
export * from './form1041.ts';
export type { Bucket, TaxLine } from './lines.ts';
export * from './notes.ts';
export {
  DISBURSEMENT_KINDS,
  type DisbursementKind,
  isProfessionalFee,
  type PeriodDistribution,
  type PeriodFlows,
  periodFlows,
  RECEIPT_KINDS,
  type ReceiptKind,
} from './period.ts';
export * from './sales.ts';
export * from './sales-csv.ts';
export * from './t3.ts';
export * from './tax-year.ts';
export * from './tx19.ts';
export * from './worksheets.ts';
