/** Step 3, Manage: accounts to notify and the assets to find, value and protect. */
import type { TaskDef } from '../types.ts';
import { paras } from './text.ts';

const base = { cat: 'Asset', period: 'First 3 Months', step_num: 3, months: 3, country: 'both' } as const;

export const MANAGE_ASSET_TASKS: readonly TaskDef[] = [
  {
    ...base,
    id: 48,
    order: 500,
    cat: 'Notify',
    name: 'Contact the life insurers',
    text: paras(
      'Find every policy (papers, bank statements, employer benefits) and tell each insurer. Named beneficiaries claim directly; the estate claims only when it is the beneficiary.',
      'For a US estate that may owe estate tax, ask each insurer for Form 712, which states the policy’s value.',
    ),
    ca: {
      text: paras(
        'Find every policy (papers, bank statements, employer benefits) and tell each insurer. Named beneficiaries claim directly; the estate claims only when it is the beneficiary.',
      ),
    },
  },
  {
    ...base,
    id: 49,
    order: 505,
    cat: 'Notify',
    name: 'Contact the retirement plan holders',
    text: paras(
      'Tell the custodians of IRAs, 401(k)s, pensions and annuities. Accounts with a named beneficiary pass outside the will, but the custodian needs the death certificate.',
      'Beneficiaries should get tax advice before cashing out: the timing of withdrawals changes the tax.',
    ),
    ca: {
      text: paras(
        'Tell the holders of RRSPs, RRIFs, TFSAs, pensions and annuities. Plans with a named beneficiary pass outside the will, but the holder needs the death certificate.',
        'An RRSP or RRIF is taxed as income on the final return unless it goes to a spouse or common-law partner, or to a child or grandchild who depended on the person financially, who can roll it into a plan of their own. A TFSA’s value at death is not taxed (only what it earns afterwards), and a pension plan’s death benefit is taxed to whoever receives it. Ask each holder for the figures early.',
      ),
    },
  },
  {
    ...base,
    id: 50,
    order: 510,
    cat: 'Debt',
    name: 'Contact card issuers and lenders',
    text: paras(
      'Tell each credit card company and lender of the death, close or freeze the accounts, and stop automatic payments.',
      'Ask for the balance at the date of death and record each one on the Debts tab. Do not pay from your own money: family members are not usually liable.',
    ),
  },
  {
    ...base,
    id: 51,
    order: 515,
    cat: 'Notify',
    country: 'us',
    name: 'Notify the motor vehicle department',
    text: paras(
      'Cancel the driver’s license or ID card to prevent misuse, and ask how to transfer or sell any vehicle.',
    ),
  },
  {
    ...base,
    id: 52,
    order: 520,
    cat: 'Notify',
    country: 'us',
    name: 'Cancel the voter registration',
    text: paras('Tell the county or state election office of the death so the registration is removed.'),
  },
  {
    ...base,
    id: 53,
    order: 525,
    cat: 'Notify',
    name: 'Update other insurance',
    text: paras(
      'Cancel health cover and ask about refunds of premiums; transfer or cancel car and home policies as the property changes hands. Finish any open claims.',
    ),
  },
  {
    ...base,
    id: 54,
    order: 530,
    cat: 'General',
    name: 'Deal with online accounts',
    text: paras(
      'Close or memorialize email, social media and online services, following each provider’s process. Download photos and records the family wants first.',
      'Check for online-only bank, crypto or payment accounts; they are estate assets.',
    ),
  },
  {
    ...base,
    id: 55,
    order: 535,
    cat: 'Notify',
    name: 'Inform clubs and wider acquaintances',
    text: paras(
      'Let clubs, religious groups, professional bodies and other organizations know. Some pay a small benefit or refund dues.',
    ),
  },
  {
    ...base,
    id: 56,
    order: 540,
    cat: 'Tax',
    country: 'us',
    name: 'Get the decedent’s IRS transcripts',
    text: paras(
      'Once the IRS has your Form 56 or letters, ask for the decedent’s tax transcripts with Form 4506-T (or full return copies with Form 4506). They show income sources, which can reveal accounts you did not know about.',
    ),
  },
  {
    ...base,
    id: 57,
    order: 545,
    cat: 'Legal',
    name: 'Sort out what passes outside the will',
    text: paras(
      'Joint accounts, property with a surviving co-owner, accounts with a named or payable-on-death beneficiary and trust assets go straight to their new owner.',
      'Mark each asset’s ownership on the Assets tab: it decides which assets are in probate and what you control.',
    ),
    ca: {
      text: paras(
        'Property held jointly with a right of survivorship, and life insurance or registered plans with a named beneficiary, usually go straight to their new owner. A joint account the person shared with an adult child may still belong to the estate if it was not meant as a gift.',
        'Mark each asset’s ownership on the Assets tab: it decides which assets the estate holds and what you control.',
      ),
    },
    qc: {
      text: paras(
        'Quebec law has no right of survivorship: the person’s share of co-owned property and joint accounts is part of the succession. Life insurance, and plans that are insurance contracts, with a named beneficiary go straight to that person.',
        'Mark each asset’s ownership on the Assets tab: it decides which assets the succession holds and what you control.',
      ),
    },
  },
  {
    ...base,
    id: 58,
    order: 550,
    auto_track: 'assets',
    name: 'List the assets',
    text: paras(
      'Record every asset on the Assets tab with its value on the date of death. This inventory drives the fee, tax and distribution figures.',
      'This task completes itself once an asset is recorded.',
    ),
  },
  {
    ...base,
    id: 59,
    order: 555,
    cat: 'Legal',
    country: 'us',
    name: 'File the inventory with the court',
    text: paras(
      'Many courts want a sworn inventory within a few months of appointment: four months in California, three in Montana and Nebraska, sixty days in Arkansas.',
      'The inventory report from the Assets tab gives the list and values.',
    ),
  },
  {
    ...base,
    id: 60,
    order: 560,
    name: 'Value the investments and real estate',
    text: paras(
      'Get date-of-death values: statements or broker letters for investments, a professional appraisal for real estate, art or a business.',
      'These values become the heirs’ new cost basis for tax, so keep the evidence.',
    ),
    ca: {
      text: paras(
        'Get date-of-death values: statements or broker letters for investments, a professional appraisal for real estate, art or a business.',
        'These values set the deemed-disposition gains on the final return, so keep the evidence.',
      ),
    },
  },
  {
    ...base,
    id: 61,
    order: 565,
    cat: 'Financial',
    name: 'Collect money owed to the estate',
    text: paras(
      'Claim final wages, refunds, rents, loan repayments and any other money owed. Deposit everything into the estate account.',
    ),
  },
  {
    ...base,
    id: 62,
    order: 570,
    name: 'Secure vehicles and belongings',
    text: paras(
      'Store vehicles safely and keep them insured, and protect furniture, jewelry and collections until they are sold or handed out.',
    ),
  },
  {
    ...base,
    id: 120,
    order: 575,
    cat: 'General',
    name: 'Review the mail as it arrives',
    text: paras(
      'Keep reading the forwarded mail for several months. Statements, dividend checks, renewals and bills reveal assets and debts nobody mentioned.',
    ),
  },
];
