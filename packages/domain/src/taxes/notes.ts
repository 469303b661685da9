/**
 * The words the tax worksheets print (issue 42): the simplifying assumptions written on the page, and why a figure
 * is left for the preparer. docs/taxes.md gives each rule's source.
 */

// Simplifying assumptions of the US worksheets
export const US_ASSUMPTIONS: readonly string[] = [
  'Cash basis: income and deductions fall in the tax year they were received or paid, as the ledger dates them.',
  'Every receipt booked in the estate’s accounts is the estate’s income; income booked on an asset outside probate is listed for the preparer.',
  'Distributable net income is the estate’s interest, dividends, rents and other income less its deductions; capital gains are kept in the estate (allocated to principal) and left out, as IRC 643(a)(3) does unless the will or local law says otherwise.',
  'Deductions are spread over the kinds of income in proportion to each kind’s amount, so each kind keeps its character when it reaches a beneficiary (IRC 662(b)).',
  'A distribution counts against distributable net income unless it is a specific bequest (paid in no more than three instalments, IRC 663(a)(1)) or passes outside the estate (a beneficiary designation). Property given in kind counts at the lesser of its basis and its value (IRC 643(e)); no section 643(e)(3) election is assumed.',
  'Beneficiaries share distributable net income in proportion to what each received in the year (IRC 662(a)); the separate share rule and the 65-day election are not applied.',
  'No income is tax-exempt and no deduction is claimed on Form 706 instead (IRC 642(g)): the preparer changes either where it applies.',
];

// Simplifying assumptions of the Canadian worksheets
export const CA_ASSUMPTIONS: readonly string[] = [
  'Cash basis: income falls in the tax year it was received, as the ledger dates it.',
  'Amounts paid to beneficiaries in the year (other than specific bequests, spouse rollovers and property passing outside the estate) pay out the year’s income first: the estate deducts them (ITA 104(6)) and each beneficiary reports a share in proportion to what they received (ITA 104(13)).',
  'The income keeps its kind on the slips: dividends (ITA 104(19)) and net taxable capital gains (ITA 104(21)) are designated to the beneficiaries in the same proportion as the rest.',
  'Property given in kind counts at its adjusted cost base, the amount it rolls out at (ITA 107(2)).',
  'Only carrying charges (interest on money borrowed to earn income) are deducted; executor, legal and accounting fees are listed for the preparer, since most of them are not deductible.',
  'Half of a capital gain is taxable (ITA 38(a)).',
];

// Figures left for the preparer
export const NOTE_QUALIFIED_DIVIDENDS =
  'Probity has one dividend category: the broker’s Form 1099-DIV (box 1b) says which dividends are qualified.';
export const NOTE_ELIGIBLE_DIVIDENDS =
  'Probity has one dividend category: the payer’s T5 slip says which dividends are eligible, which sets the gross-up and the credit.';
export const NOTE_RENTS =
  'Gross rents received; the expenses and depreciation of the rental (Schedule E) are for the preparer.';
export const NOTE_OTHER_INCOME =
  'Income such as final wages, pensions or benefits paid after the death is income in respect of a decedent (IRC 691): check each item and the IRC 691(c) deduction.';
export const NOTE_TAXES =
  'Only some taxes are deductible (IRC 164: state income and property taxes of the estate); federal income tax and estate tax are not.';
export const NOTE_INTEREST_PAID = 'Interest is deductible only as IRC 163 allows for the kind of loan.';
export const NOTE_OTHER_DEDUCTIONS =
  'Administration expenses the estate would not have had otherwise (IRC 67(e)); each may be claimed here or on Form 706, not both (IRC 642(g)).';
export const NOTE_NON_PROBATE_INCOME =
  'Income booked on an asset outside probate: usually the beneficiary’s own, not the estate’s. The preparer decides.';
export const NOTE_FINAL_YEAR =
  'The final year: unused deductions and capital loss carryovers pass to the beneficiaries (IRC 642(h), K-1 box 11), and the capital gains of the year may go out with the last distributions.';
export const NOTE_NOT_FINAL = 'Not the final year: capital gains stay in the estate.';
export const NOTE_DEPRECIATION =
  'Depreciation and other directly apportioned deductions are for the preparer.';
export const NOTE_ESTATE_TAX_DEDUCTION =
  'The deduction for estate tax on income in respect of a decedent (IRC 691(c)) needs the Form 706 figures.';
export const NOTE_FORM_8949_BOX =
  'Whether the broker reported the basis to the IRS (Form 8949 box A/D or B/E, or C/F without a Form 1099-B) is on the broker’s statement.';
export const NOTE_SALE_IRD =
  'A retirement account or annuity is income in respect of a decedent, not a capital asset with a stepped-up basis: check how the payout is taxed.';
export const NOTE_SALE_PERSONAL_LOSS =
  'A loss on personal-use property is not deductible (IRC 165(c); ITA 40(2)(g)(iii)) unless the estate held it for investment.';
export const NOTE_CARRYING_CHARGES_ONLY =
  'Executor, legal and accounting fees are deductible only in part (for earning income or objecting to an assessment).';
