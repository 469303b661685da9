/** Step 4, Resolve (US): federal returns, Form 706 and IRS closing. */
import type { TaskDef } from '../types.ts';
import { paras } from './text.ts';

const base = { cat: 'Tax', period: 'Tax Year', step_num: 4, months: 12, country: 'us' } as const;

export const RESOLVE_US_TASKS: readonly TaskDef[] = [
  {
    ...base,
    id: 74,
    order: 720,
    due: 'final_return',
    name: 'File the final income tax return',
    text: paras(
      'File the decedent’s last Form 1040, covering 1 January to the date of death, and any state return. It is due 15 April of the year after the death.',
      'A surviving spouse may file a joint return for that year. Sign as executor and attach your letters.',
    ),
  },
  {
    ...base,
    id: 75,
    order: 725,
    name: 'Claim any tax refund',
    text: paras(
      'To receive a refund owed to the decedent, attach Form 1310 to the final return. A surviving spouse filing jointly, or a court-appointed executor who attaches the letters, does not need it.',
    ),
  },
  {
    ...base,
    id: 76,
    order: 730,
    due: 'prior_year_1040',
    name: 'File any missing past returns',
    text: paras(
      'A death between 1 January and 15 April often comes before the decedent has filed the return for the year before. That return is still due on 15 April of the year of death (or 15 October with an extension on Form 4868); file it as executor.',
      'If the decedent skipped returns in earlier years, file those too: they are already late, and interest grows until they are filed. Unpaid tax is a debt of the estate, and you can be personally liable if you distribute before paying it.',
      'For a death after that 15 April this task turns N/A by itself, since the return was the decedent’s to file; if it or an earlier one was never filed, mark it applicable again.',
    ),
  },
  {
    ...base,
    id: 77,
    order: 735,
    due: 'estate_return',
    name: 'File the estate income tax return',
    text: paras(
      'Income the estate earns after the death (interest, dividends, rent, gains) goes on Form 1041, filed under the estate’s EIN when gross income reaches $600 for the year.',
      'It is due on the 15th day of the fourth month after the estate’s tax year ends: 15 April for a calendar year.',
    ),
  },
  {
    ...base,
    id: 78,
    order: 740,
    due: 'estimated_tax',
    name: 'Pay estimated tax for the estate',
    text: paras(
      'An estate owes no estimated income tax for any tax year that ends less than two years after the death, however large its income. Most estates close before then.',
      'An estate still open after that pays quarterly estimates on Form 1041-ES (for a calendar year: 15 April, 15 June, 15 September and 15 January). The date shown is the first installment of a calendar-year estate; ask a tax preparer if the estate uses another year end.',
    ),
  },
  {
    ...base,
    id: 79,
    order: 750,
    period: 'First Year',
    months: 9,
    name: 'File the estate tax return (Form 706)',
    text: paras(
      'Form 706 is required when the gross estate, plus taxable lifetime gifts, exceeds the federal filing limit for the year of death ($13,990,000 for 2025, $15,000,000 for 2026). It is due nine months after the death; Form 4768 gives six more months to file, not to pay.',
      'This task turns N/A by itself while the gross estate is at or below the limit and comes back if values rise. The test counts only the assets listed here, not lifetime gifts: if the decedent made taxable gifts after 1976, add them to the gross estate and, if the total is over the limit, mark this task applicable again. A surviving spouse may still want a return to keep the unused exemption (the next task).',
    ),
  },
  {
    ...base,
    id: 80,
    order: 755,
    period: 'First Year',
    months: 9,
    name: 'Consider the portability election',
    text: paras(
      'When a spouse survives, filing a Form 706 lets them keep the decedent’s unused exemption, even if no tax is due. An estate that does not otherwise have to file can elect up to five years after the death.',
      'Mark this task N/A if there is no surviving spouse.',
    ),
  },
  {
    ...base,
    id: 81,
    order: 760,
    period: 'First Year',
    months: 10,
    due: 'form8971',
    name: 'Send the basis statements (Form 8971)',
    text: paras(
      'An estate that must file Form 706 also files Form 8971 and gives each beneficiary a Schedule A with the value of what they receive. It is due thirty days after the 706 is due or filed, whichever is earlier.',
      'It is not needed when the 706 was filed only to elect portability.',
    ),
  },
  {
    ...base,
    id: 85,
    order: 765,
    name: 'File any gift tax return',
    text: paras(
      'If the decedent made gifts above the annual exclusion in the year of death or earlier years without reporting them, file Form 709 for those years.',
      'A Form 709 for gifts made in the year of death is due by the earlier of 15 April of the next year and the Form 706 due date (with extensions); if a 706 is filed, those gifts are reported with it.',
    ),
  },
  {
    ...base,
    id: 86,
    order: 770,
    name: 'Ask for a prompt assessment',
    text: paras(
      'After filing the final 1040 and the 1041s, send Form 4810. It cuts the time the IRS has to assess more income or gift tax to eighteen months, so you can close sooner.',
    ),
  },
  {
    ...base,
    id: 87,
    order: 775,
    name: 'Ask to be released from personal liability',
    text: paras(
      'Form 5495 asks the IRS to discharge you personally from the decedent’s income, gift and estate taxes. You are released once it tells you the amount and you pay it, or nine months after it receives the request if it does not answer.',
    ),
  },
  {
    ...base,
    id: 97,
    order: 780,
    period: 'Second Year',
    months: 15,
    due: 'closing706',
    after: { task: 79, months: 9 },
    name: 'Request the estate tax closing letter',
    text: paras(
      'The IRS sends a closing letter only when asked, and only for a fee paid through Pay.gov. It asks you to wait about nine months after filing Form 706 before you ask; the date shown counts nine months from the day you mark the Form 706 task done, or from its due date until then.',
      'A free account transcript showing the return accepted (transaction code 421) serves the same purpose for most buyers, banks and heirs.',
    ),
  },
  {
    ...base,
    id: 98,
    order: 785,
    period: 'Second Year',
    months: 24,
    name: 'Receive the estate tax clearance',
    text: paras(
      'Keep the closing letter, or an account transcript showing the return was accepted, with the estate records. Heirs and buyers of estate property may ask for it.',
    ),
  },
  {
    ...base,
    id: 99,
    order: 790,
    period: 'Second Year',
    months: 24,
    name: 'Watch the prompt-assessment window',
    text: paras(
      'If you filed Form 4810, the IRS has eighteen months from receiving it to assess more income or gift tax for the returns it names. Keep enough in reserve until that window closes.',
      'The date shown assumes Form 4810 went in six months after the death; count eighteen months from the day the IRS received yours and set that date here.',
    ),
  },
];
