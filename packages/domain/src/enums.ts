/**
 * Every id table, with display labels. The numbers are stored and sent by the API: never renumber one.
 * Each table is a readonly list of { id, label }; `*_ID` objects give the ids by name.
 */

export interface EnumEntry {
  readonly id: number;
  readonly label: string;
}

const table = (labels: readonly string[], start = 0): readonly EnumEntry[] =>
  labels.map((label, i) => ({ id: start + i, label }));

/** Label of an id in a table, or '' when the id is unknown. */
export function labelOf(entries: readonly EnumEntry[], id: number | null | undefined): string {
  return entries.find((e) => e.id === id)?.label ?? '';
}

export const ASSET_TYPES = table([
  'Other',
  'Cash',
  'Precious Metal',
  'Stocks',
  'Bonds',
  'Brokerage Account',
  'Real Estate',
  'Business',
  'Vehicle',
  'Jewelry',
  'Collectible',
  'Retirement',
  'Life Insurance',
  'Loan',
  'Deposit Account',
  'Annuity Qualified',
  'Annuity Non-Qualified',
  'Estate Account',
  'TFSA',
  'Annuity',
  'Other Personal',
  'Trust',
  'Cryptocurrency',
  'Refund',
]);
export const ASSET_TYPE = {
  other: 0,
  cash: 1,
  preciousMetal: 2,
  stocks: 3,
  bonds: 4,
  brokerage: 5,
  realEstate: 6,
  business: 7,
  vehicle: 8,
  jewelry: 9,
  collectible: 10,
  retirement: 11,
  lifeInsurance: 12,
  loan: 13,
  deposit: 14,
  annuityQualified: 15,
  annuityNonQualified: 16,
  estateAccount: 17,
  tfsa: 18,
  annuity: 19,
  otherPersonal: 20,
  trust: 21,
  crypto: 22,
  refund: 23,
} as const;

/** Cash types: cash, deposit account, estate account, TFSA, refund (their cost basis always equals value). */
export const CASH_TYPES: ReadonlySet<number> = new Set([1, 14, 17, 18, 23]);
/** Benefit types: retirement, life insurance, both annuities, TFSA, trust (pass outside probate by default). */
export const BENEFIT_TYPES: ReadonlySet<number> = new Set([11, 12, 15, 16, 18, 21]);
/** Types whose value is income to the heir, not stepped up at death (retirement and annuities). */
export const NO_STEP_UP_TYPES: ReadonlySet<number> = new Set([11, 15, 16, 19]);
/** Personal-use property: a deemed-disposition edit asks for confirmation (Canada). */
export const PERSONAL_USE_TYPES: ReadonlySet<number> = new Set([8, 9, 10, 20]);

/** Types that exist in one country only: a TFSA is a Canadian account. */
const ONLY_IN: ReadonlyMap<number, string> = new Map([[ASSET_TYPE.tfsa, 'ca']]);
/** Whether an estate of this country may use the asset type (what its Type lists offer). */
export const assetTypeOffered = (t: number, country: string): boolean =>
  (ONLY_IN.get(t) ?? country) === country;

export const isCashType = (t: number): boolean => CASH_TYPES.has(t);
export const isBenefitType = (t: number): boolean => BENEFIT_TYPES.has(t);

export const OWNERSHIPS = table([
  'Other',
  'Community',
  'Joint Tenancy',
  'Standard',
  'Survivor',
  'Tenancy in Common',
  'Transfer on Death',
]);
export const OWNERSHIP = {
  other: 0,
  community: 1,
  joint: 2,
  standard: 3,
  survivor: 4,
  tenancyInCommon: 5,
  transferOnDeath: 6,
} as const;

export const PLANS = table(['None', 'Distribute', 'Sell', 'Discard', 'Transfer']);
export const PLAN = { none: 0, distribute: 1, sell: 2, discard: 3, transfer: 4 } as const;

export const DEBT_TYPES = table([
  'Other',
  'Credit Card',
  'Loan',
  'Bill',
  'Bond',
  'Medical',
  'Taxes',
  'Executor Loan',
  'Secured (Mortgage)',
  'Executor Expense',
]);
export const DEBT_TYPE = {
  other: 0,
  creditCard: 1,
  loan: 2,
  bill: 3,
  bond: 4,
  medical: 5,
  taxes: 6,
  executorLoan: 7,
  secured: 8,
  executorExpense: 9,
} as const;

