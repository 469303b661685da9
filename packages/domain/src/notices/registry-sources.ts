/**
 * The notices registry's own sources (registry.ts), beside those it shares with the checklist (tasks/sources/
 * library.ts): agency and regulator pages, statutes, and for the credit bureaus the bureau's own instructions.
 * Labels name each page in our own words. A state's or province's page is that place's example, so it carries it.
 */
import { type Source, source } from '../tasks/sources/source.ts';

export const NOTICE_SOURCES = {
  fdicDeceased: source(
    'FDIC: Death of an account owner (deposits stay insured for six months, 12 C.F.R. §330.3(j))',
    'https://fdic.gov/financial-institution-employees-guide-deposit-insurance/death-account-owner',
  ),
  bcWhoToNotify: source(
    'Government of British Columbia: Who to notify after a death',
    'https://www2.gov.bc.ca/gov/content/life-events/death/after-death/who-to-notify',
    'BC',
  ),
  secTransfer: source(
    'SEC Investor.gov: Transferring assets after a death (transfer on death registration)',
    'https://www.investor.gov/additional-resources/information/seniors/transferring-assets',
  ),
  naicLocator: source(
    'NAIC: The Life Insurance Policy Locator (finding a deceased person’s policies)',
    'https://content.naic.org/article/learn_how_use_naic_life_insurance_policy_locator.htm',
  ),
  quebecLifeInsurance: source(
    'Québec.ca: Claiming life insurance after a death',
    'https://www.quebec.ca/en/family-and-support-for-individuals/death/what-to-do-in-the-event-of-death/claiming-an-amount-following-a-death/claiming-life-insurance',
    'QC',
  ),
  amfSearch: source(
    'Autorité des marchés financiers: Searching for a deceased person’s insurance contracts',
    'https://lautorite.qc.ca/en/general-public/insurance/life-insurance/searching-for-insurance-contracts',
    'QC',
  ),
  pbgcDeath: source('PBGC: Report a death', 'https://www.pbgc.gov/workers-retirees/manage/report-death'),
  pbgcExecutors: source(
    'PBGC: Information for executors or estate administrators',
    'https://pbgc.gov/about/faq/information-executors-or-estate-administrators',
  ),
  cfpbDebts: source(
    'CFPB: Am I responsible for a deceased relative’s debts?',
    'https://www.consumerfinance.gov/ask-cfpb/can-i-be-personally-responsible-for-paying-deceased-relatives-debts-can-debt-collector-contact-me-about-those-debts-en-1469/',
  ),
  texasLease: source(
    'Tex. Prop. Code §92.0162 (the estate may end a lone tenant’s lease by written notice)',
    'https://statutes.capitol.texas.gov/Docs/PR/htm/PR.92.htm',
    'TX',
  ),
  ssaEvidence: source(
    '20 C.F.R. §404.720 (the evidence of a death Social Security accepts)',
    'https://www.ssa.gov/OP_Home/cfr20/404/404-0720.htm',
  ),
  irsDecedents: source('IRS Tax Topic 356, Decedents (Form 56)', 'https://www.irs.gov/taxtopics/tc356'),
  equifaxDeath: source(
    'Equifax: How do I report a death? (what the bureau asks an executor to send)',
    'https://www.equifax.com/personal/education/mobile-articles/-/learn/mobile-faq-reporting-death/',
  ),
  equifaxCanada: source(
    'Equifax Canada: Credit steps to take after a relative’s death',
    'https://www.consumer.equifax.ca/en/personal/education/credit-report/credit-steps-to-take-after-relative-death/',
  ),
  caDmvDeceased: source(
    'California DMV: A deceased person’s licence, placard and vehicles',
    'https://www.dmv.ca.gov/portal/vehicle-registration/new-registration/special-circumstances/handling-a-deceased-persons-dmv-matters/',
    'CA',
  ),
  caDmvHowTo: source(
    'California DMV: How to handle the DMV matters of a deceased person',
    'https://www.dmv.ca.gov/portal/how-to-handle-the-dmv-matters-of-a-deceased-person-htvr-2/',
    'CA',
  ),
  vaBurialAllowance: source(
    'VA: Veterans burial allowance (the estate’s executor may claim)',
    'https://www.va.gov/burials-memorials/veterans-burial-allowance/',
  ),
  craNotify: source(
    'CRA: Notify the CRA of a date of death',
    'https://www.canada.ca/en/revenue-agency/services/tax/individuals/life-events/doing-taxes-someone-died/notify-death-date.html',
  ),
  rqFirstSteps: source(
    'Retraite Québec: First steps after a death',
    'https://www.retraitequebec.gouv.qc.ca/fr/deces/Pages/premieres-demarches.aspx',
    'QC',
  ),
  ramqDeath: source(
    'RAMQ: Death of a loved one (cancelling the health insurance card)',
    'https://www.ramq.gouv.qc.ca/en/citizens/death-loved-one',
    'QC',
  ),
  ontarioHealthCard: source(
    'Ontario: Replace, cancel or change information on your health card',
    'https://www.ontario.ca/page/replace-cancel-or-change-information-your-health-card',
    'ON',
  ),
  ontarioDeath: source(
    'Ontario: What to do when someone dies',
    'https://www.ontario.ca/page/what-do-when-someone-dies',
    'ON',
  ),
  quebecVehicleTransfer: source(
    'Services Québec: Transferring a vehicle’s ownership, including on the owner’s death',
    'https://www4.gouv.qc.ca/fr/Portail/citoyens/programme-service/Pages/Info.aspx?sqctype=sujet&sqcid=126',
    'QC',
  ),
} as const satisfies Record<string, Source>;
