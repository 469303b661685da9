/**
 * US state extras for GET /api/state_tasks/{state}: facts from reference/domain-data.md §4 and, for the
 * out-of-state executor rules, published state-law summaries (Nolo's table of nonresident executor rules and
 * the statutes it cites). Where we have no fact, the state has no entry for that extra.
 */
export interface StateExtraFact {
  readonly title: string;
  readonly text: string;
  /** Months after death; null places the task at the end, undated. */
  readonly months: number | null;
}

const agentText = (rule: string): string =>
  `${rule}\n\nDeal with this when you apply for probate; the court clerk can tell you which form it uses.`;

const agent = (rule: string, title = 'Name an in-state agent'): StateExtraFact => ({
  title,
  text: agentText(rule),
  months: 1,
});

/** Conditions set for an executor who lives outside the death state. */
export const AGENT: Readonly<Record<string, StateExtraFact>> = {
  AR: agent(
    'Arkansas asks an executor living elsewhere to name an agent who lives in the county of the probate to receive legal papers.',
  ),
  CA: agent(
    'A California court may require an executor living outside the state to post a bond.',
    'Be ready to post a bond',
  ),
  CT: agent(
    'Connecticut makes the probate judge the agent who receives legal papers for an executor living elsewhere.',
  ),
  DC: agent(
    'The District of Columbia asks an executor living elsewhere to name the Register of Wills as agent for legal papers.',
  ),
  DE: agent(
    "Delaware asks an executor living elsewhere to name the county's Register of Wills as agent for legal papers.",
  ),
  FL: agent(
    'Florida lets someone living outside the state serve only if related to the decedent by blood, marriage or adoption (or as their spouse). Check that you qualify before filing.',
    'Check that you may serve in Florida',
  ),
  HI: agent(
    'Hawaii asks an executor living elsewhere to name the clerk of the court as agent for legal papers.',
  ),
  IA: agent(
    'Iowa expects an executor living elsewhere to serve with a co-executor who lives in Iowa, unless the court allows otherwise.',
    'Arrange an Iowa co-executor',
  ),
  IL: agent(
    'An Illinois court may require an executor living elsewhere to post a bond even when the will waives it.',
    'Be ready to post a bond',
  ),
  IN: agent(
    'Indiana asks an executor living elsewhere to post a bond and either serve with a resident co-executor or name an in-state agent for legal papers.',
  ),
  KS: agent(
    'Kansas asks an executor living elsewhere to name an agent who lives in the county of the probate to receive legal papers.',
  ),
  KY: agent(
    'Kentucky lets someone living outside the state serve only if closely related to the decedent. Check that you qualify before filing.',
    'Check that you may serve in Kentucky',
  ),
  MD: agent(
    'Maryland asks an executor living elsewhere to file an irrevocable designation of a Maryland resident who may receive legal papers.',
  ),
  NC: agent(
    'North Carolina asks an executor living elsewhere to name a resident agent to receive legal papers.',
  ),
  OH: agent(
    'Ohio lets someone living outside the state serve only if related to the decedent by blood or marriage (or from a state that allows the same for Ohio residents).',
    'Check that you may serve in Ohio',
  ),
  TX: agent('Texas asks an executor living elsewhere to name a resident agent to receive legal papers.'),
  TN: agent(
    'Tennessee lets an executor living elsewhere serve only after appointing, in writing, the Tennessee Secretary of State as agent to receive legal papers (a short filing with a small fee).',
  ),
  MO: agent(
    'Missouri asks an executor living elsewhere to designate, in writing, an agent in the state who may receive legal papers.',
  ),
  VA: agent(
    'Virginia asks an executor living elsewhere to name the circuit court clerk or a Virginia resident as agent for legal papers, and to post a bond with surety even when the will waives surety. Ask the clerk for the amount and line up a bonding company before you qualify.',
    'Name an in-state agent and post a bond',
  ),
  VT: agent(
    'Vermont asks an executor living elsewhere to name, in a filing with the court, a Vermont resident who may receive legal papers.',
  ),
  WI: agent('Wisconsin asks an executor living elsewhere to name a resident agent to receive legal papers.'),
};

/** State estate tax exemptions (whole dollars) by year of death, reference §4B. */
const EXEMPTION: Readonly<Record<string, Readonly<Record<number, number>>>> = {
  CT: { 2024: 13_610_000, 2025: 13_990_000 },
  DC: { 2024: 4_715_600, 2025: 4_873_200 },
  HI: { 2024: 5_490_000, 2025: 5_490_000 },
  IL: { 2024: 4_000_000, 2025: 4_000_000, 2026: 4_000_000 },
  MA: { 2024: 2_000_000, 2025: 2_000_000, 2026: 2_000_000 },
  MD: { 2024: 5_000_000, 2025: 5_000_000, 2026: 5_000_000 },
  ME: { 2024: 6_800_000, 2025: 7_000_000 },
  MN: { 2024: 3_000_000, 2025: 3_000_000, 2026: 3_000_000 },
  NY: { 2024: 6_940_000, 2025: 7_160_000, 2026: 7_350_000 },
  OR: { 2024: 1_000_000, 2025: 1_000_000, 2026: 1_000_000 },
  RI: { 2024: 1_774_583, 2025: 1_802_431 },
  VT: { 2024: 5_000_000, 2025: 5_000_000, 2026: 5_000_000 },
  WA: { 2024: 2_193_000, 2025: 2_193_000 },
};

