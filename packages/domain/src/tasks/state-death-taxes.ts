/**
 * State death-tax thresholds (issue 11): each state estate tax exemption by date of death, whether a return is due
 * at the threshold itself, and the heirs each inheritance tax exempts. reconcileTaskState sets the state estate and
 * inheritance tax tasks N/A from these, as it does Form 706 from the federal limit; a user's own choice wins.
 * Sources are named per entry (and linked in sources/extra-sources.ts).
 */
import { filingLimitFor } from '../constants.ts';
import { yearOf } from '../dates.ts';
import { HEIR_RELATIONSHIP as R } from '../enums.ts';
import { formatWholeDollars } from '../money.ts';
import { regionName } from '../places/regions.ts';
import type { TaskEstate } from './types.ts';

/**
 * When a return is due, compared with the gross estate (the figure Form 706 uses):
 * 'above' the exemption only (the statute says 'exceeds'), 'atOrAbove' (it says 'or more', or we have not read its
 * exact words: at exactly the threshold the task stays, the safe side), or 'every' estate (Connecticut).
 */
type Filing = 'above' | 'atOrAbove' | 'every';

/** An exemption in whole dollars for deaths from `from` up to (not including) `to`; `when` words the span. */
interface Span {
  readonly from: string;
  readonly to: string;
  readonly dollars: number;
  readonly when: string;
}

interface EstateTaxRule {
  readonly filing: Filing;
  readonly spans: readonly Span[];
  /** Whole dollars from which a return is due when that is below the exemption (Vermont). */
  readonly returnFrom?: number;
}

/** Whole calendar years: { 2025: 7_160_000 } is 1 Jan 2025 up to 1 Jan 2026. */
const years = (table: Readonly<Record<number, number>>): Span[] =>
  Object.entries(table).map(([y, dollars]) => ({
    from: `${y}-01-01`,
    to: `${Number(y) + 1}-01-01`,
    dollars,
    when: `in ${y}`,
  }));

const same = (dollars: number, from: number, to: number): Record<number, number> =>
  Object.fromEntries(Array.from({ length: to - from + 1 }, (_, i) => [from + i, dollars]));

/**
 * A year missing from a state's table is unknown: its task is never set N/A automatically and its text asks the
 * user to check the figure. The DC and Maine 2026 figures come from the StepUpLaw state estate tax dataset
 * (retrieved July 2026), which quotes the 2026 D-76 booklet and Maine Revenue Services' 706ME page.
 */
