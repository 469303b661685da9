// Where the calculators' rules come from, by place: the statute or official page where one is online, then a
// summary. The state page links them.
import { type Source, source } from '../tasks/sources/source.ts';

const EE = (p: string, ca = false) =>
  source(
    `EstateExec: executor compensation in ${p}`,
    `https://www.estateexec.com/${ca ? 'ca/' : ''}Docs/Compensation?state_abbrev=${p}`,
  );
const s = source;

/** Executor compensation: the statute first where one is online, then a summary. */
export const COMP_SOURCES: Readonly<Record<string, Source[]>> = {
  CA: [s('Cal. Prob. Code §10800', 'https://jurris.com/california/probate-code/10800-10805')],
  NY: [s('N.Y. SCPA §2307', 'https://nysenate.gov/legislation/laws/SCP/2307')],
  FL: [s('Fla. Stat. §733.617', 'https://law.onecle.com/florida/title-xlii/733.617.html')],
  MO: [s('Mo. Rev. Stat. §473.153', 'http://laws9.com/statutes/missouri/t31/c473/473_153'), EE('MO')],
  AR: [
    s('Ark. Code §28-48-108', 'https://instalawyer.io/laws/arkansas-code/28-48-108-compensation-of-personal'),
  ],
  IA: [
    s('Iowa Code §633.197', 'https://law.justia.com/codes/iowa/2017/title-xv/chapter-633/section-633.197/'),
  ],
  WY: [EE('WY')],
  NV: [s('Nev. Rev. Stat. §150.020', 'https://law.onecle.com/nevada/wills/150.020.html')],
  MD: [s('Md. Code, Est. & Trusts §7-601', 'https://law.justia.com/codes/maryland/2005/get/7-601.html')],
  NJ: [
    s(
      'N.J. Stat. §3B:18-14',
      'https://casetext.com/statute/new-jersey-statutes/title-3b-administration-of-estates-decedents-and-others/chapter-3b18-commissions-of-nontestamentary-trustee/section-3b18-14-corpus-commissions',
    ),
  ],
  WI: [EE('WI')],
  TX: [
    s(
      'Tex. Estates Code §352.002',
      'https://lawserver.com/law/state/texas/tx-codes/texas_estates_code_352-002',
    ),
  ],
  GA: [
    s(
      'Ga. Code §53-6-60',
      'https://law.justia.com/codes/georgia/2020/title-53/chapter-6/article-7/section-53-6-60/',
    ),
  ],
  OK: [s('Okla. Stat. tit. 58 §527', 'http://ok.elaws.us/os/58-527')],
  OH: [EE('OH'), s('Ohio Rev. Code ch. 2113', 'http://codes.ohio.gov/orc/2113')],
  KY: [s('Ky. Rev. Stat. §395.150', 'https://self-law.org/code/ky/chapter-395/395-150')],
  LA: [s('La. Code Civ. Proc. art. 3351', 'https://www.legis.la.gov/Legis/Law.aspx?d=111725')],
  AL: [
    s(
      'Ala. Code §43-2-848',
      'https://codes.findlaw.com/al/title-43-wills-and-decedents-estates/al-code-sect-43-2-848.html',
    ),
  ],
  NC: [
    s(
      'N.C. Gen. Stat. ch. 28A art. 23',
      'https://ncleg.gov/EnactedLegislation/Statutes/HTML/ByArticle/Chapter_28A/Article_23.html',
    ),
  ],
  SC: [
    s(
      'Branch Estate Planning: executor fees in South Carolina',
      'https://branchestateplanning.com/estate-planning/executor-fees-in-south-carolina-how-commissions-work-and-what-records-support-a-reasonable-fee/',
    ),
  ],
  OR: [s('Or. Rev. Stat. §116.173', 'http://www.oregonlaws.org/ors/116.173')],
  PA: [
    s(
      '20 Pa.C.S. §3537 (compensation of the personal representative: reasonable and just)',
      'https://www.legis.state.pa.us/cfdocs/legis/LI/consCheck.cfm?txtType=HTM&ttl=20&div=0&chpt=35&sctn=37&subsctn=0',
    ),
    // the courts' guideline schedule (Johnson Estate, 1983) is in no statute: a practitioner's table states it
    s(
      'Klenk Law: the Johnson Estate guideline for Pennsylvania executor fees',
      'https://www.klenklaw.com/fees/pennsylvania-estate-administration-fees/pa-executor-fees/',
    ),
  ],
  MT: [EE('MT')],
  HI: [
    s(
      'The Estate Planning Guide: executor fees in Hawaii',
      'https://theestateplanningguide.com/guides/executor-fees-hawaii/',
    ),
  ],
  NE: [
    s(
      'Probate Law Center: executor commission in Nebraska',
      'https://probatelaw.center/about-probate/nebraska-probate/executor-commission',
    ),
  ],
  NH: [EE('NH')],
  DC: [EE('DC')],
  ON: [EE('ON', true)],
  BC: [s('Law Society of BC: executor remuneration', 'https://learnlsbc.ca/node/770')],
  AB: [
    s(
      'Kantor LLP: personal representative compensation in Alberta',
      'https://www.kantorllp.ca/estate-litigation/personal-representative-executor-compensation/',
    ),
  ],
  SK: [
    s(
      'DBH LLP: reasonable compensation for administering an estate',
      'https://dbhllp.com/reasonable-compensation-for-the-administration-of-an-estate/',
    ),
  ],
  MB: [EE('MB', true)],
  QC: [
    s(
      'Québec: the liquidator of a succession',
      'https://www.quebec.ca/en/justice-and-civil-status/wills-estate/wills/before/liquidators',
    ),
  ],
  NS: [EE('NS', true)],
  NL: [EE('NL', true)],
  NU: [EE('NU', true)],
};
/** Places paid for the effort without a page of their own: the 2025 table of every state. */
export const COMP_REASONABLE = s(
  'EstateMin: executor compensation by state (2025)',
  'https://www.estatemin.com/blog-post/executor-compensation-by-state-2025-how-much-executors-get-paid-in-each-u-s-state',
);

