/**
 * The primary sources the checklist cites: IRS and CRA pages, federal statutes, provincial and state statutes and
 * agency pages. One place, so a moved page is fixed once. Labels name the law or page in our own words.
 */
import { type Source, source } from './source.ts';

const usc = (title: number, section: string, what: string): Source =>
  source(
    `${title} U.S.C. §${section} (${what})`,
    `https://www.law.cornell.edu/uscode/text/${title}/${section}`,
  );
const irc = (section: string, what: string): Source =>
  source(`IRC §${section} (${what})`, `https://www.law.cornell.edu/uscode/text/26/${section}`);
const irsForm = (form: string, what: string): Source =>
  source(
    `IRS: About Form ${form.toUpperCase()}, ${what}`,
    `https://www.irs.gov/forms-pubs/about-form-${form}`,
  );
const ita = (section: string, what: string): Source =>
  source(
    `Income Tax Act (Canada) s. ${section} (${what})`,
    `https://laws-lois.justice.gc.ca/eng/acts/I-3.3/section-${section}.html`,
  );
const flStat = (section: string, what: string): Source => {
  const [chapter = ''] = section.split('.');
  return source(
    `Fla. Stat. §${section} (${what})`,
    `https://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0700-0799/0${chapter}/Sections/0${section}.html`,
    'FL',
  );
};
const caProb = (section: string, what: string): Source =>
  source(
    `Cal. Prob. Code §${section} (${what})`,
    `https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PROB&sectionNum=${section}`,
    'CA',
  );
const ccq = (articles: string, what: string): Source =>
  source(
    `Civil Code of Québec, art. ${articles} (${what})`,
    'https://www.legisquebec.gouv.qc.ca/en/document/cs/ccq-1991',
  );

const CA_GC = 'https://www.canada.ca/en';
const CRA_DIED = `${CA_GC}/revenue-agency/services/tax/individuals/life-events/what-when-someone-died`;

