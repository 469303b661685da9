/** Step 4, Resolve: Canadian returns and clearance, plus tax tasks shared by both countries. */
import type { TaskDef } from '../types.ts';
import { paras } from './text.ts';

const base = { cat: 'Tax', period: 'Tax Year', step_num: 4, months: 12, country: 'ca' } as const;

export const RESOLVE_CA_TASKS: readonly TaskDef[] = [
  {
    ...base,
    id: 88,
    order: 720,
    due: 'final_return',
    name: 'File the final T1 return',
    text: paras(
      'The final return covers 1 January to the date of death. For a death from January to October it is due 30 April of the next year; for a death in November or December, six months after the death. (If the person or a spouse ran a business, the filing date is 15 June or six months after death, but tax is still due by the earlier date.)',
      'Capital property is treated as sold at death, so report those gains here.',
    ),
  },
  {
    ...base,
    id: 89,
    order: 725,
    due: 'optional_returns',
    name: 'Consider the optional returns',
    text: paras(
      'Some income can go on separate optional returns, each with its own personal credits, which can cut the total tax: rights or things (such as unpaid salary or declared dividends), business income from a partnership or sole proprietorship, and income from a testamentary trust.',
      'The business and trust returns are due on the final return’s date. A rights-or-things return is due a year after the death or ninety days after the final return’s notice of assessment, whichever is later; the date shown is the earlier of the final return’s date and one year after the death, so it is never late.',
    ),
  },
  {
    ...base,
    id: 90,
    order: 730,
    due: 'prior_year_t1',
    name: 'File last year’s return if still due',
    text: paras(
      'If the person died between 1 January and 30 April (15 June if they or their spouse ran a business) before filing the previous year’s return, that return is due six months after the death.',
      'If they died later and it was never filed, it was already due on 30 April (or 15 June) of the year of death: file it as soon as you can. Mark this task N/A if the return was filed.',
    ),
  },
  {
    ...base,
    id: 91,
    order: 735,
    due: 'estate_return',
    name: 'File the estate’s T3 returns',
    text: paras(
      'Income the estate earns after the death is reported on a T3 trust return, due ninety days after the estate’s tax year ends.',
      'An estate may qualify as a graduated rate estate for up to thirty-six months, which keeps lower tax rates; ask a tax preparer.',
    ),
  },
  {
    ...base,
    id: 92,
    order: 740,
    due: 'final_return',
    name: 'Work out the deemed disposition',
    text: paras(
      'At death the person is treated as having sold capital property (shares, cottages, rental property) at fair market value. The gain goes on the final return unless the property rolls over to a spouse or spousal trust.',
      'A principal residence may be exempt; the designation is made on the final return.',
    ),
  },
  {
    ...base,
    id: 96,
    order: 750,
    due: 'final_return',
    only: ['QC'],
    name: 'File the Quebec returns',
    text: paras(
      'Quebec collects its own income tax, so the final and trust returns are filed with Revenu Québec as well as with the CRA. Check Revenu Québec’s forms and dates, which generally follow the federal ones.',
    ),
  },
  {
    ...base,
    id: 94,
    order: 790,
    period: 'Second Year',
    months: 18,
    name: 'Get the clearance certificate',
    text: paras(
      'Once every return is assessed and paid, ask the CRA for a clearance certificate (form TX19). It confirms that the estate owes no more tax.',
      'If you distribute without one, you can be personally liable for tax the estate still owes, so hold back enough until it arrives.',
    ),
    qc: {
      name: 'Get the clearance certificates',
      text: paras(
        'Before handing out the property, get two authorizations. From the CRA, a clearance certificate (form TX19) once every federal return is assessed. From Revenu Québec, a certificate authorizing the distribution: file the Notice Before Distribution of the Property of a Succession (form MR-14.A) with proof of death and of the will once the assets and debts are known, after the last Quebec returns.',
        'A liquidator who distributes without them is personally liable, up to the value handed out, for tax still owed. Revenu Québec lets you pay up to $12,000 of urgent expenses such as the funeral before filing the notice.',
      ),
    },
  },
  {
    ...base,
    id: 73,
    order: 700,
    country: 'both',
    period: 'Tax Notices',
    name: 'Collect the tax slips',
    text: paras(
      'Employers, banks, brokers and pension payers send W-2 and 1099 forms early in the year after the death. Watch the mail for them and ask for any that are missing.',
      'The final returns cannot be finished without them.',
    ),
    ca: {
      text: paras(
        'Employers, banks, brokers and pension payers send T4, T5 and other slips early in the year after the death. Watch the mail for them and ask for any that are missing.',
        'The final return cannot be finished without them.',
      ),
    },
  },
  {
    ...base,
    id: 93,
    order: 710,
    country: 'both',
    cat: 'Asset',
    due: 'none',
    name: 'Pay the property tax installments',
    text: paras(
      'Property tax on estate real estate keeps falling due on the local schedule. Check the bills for installment dates and pay them from the estate account to avoid penalties.',
    ),
  },
  {
    ...base,
    id: 82,
    order: 755,
    country: 'both',
    months: 9,
    name: 'File the state estate tax return',
    text: paras('The death state taxes estates above its own exemption.'),
  },
  {
    ...base,
    id: 83,
    order: 756,
    country: 'both',
    months: 9,
    name: 'File the state inheritance tax return',
    text: paras('The death state taxes what some heirs receive.'),
  },
  {
    ...base,
    id: 84,
    order: 795,
    country: 'both',
    period: 'Second Year',
    months: 18,
    name: 'Get the state tax release',
    text: paras('The death state can confirm that its death taxes are settled.'),
  },
  {
    ...base,
    id: 100,
    order: 800,
    country: 'both',
    cat: 'Financial',
    period: 'Second Year',
    months: 15,
    due: 'months',
    name: 'Consider interim distributions',
    text: paras(
      'Once claims are settled you may hand out part of the estate early, keeping a reserve for taxes, fees and late claims. Get a signed receipt for each payment.',
    ),
  },
  {
    ...base,
    id: 101,
    order: 810,
    country: 'both',
    cat: 'Legal',
    period: 'Second Year',
    months: 24,
    name: 'Review an estate still open after two years',
    text: paras(
      'Some courts, Montana’s among them, look closely at estates still open after two years. Note what is holding the estate open and tell the heirs and, if asked, the court.',
    ),
    ca: {
      text: paras(
        'Beneficiaries waiting on a long administration can ask the court to make you account for it, and the estate stops being a graduated rate estate thirty-six months after the death, so income it earns later is taxed at the top rate.',
        'Note what is holding the estate open and tell the beneficiaries.',
      ),
    },
    qc: {
      text: paras(
        'A liquidation that lasts more than a year calls for an account of your administration every year, to the heirs and to any creditors and legatees not yet paid. The succession also stops being a graduated rate estate thirty-six months after the death, so income it earns later is taxed at the top rate.',
        'Note what is holding the succession open and tell the heirs.',
      ),
    },
  },
];