/**
 * Where each state's estate tax return goes and when, where it differs from the revenue department at nine
 * months: CT (C.G.S. §12-392: six months; the Probate Court takes returns of estates owing no tax), DC (D.C.
 * Code §47-3705: ten months), IL (35 ILCS 405/6: the Attorney General).
 */
const TAX_OFFICE: Readonly<Record<string, { readonly where: string; readonly months: number }>> = {
  CT: {
    where:
      'the Probate Court when no tax is due, or with the Department of Revenue Services (and a copy to the Probate Court) when it is',
    months: 6,
  },
  DC: { where: 'the Office of Tax and Revenue', months: 10 },
  IL: { where: 'the Illinois Attorney General, who administers the tax', months: 9 },
};

const dollars = (n: number): string => `$${n.toLocaleString('en-US')}`;

/** Estate tax extra; the exemption sentence names the death year's figure when we have it. */
export function estateTaxFact(state: string, deathDate: string | null): StateExtraFact | undefined {
  const table = EXEMPTION[state];
  if (!table) return undefined;
  const deathYear = deathDate ? Number(deathDate.slice(0, 4)) : null;
  let amount = deathYear === null ? undefined : table[deathYear];
  // Washington raised its exclusion to $3,000,000 for deaths from 1 July 2025 (ESSB 5813).
  if (state === 'WA' && deathDate && deathDate >= '2025-07-01') amount = 3_000_000;
  const office = TAX_OFFICE[state] ?? { where: 'the state revenue department', months: 9 };
  const exemption = amount
    ? `For a death in ${deathYear}, the exemption is ${dollars(amount)}.`
    : 'Check the exemption for the year of death; it changes often.';
  const extra =
    state === 'NY'
      ? ' New York has a cliff: an estate more than 5% above the exemption loses it entirely.'
      : state === 'CT'
        ? ' Connecticut expects a return from every estate, taxable or not.'
        : '';
  return {
    title: 'File the state estate tax return',
    text:
      `This state taxes estates above its own exemption. ${exemption}${extra}\n\n` +
      `Value the estate as for Form 706 and file with ${office.where}. The return is due ${office.months} months after ` +
      'the death; ask the state about extensions, which usually give more time to file but not to pay.',
    months: office.months,
  };
}

const inherit = (rule: string, months: number, where: string): StateExtraFact => ({
  title: 'File the state inheritance tax return',
  text:
    `This state taxes what some heirs receive, at rates set by their relationship to the decedent. ${rule}\n\n` +
    `The executor usually files the return with ${where} and pays the tax from each taxable share. It is due ${months} months after the death.`,
  months,
});

/** State inheritance taxes in force (reference §4C; Iowa repealed its tax for deaths from 2025). */
export const INHERIT: Readonly<Record<string, StateExtraFact>> = {
  KY: inherit(
    'Spouses, parents, children, grandchildren and siblings are exempt; other heirs pay 4% to 16%.',
    18,
    'the Kentucky Department of Revenue',
  ),
  // Md. Code, Tax-General §7-203(b): lineal family, spouse, stepchildren and (since 2019) brothers and sisters.
  MD: inherit(
    'Spouses, children, grandchildren, parents, stepchildren and brothers and sisters are exempt; other heirs pay 10%.',
    9,
    'the Register of Wills of the county where the estate is probated',
  ),
  // Neb. Rev. Stat. §77-2010: the county court determines the tax; it is paid to the county treasurer.
  NE: inherit(
    'Close relatives pay 1% above $100,000; more distant relatives and others pay more.',
    12,
    'the county court of the county where the decedent lived',
  ),
  NJ: inherit(
    'Spouses, children and other close family are exempt; siblings and others pay 11% to 16%.',
    8,
    'the New Jersey Division of Taxation',
  ),
  // 72 P.S. §9136: returns go to the Register of Wills, acting as agent of the Department of Revenue.
  PA: inherit(
    'Spouses pay nothing, lineal heirs 4.5%, siblings 12% and others 15%.',
    9,
    'the Register of Wills of the county where the decedent lived',
  ),
};

const taxclose = (text: string): StateExtraFact => ({ title: 'Get the state tax release', text, months: 15 });

/** States that issue a release or waiver once death taxes are settled. */
export const TAXCLOSE: Readonly<Record<string, StateExtraFact>> = {
  CT: taxclose(
    'Connecticut issues a release or a statement that no tax is due once the return is reviewed. Title companies ask for it when estate real estate is sold.',
  ),
  MA: taxclose(
    'Massachusetts releases its estate tax lien on real estate once the tax is settled. Ask for the release certificate before selling or transferring property.',
  ),
  NJ: taxclose(
    'New Jersey banks and transfer agents need tax waivers from the state before they release more than part of an account. Apply for the waivers as soon as the return is filed.',
  ),
  NY: taxclose(
    'New York can release its estate tax lien on real estate. Ask for the release when selling or transferring property, once the return is filed.',
  ),
};