/** US federal: IRS pages, the Internal Revenue Code and other federal agencies. */
export const US = {
  pub559: source(
    'IRS Publication 559, Survivors, Executors, and Administrators',
    'https://www.irs.gov/publications/p559',
  ),
  finalReturns: source(
    'IRS: File the final income tax returns of a deceased person',
    'https://www.irs.gov/individuals/file-the-final-income-tax-returns-of-a-deceased-person',
  ),
  form706: irsForm('706', 'United States Estate Tax Return'),
  instr706: source('IRS: Instructions for Form 706', 'https://www.irs.gov/instructions/i706'),
  form4768: irsForm('4768', 'extension of time to file the estate tax return'),
  form8971: irsForm('8971', 'basis information to beneficiaries'),
  form56: irsForm('56', 'notice concerning fiduciary relationship'),
  form1041: irsForm('1041', 'income tax return for estates and trusts'),
  form1041es: irsForm('1041-es', 'estimated income tax for estates and trusts'),
  form1310: irsForm('1310', 'claiming a refund due a deceased taxpayer'),
  form709: irsForm('709', 'gift tax return'),
  form4810: irsForm('4810', 'request for prompt assessment'),
  form5495: irsForm('5495', 'request for discharge from personal liability'),
  form4506t: irsForm('4506-t', 'request for transcript of tax return'),
  ein: source(
    'IRS: Get an employer identification number',
    'https://www.irs.gov/businesses/small-businesses-self-employed/get-an-employer-identification-number',
  ),
  closingLetter: source(
    'IRS: Frequently asked questions on the estate tax closing letter',
    'https://www.irs.gov/businesses/small-businesses-self-employed/frequently-asked-questions-on-the-estate-tax-closing-letter',
  ),
  transcriptsForClosing: source(
    'IRS: Transcripts in lieu of estate tax closing letters',
    'https://www.irs.gov/businesses/small-businesses-self-employed/transcripts-in-lieu-of-estate-tax-closing-letters',
  ),
  estateTax: source(
    'IRS: Estate tax (filing threshold by year of death)',
    'https://www.irs.gov/businesses/small-businesses-self-employed/estate-tax',
  ),
  keepRecords: source(
    'IRS: How long should I keep records?',
    'https://www.irs.gov/businesses/small-businesses-self-employed/how-long-should-i-keep-records',
  ),
  beneficiaries: source(
    'IRS: Retirement topics, beneficiary',
    'https://www.irs.gov/retirement-plans/plan-participant-employee/retirement-topics-beneficiary',
  ),
  mileage: source(
    'IRS: Standard mileage rates',
    'https://www.irs.gov/tax-professionals/standard-mileage-rates',
  ),
  irc2010: irc('2010', 'basic exclusion amount; portability of the unused exclusion'),
  irc6012: irc('6012', 'who must file; the executor files for the decedent'),
  irc6072: irc('6072', 'income tax returns due on the 15th day of the 4th month'),
  irc6075: irc('6075', 'estate tax return due 9 months after death'),
  irc6081: irc('6081', 'extensions of time to file'),
  irc6018: irc('6018', 'estate tax returns: when required'),
  irc6019: irc('6019', 'gift tax returns'),
  irc6035: irc('6035', 'basis statements to beneficiaries'),
  irc6654: irc('6654', 'estimated tax; estates exempt for 2 years after death'),
  irc6501: irc('6501', 'assessment periods; prompt assessment on request'),
  irc2204: irc('2204', 'discharge of the executor from personal liability for estate tax'),
  irc6905: irc('6905', 'discharge of the executor from personal liability for income and gift tax'),
  irc6903: irc('6903', 'notice of fiduciary relationship'),
  irc6324: irc('6324', 'estate tax lien'),
  irc1014: irc('1014', 'basis of property acquired from a decedent: value at death'),
  priority: usc(31, '3713', 'federal claims first; personal liability of the representative'),
  medicaidRecovery: usc(42, '1396p', 'Medicaid estate recovery'),
  medicaidGov: source(
    'Medicaid.gov: Estate recovery',
    'https://www.medicaid.gov/medicaid/eligibility-policy/estate-recovery',
  ),
  ssaSurvivors: source('Social Security: Survivors benefits', 'https://www.ssa.gov/benefits/survivors/'),
  va: source('VA: Burials and memorials', 'https://www.va.gov/burials-memorials/'),
  usaNotify: source(
    'USAGov: Government agencies to notify of a death',
    'https://www.usa.gov/death-notification',
  ),
  usaCertificate: source(
    'USAGov: How to get a certified copy of a death certificate',
    'https://www.usa.gov/death-certificate',
  ),
  usaLovedOne: source('USAGov: Dealing with the death of a loved one', 'https://www.usa.gov/death-loved-one'),
  uspsForward: source(
    'USPS: Change of address and mail forwarding',
    'https://www.usps.com/manage/forward.htm',
  ),
} as const;

/**
 * US state probate law varies by state; these statutes (Florida, California, Texas, Montana) show each rule in a
 * code that states it plainly. Each carries its state: in that state's estates it is the state's own law; in any
 * other it is shown as that state's example, saying so (index.ts taskSources), unless the estate's state has its
 * own rule in the place tables, which then replaces it.
 */
