/** Step 5, Finish: account, pay, distribute and close. */
import type { TaskDef } from '../types.ts';
import { paras } from './text.ts';

const base = { cat: 'Legal', period: 'Finish', step_num: 5, months: 18, country: 'both' } as const;

export const FINISH_TASKS: readonly TaskDef[] = [
  {
    ...base,
    id: 102,
    order: 900,
    cat: 'Financial',
    name: 'Prepare the final accounting',
    text: paras(
      'Show everything the estate received and paid out, the fees, and the proposed division of what is left. Heirs, and often the court, must approve it.',
      'The accounting report builds this from the Cashflow tab.',
    ),
  },
  {
    ...base,
    id: 103,
    order: 910,
    cat: 'Financial',
    name: 'Settle your compensation',
    text: paras(
      'You may be entitled to a fee set by the will, by statute or as reasonable pay for your work. Use the fee calculator and your time log, agree it with the heirs or the court, and remember it is taxable income.',
      'You may also waive it.',
    ),
    qc: {
      text: paras(
        'A liquidator who is not an heir is entitled to remuneration; an heir is paid only if the will says so or the heirs agree. Where the will sets no amount, the heirs fix it, or the court if they disagree. Your expenses are repaid in any case. Keep your time log, and remember the remuneration is taxable income.',
        'You may also waive it.',
      ),
    },
  },
  {
    ...base,
    id: 104,
    order: 920,
    name: 'Get releases from the beneficiaries',
    text: paras(
      'Before the final payout, ask each beneficiary to sign an approval of your accounts and a release, and a receipt for what they receive.',
    ),
  },
  {
    ...base,
    id: 105,
    order: 930,
    name: 'Close the probate case',
    text: paras(
      'Ask the court to approve the final account and distribution and to discharge you. Procedures vary: some courts want a petition and hearing, others a sworn closing statement.',
    ),
    ca: {
      text: paras(
        'Where the court supervised the estate, have the accounts passed or approved and ask to be discharged. Otherwise the signed releases close your role.',
      ),
    },
    qc: {
      name: 'Render the final account and close the succession',
      text: paras(
        'There is no court case to close. Once Revenu Québec and the CRA have authorized the distribution, give the heirs your final account, with a proposed partition if the will or a majority of the heirs asks for one. Once they accept it, hand over the property.',
        'Then register a notice of closure of the final account in the register of personal and movable real rights (RDPRM): it tells creditors the succession is settled, and your office ends with it.',
      ),
    },
  },
  {
    ...base,
    id: 106,
    order: 940,
    cat: 'Asset',
    name: 'Distribute the remaining assets',
    text: paras(
      'Transfer titles, deeds, securities and money to the heirs as approved, and record each distribution as done on the Distributions tab.',
    ),
  },
  {
    ...base,
    id: 107,
    order: 950,
    cat: 'Tax',
    country: 'us',
    name: 'File the final estate income tax return',
    text: paras(
      'File the last Form 1041 with the final-return box checked. It passes remaining income and any unused deductions to the beneficiaries on Schedules K-1.',
    ),
  },
  {
    ...base,
    id: 47,
    order: 960,
    cat: 'Tax',
    country: 'us',
    name: 'File the final Form 56',
    text: paras('Send Form 56 again to tell the IRS your role has ended, so its notices stop coming to you.'),
  },
  {
    ...base,
    id: 108,
    order: 950,
    cat: 'Tax',
    country: 'ca',
    name: 'File the final T3 return',
    text: paras(
      'For the year the estate winds up, file a final T3 return within ninety days after the wind-up date.',
    ),
  },
  {
    ...base,
    id: 109,
    order: 935,
    country: 'ca',
    only: ['QC'],
    name: 'Render the final account',
    text: paras(
      'The liquidator presents a final account to the heirs and registers a notice of closure in the RDPRM. The heirs’ acceptance of the account ends the liquidation.',
    ),
  },
  {
    ...base,
    id: 122,
    order: 970,
    cat: 'Financial',
    name: 'Close the estate bank account',
    text: paras(
      'Once the last payment is made and everything paid from the account has cleared, close the estate account.',
    ),
  },
  {
    ...base,
    id: 123,
    order: 980,
    cat: 'General',
    name: 'Keep the estate records',
    text: paras(
      'Keep the estate papers, returns and receipts for years after closing, at least as long as tax authorities and claimants can still come back (six years is common in Canada). Export this estate’s reports and files before you archive it.',
    ),
  },
];
