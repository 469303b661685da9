// Small-estate procedures and creditor claim periods by US state, in our own words, each with its sources
// below. Thresholds change often (many follow inflation); where the sources disagree the text says to check.
import { TASK_ID } from '../tasks/ids.ts';
import { type Source, source } from '../tasks/sources/source.ts';
import type { DueAfter } from '../tasks/types.ts';

const FPM = source('FPM: state probate thresholds', 'https://www.fpm.org/state-probate-thresholds');
const EF = source('eForms: small estate affidavit by state', 'https://eforms.com/small-estate/');
const LL = source(
  'LegacyLogix: threshold to avoid probate by state',
  'https://learn.legacylogix.com/en/articles/9650558-dollar-threshold-to-avoid-probate-by-state',
);
const HS = source(
  'Hello Sunset: small estate guides (TX, FL, NY)',
  'https://learn.hellosunset.com/small-estate-guides-tx-fl-ny',
);
const FH = source('FH Funding: small estate thresholds', 'https://fhfunding.com/small-estate-thresholds');
const WA = source(
  'LegalFix: small estate probate in Washington (RCW 11.62.010)',
  'https://www.legalfix.com/topics/wills-trusts-and-estates/small-estate-probate/wa',
);
const OH = source(
  'Ohio Rev. Code ch. 2113 (release from administration, §2113.03)',
  'http://codes.ohio.gov/orc/2113',
);
const MDF = source(
  'Maryland Registers of Wills: fees and small estates',
  'http://registers.maryland.gov/main/fees.html',
);
const WV = source(
  'LegalFix: small estate probate in West Virginia',
  'https://legalfix.com/topics/wills-trusts-and-estates/small-estate-probate/wv',
);
const WY = source(
  'LegalFix: small estate probate in Wyoming',
  'https://www.legalfix.com/topics/wills-trusts-and-estates/small-estate-probate/wy',
);
/** 20 Pa.C.S. §3102 in the Pennsylvania General Assembly's own copy of the consolidated statutes. */
const PA = source(
  '20 Pa.C.S. §3102 (settling a small estate by petition, up to $50,000)',
  'https://www.legis.state.pa.us/cfdocs/legis/LI/consCheck.cfm?txtType=HTM&ttl=20&div=0&chpt=31&sctn=2&subsctn=0',
);
const IL = source(
  '755 ILCS 5/25-1 (small estate affidavit)',
  'https://www.ilga.gov/legislation/ilcs/documents/075500050K25-1.htm',
);
const IL_PA = source(
  'Illinois Public Act 104-0346 (the limit raised to $150,000)',
  'https://my.ilga.gov/ftp/Public%20Acts/104/104-0346.htm',
);
const NJ = source(
  'Monmouth County Surrogate (New Jersey): estates without a will, affidavits under N.J.S.A. 3B:10-3 and 3B:10-4',
  'https://www.co.monmouth.nj.us/page.aspx?ID=1759',
);
const TX = source(
  'Tex. Estates Code §205.001 (small estate affidavit, no will)',
  'https://statutes.capitol.texas.gov/Docs/ES/htm/ES.205.htm',
);

/**
 * The day each figure was last checked. REFERENCE: from the summaries each entry cites, gathered on
 * 26 November 2026 (issue 19); READ: read in the statute itself on 28 November 2026 (issue 35).
 */
export const REFERENCE = '2026-11-26';
export const READ = '2026-11-28';

export interface SmallEstate {
  /** The limit and what it covers, in words. */
  limit: string;
  /** Days after the death before the affidavit may be used; null when none is set or known. */
  waitDays: number | null;
  /** The sources disagree or are old: check with the court. */
  unsure?: boolean;
  sources: Source[];
  /** The day the figure was last checked against its sources (ISO date). */
  checked: string;
  /** A limit that changed for deaths from a date (Illinois): the earlier deaths keep `limit`, the later `from.limit`. */
  from?: { readonly date: string; readonly when: string; readonly limit: string };
}

const s = (limit: string, waitDays: number | null, sources: Source[], unsure = false): SmallEstate => ({
  limit,
  waitDays,
  sources,
  unsure,
  checked: REFERENCE,
});

/** The limit that applies to a death on `deathDate` (the later one when no date is given). */
export function smallEstateLimit(rule: SmallEstate, deathDate: string | null): string {
  if (!rule.from) return rule.limit;
  return !deathDate || deathDate >= rule.from.date ? rule.from.limit : rule.limit;
}