export const US_STATE = {
  willDeposit: flStat(
    '732.901',
    'custodian must deposit the will with the court within 10 days of learning of the death',
  ),
  petition: flStat('733.202', 'petition for administration'),
  letters: flStat('733.601', 'time of accrual of duties and powers: letters of administration'),
  bond: flStat('733.402', 'bond of the personal representative'),
  creditorNotice: flStat('733.2121', 'notice to creditors: publication and service on known creditors'),
  claimsBar: flStat('733.702', 'limitations on claims against the estate'),
  claimsReview: flStat('733.705', 'payment of and objection to claims'),
  paymentOrder: flStat('733.707', 'order in which expenses and debts are paid'),
  heirsNotice: flStat('733.212', 'notice of administration to beneficiaries'),
  inventory: flStat('733.604', 'inventory filed within 60 days of letters'),
  familyAllowance: flStat('732.403', 'family allowance'),
  ancillary: flStat('734.102', 'ancillary administration'),
  compensation: flStat('733.617', 'compensation of the personal representative'),
  accounting: flStat('733.901', 'final discharge'),
  distribution: flStat('733.802', 'distribution: proceeding for compulsory payment'),
  nonresident: flStat('733.304', 'nonresidents who may serve'),
  caInventory: caProb('8800', 'inventory and appraisal within 4 months of letters'),
  caNotice: caProb('8110', 'notice of the petition served on heirs before the hearing'),
  caSale: caProb('10000', 'sales of estate property: general provisions'),
  caPreliminary: caProb('11620', 'preliminary distribution'),
  caAccount: caProb('10900', 'account of the personal representative'),
  caFinal: caProb('11600', 'petition for an order for final distribution'),
  txClosing: source(
    'Tex. Estates Code ch. 362 (closing the administration)',
    'https://statutes.capitol.texas.gov/Docs/ES/htm/ES.362.htm',
    'TX',
  ),
  willExecution: flStat('732.502', 'execution of wills'),
  powerOfAttorney: flStat('709.2105', 'durable power of attorney: who may be an agent and how it is signed'),
  healthSurrogate: flStat('765.202', 'designation of a health care surrogate'),
  todSecurities: flStat('711.50', 'transfer-on-death registration of securities'),
  digitalAssets: flStat('740.003', 'user direction for disclosure of digital assets'),
  mtTwoYears: source(
    'Montana SB 225 (2019): estates not closed within two years',
    'https://leg.mt.gov/bills/2019/BillHtml/SB0225.htm',
    'MT',
  ),
  caWillDeposit: caProb(
    '8200',
    'custodian must deliver the will to the court within 30 days of learning of the death',
  ),
} as const;

/** Canada: CRA, Service Canada and the Income Tax Act. */
export const CA = {
  craDied: source('CRA: What to do when someone has died', `${CRA_DIED}.html`),
  craFinalDates: source(
    'CRA: Due dates of the final return of a deceased person',
    `${CRA_DIED}/final-return/date-final-return.html`,
  ),
  t4011: source(
    'CRA Guide T4011, Preparing returns for deceased persons',
    `${CA_GC}/revenue-agency/services/forms-publications/publications/t4011.html`,
  ),
  t4013: source(
    'CRA Guide T4013, T3 Trust Guide',
    `${CA_GC}/revenue-agency/services/forms-publications/publications/t4013.html`,
  ),
  clearance: source(
    'CRA: Clearance certificate, before you apply',
    `${CRA_DIED}/clearance-certificate-before.html`,
  ),
  tx19: source(
    'CRA: Form TX19, Asking for a clearance certificate',
    `${CA_GC}/revenue-agency/services/forms-publications/forms/tx19.html`,
  ),
  gcDeath: source('Government of Canada: What to do when someone dies', `${CA_GC}/services/death.html`),
  cppDeath: source(
    'Service Canada: Canada Pension Plan death benefit',
    `${CA_GC}/services/benefits/publicpensions/cpp/cpp-death-benefit.html`,
  ),
  cppCancel: source(
    'Service Canada: Cancel a CPP or OAS payment after a death',
    `${CA_GC}/services/benefits/publicpensions/cpp/cancel-cpp.html`,
  ),
  mileage: source(
    'CRA: Automobile allowance rates (reasonable per-kilometre allowance)',
    `${CA_GC}/revenue-agency/services/tax/businesses/topics/payroll/benefits-allowances/automobile/automobile-motor-vehicle-allowances/reasonable-kilometre-allowance.html`,
  ),
  ita70: ita('70', 'income of the year of death; rights or things; deemed disposition at death'),
  ita104: ita('104', 'an estate is a trust for tax purposes; graduated rate estate'),
  ita150: ita('150', 'return due dates, including a deceased person and a trust'),
  ita159: ita('159', 'legal representative liable unless a clearance certificate is obtained'),
  ita146: ita('146', 'RRSP at death; rollover to a spouse or dependent child'),
  ita230: ita('230', 'records and books kept six years'),
} as const;

