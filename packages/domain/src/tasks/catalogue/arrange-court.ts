/** Step 2, Arrange (first three months): court authority, notices and the estate account. */
import type { TaskDef } from '../types.ts';
import { paras } from './text.ts';

const base = { cat: 'Legal', period: 'First 3 Months', step_num: 2, months: 2, country: 'both' } as const;

export const ARRANGE_COURT_TASKS: readonly TaskDef[] = [
  {
    ...base,
    id: 11,
    order: 400,
    name: 'Apply for probate',
    text: paras(
      'Probate is the court process that confirms the will and gives you legal authority to act. File a petition with the probate court of the county where the person lived, with the original will and a death certificate.',
      'A small estate, or one where everything passes by joint ownership, beneficiary designation or a trust, may need no probate or only a short form. Check the state’s small-estate limit first. Mark this task N/A if no probate is needed; the tasks that depend on it follow.',
    ),
    ca: {
      text: paras(
        'Probate (a grant or certificate of appointment) is the court process that confirms the will and your authority. Apply to the court of the province where the person lived, and pay the provincial probate fee or tax with the application.',
        'Banks and land registries often insist on it, but a small estate, or one where assets pass jointly or to named beneficiaries, may not need it. Mark this task N/A if no probate is needed; the tasks that depend on it follow.',
      ),
    },
    qc: {
      name: 'Have the will verified (probated) if needed',
      text: paras(
        'Quebec has no grant of probate and no probate tax: the liquidator acts under the will, or under the law when there is none. A notarial will needs no verification. A holograph will, or a will made before witnesses, must be verified before it can be used, by the Superior Court or by a notary, with a sworn statement from a witness or from someone who knows the handwriting; the heirs are notified.',
        'First get the will searches from the Chambre des notaires and the Barreau du Québec to be sure it is the latest will. With a notarial will there is nothing to verify: mark this task done once the searches confirm it is the latest (marking it N/A would also set aside your proof of authority and the final account, which Quebec still needs).',
      ),
    },
  },
  {
    ...base,
    id: 32,
    order: 410,
    auto_track: 'letters',
    name: 'Receive your letters of appointment',
    text: paras(
      'When the court approves you, it issues letters testamentary (with a will) or letters of administration (without one). Banks, brokers and agencies ask for a certified copy before they deal with you.',
      'Order several certified copies. Attach a scan to the Executor tab; this task completes itself when that file is attached.',
    ),
    ca: {
      name: 'Receive your grant of probate',
      text: paras(
        'When the court approves you, it issues a grant of probate or certificate of appointment. Banks, brokers and agencies ask for a notarised copy before they deal with you.',
        'Attach a scan to the Executor tab; this task completes itself when that file is attached.',
      ),
    },
    qc: {
      name: 'Gather proof of your authority',
      text: paras(
        'No court appoints a liquidator in Quebec. Banks and agencies ask for the death certificate, the will searches and a certified copy of the will: the notarial will, or the verified will with the judgment or the notary’s minutes of verification. Without a will, the heirs are the liquidators unless a majority of them names one.',
        'Attach a scan to the Executor tab; this task completes itself when that file is attached.',
      ),
    },
  },
  {
    ...base,
    id: 35,
    order: 415,
    cat: 'Financial',
    country: 'us',
    name: 'Post a bond if the court requires one',
    text: paras(
      'Some courts require the executor to buy a surety bond that protects heirs and creditors. A will or the heirs can often waive it.',
      'The premium is an estate expense. Courts more often ask for a bond from an executor who lives out of state.',
    ),
  },
  {
    ...base,
    id: 34,
    order: 420,
    cat: 'Debt',
    name: 'Publish a notice to creditors',
    text: paras(
      'Most states require the executor to publish a notice to creditors in a local newspaper once appointed. It starts a deadline after which unknown creditors can no longer claim (for example three months after first publication in Florida).',
      'Some states set a date by which the notice must run, such as within a month of appointment in Texas. Keep the publisher’s proof of publication.',
    ),
    ca: {
      name: 'Advertise for creditors',
      text: paras(
        'Publish a notice to creditors, usually in a local newspaper or the provincial gazette, giving a date by which claims must be made.',
        'Distributing before that date passes can leave you personally liable for a debt you did not know about. Keep proof of publication.',
      ),
    },
  },
  {
    ...base,
    id: 36,
    order: 425,
    cat: 'Debt',
    country: 'us',
    name: 'Send notice to known creditors',
    text: paras(
      'Write directly to each creditor you know of. A mailed notice often starts a shorter claim deadline for that creditor (in California, sixty days after the notice if that ends later than four months after letters).',
      'Texas requires notice to secured creditors within two months of letters.',
    ),
  },
  {
    ...base,
    id: 38,
    order: 430,
    cat: 'Notify',
    country: 'us',
    name: 'Notify the Medicaid recovery program',
    text: paras(
      'If the person received Medicaid after age 55 or lived in a nursing home, the state may claim repayment from the estate, and some states require you to notify its recovery unit.',
      'Treat its claim like any other: check the figures before paying.',
    ),
  },
  {
    ...base,
    id: 37,
    order: 435,
    cat: 'Notify',
    name: 'Notify heirs and beneficiaries',
    text: paras(
      'Tell each heir and beneficiary that the estate is open, who you are and how to reach you. Some states require formal notice within a set time after appointment (thirty days in Montana), and some before the court hearing (California asks for at least fifteen days).',
      'Keep copies and proof of mailing.',
    ),
    ca: {
      text: paras(
        'Tell each beneficiary that the estate is open and who you are. Several provinces require formal notice with the probate application, Alberta both before and after filing.',
        'Keep copies and proof of delivery.',
      ),
    },
  },
  {
    ...base,
    id: 39,
    order: 440,
    country: 'ca',
    only: ['QC'],
    name: 'Register the liquidator’s appointment',
    text: paras(
      'In Quebec, register a notice naming the liquidator in the register of personal and movable real rights (RDPRM), so third parties know who acts for the succession.',
    ),
  },
  {
    ...base,
    id: 40,
    order: 445,
    cat: 'Financial',
    auto_track: 'estate_account',
    name: 'Open an estate bank account',
    text: paras(
      'Open one account in the name of the estate and run every receipt and payment through it. Never mix estate money with your own.',
      'The bank will want your letters (or grant) and, in the US, the estate’s EIN. Add the account on the Assets tab as an Estate Account; this task then completes itself.',
    ),
  },
  {
    ...base,
    id: 41,
    order: 450,
    cat: 'Financial',
    name: 'Ask about a family allowance',
    text: paras(
      'Many places let a surviving spouse or dependent children receive money for living costs while the estate is settled, ahead of most creditors.',
      'Ask your lawyer or the court whether it applies and how to request it.',
    ),
    ca: {
      name: 'Check for family and support claims',
      text: paras(
        'A spouse or a dependant the person supported may claim support from the estate, and a married spouse may have family-property rights that come ahead of the will. In Ontario, for example, a dependant usually has six months from the certificate of appointment to apply for support, and a married spouse six months from the death to choose an equalization of family property.',
        'Do not distribute until these time limits have passed or the claims are settled; ask a lawyer whether any apply.',
      ),
    },
    qc: {
      name: 'Check for family and support claims',
      text: paras(
        'A spouse married or in a civil union shares the family patrimony (the homes, furniture, cars and retirement savings built up during the marriage), which is settled before the will is applied. Anyone the person had to support can claim support from the succession within six months of the death.',
        'Do not distribute until these are settled; ask a notary or lawyer whether any apply.',
      ),
    },
  },
  {
    ...base,
    id: 42,
    order: 455,
    cat: 'Notify',
    name: 'Forward the mail',
    text: paras(
      'Have the post office forward mail to you. In the US, an executor can ask with PS Form 3575 and proof of authority.',
      'Mail is one of the best ways to discover accounts, bills and refunds.',
    ),
    ca: {
      text: paras(
        'Ask Canada Post to forward mail to you, with proof of your authority. Mail is one of the best ways to discover accounts, bills and refunds.',
      ),
    },
  },
  {
    ...base,
    id: 43,
    order: 460,
    cat: 'Notify',
    country: 'us',
    name: 'Stop marketing mail',
    text: paras(
      'Register the name on the Deceased Do Not Contact list of DMAchoice to cut junk mail and credit offers, which thieves sometimes use.',
    ),
  },
  {
    ...base,
    id: 44,
    order: 465,
    name: 'Open ancillary probate elsewhere',
    text: paras(
      'Real estate in another state usually needs a second, smaller probate there (ancillary probate), often with a local lawyer.',
      'Mark this task N/A if all property is in the home state.',
    ),
    ca: {
      text: paras(
        'Property in another province may need the grant resealed or a separate grant there.',
        'Mark this task N/A if all property is in the home province.',
      ),
    },
  },
  {
    ...base,
    id: 45,
    order: 470,
    months: 1,
    name: 'Appoint an in-state agent',
    text: paras(
      'You live outside the state where the estate is probated, and that state sets extra conditions for executors who live elsewhere.',
    ),
  },
];