export const SMALL_ESTATE: Readonly<Record<string, SmallEstate>> = {
  AL: s(
    '$37,075 of personal property (summary distribution; the limit follows inflation)',
    30,
    [FPM, EF],
    true,
  ),
  AK: s('$50,000 of personal property, plus up to $100,000 of vehicles', 30, [FPM, EF]),
  AZ: s('$200,000 of personal property; real estate up to $300,000 by its own affidavit', 30, [FPM], true),
  AR: s('$100,000', 45, [FPM, EF]),
  CA: s(
    '$208,850 of personal property (from 1 April 2025); real estate up to $69,625; a home up to $750,000 by court petition',
    40,
    [FPM, EF],
  ),
  CO: s('$82,000 (follows inflation)', 10, [EF]),
  CT: s('$40,000 of personal property', null, [EF]),
  DE: s('$30,000', 30, [EF]),
  DC: s('$40,000', null, [LL], true),
  FL: s(
    'Summary administration up to $75,000, or any size when the death was more than two years ago',
    null,
    [HS],
  ),
  GA: s('No general affidavit; a bank may pay up to $15,000 to the family without probate', null, [EF]),
  HI: s('$100,000, not counting motor vehicles', null, [EF]),
  ID: s('$100,000', 30, [EF]),
  // 755 ILCS 5/25-1(a-5) as amended by P.A. 104-0346: $150,000 of personal property besides registered vehicles
  // for deaths from 15 August 2025 (the Act applies to deaths on or after its effective date); $100,000 before.
  IL: {
    limit: '$100,000 of personal property, not counting registered vehicles',
    waitDays: null,
    sources: [IL, IL_PA],
    checked: READ,
    from: {
      date: '2025-08-15',
      when: 'from 15 August 2025',
      limit: '$150,000 of personal property, not counting registered vehicles',
    },
  },
  IN: s('$100,000', 45, [EF]),
  IA: s('$50,000', 40, [EF]),
  KS: s('$40,000', null, [EF], true),
  KY: s('$30,000 of personal property', null, [EF], true),
  LA: s('$125,000', null, [EF], true),
  ME: s('$40,000', 30, [EF], true),
  MD: s(
    '$50,000, or $100,000 when the spouse is the only heir (small-estate administration, no register fee)',
    null,
    [EF, MDF],
  ),
  MA: s('$25,000, plus a car', 30, [EF], true),
  MI: s('$15,000 as raised each year for inflation (over $25,000 now)', 28, [EF, LL], true),
  MN: s('$75,000', 30, [EF], true),
  MS: s('$75,000 (one list says $50,000)', 30, [EF, LL], true),
  MO: s('$40,000', 30, [EF], true),
  MT: s('$50,000', 30, [EF], true),
  NE: s('$50,000', 30, [EF], true),
  NV: s('$100,000 for a spouse, $25,000 for others (one list says $100,000 for all)', 40, [EF, LL], true),
  NH: s('No small-estate affidavit', null, [EF]),
  // N.J.S.A. 3B:10-3 (spouse or partner, $50,000) and 3B:10-4 (an heir with the others' written consent, $20,000):
  // both for an estate with no will.
  NJ: {
    ...s(
      'Only when there is no will: $50,000 for a spouse or partner, $20,000 for another heir who has the written consent of the others',
      null,
      [NJ],
    ),
    checked: READ,
  },
  NM: s('$50,000', null, [EF, LL], true),
  NY: s('$50,000 of personal property (voluntary administration)', null, [HS]),
  NC: s('$20,000, or $30,000 when the spouse is the only heir', null, [LL], true),
  ND: s('$50,000', null, [LL], true),
  OH: s('Release from administration up to $35,000, or $100,000 when everything goes to the spouse', null, [
    OH,
  ]),
  OK: s('$50,000 (one list says $150,000)', null, [LL], true),
  OR: s('$275,000 in all: up to $75,000 of personal property and $200,000 of real estate', null, [FPM, LL]),
  // 20 Pa.C.S. §3102: personal property (not real estate, not §3101 payments) of a gross value up to $50,000.
  PA: {
    ...s(
      'No affidavit; the court can settle an estate of up to $50,000 of personal property (real estate not counted) on a petition',
      null,
      [PA],
    ),
    checked: READ,
  },
  RI: s('$15,000', null, [LL], true),
  SC: s('$25,000', null, [LL], true),
  SD: s('$50,000', null, [LL], true),
  TN: s('$50,000', null, [LL], true),
  // Tex. Estates Code §205.001: for a decedent who dies intestate, 30 days after the death, up to $75,000.
  TX: {
    ...s('Only when there is no will: $75,000 of assets other than the homestead and exempt property', 30, [
      TX,
    ]),
    checked: READ,
  },
  UT: s('$100,000', null, [LL], true),
  WA: s('$100,000', 40, [WA, FPM]),
  WV: s('$50,000 with a will, $100,000 without, not counting real estate', null, [WV], true),
  WI: s('$50,000', null, [FH]),
  WY: s('$200,000', 30, [WY]),
};

