// Small-estate procedures and creditor claim periods by US state (reference domain-data.md §7A, §7B), in our own
// words. Thresholds change often (many follow inflation); where the sources disagree the text says to check.
import { type Source, source } from '../tasks/sources/source.ts';

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
const MAC = source(
  'Beliveau Law: creditor periods in Massachusetts, New Hampshire and Florida',
  'https://beliveaulaw.net/2024/01/understanding-creditor-periods-in-probate-massachusetts-new-hampshire-and-florida',
);
const WV = source(
  'LegalFix: small estate probate in West Virginia',
  'https://legalfix.com/topics/wills-trusts-and-estates/small-estate-probate/wv',
);
const WY = source(
  'LegalFix: small estate probate in Wyoming',
  'https://www.legalfix.com/topics/wills-trusts-and-estates/small-estate-probate/wy',
);
const PA = source(
  '20 Pa.C.S. §3102 (settling a small estate by petition)',
  'https://diesmart.com/ibuttons/probate/probate-pennsylvania',
);

export interface SmallEstate {
  /** The limit and what it covers, in words. */
  limit: string;
  /** Days after the death before the affidavit may be used; null when none is set or known. */
  waitDays: number | null;
  /** The sources disagree or are old: check with the court. */
  unsure?: boolean;
  sources: Source[];
}

const s = (limit: string, waitDays: number | null, sources: Source[], unsure = false): SmallEstate => ({
  limit,
  waitDays,
  sources,
  unsure,
});

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
  IL: s('$100,000', null, [EF]),
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
  NJ: s('$50,000 for a spouse, $25,000 for other heirs (one list says $20,000)', null, [EF, LL], true),
  NM: s('$50,000', null, [EF, LL], true),
  NY: s('$50,000 of personal property (voluntary administration)', null, [HS]),
  NC: s('$20,000, or $30,000 when the spouse is the only heir', null, [LL], true),
  ND: s('$50,000', null, [LL], true),
  OH: s('Release from administration up to $35,000, or $100,000 when everything goes to the spouse', null, [
    OH,
  ]),
  OK: s('$50,000 (one list says $150,000)', null, [LL], true),
  OR: s('$275,000 in all: up to $75,000 of personal property and $200,000 of real estate', null, [FPM, LL]),
  PA: s(
    'No affidavit; a petition settles an estate up to $25,000 (reported raised to $50,000 in 2024)',
    null,
    [PA],
    true,
  ),
  RI: s('$15,000', null, [LL], true),
  SC: s('$25,000', null, [LL], true),
  SD: s('$50,000', null, [LL], true),
  TN: s('$50,000', null, [LL], true),
  TX: s('$75,000 of assets other than the homestead and exempt property', 30, [HS]),
  UT: s('$100,000', null, [LL], true),
  WA: s('$100,000', 40, [WA, FPM]),
  WV: s('$50,000 with a will, $100,000 without, not counting real estate', null, [WV], true),
  WI: s('$50,000', null, [FH]),
  WY: s('$200,000', 30, [WY]),
};

/** How long creditors have to claim (reference §7B); states left out follow their own statute (ask the court). */
export const CREDITOR_PERIOD: Readonly<Record<string, { text: string; sources: Source[] }>> = {
  CA: {
    text: 'Creditors claim by the later of four months after letters are issued or 60 days after notice was mailed to them (Prob. Code §9100).',
    sources: [
      source(
        'Gold Esq.: deadlines in California probate (Prob. Code §9100)',
        'https://goldesq.com/deadlines-and-timelines-in-california-probate/',
      ),
      source('Cal. Prob. Code §9150 (claims filed and served)', 'http://ca.elaws.us/law/prob_sec.9150'),
    ],
  },
  FL: {
    text: 'Creditors claim by the later of three months after the notice to creditors is first published or 30 days after it is served on them (§733.702); every claim is barred two years after the death (§733.710).',
    sources: [
      source(
        'Fla. Stat. §733.702 (as summarised by FastCounsel)',
        'https://www.fastcounsel.com/florida/probate/what-is-the-creditor-claim-deadline-in-florida-probate-and-what-happens-after-it-expires',
      ),
    ],
  },
  NY: {
    text: 'An executor who distributes more than seven months after letters are issued is not personally liable for claims not presented by then (SCPA §1802).',
    sources: [
      source(
        'N.Y. SCPA §1802 (as summarised by RK Law)',
        'https://rklawny.com/how-long-do-creditors-have-to-file-a-claim-against-an-estate',
      ),
    ],
  },
  IL: {
    text: 'The claims date is at least six months after the notice is first published (weekly for three weeks), or three months after it is mailed, whichever is later (755 ILCS 5/18-3).',
    sources: [
      source(
        '755 ILCS 5/18-3',
        'https://witnessslips.ilga.gov/ftp/ILCS/Ch%200755/Act%200005/075500050K18-3.html',
      ),
    ],
  },
  TX: {
    text: 'Publish a general notice within one month of letters and notify secured creditors within two months; an unsecured creditor sent a notice must claim within 121 days (Estates Code §§308.051-.054).',
    sources: [
      source(
        'Kreig Law: creditor notice in Texas probate',
        'https://kreiglaw.com/texas-probate-guide/wrapping-up-probate/creditor-notice/',
      ),
      source(
        'Tex. Estates Code §308.054',
        'https://www.lawserver.com/law/state/texas/tx-codes/texas_estates_code_308-054',
      ),
    ],
  },
  NC: {
    text: 'The bar date is at least three months after the notice is first published (weekly for four weeks), or 90 days after it is mailed to a known creditor.',
    sources: [
      source(
        'Pierce Law: the creditor claim period in North Carolina',
        'https://piercelaw.com/news/uncategorized/what-is-the-standard-claim-period-for-creditor-notices-and-what-happens-after-it-ends',
      ),
    ],
  },
  GA: {
    text: 'Creditors have three months from the publication of the notice (O.C.G.A. §53-7-41).',
    sources: [
      source(
        'US Legal Forms: claims against a Georgia estate (O.C.G.A. §53-7-41)',
        'https://www.uslegalforms.com/forms-kit/us-0043ltr/georgia-claim-against-estate-file-formal',
      ),
    ],
  },
  MA: {
    text: 'A claim must be filed, and a suit started, within one year of the death (M.G.L. c.190B §3-803).',
    sources: [MAC],
  },
  NH: {
    text: 'Creditors have six months from the executor’s appointment.',
    sources: [MAC],
  },
  NJ: {
    text: 'Creditors have nine months from the death.',
    sources: [
      source(
        'Caring.com: time limits on creditor claims after a death',
        'https://www.caring.com/questions/statute-of-limitations-on-creditor-claims-after-death',
      ),
    ],
  },
  PA: {
    text: 'Advertise the grant of letters weekly for three weeks in a legal journal and a newspaper; claims are then limited to one year from the last advertisement.',
    sources: [
      source(
        'Ulmer Law: advertising the estate (Pennsylvania)',
        'https://ulmerlaw.com/blog/2015/03/advertising-the-estate/',
      ),
    ],
  },
  MT: {
    text: 'Publish a notice once a week for three weeks; claims are barred four months after the first publication, or 30 days after a mailed notice if later.',
    sources: [
      source(
        'Probate Law Center: executor duties in Montana',
        'https://probatelaw.center/amp/about-probate/montana-probate/executor-duties-and-responsibilities',
      ),
    ],
  },
};