const ESTATE_TAX: Readonly<Record<string, EstateTaxRule>> = {
  // C.G.S. §12-391: the exemption equals the federal basic exclusion amount for deaths from 2023 (2026: $15,000,000,
  // IRC §2010(c)(3) as amended by P.L. 119-21). §12-392(b): every estate files, the CT-706 NT when no tax is due.
  CT: {
    filing: 'every',
    spans: years({ 2023: 12_920_000, 2024: 13_610_000, 2025: 13_990_000, 2026: 15_000_000 }),
  },
  // D.C. Code §47-3701; OTR 'Who must file': a return when the gross estate is the exclusion 'or more'.
  DC: {
    filing: 'atOrAbove',
    spans: years({ 2023: 4_528_800, 2024: 4_715_600, 2025: 4_873_200, 2026: 4_988_400 }),
  },
  // HRS §236E-6: fixed at $5,490,000 for deaths from 2018 (Form M-6 instructions); not indexed.
  HI: { filing: 'atOrAbove', spans: years(same(5_490_000, 2023, 2026)) },
  // 35 ILCS 405/2(b): $4,000,000, not indexed.
  IL: { filing: 'atOrAbove', spans: years(same(4_000_000, 2023, 2026)) },
  // M.G.L. c.65C §2A: $2,000,000 for deaths from 2023 (St. 2023 c.50), not indexed.
  MA: { filing: 'atOrAbove', spans: years(same(2_000_000, 2023, 2026)) },
  // Md. Code Tax-Gen. §7-309(b): $5,000,000 from 2019, not indexed.
  MD: { filing: 'atOrAbove', spans: years(same(5_000_000, 2023, 2026)) },
  // 36 M.R.S. §4102; Maine Revenue Services 706ME page; 18-125 CMR 601.03: a return when the gross estate plus
  // adjusted taxable gifts 'exceeds' the exclusion. Indexed (36 M.R.S. §4119).
  ME: {
    filing: 'above',
    spans: years({ 2023: 6_410_000, 2024: 6_800_000, 2025: 7_000_000, 2026: 7_160_000 }),
  },
  // Minn. Stat. §291.016: $3,000,000 from 2020, not indexed.
  MN: { filing: 'atOrAbove', spans: years(same(3_000_000, 2023, 2026)) },
  // N.Y. Tax Law §952(c) (basic exclusion amount, tax.ny.gov) and §971: a return when the federal gross estate
  // plus includible gifts 'exceeds' it.
  NY: {
    filing: 'above',
    spans: years({ 2023: 6_580_000, 2024: 6_940_000, 2025: 7_160_000, 2026: 7_350_000 }),
  },
  // ORS 118.160: a return when the gross estate is $1,000,000 'or more'.
  OR: { filing: 'atOrAbove', spans: years(same(1_000_000, 2023, 2026)) },
  // R.I. Gen. Laws §44-22-1.1, indexed; 2026 from the Division of Taxation's advisory ADV 2025-27.
  RI: {
    filing: 'atOrAbove',
    spans: years({ 2023: 1_733_264, 2024: 1_774_583, 2025: 1_802_431, 2026: 1_838_056 }),
  },
  // 32 V.S.A. §7442a: $5,000,000 from 2021, not indexed. §7444(a): a return once the gross estate plus gifts of the
  // last two years 'exceeds' $2,750,000 (or a federal return is due). A 2026 act raised that to $5,000,000 from
  // 18 June 2026; we keep $2,750,000, the lower figure, until its reach is confirmed.
  VT: { filing: 'above', spans: years(same(5_000_000, 2023, 2026)), returnFrom: 2_750_000 },
  // RCW 83.100.020 as amended by ESSB 5813 (2025 c 421) and ESB 6347 (2026, as passed by the Legislature): the
  // Department of Revenue's table (filing threshold = exclusion; a return when the gross estate is 'equal to or
  // greater'). From 1 July 2026 ESB 6347 sets $3,000,000, the lower figure, so relying on it never hides a return.
  WA: {
    filing: 'atOrAbove',
    spans: [
      { from: '2023-01-01', to: '2025-07-01', dollars: 2_193_000, when: 'before 1 July 2025' },
      { from: '2025-07-01', to: '2026-01-01', dollars: 3_000_000, when: 'from 1 July to 31 December 2025' },
      { from: '2026-01-01', to: '2026-07-01', dollars: 3_076_000, when: 'from 1 January to 30 June 2026' },
      { from: '2026-07-01', to: '2027-01-01', dollars: 3_000_000, when: 'from 1 July 2026' },
    ],
  },
};

export const hasStateEstateTax = (state: string): boolean => ESTATE_TAX[state] !== undefined;

/** The exemption span of a death date; undefined when the state has none or we do not know that date's figure. */
export function stateExemptionOn(state: string, deathDate: string): Span | undefined {
  return ESTATE_TAX[state]?.spans.find((s) => s.from <= deathDate && deathDate < s.to);
}

const dollars = (n: number): string => formatWholeDollars(n * 100);

/** The exemption sentences of the estate tax task: the figure for the death date and when the task goes N/A. */
export function exemptionText(state: string, deathDate: string | null): string {
  const rule = ESTATE_TAX[state];
  if (!rule) return '';
  if (!deathDate) return 'Check the exemption for the year of death; it changes often.';
  const span = stateExemptionOn(state, deathDate);
  if (!span) {
    return (
      `We do not have this state's exemption for deaths in ${yearOf(deathDate)} yet, so this task stays on the ` +
      'list whatever the estate is worth; check the figure with the state.'
    );
  }
  const figure = `For a death ${span.when}, the exemption is ${dollars(span.dollars)}.`;
  if (rule.filing === 'every') return figure;
  const limit = rule.filing === 'above' ? 'no more than' : 'less than';
  const below = rule.returnFrom
    ? `${dollars(rule.returnFrom)}, the point from which a return is due even below the exemption`
    : 'that';
  return (
    `${figure} While the gross estate is ${limit} ${below}, no return is due and this task is marked not applicable; ` +
    'it comes back if values rise. Taxable gifts made during life count toward the threshold in several states: ' +
    'if the decedent made any, check the rule and mark the task applicable again.'
  );
}

/**
 * Whether the state estate tax task should be N/A: the gross estate (cents, as for Form 706) is under the death
 * date's threshold. False where every estate files or the threshold is unknown; null where the rule has no say.
 */
