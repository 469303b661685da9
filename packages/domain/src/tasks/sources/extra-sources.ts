/**
 * Sources of the state and province extras (state-extras-us.ts, state-tasks.ts) by code and kind, of the state
 * rules that reshape a standard task (creditor waits, state-rules.ts), and of the tables in constants.ts and
 * state-death-taxes.ts. Statutes first, then the agency page that applies them.
 */
import { CREDITOR_PERIOD } from '../../places/small-estates.ts';
import { CA, PROV, US, US_STATE } from './library.ts';
import { type Source, source } from './source.ts';

export type ExtraKind = 'agent' | 'tax' | 'inherit' | 'taxclose';

const NOLO = 'https://www.nolo.com/legal-encyclopedia/restrictions-out-state-executors.html';
/** Nolo's table of nonresident executor rules cites each statute: the source of these facts. */
const nolo = (cite: string): Source => source(`Nolo: Restrictions on out-of-state executors (${cite})`, NOLO);

const AGENT: Readonly<Record<string, readonly Source[]>> = {
  AR: [nolo('Ark. Code §28-48-101(b)(6)')],
  CA: [
    source(
      'Cal. Prob. Code §8571 (bond of a nonresident)',
      'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PROB&sectionNum=8571',
    ),
    nolo('Cal. Prob. Code §8571'),
  ],
  CT: [nolo('Conn. Gen. Stat. §52-60')],
  DC: [
    source(
      'D.C. Code §20-303 (nonresident personal representative)',
      'https://code.dccouncil.gov/us/dc/council/code/sections/20-303',
    ),
    nolo('D.C. Code §20-303'),
  ],
  DE: [nolo('Del. Code tit. 12, §1506')],
  FL: [US_STATE.nonresident, nolo('Fla. Stat. §733.304')],
  HI: [nolo('Haw. Prob. R. 87')],
  IA: [
    source('Iowa Code §633.64 (nonresident fiduciary)', 'https://www.legis.iowa.gov/docs/code/633.64.pdf'),
    nolo('Iowa Code §633.64'),
  ],
  IL: [
    source(
      '755 ILCS 5/6-13 (who may act as executor)',
      'https://www.ilga.gov/legislation/ilcs/documents/075500050K6-13.htm',
    ),
    nolo('755 ILCS 5/6-13'),
  ],
  IN: [nolo('Ind. Code §29-1-10-1')],
  KS: [nolo('Kan. Stat. §59-1706')],
  KY: [nolo('Kentucky')],
  MD: [nolo('Maryland')],
  MO: [nolo('Missouri')],
  NC: [nolo('North Carolina')],
  OH: [
    source(
      'Ohio Rev. Code §2109.21 (who may be appointed executor)',
      'https://codes.ohio.gov/ohio-revised-code/section-2109.21',
    ),
    nolo('Ohio'),
  ],
  TN: [nolo('Tennessee')],
  TX: [
    source(
      'Tex. Estates Code ch. 304 (who may serve; nonresident must name a resident agent)',
      'https://statutes.capitol.texas.gov/Docs/ES/htm/ES.304.htm',
    ),
    nolo('Texas'),
  ],
  VA: [
    source(
      'Va. Code §64.2-1426 (nonresident personal representative: agent and bond with surety)',
      'https://law.lis.virginia.gov/vacode/title64.2/chapter14/section64.2-1426/',
    ),
    nolo('Virginia'),
  ],
  VT: [nolo('Vermont')],
  WI: [nolo('Wisconsin')],
};

const ctChapter = source(
  'Conn. Gen. Stat. ch. 217, §§12-391 to 12-398 (estate tax: exemption, returns, release)',
  'https://www.cga.ct.gov/Current/pub/chap_217.htm',
);
const nyTax = (section: string, what: string): Source =>
  source(`N.Y. Tax Law §${section} (${what})`, `https://www.nysenate.gov/legislation/laws/TAX/${section}`);
const nyEstate = source('New York State: Estate tax', 'https://tax.ny.gov/pit/estate/etidx.htm');
const maEstate = source(
  'M.G.L. c.65C §2A (Massachusetts estate tax; $2,000,000 from 2023)',
  'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter65C/Section2A',
);
const mdGen = (section: string, what: string): Source =>
  source(
    `Md. Code, Tax-General §${section} (${what})`,
    `https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&section=${section}&enactments=false`,
  );

/** Statutes behind each state estate tax (exemption, who files, when) and the exemptions table. */
const TAX: Readonly<Record<string, readonly Source[]>> = {
  CT: [ctChapter],
  DC: [
    source(
      'D.C. Code §47-3701 (estate tax exclusion)',
      'https://code.dccouncil.gov/us/dc/council/code/sections/47-3701',
    ),
    source(
      'D.C. Code §47-3705 (return due 10 months after death)',
      'https://code.dccouncil.gov/us/dc/council/code/sections/47-3705',
    ),
  ],
  HI: [
    source(
      'Haw. Rev. Stat. §236E-6 (estate tax exemption)',
      'https://www.capitol.hawaii.gov/hrscurrent/Vol04_Ch0201-0257/HRS0236E/HRS_0236E-0006.htm',
    ),
  ],
  IL: [
    source(
      '35 ILCS 405/2 (Illinois estate tax; $4,000,000 exclusion)',
      'https://www.ilga.gov/legislation/ilcs/documents/003504050K2.htm',
    ),
    source(
      '35 ILCS 405/6 (returns filed with the Attorney General)',
      'https://www.ilga.gov/legislation/ilcs/documents/003504050K6.htm',
    ),
  ],
  MA: [maEstate],
  MD: [mdGen('7-309', 'Maryland estate tax exemption')],
  ME: [
    source(
      '36 M.R.S. §4102 (Maine estate tax)',
      'https://legislature.maine.gov/statutes/36/title36sec4102.html',
    ),
  ],
  MN: [
    source(
      'Minn. Stat. §291.016 (Minnesota estate tax exclusion)',
      'https://www.revisor.mn.gov/statutes/cite/291.016',
    ),
  ],
  NY: [nyTax('952', 'New York estate tax; basic exclusion amount'), nyTax('971', 'who files'), nyEstate],
  OR: [
    source(
      'ORS chapter 118 (Oregon estate tax; return at $1,000,000)',
      'https://www.oregonlegislature.gov/bills_laws/ors/ors118.html',
    ),
  ],
  RI: [
    source(
      'R.I. Gen. Laws §44-22-1.1 (Rhode Island estate tax exemption)',
      'https://webserver.rilegislature.gov/Statutes/TITLE44/44-22/44-22-1.1.htm',
    ),
  ],
  VT: [
    source(
      '32 V.S.A. §7442a (Vermont estate tax exclusion)',
      'https://legislature.vermont.gov/statutes/section/32/190/07442a',
    ),
  ],
  WA: [
    source(
      'RCW 83.100.020 (Washington estate tax exclusion)',
      'https://app.leg.wa.gov/RCW/default.aspx?cite=83.100.020',
    ),
  ],
};