/**
 * How long creditors have to claim, by state (each rule read in its statute): the one table the
 * state pages and the creditor-wait task (71) both read. `wait` dates the task: `months` after the death until the
 * step it counts from is marked done, then `after` that day. States left out have no rule here yet: the task
 * keeps its nine-month estimate and its sources say they are another state's example.
 */
export interface CreditorRule {
  /** The rule in plain words, with its statute. */
  readonly text: string;
  /** The statutes (an official copy where one is online). */
  readonly sources: readonly Source[];
  /** The day the rule was last checked against its sources (ISO date). */
  readonly checked: string;
  /** The creditor-wait task: its estimate in months after death, and what it counts from once known. */
  readonly wait: { readonly months: number; readonly after?: DueAfter };
  /** Said in the task: which step to mark done, and on which day, for the date to count from it. */
  readonly mark?: string;
}

const NOTICE_FIRST =
  'The date counts from the day you mark “Publish a notice to creditors” done: mark it done on the day the notice first appears.';
const fla = (section: string, what: string): Source =>
  source(
    `Fla. Stat. §${section} (${what})`,
    `https://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0700-0799/0733/Sections/0${section}.html`,
  );
const calProb = (section: string, what: string): Source =>
  source(
    `Cal. Prob. Code §${section} (${what})`,
    `https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PROB&sectionNum=${section}`,
  );

