/** Step 2, Arrange (first month): government agencies, services and papers. */
import type { TaskDef } from '../types.ts';
import { paras } from './text.ts';

const base = { cat: 'Notify', period: 'First Month', step_num: 2, months: 1, country: 'both' } as const;

export const ARRANGE_NOTIFY_TASKS: readonly TaskDef[] = [
  {
    ...base,
    id: 17,
    order: 300,
    cat: 'Legal',
    name: 'Decide whether to hire a lawyer',
    text: paras(
      'Many executors handle a simple estate alone, but a lawyer is worth it for a large or disputed estate, a business, property in several places, or an unclear will. Some courts require one for certain procedures.',
      'Ask about fees at the first meeting. Reasonable legal fees for the estate are paid from the estate.',
    ),
    ca: {
      name: 'Decide whether to hire a lawyer or notary',
      text: paras(
        'Many executors handle a simple estate alone, but a lawyer (or a notary in Quebec) is worth it for a large or disputed estate, a business, property in several provinces, or an unclear will.',
        'Ask about fees at the first meeting. Reasonable legal fees for the estate are paid from the estate.',
      ),
    },
  },
  {
    ...base,
    id: 6,
    order: 310,
    cat: 'Legal',
    country: 'us',
    due: 'week',
    name: 'Submit the will to the court',
    text: paras(
      'Many states require whoever holds an original will to deliver it to the probate court soon after the death, even if no probate is opened. Florida gives the holder only ten days from learning of the death, so the date shown is a week after it.',
      'Call the probate court of the county where the person lived to learn its rule, keep a copy for yourself, and ask for a receipt.',
    ),
  },
  {
    ...base,
    id: 18,
    order: 320,
    cat: 'Asset',
    name: 'Look after an empty home',
    text: paras(
      'An empty home needs regular visits: heat in winter, water shut off if needed, lawn and snow care, and mail picked up.',
      'Tell the insurer it is vacant and keep the utilities that protect it running. These costs are estate expenses.',
    ),
  },
  {
    ...base,
    id: 19,
    order: 330,
    name: 'Cancel services no longer needed',
    text: paras(
      'Stop phone plans, streaming, subscriptions, memberships and deliveries. Ask for refunds of prepaid amounts and record them as money owed to the estate.',
      'Keep utilities that protect property until it is sold or handed over.',
    ),
  },
  {
    ...base,
    id: 20,
    order: 340,
    country: 'us',
    name: 'Notify Social Security',
    text: paras(
      'The funeral home usually reports the death, but confirm it with the Social Security Administration. Benefits are not paid for the month of death, and any payment received for it must be returned.',
      'Ask whether a surviving spouse or child qualifies for survivor benefits or the small one-time death payment.',
    ),
  },
  {
    ...base,
    id: 21,
    order: 340,
    country: 'ca',
    name: 'Notify Service Canada',
    text: paras(
      'Tell Service Canada of the death so Canada Pension Plan, Old Age Security and Guaranteed Income Supplement payments stop. The payment for the month of death is kept; later ones must be paid back.',
      'Ask whether a spouse, partner or child can receive survivor or children’s benefits.',
    ),
    qc: {
      name: 'Notify Service Canada and Retraite Québec',
      text: paras(
        'Tell Service Canada of the death so Old Age Security and Guaranteed Income Supplement payments stop; the payment for the month of death is kept, later ones must be paid back. Quebec Pension Plan payments come from Retraite Québec, which usually learns of a death registered in Quebec from the Directeur de l’état civil; confirm it with Retraite Québec all the same.',
        'Ask Retraite Québec whether a spouse or a minor child can receive a surviving spouse’s or orphan’s pension.',
      ),
    },
  },
  {
    ...base,
    id: 22,
    order: 345,
    cat: 'Financial',
    country: 'ca',
    name: 'Apply for the CPP death benefit',
    text: paras(
      'If the person paid into the Canada Pension Plan, the estate may receive a one-time death benefit (at most $2,500). Apply to Service Canada with the death certificate.',
      'Apply promptly; check the current time limit with Service Canada. The benefit is taxable income of the estate or recipient.',
    ),
    qc: {
      name: 'Apply for the QPP death benefit',
      text: paras(
        'If the person contributed enough to the Québec Pension Plan, Retraite Québec pays a one-time death benefit of up to $2,500. In the first sixty days it goes first to whoever paid the funeral, on proof of payment; after that, and up to five years after the death, to the first to apply: the funeral payer, an heir or the liquidator.',
        'The benefit is taxable income of the succession.',
      ),
    },
  },
  {
    ...base,
    id: 23,
    order: 350,
    cat: 'Tax',
    country: 'ca',
    name: 'Tell the CRA about the death',
    text: paras(
      'Give the Canada Revenue Agency the date of death so GST/HST credit and child benefit payments stop or move to a survivor. Form RC4111 or a call does this.',
      'Send a copy of the will and death certificate so the CRA will deal with you as the legal representative.',
    ),
  },
  {
    ...base,
    id: 24,
    order: 355,
    country: 'ca',
    name: 'Cancel the Social Insurance Number',
    text: paras(
      'Service Canada cancels the SIN once it learns of the death. Return the card if you find one, with a copy of the death certificate.',
    ),
  },
  {
    ...base,
    id: 25,
    order: 360,
    country: 'ca',
    name: 'Return the passport',
    text: paras(
      'Mail an unexpired passport to the Passport Program with a death certificate so it is cancelled and cannot be misused. Ask for it back if the family wants to keep it.',
    ),
  },
  {
    ...base,
    id: 26,
    order: 365,
    country: 'ca',
    name: 'Cancel citizenship and status documents',
    text: paras(
      'Notify the federal office that issued any citizenship certificate, permanent resident card or status card, so the record shows the death.',
    ),
  },
  {
    ...base,
    id: 27,
    order: 370,
    country: 'ca',
    name: "Cancel the health card and driver's licence",
    text: paras(
      'Contact the provincial or territorial health plan and the licensing office. Ask whether any prepaid licence or registration fee can be refunded.',
    ),
  },
  {
    ...base,
    id: 28,
    order: 370,
    country: 'us',
    name: 'Notify other federal agencies',
    text: paras(
      'If the person received a military retirement (DFAS), a federal civil-service pension (OPM), or held immigration papers (USCIS), tell that agency.',
      'Payments made after the death usually have to be returned.',
    ),
  },
  {
    ...base,
    id: 29,
    order: 375,
    cat: 'Debt',
    name: 'Alert the credit bureaus',
    text: paras(
      'Write to Equifax, Experian and TransUnion with a death certificate, asking them to flag the file as deceased so nobody can open credit in the name.',
      'Ask each for a copy of the report: it lists the accounts and debts you need to deal with.',
    ),
    ca: {
      text: paras(
        'Contact Equifax and TransUnion with a death certificate, asking them to flag the file as deceased so nobody can open credit in the name.',
        'Ask each for a copy of the report: it lists the accounts and debts you need to deal with.',
      ),
    },
  },
  {
    ...base,
    id: 30,
    order: 380,
    cat: 'General',
    name: 'Gather the important papers',
    text: paras(
      'Collect the will, any trust, deeds, vehicle titles, bank and investment statements, insurance policies, loan papers and three to five years of tax returns.',
      'Attach scans to the matching items so the whole picture lives in this estate file.',
    ),
  },
  {
    ...base,
    id: 31,
    order: 385,
    cat: 'General',
    auto_track: 'heirs',
    name: 'Identify the heirs and beneficiaries',
    text: paras(
      'List everyone who inherits under the will, or under the law if there is no will, with their addresses and contact details.',
      'Enter them on the Heirs tab. This task completes itself once an heir is recorded.',
    ),
  },
  {
    ...base,
    id: 33,
    order: 390,
    cat: 'Tax',
    country: 'us',
    name: 'Get a tax ID (EIN) for the estate',
    text: paras(
      'The estate is a separate taxpayer. Apply to the IRS for an Employer Identification Number, online (free and immediate on weekdays) or with Form SS-4.',
      'Banks need the EIN to open the estate account, and estate income is reported under it instead of the decedent’s Social Security number.',
    ),
  },
  {
    ...base,
    id: 46,
    order: 395,
    cat: 'Tax',
    country: 'us',
    name: 'File Form 56 with the IRS',
    text: paras(
      'Form 56 tells the IRS that you act for the decedent and the estate, so notices come to you.',
      'File it once you have authority (usually with your letters). You file it again when your role ends, which is a later task.',
    ),
  },
];