export function stateEstateTaxNotApplicable(estate: TaskEstate): boolean | null {
  const state = estate.state;
  if (estate.country_code === 'ca' || !estate.death_date || !state) return null;
  const rule = ESTATE_TAX[state];
  if (!rule) return null;
  const span = stateExemptionOn(state, estate.death_date);
  if (rule.filing === 'every' || !span) return false;
  const cents = (rule.returnFrom ?? span.dollars) * 100;
  return rule.filing === 'above' ? estate.gross_cents <= cents : estate.gross_cents < cents;
}

/**
 * Heirs (HEIR_RELATIONSHIP ids) each inheritance tax exempts entirely. 'Other' and 'Distant Family' are never
 * exempt (a charity is exempt in each state, but 'Other' cannot tell it from a friend). Stepchildren, exempt in
 * all four, are entered as children.
 */
const EXEMPT_HEIRS: Readonly<Record<string, ReadonlySet<number>>> = {
  // N.J.S.A. 54:34-2(a), Class A: spouse, civil union or domestic partner, parents, grandparents, children,
  // stepchildren and issue of children; great-grandparents are not named.
  NJ: new Set([R.spouse, R.child, R.parent, R.grandchild, R.grandparent, R.otherDescendant]),
  // Md. Code Tax-Gen. §7-203(b): spouse, lineal ascendants and descendants, stepchildren, brothers and sisters.
  MD: new Set([
    R.spouse,
    R.child,
    R.parent,
    R.sibling,
    R.grandchild,
    R.grandparent,
    R.otherDescendant,
    R.otherAncestor,
  ]),
  // KRS 140.070(1), Class A: spouse, parent, child, stepchild, grandchild, brother and sister. Great-grandchildren
  // are Class B and grandparents Class C.
  KY: new Set([R.spouse, R.parent, R.child, R.grandchild, R.sibling]),
  // Iowa Code §450.9 (deaths before 2025): spouse, lineal ascendants and descendants, stepchildren.
  IA: new Set([R.spouse, R.child, R.parent, R.grandchild, R.grandparent, R.otherDescendant, R.otherAncestor]),
};

/**
 * Whether the state inheritance tax task should be N/A: every heir listed is exempt (and there is one). Kentucky
 * also needs no federal estate tax return: only then does its affidavit of exemption replace the return.
 * Pennsylvania has no entry: its return is due even when the spouse, taxed at 0%, takes everything.
 */
export function stateInheritNotApplicable(estate: TaskEstate): boolean | null {
  const state = estate.state;
  if (estate.country_code === 'ca' || !state) return null;
  const exempt = EXEMPT_HEIRS[state];
  if (!exempt) return null;
  const heirs = estate.heir_relations;
  if (heirs.length === 0 || !heirs.every((r) => exempt.has(r))) return false;
  if (state !== 'KY') return true;
  if (!estate.death_date) return null;
  const limit = filingLimitFor(yearOf(estate.death_date));
  return limit !== null && estate.gross_cents <= limit;
}

/** The state estate tax task's automatic N/A in words (tasks/auto-na.ts): why no return is due, false, or null. */
export function stateEstateTaxNaReason(estate: TaskEstate): string | false | null {
  const na = stateEstateTaxNotApplicable(estate);
  if (na !== true || !estate.state || !estate.death_date) return na === null ? null : false;
  const rule = ESTATE_TAX[estate.state];
  const span = stateExemptionOn(estate.state, estate.death_date);
  if (!rule || !span) return false;
  const place = regionName(estate.state) ?? estate.state;
  const limit = rule.returnFrom
    ? `${dollars(rule.returnFrom)}, the point from which ${place} wants a return`
    : `${place}’s exemption for a death ${span.when}, ${dollars(span.dollars)}`;
  const under = rule.filing === 'above' ? 'at or below' : 'under';
  return `The assets listed here add up to ${formatWholeDollars(estate.gross_cents)}, ${under} ${limit}. It comes back if values rise.`;
}

/** The state inheritance tax task's automatic N/A in words (tasks/auto-na.ts): why no return is due, false, or null. */
export function stateInheritNaReason(estate: TaskEstate): string | false | null {
  const na = stateInheritNotApplicable(estate);
  if (na !== true || !estate.state) return na === null ? null : false;
  const place = regionName(estate.state) ?? estate.state;
  const federal = estate.state === 'KY' ? ', and no federal estate tax return is due' : '';
  return `Every heir listed is exempt from ${place}’s inheritance tax${federal}. It comes back if you add an heir who is not.`;
}