const INHERIT: Readonly<Record<string, readonly Source[]>> = {
  IA: [
    source(
      'Iowa Code §450.9 (inheritance tax exemptions; repealed for deaths from 2025)',
      'https://www.legis.iowa.gov/docs/code/450.9.pdf',
    ),
  ],
  KY: [
    source(
      'Kentucky Department of Revenue: Inheritance and estate tax',
      'https://revenue.ky.gov/Individual/Inheritance-Estate-Tax/Pages/default.aspx',
    ),
  ],
  MD: [mdGen('7-203', 'inheritance tax exemptions')],
  NE: [
    source(
      'Neb. Rev. Stat. §77-2010 (county court determines inheritance tax)',
      'https://nebraskalegislature.gov/laws/statutes.php?statute=77-2010',
    ),
  ],
  NJ: [
    source(
      'NJ Division of Taxation: Inheritance tax',
      'https://www.nj.gov/treasury/taxation/inheritance-estate/inheritance.shtml',
    ),
  ],
  PA: [
    source(
      'Pennsylvania Department of Revenue: Inheritance tax',
      'https://www.revenue.pa.gov/TaxTypes/InheritanceTax/Pages/default.aspx',
    ),
  ],
};

const TAXCLOSE: Readonly<Record<string, readonly Source[]>> = {
  CT: [ctChapter],
  MA: [
    source(
      'M.G.L. c.65C §14 (estate tax lien on real estate)',
      'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter65C/Section14',
    ),
  ],
  NJ: [
    source(
      'NJ Division of Taxation: Inheritance tax',
      'https://www.nj.gov/treasury/taxation/inheritance-estate/inheritance.shtml',
    ),
    source(
      'NJ Division of Taxation: Estate tax and tax waivers',
      'https://www.nj.gov/treasury/taxation/inheritance-estate/estatetax.shtml',
    ),
  ],
  NY: [nyEstate],
};

/** Provinces with extras: Ontario's Estate Information Return. */
const PROVINCE: Readonly<Record<string, Partial<Record<ExtraKind, readonly Source[]>>>> = {
  ON: { tax: [PROV.onEat, PROV.onEirReg, PROV.onEatAct] },
};

const BY_KIND: Readonly<Record<ExtraKind, Readonly<Record<string, readonly Source[]>>>> = {
  agent: AGENT,
  tax: TAX,
  inherit: INHERIT,
  taxclose: TAXCLOSE,
};

/** The sources of one extra of a state or province; empty when we hold none (a test keeps that from happening). */
export function extraSources(code: string, kind: ExtraKind): readonly Source[] {
  const c = code.toUpperCase();
  return PROVINCE[c]?.[kind] ?? BY_KIND[kind][c] ?? [];
}

/**
 * State rules that reshape a standard task: the creditor wait (71) cites the state's own claims statute, from the
 * table the state pages read (places/small-estates.ts CREDITOR_PERIOD).
 */
export const STATE_TASK_SOURCES: Readonly<Record<string, Readonly<Record<number, readonly Source[]>>>> =
  Object.fromEntries(Object.entries(CREDITOR_PERIOD).map(([code, rule]) => [code, { 71: rule.sources }]));

/** The tables of constants.ts and state-death-taxes.ts, by name. */
export const CONSTANT_SOURCES: Readonly<Record<string, readonly Source[]>> = {
  FILING_LIMITS: [US.estateTax, US.irc2010, US.instr706],
  SPOUSE_706_THRESHOLD: [US.irc2010, US.instr706],
  MILEAGE_RATES_US: [US.mileage],
  MILEAGE_RATES_CA: [CA.mileage],
  MILEAGE_NORTH_EXTRA_MILLS: [CA.mileage],
  STATE_ESTATE_TAX_EXEMPTIONS: Object.values(TAX).flat(),
  STATE_INHERITANCE_EXEMPT_HEIRS: [
    source(
      'N.J.S.A. 54:34-2 (Class A heirs): NJ Division of Taxation',
      'https://www.nj.gov/treasury/taxation/inheritance-estate/inheritance.shtml',
    ),
    mdGen('7-203', 'inheritance tax exemptions'),
    source(
      'KRS 140.070 (Class A heirs): Kentucky Department of Revenue',
      'https://revenue.ky.gov/Individual/Inheritance-Estate-Tax/Pages/default.aspx',
    ),
    source('Iowa Code §450.9 (exempt heirs)', 'https://www.legis.iowa.gov/docs/code/450.9.pdf'),
  ],
};