/** Quebec: the Civil Code, Retraite Québec, Revenu Québec and Québec.ca. */
export const QC = {
  liquidators: source(
    'Québec.ca: The liquidator of a succession',
    'https://www.quebec.ca/en/justice-and-civil-status/wills-estate/wills/before/liquidators',
  ),
  probating: source(
    'Québec.ca: Probating a will',
    'https://www.quebec.ca/en/justice-et-etat-civil/testament-succession/succession/settlement/succession-will/probating',
  ),
  willSearch: source(
    'Association professionnelle des notaires du Québec: the will search',
    'https://www.apnotaire.com/en/2023/01/15/the-will-research/',
  ),
  qppDeath: source(
    'Retraite Québec: QPP death benefit',
    'https://www.retraitequebec.gouv.qc.ca/en/deces/rentes-prestations/rrq-prestation-deces/Pages/rrq-prestation-deces.aspx',
  ),
  qppBenefits: source(
    'Retraite Québec: Pensions and benefits after a death',
    'https://www.retraitequebec.gouv.qc.ca/en/deces/rentes-prestations/Pages/rentes-prestations.aspx',
  ),
  rqReturns: source(
    'Revenu Québec: Income tax return of a deceased person',
    'https://www.revenuquebec.ca/en/citizens/your-situation/dealing-with-a-death/income-tax-return-of-a-deceased-person/',
  ),
  rqDeadlines: source(
    'Revenu Québec: Filing deadlines for a liquidator',
    'https://www.revenuquebec.ca/en/citizens/your-situation/liquidators-of-a-succession/file-the-deceaseds-income-tax-returns/deadline-for-filing-income-tax-returns/',
  ),
  ccqWills: ccq('772', 'probate of holograph wills and wills made before witnesses'),
  ccqLiquidator: ccq('776-791', 'the liquidator: designation, seisin, notice of the designation'),
  ccqInventory: ccq('794-795', 'inventory and notice of its closure in the register'),
  ccqDebts: ccq('808-812', 'payment of debts and legacies by the liquidator'),
  ccqAccount: ccq('819-822', 'final account of the liquidator and its registration'),
  ccqSupport: ccq('684-695', 'survival of the obligation to provide support'),
  ccqRemuneration: ccq('789', 'remuneration of the liquidator'),
  ccqWillForms: ccq('712-730', 'the three forms of wills: notarial, holograph, before witnesses'),
  ccqFuneral: ccq('42', 'a person may decide the nature of their funeral'),
  ccqMandate: ccq('2166-2174', 'mandate given in anticipation of incapacity'),
  ccqPartition: ccq('836 and following', 'partition of the succession'),
} as const;

/** Ontario and other provinces. */
export const PROV = {
  onEat: source(
    'Ontario: Estate administration tax',
    'https://www.ontario.ca/page/estate-administration-tax',
    'ON',
  ),
  onEatAct: source(
    'Estate Administration Tax Act, 1998 (Ontario)',
    'https://www.ontario.ca/laws/statute/98e34',
    'ON',
  ),
  onEirReg: source(
    'O. Reg. 310/14 (Ontario): estate information return within 180 days',
    'https://www.ontario.ca/laws/regulation/140310',
    'ON',
  ),
  onProbate: source(
    'Ontario: Apply for probate of an estate',
    'https://www.ontario.ca/page/apply-probate-estate',
    'ON',
  ),
  onAdminister: source(
    'Ontario: Administering estates',
    'https://www.ontario.ca/page/administering-estates',
    'ON',
  ),
  onWhatToDo: source(
    'Ontario: What to do when someone dies',
    'https://www.ontario.ca/page/what-do-when-someone-dies',
    'ON',
  ),
  onSlraWills: source(
    'Succession Law Reform Act (Ontario), Part I: wills',
    'https://www.ontario.ca/laws/statute/90s26',
    'ON',
  ),
  onPowerOfAttorney: source(
    'Ontario: Make a power of attorney',
    'https://www.ontario.ca/page/make-power-attorney',
    'ON',
  ),
  onTrusteeComp: source(
    'Trustee Act (Ontario), s. 61: compensation of estate trustees',
    'https://www.ontario.ca/laws/statute/90t23',
    'ON',
  ),
  onSlra: source(
    'Succession Law Reform Act (Ontario), Part V: support of dependants',
    'https://www.ontario.ca/laws/statute/90s26',
    'ON',
  ),
  onTrusteeAct: source(
    'Trustee Act (Ontario), s. 53: advertising for creditors before distributing',
    'https://www.ontario.ca/laws/statute/90t23',
    'ON',
  ),
  onCertificateDeath: source(
    'Ontario: Get or replace an Ontario death certificate',
    'https://www.ontario.ca/page/get-or-replace-an-ontario-death-certificate',
    'ON',
  ),
} as const;