export const CREDITOR_PERIOD: Readonly<Record<string, CreditorRule>> = {
  // Prob. Code §9100: the later of four months after letters issue or 60 days after the notice is mailed.
  CA: {
    text: 'Creditors claim by the later of four months after letters are issued or 60 days after notice was mailed or delivered to them (Prob. Code §9100).',
    sources: [
      calProb('9100', 'time for filing claims'),
      calProb('9150', 'claims filed with the court and served on the personal representative'),
    ],
    checked: REFERENCE,
    wait: { months: 7, after: { task: TASK_ID.probateAppointment, months: 4 } },
    mark: 'The date counts from the day you mark your letters received.',
  },
  // §733.702(1): the later of 3 months after the first publication or 30 days after service; §733.710: 2 years.
  FL: {
    text: 'Creditors claim by the later of three months after the notice to creditors is first published or 30 days after it is served on them (§733.702); every claim is barred two years after the death (§733.710).',
    sources: [
      fla('733.702', 'limitations on presentation of claims'),
      fla('733.710', 'claims barred two years after death'),
    ],
    checked: READ,
    wait: { months: 6, after: { task: TASK_ID.deathNotice, months: 3 } },
    mark: NOTICE_FIRST,
  },
  // SCPA §1802: seven months from letters.
  NY: {
    text: 'An executor who distributes more than seven months after letters are issued is not personally liable for claims not presented by then (SCPA §1802).',
    sources: [
      source(
        'N.Y. SCPA §1802 (claims presented within seven months of letters)',
        'https://www.nysenate.gov/legislation/laws/SCP/1802',
      ),
    ],
    checked: REFERENCE,
    wait: { months: 10, after: { task: TASK_ID.probateAppointment, months: 7 } },
    mark: 'The date counts from the day you mark your letters received.',
  },
  // 755 ILCS 5/18-3: a claims date at least six months after the first publication.
  IL: {
    text: 'The claims date is at least six months after the notice is first published (weekly for three weeks), or three months after it is mailed, whichever is later (755 ILCS 5/18-3).',
    sources: [
      source(
        '755 ILCS 5/18-3 (publication and mailing of the notice to creditors)',
        'https://www.ilga.gov/legislation/ilcs/documents/075500050K18-3.htm',
      ),
    ],
    checked: REFERENCE,
    wait: { months: 9, after: { task: TASK_ID.deathNotice, months: 6 } },
    mark: NOTICE_FIRST,
  },
  // Estates Code §308.054: an unsecured creditor sent notice claims within 121 days of receiving it.
  TX: {
    text: 'Publish a general notice within one month of letters and notify secured creditors within two months; an unsecured creditor sent a notice must claim within 121 days of receiving it (Estates Code §§308.051-.054).',
    sources: [
      source(
        'Tex. Estates Code ch. 308 (notice to creditors; 121 days after a notice to an unsecured creditor)',
        'https://statutes.capitol.texas.gov/Docs/ES/htm/ES.308.htm',
      ),
    ],
    checked: REFERENCE,
    wait: { months: 7, after: { task: 36, days: 121 } },
    mark: 'The date counts from the day you mark “Send notice to known creditors” done.',
  },
  // G.S. 28A-19-3 with 28A-14-1: a date in the notice at least three months after its first publication.
  NC: {
    text: 'The bar date is at least three months after the notice is first published (weekly for four weeks), or 90 days after it is mailed to a known creditor if that is later (G.S. 28A-19-3).',
    sources: [
      source(
        'N.C. Gen. Stat. §28A-19-3 (limitations on presentation of claims)',
        'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_28A/GS_28A-19-3.html',
      ),
    ],
    checked: READ,
    wait: { months: 6, after: { task: TASK_ID.deathNotice, months: 3 } },
    mark: NOTICE_FIRST,
  },
  // O.C.G.A. §53-7-41: published once a week for four weeks; three months from the last notice.
  GA: {
    text: 'The notice is published once a week for four weeks; creditors who have not made their claims within three months of the last of these notices lose their equal share (O.C.G.A. §53-7-41).',
    sources: [
      source(
        'O.C.G.A. §53-7-41 (notice to creditors; three months from the last notice)',
        'https://law.justia.com/codes/georgia/title-53/chapter-7/article-4/section-53-7-41/',
      ),
    ],
    checked: READ,
    wait: { months: 7, after: { task: TASK_ID.deathNotice, months: 3 } },
    mark: 'The date counts from the day you mark “Publish a notice to creditors” done: in Georgia, mark it done on the day the fourth and last notice appears.',
  },
  // M.G.L. c.190B §3-803: one year from death.
  MA: {
    text: 'A claim must be presented, and a suit started, within one year of the death (M.G.L. c.190B §3-803).',
    sources: [
      source(
        'M.G.L. c.190B §3-803 (claims barred one year after death)',
        'https://malegislature.gov/Laws/GeneralLaws/PartII/TitleII/Chapter190B/Section3-803',
      ),
    ],
    checked: REFERENCE,
    wait: { months: 12 },
  },
  // RSA 556:3: demands exhibited within six months after the original grant of administration.
  NH: {
    text: 'Creditors must present their claims within six months of the executor’s appointment (RSA 556:3).',
    sources: [
      source(
        'N.H. RSA 556:3 (demands exhibited within six months of the grant of administration)',
        'https://gencourt.state.nh.us/rsa/html/LVI/556/556-mrg.htm',
      ),
    ],
    checked: READ,
    wait: { months: 9, after: { task: TASK_ID.probateAppointment, months: 6 } },
    mark: 'The date counts from the day you mark your letters received.',
  },
  // N.J.S.A. 3B:22-4: nine months from death.
  NJ: {
    text: 'Creditors must present their claims within nine months of the death (N.J.S.A. 3B:22-4).',
    sources: [
      source(
        'N.J.S.A. 3B:22-4 (claims presented within nine months of death)',
        'https://law.justia.com/codes/new-jersey/title-3b/section-3b-22-4/',
      ),
    ],
    checked: REFERENCE,
    wait: { months: 9 },
  },
  // 20 Pa.C.S. §3532: one year after the first complete advertisement of the grant of letters.
  PA: {
    text: 'Advertise the grant of letters once a week for three weeks in a legal journal and a newspaper. An executor who distributes more than one year after the first complete advertisement is not liable for claims not known by then (20 Pa.C.S. §3532).',
    sources: [
      source(
        '20 Pa.C.S. §3532 (distribution one year after the first complete advertisement)',
        'https://www.legis.state.pa.us/cfdocs/legis/LI/consCheck.cfm?txtType=HTM&ttl=20&div=0&chpt=35&sctn=32&subsctn=0',
      ),
    ],
    checked: READ,
    wait: { months: 13, after: { task: TASK_ID.deathNotice, months: 12 } },
    mark: 'The date counts from the day you mark “Publish a notice to creditors” done: in Pennsylvania, mark it done on the day the first advertisement has appeared in both the legal journal and the newspaper.',
  },
  // MCA §72-3-801: four months after the first publication.
  MT: {
    text: 'Publish a notice once a week for three weeks; claims are barred four months after the first publication, or 30 days after a mailed notice if later (MCA §72-3-801).',
    sources: [
      source(
        'Mont. Code Ann. §72-3-801 (notice to creditors; claims within four months)',
        'https://leg.mt.gov/bills/mca/title_0720/chapter_0030/part_0080/section_0010/0720-0030-0080-0010.html',
      ),
    ],
    checked: REFERENCE,
    wait: { months: 7, after: { task: TASK_ID.deathNotice, months: 4 } },
    mark: NOTICE_FIRST,
  },
  // ORC 2117.06(B), (C): claims presented within six months after the death, or barred.
  OH: {
    text: 'Creditors must present their claims within six months of the death, whether or not an executor has been appointed by then; a later claim is barred (Ohio Rev. Code §2117.06).',
    sources: [
      source(
        'Ohio Rev. Code §2117.06 (claims presented within six months of death)',
        'https://codes.ohio.gov/ohio-revised-code/section-2117.06',
      ),
    ],
    checked: READ,
    wait: { months: 6 },
  },
};
