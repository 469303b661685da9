/**
 * The notices registry: the kinds of institution an executor tells of a death in the US and Canada, each with what
 * its notice holds, the papers that go with it, how it takes them, when to follow up and where that comes from.
 * Kinds, not named institutions. Versioned: a change of substance moves NOTICE_REGISTRY_VERSION, which each drafted
 * notice records. Texts in our own words; sources are agency pages and statutes (registry.test.ts checks them).
 */
import { TASK_ID } from '../tasks/ids.ts';
import { CA, QC, US } from '../tasks/sources/library.ts';
import { NOTICE_SOURCES as S } from './registry-sources.ts';
import type { NoticeKind } from './registry-types.ts';

export const NOTICE_REGISTRY_VERSION = '2026.11.1';

/** Probity's follow-up interval for a kind whose sources set no answer time (docs/notices-registry.md). */
export const DEFAULT_FOLLOW_UP_DAYS = 30;

const ID_PAPERS = ['death_certificate', 'authority', 'executor_id'] as const;

export const NOTICE_KINDS: readonly NoticeKind[] = [
  {
    id: 'bank',
    where: 'both',
    name: 'Bank or credit union',
    asks: ['freeze', 'retitle', 'close'],
    contents: ['decedent', 'dates', 'account', 'executor', 'authority', 'request', 'reply_to'],
    enclosures: [...ID_PAPERS],
    methods: ['in_person', 'mail'],
    followUpDays: DEFAULT_FOLLOW_UP_DAYS,
    guidance:
      'Ask the bank to mark the accounts as belonging to an estate, stop automatic payments out, and tell you each balance on the date of death. Accounts with a named beneficiary or a joint owner pass outside the estate; the bank decides that from its own records.',
    tasks: [],
    sources: [S.fdicDeceased, S.bcWhoToNotify],
  },
  {
    id: 'brokerage',
    where: 'both',
    name: 'Brokerage or investment firm',
    asks: ['retitle', 'freeze', 'close'],
    contents: ['decedent', 'dates', 'account', 'executor', 'authority', 'request', 'reply_to'],
    enclosures: [...ID_PAPERS, 'institution_form'],
    methods: ['mail', 'online'],
    followUpDays: DEFAULT_FOLLOW_UP_DAYS,
    guidance:
      'Ask for the value of each holding on the date of death (it sets the heirs’ cost basis) and for the firm’s own transfer form to move the holdings into an estate account.',
    tasks: [],
    sources: [S.secTransfer],
  },
  {
    id: 'insurer',
    where: 'both',
    name: 'Life insurer',
    asks: ['claim', 'update_records'],
    contents: ['decedent', 'dates', 'account', 'executor', 'request', 'reply_to'],
    enclosures: ['death_certificate', 'institution_form', 'policy', 'authority'],
    methods: ['mail', 'online', 'phone'],
    followUpDays: DEFAULT_FOLLOW_UP_DAYS,
    guidance:
      'A named beneficiary claims the policy themself; the executor claims only when the estate is the beneficiary. Ask for the claim form, and whether any other policy is on record for the decedent.',
    tasks: [TASK_ID.lifeInsurers],
    sources: [S.naicLocator, S.quebecLifeInsurance, S.amfSearch],
  },
  {
    id: 'pension',
    where: 'both',
    name: 'Pension plan or annuity',
    asks: ['stop_payments', 'claim'],
    contents: ['decedent', 'dates', 'account', 'executor', 'authority', 'request', 'reply_to'],
    enclosures: ['death_certificate', 'authority'],
    methods: ['phone', 'mail', 'email'],
    followUpDays: DEFAULT_FOLLOW_UP_DAYS,
    guidance:
      'Payments made after the death are usually taken back, so ask that they stop, and ask what survivor or death benefit the plan owes and to whom.',
    tasks: [TASK_ID.retirementPlans],
    sources: [S.pbgcDeath, S.pbgcExecutors, US.beneficiaries],
  },
  {
    id: 'card_issuer',
    where: 'both',
    name: 'Credit card issuer or lender',
    asks: ['close', 'freeze'],
    contents: ['decedent', 'dates', 'account', 'executor', 'authority', 'request', 'reply_to'],
    enclosures: ['death_certificate', 'authority'],
    methods: ['mail', 'phone'],
    followUpDays: DEFAULT_FOLLOW_UP_DAYS,
    guidance:
      'Ask that the account be closed to new charges and for the balance owed on the date of death. The estate pays what it owes in the legal order; family members do not owe it themselves unless they signed for it.',
    tasks: [TASK_ID.cardIssuers],
    sources: [S.cfpbDebts],
  },
  {
    id: 'utility',
    where: 'both',
    name: 'Utility or service provider',
    asks: ['close', 'retitle'],
    contents: ['decedent', 'dates', 'account', 'executor', 'request', 'reply_to'],
    enclosures: ['death_certificate'],
    methods: ['phone', 'online', 'mail'],
    followUpDays: 14,
    guidance:
      'Keep the heat, power and water on while the home stands empty; put the account in the estate’s name or close it from the date the home is sold or emptied, and ask for a final bill.',
    tasks: [TASK_ID.cancelServices],
    sources: [US.usaLovedOne, S.bcWhoToNotify],
  },
  {
    id: 'landlord',
    where: 'both',
    name: 'Landlord',
    asks: ['end_lease'],
    contents: ['decedent', 'dates', 'executor', 'authority', 'request', 'reply_to'],
    enclosures: ['death_certificate', 'authority'],
    methods: ['mail', 'in_person'],
    followUpDays: 14,
    guidance:
      'Tell the landlord when the estate will hand back the keys, ask how much notice the lease or the law requires after a tenant’s death, and ask for the deposit to be returned to the estate.',
    tasks: [],
    sources: [S.texasLease],
  },
  {
    id: 'employer',
    where: 'both',
    name: 'Employer',
    asks: ['final_pay', 'claim'],
    contents: ['decedent', 'dates', 'executor', 'authority', 'request', 'reply_to'],
    enclosures: ['death_certificate', 'authority'],
    methods: ['mail', 'email'],
    followUpDays: DEFAULT_FOLLOW_UP_DAYS,
    guidance:
      'Ask for the final pay and unused vacation owed, and for any group life insurance, retirement plan or other benefit the employer holds for the decedent.',
    tasks: [TASK_ID.notifyEmployer],
    sources: [US.pub559, CA.gcDeath],
  },
  {
    id: 'ssa',
    where: 'us',
    name: 'Social Security Administration',
    asks: ['stop_payments', 'claim'],
    contents: ['decedent', 'dates', 'tax_number', 'executor', 'request', 'reply_to'],
    enclosures: ['death_certificate'],
    methods: ['phone', 'in_person'],
    followUpDays: DEFAULT_FOLLOW_UP_DAYS,
    guidance:
      'The funeral home usually reports the death. Social Security takes no report online: call or visit to confirm it has the death, stop the payments, and ask about survivor benefits and the one-time death payment.',
    tasks: [TASK_ID.notifySocialSecurity],
    sources: [S.ssaEvidence, US.ssaSurvivors, US.usaNotify],
  },
  {
    id: 'irs',
    where: 'us',
    name: 'IRS (Form 56)',
    asks: ['update_records'],
    contents: ['decedent', 'dates', 'tax_number', 'executor', 'authority', 'reply_to'],
    enclosures: ['form_56', 'authority'],
    methods: ['mail'],
    followUpDays: DEFAULT_FOLLOW_UP_DAYS,
    guidance:
      'Form 56 tells the IRS that you act for the decedent, so its letters come to you. File it with the IRS office where the decedent filed returns, with a copy of your letters of appointment.',
    tasks: [TASK_ID.form56],
    sources: [US.form56, US.irc6903, S.irsDecedents],
  },
  {
    id: 'credit_bureau',
    where: 'us',
    name: 'Credit bureau (Equifax, Experian, TransUnion)',
    asks: ['update_records'],
    contents: ['decedent', 'dates', 'tax_number', 'executor', 'authority', 'request', 'reply_to'],
    enclosures: [...ID_PAPERS],
    methods: ['mail'],
    followUpDays: DEFAULT_FOLLOW_UP_DAYS,
    guidance:
      'Ask the bureau to mark the file “deceased, do not issue credit” and to send you a copy of the credit report, which also lists debts you may not know of. A bureau told of a death passes the notice to the other two.',
    tasks: [TASK_ID.creditBureaus],
    sources: [S.equifaxDeath, US.usaNotify],
  },
  {
    id: 'dmv',
    where: 'us',
    name: 'Motor vehicle department (DMV)',
    asks: ['update_records', 'retitle'],
    contents: ['decedent', 'dates', 'executor', 'authority', 'request', 'reply_to'],
    enclosures: [...ID_PAPERS, 'title'],
    methods: ['in_person', 'mail'],
    followUpDays: DEFAULT_FOLLOW_UP_DAYS,
    guidance:
      'Ask the state to cancel the driver’s licence, and ask what it needs to move each vehicle’s title to the estate or an heir.',
    tasks: [TASK_ID.motorVehicles],
    sources: [S.caDmvDeceased, S.caDmvHowTo, US.usaNotify],
  },
  {
    id: 'va',
    where: 'us',
    name: 'Department of Veterans Affairs',
    asks: ['stop_payments', 'claim'],
    contents: ['decedent', 'dates', 'tax_number', 'executor', 'request', 'reply_to'],
    enclosures: ['death_certificate', 'discharge_papers'],
    methods: ['phone', 'online', 'mail'],
    followUpDays: DEFAULT_FOLLOW_UP_DAYS,
    guidance:
      'Report the death so VA payments stop, and ask about burial and survivor benefits; the discharge papers show the service they rest on.',
    tasks: [TASK_ID.notifyVeterans],
    sources: [US.va, S.vaBurialAllowance],
  },
  {
    id: 'service_canada',
    where: 'ca',
    name: 'Service Canada (CPP and OAS)',
    asks: ['stop_payments', 'claim'],
    contents: ['decedent', 'dates', 'tax_number', 'executor', 'request', 'reply_to'],
    enclosures: ['death_certificate', 'authority'],
    methods: ['phone', 'mail', 'in_person'],
    followUpDays: DEFAULT_FOLLOW_UP_DAYS,
    guidance:
      'Tell Service Canada of the death so the Canada Pension Plan and Old Age Security payments stop, and apply for the CPP death benefit and any survivor’s pension.',
    tasks: [TASK_ID.notifyServiceCanada],
    sources: [CA.cppCancel, CA.cppDeath],
  },
  {
    id: 'cra',
    where: 'ca',
    name: 'Canada Revenue Agency',
    asks: ['update_records'],
    contents: ['decedent', 'dates', 'tax_number', 'executor', 'authority', 'reply_to'],
    enclosures: ['death_certificate', 'authority'],
    methods: ['mail', 'online'],
    followUpDays: DEFAULT_FOLLOW_UP_DAYS,
    guidance:
      'Tell the CRA the date of death and who is the legal representative, with a copy of the will or the probate certificate, so the final returns and any benefits are dealt with.',
    tasks: [TASK_ID.notifyCra],
    sources: [S.craNotify, CA.t4011],
  },
  {
    id: 'retraite_quebec',
    where: 'qc',
    name: 'Retraite Québec',
    asks: ['stop_payments', 'claim'],
    contents: ['decedent', 'dates', 'tax_number', 'executor', 'request', 'reply_to'],
    enclosures: ['death_certificate', 'authority'],
    methods: ['online', 'phone', 'mail'],
    followUpDays: DEFAULT_FOLLOW_UP_DAYS,
    guidance:
      'Retraite Québec pays the Québec Pension Plan: tell it of the death so the pension stops, and apply for the death benefit and any surviving spouse’s pension.',
    tasks: [TASK_ID.notifyServiceCanada],
    sources: [QC.qppBenefits, QC.qppDeath, S.rqFirstSteps],
  },
  {
    id: 'provincial_health',
    where: 'ca',
    name: 'Provincial health insurance plan',
    asks: ['update_records'],
    contents: ['decedent', 'dates', 'executor', 'request', 'reply_to'],
    enclosures: ['death_certificate'],
    methods: ['mail', 'in_person'],
    followUpDays: DEFAULT_FOLLOW_UP_DAYS,
    guidance: 'Ask the province to cancel the health card; return the card if it asks for it.',
    tasks: [TASK_ID.cancelHealthCard],
    sources: [S.ontarioHealthCard, S.ramqDeath, S.ontarioDeath],
  },
  {
    id: 'vehicle_registry',
    where: 'ca',
    name: 'Provincial vehicle and driver registry',
    asks: ['update_records', 'retitle'],
    contents: ['decedent', 'dates', 'executor', 'authority', 'request', 'reply_to'],
    enclosures: [...ID_PAPERS, 'title'],
    methods: ['in_person'],
    followUpDays: 14,
    guidance:
      'Ask the province to cancel the driver’s licence, and what it needs to transfer each vehicle’s registration to the estate or an heir.',
    tasks: [TASK_ID.cancelHealthCard],
    sources: [S.quebecVehicleTransfer, CA.gcDeath],
  },
];

const BY_ID: ReadonlyMap<string, NoticeKind> = new Map(NOTICE_KINDS.map((k) => [k.id, k]));

export const noticeKind = (id: string): NoticeKind | undefined => BY_ID.get(id);

/** The kinds that apply to an estate of this country (and province: Retraite Québec only in Quebec). */
export function noticeKindsFor(country: string, province: string): NoticeKind[] {
  const qc = country === 'ca' && province.toUpperCase() === 'QC';
  return NOTICE_KINDS.filter((k) => k.where === 'both' || k.where === country || (k.where === 'qc' && qc));
}

/** The kinds whose notices complete this checklist task, in this estate's country (a task links to them). */
export const noticeKindsForTask = (taskId: number, country: string, province: string): NoticeKind[] =>
  noticeKindsFor(country, province).filter((k) => k.tasks.includes(taskId));