/** Probate fees. */
export const PROBATE_FEE_SOURCES: Readonly<Record<string, Source[]>> = {
  ON: [s('Ontario Ministry of Finance: estate administration tax', 'http://www.fin.gov.on.ca/en/tax/eat/')],
  BC: [s('Clear Estate: probate fees in BC', 'https://www.clearestate.com/blog/probate-fees-bc')],
  AB: [
    s(
      'Surrogate Rules (Alberta), Alta Reg 130/1995: the fee schedule by net value of the estate',
      'https://www.canlii.org/en/ab/laws/regu/alta-reg-130-1995/latest/alta-reg-130-1995.html',
    ),
    s('Government of Alberta: court fees', 'https://www.alberta.ca/court-fees.aspx'),
  ],
  SK: [
    s(
      'Public Legal Education Association of Saskatchewan: estate costs (court costs of $7 per $1,000 of the estate)',
      'https://plea.org/death-estates/estate/estate-costs',
    ),
  ],
  MB: [
    s(
      'WEL Partners: repeal of probate charges in Manitoba',
      'https://welpartners.com/blog/2020/05/repeal-of-probate-charges-in-manitoba/',
    ),
  ],
  QC: [
    s(
      'Québec: probating a will',
      'https://www.quebec.ca/en/justice-et-etat-civil/testament-succession/succession/settlement/succession-will/probating',
    ),
  ],
  NB: [
    s(
      'Probate Court Act (New Brunswick)',
      'http://laws.gnb.ca/en/version/cs/P-17.1?code=sc-nb:1&history=20170505',
    ),
  ],
  NS: [
    s('Clear Estate: probate fees in Nova Scotia', 'https://clearestate.com/blog/probate-fees-nova-scotia'),
  ],
  PE: [
    s(
      'Willbeing: probate fees in Canada by province',
      'https://willbeing.ca/learn/probate-fees-canada-by-province',
    ),
  ],
  NL: [
    s(
      'Mondaq: probate fees in Newfoundland and Labrador',
      'http://www.mondaq.com/article.asp?article_id=775138&type=mondaqai',
    ),
  ],
  NT: [
    s(
      'Willbeing: probate fees in Canada by province',
      'https://willbeing.ca/learn/probate-fees-canada-by-province',
    ),
  ],
  YT: [
    s(
      'Willbeing: probate fees in Canada by province',
      'https://willbeing.ca/learn/probate-fees-canada-by-province',
    ),
  ],
  MI: [
    s(
      'Monroe County, Michigan: estate inventory fee',
      'https://www.co.monroe.mi.us/683/Estate-Inventory-Fee-Calculation',
    ),
  ],
  NY: [s('N.Y. SCPA §2402', 'https://www.nysenate.gov/legislation/laws/SCP/2402')],
  MD: [s('Maryland Registers of Wills: fees', 'http://registers.maryland.gov/main/fees.html')],
  CT: [
    s(
      'Conn. Gen. Stat. §45a-107 (Connecticut General Assembly)',
      'https://www.cga.ct.gov/current/pub/chap_801b.htm#sec_45a-107',
    ),
  ],
  VA: [
    s('Virginia Tax: probate tax', 'https://tax.virginia.gov/probate-tax'),
    s('Va. Code §58.1-1718', 'https://law.lis.virginia.gov/vacode/title58.1/chapter17/section58.1-1718/'),
  ],
};
