/** Step 0, Advance: what an owner planning ahead can do while alive. */
import type { TaskDef } from '../types.ts';
import { paras } from './text.ts';

const base = { cat: 'General', period: 'In Advance', step_num: 0, months: null, country: 'both' } as const;

export const ADVANCE_TASKS: readonly TaskDef[] = [
  {
    ...base,
    id: 110,
    order: 10,
    cat: 'Legal',
    name: 'Write or update your will',
    text: paras(
      'A will says who receives your property and who is in charge of handing it over. Without one, the law of your state or province picks your heirs and a court picks the person in charge.',
      'Review an existing will after any marriage, divorce, birth, death or move, and whenever your wishes change. Follow the signing and witness rules of where you live exactly; a will signed the wrong way may not count.',
      'Tell your executor where the original is kept. Copies are rarely accepted in place of the signed original.',
    ),
    qc: {
      text: paras(
        'A will says who receives your property and who settles your succession (the liquidator). Without one, the Civil Code picks your heirs, a de facto spouse receives nothing, and all the heirs together act as liquidator unless a majority of them names one.',
        'Quebec accepts three forms: a notarial will, signed before a notary, which needs no verification after the death and whose original the notary keeps; a holograph will, entirely handwritten and signed by you; and a will made before two witnesses. The last two must be verified by a court or a notary after the death, at the succession’s cost.',
        'Review your will after any marriage, divorce, birth, death or move. Leave a holograph or witnessed will with a notary or lawyer, who can enter it in the register of the Chambre des notaires or the Barreau du Québec, so the will search after your death finds it.',
      ),
    },
  },
  {
    ...base,
    id: 111,
    order: 20,
    cat: 'Legal',
    name: 'Choose your executor and tell them',
    text: paras(
      'Your executor (liquidator in Quebec) will spend many hours over a year or more on your affairs. Ask the person first, and name a backup in case they cannot serve.',
      'Someone who lives near you is easier: some states add conditions, such as a bond or a local agent, for an executor who lives elsewhere.',
      'Share this estate file with them so they start with what you have already recorded.',
    ),
  },
  {
    ...base,
    id: 112,
    order: 30,
    cat: 'Legal',
    name: 'Sign powers of attorney and a health-care directive',
    text: paras(
      'A will only takes effect at death. A power of attorney lets someone handle your money if you cannot, and a health-care directive records your medical wishes and who may speak for you.',
      'Each state and province has its own forms and witnessing rules, so use the local version and keep the originals with your will papers.',
    ),
  },
  {
    ...base,
    id: 113,
    order: 40,
    cat: 'Asset',
    name: 'Check the beneficiaries named on your accounts',
    text: paras(
      'Life insurance, retirement accounts, annuities, and in Canada RRSPs, RRIFs and TFSAs, usually pass to the person named on the account, whatever the will says.',
      'Ask each company which beneficiary it has on file and update any that are out of date, for example a former spouse. Name a backup beneficiary too.',
    ),
    qc: {
      text: paras(
        'Life insurance, and annuities or savings plans that are insurance contracts, pass to the beneficiary named on the contract, whatever the will says. For an RRSP, RRIF or TFSA held with a bank or broker, Quebec generally lets you name the beneficiary only in your will or marriage contract, so check that the will does it.',
        'Ask each company which beneficiary it has on file and update any that are out of date, for example a former spouse. A married or civil-union spouse named on an insurance contract cannot be removed without consent unless the designation says it is revocable.',
      ),
    },
  },
  {
    ...base,
    id: 114,
    order: 50,
    cat: 'Legal',
    name: 'Consider ways to keep property out of probate',
    text: paras(
      'Property held in a living trust, owned jointly with a right of survivorship, or registered to pass on death can go to the next owner without a court process, which can save fees and time.',
      'Each approach has tax and control trade-offs, and joint ownership gives the other owner rights today. Get advice before retitling anything valuable.',
    ),
    ca: {
      text: paras(
        'Property owned jointly with a right of survivorship, or with a named beneficiary, passes outside the will and usually outside probate fees.',
        'Joint ownership gives the other owner rights today and can have tax effects, so get advice before adding anyone to a title or account.',
      ),
    },
  },
  {
    ...base,
    id: 115,
    order: 60,
    cat: 'Asset',
    auto_track: 'assets',
    name: 'List what you own and owe',
    text: paras(
      'Enter your accounts, property, policies and debts on the Assets and Debts tabs. An executor who starts with a list saves weeks of hunting through mail and statements.',
      'This task completes itself once at least one asset is recorded.',
    ),
  },
  {
    ...base,
    id: 116,
    order: 70,
    name: 'Record your online accounts',
    text: paras(
      'Email, photos, social media and online-only banks can be hard to reach after death. Note which accounts exist and how you want each handled.',
      'Many services offer a legacy or inactive-account setting; use it. Store passwords in a password manager or a sealed note rather than in the will, which may become public.',
    ),
  },
  {
    ...base,
    id: 117,
    order: 80,
    name: 'Write down your funeral wishes',
    text: paras(
      'Say whether you want burial or cremation, any service, and any prepaid plan. Families often decide these things within days, before the will is read.',
      'Give a copy to your executor and close family, and attach it to the Decedent tab.',
    ),
  },
  {
    ...base,
    id: 118,
    order: 90,
    name: 'Keep key papers together',
    text: paras(
      'Put the will, deeds, titles, insurance policies, recent tax returns, account statements and loan papers in one known place.',
      'Tell your executor where that place is and how to get in, including any safe-deposit box key.',
    ),
  },
  {
    ...base,
    id: 119,
    order: 100,
    auto_track: 'advance_done',
    name: 'Advance planning complete',
    text: paras(
      'This task marks itself done once every other advance task is done or marked not applicable.',
      'Revisit the list every few years and after any major change in your family or finances.',
    ),
  },
];