export const HEIR_RELATIONSHIPS = table([
  'Other',
  'Spouse',
  'Child',
  'Parent',
  'Sibling',
  'Distant Family',
  'Grandchild',
  'Grandparent',
  'Other Descendant',
  'Other Ancestor',
]);
export const HEIR_RELATIONSHIP = {
  other: 0,
  spouse: 1,
  child: 2,
  parent: 3,
  sibling: 4,
  distantFamily: 5,
  grandchild: 6,
  grandparent: 7,
  otherDescendant: 8,
  otherAncestor: 9,
} as const;

/** Distribution reasons. Heir Request exists but is left out of filters. */
export const DISTRIB_TYPES = table(['Other', 'Bequest', 'Heir Request', 'Residuary', 'Automatic']);
export const DISTRIB_TYPE = { other: 0, bequest: 1, heirRequest: 2, residuary: 3, automatic: 4 } as const;
export const DISTRIB_TYPES_FILTERABLE = DISTRIB_TYPES.filter((d) => d.id !== DISTRIB_TYPE.heirRequest);

export const AMOUNT_TYPES = table(['Entire Asset', 'Asset Percentage', 'Fixed $ Amount']);
export const AMOUNT_TYPE = { entire: 0, percentage: 1, fixed: 2 } as const;

/** Transaction kinds (the `i_type` of a transaction). */
export const TXACT_KINDS = table(['Deposit', 'Withdrawal', 'Adjustment']);
export const TXACT_KIND = { credit: 0, debit: 1, adjust: 2 } as const;

export const CREDIT_CATS = table([
  'Other Deposit',
  'Income',
  'Capital Gain Short Term',
  'Capital Gain Long Term',
  'Asset Sale',
  'Rent',
  'Loan (from Executor)',
  'Interest',
  'Loan Asset Repayment',
  'Transfer In',
  'Loan',
  'Refund',
  'Dividend',
]);
export const DEBIT_CATS = table(
  [
    'Other Withdrawal',
    'Debt Payment',
    'Distribution',
    'Estate Expense',
    'Executor Loan Interest',
    'Executor Loan Repayment',
    'Executor Reimbursement',
    'Asset Disposal',
    'Asset Purchase',
    'Transfer',
    'Tax',
    'Executor Fee',
    'Loan Asset Repayment',
  ],
  50,
);
export const ADJUST_CATS = table(['Decrease', 'Increase', 'New Value'], 150);
export const ALL_CATS: readonly EnumEntry[] = [...CREDIT_CATS, ...DEBIT_CATS, ...ADJUST_CATS];

export const CAT = {
  otherDeposit: 0,
  income: 1,
  capGainShort: 2,
  capGainLong: 3,
  assetSale: 4,
  rent: 5,
  executorLoan: 6,
  interest: 7,
  loanRepaymentIn: 8,
  transferIn: 9,
  loan: 10,
  refund: 11,
  dividend: 12,
  otherWithdrawal: 50,
  debtPayment: 51,
  distribution: 52,
  estateExpense: 53,
  executorLoanInterest: 54,
  executorLoanRepayment: 55,
  executorReimbursement: 56,
  assetDisposal: 57,
  assetPurchase: 58,
  transfer: 59,
  tax: 60,
  executorFee: 61,
  loanRepayment: 62,
  decrease: 150,
  increase: 151,
  newValue: 152,
} as const;

/** The kind a category belongs to: 0-12 credit, 50-62 debit, 150-152 adjustment. */
export function kindOfCat(cat: number): number | null {
  if (cat >= 0 && cat <= 12) return TXACT_KIND.credit;
  if (cat >= 50 && cat <= 62) return TXACT_KIND.debit;
  if (cat >= 150 && cat <= 152) return TXACT_KIND.adjust;
  return null;
}

export const CONTACT_TYPES = table([
  'Other',
  'Asset',
  'Attorney',
  'Accountant',
  'Debt',
  'Heir',
  'Estate',
  'Membership',
  'Notificant',
  'Service Provider',
]);
export const CONTACT_TYPE = {
  other: 0,
  asset: 1,
  attorney: 2,
  accountant: 3,
  debt: 4,
  heir: 5,
  estate: 6,
  membership: 7,
  notificant: 8,
  serviceProvider: 9,
} as const;

export const EXPENSE_TYPES = table(['Standard', 'Mileage']);
export const EXPENSE_TYPE = { standard: 0, mileage: 1 } as const;

export const WORK_TYPES = table(['Standard', 'Professional', 'Unskilled']);
export const WORK_TYPE = { standard: 0, professional: 1, unskilled: 2 } as const;

export const COUNTRY_CODES = ['us', 'ca', 'other'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
