/**
 * US state extras for GET /api/state_tasks/{state}: facts from the states' statutes and revenue departments
 * (linked in sources/extra-sources.ts) and, for the out-of-state executor rules, published state-law summaries
 * (Nolo's table of nonresident executor rules and the statutes it cites). Where we have no fact, the state has no entry for that extra.
 */
import { exemptionText, hasStateEstateTax } from './state-death-taxes.ts';

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

/** Estate tax extra; the exemption sentences name the death date's figure and when the task goes N/A. */
export function estateTaxFact(state: string, deathDate: string | null): StateExtraFact | undefined {
  if (!hasStateEstateTax(state)) return undefined;
  const office = TAX_OFFICE[state] ?? { where: 'the state revenue department', months: 9 };
  const exemption = exemptionText(state, deathDate);
  const extra =
    state === 'NY'
      ? ' New York has a cliff: an estate more than 5% above the exemption loses it entirely.'
      : state === 'CT'
        ? " Connecticut's exemption equals the federal basic exclusion amount, and every estate files a return, " +
          'taxable or not, so this task is never marked not applicable on its own.'
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

/** State inheritance taxes in force (Iowa repealed its tax for deaths from 2025: SF 619 of 2021). */
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

/** Iowa's tax ended for deaths from this day (Senate File 619 of 2021). */
const IOWA_END = '2025-01-01';

// Iowa Code §450.9 (exempt heirs), §450.10 (rates; SF 619 cut them 20% for a 2021 death, 40% 2022, 60% 2023,
// 80% 2024), §450.6 (due by the last day of the ninth month after death; nine months is never later).
const IOWA: StateExtraFact = {
  title: 'File the state inheritance tax return',
  text:
    'Iowa taxes what some heirs receive when the death was before 1 January 2025. Spouses, parents, grandparents, ' +
    'children, stepchildren, grandchildren and other direct descendants are exempt; brothers and sisters pay 5% to ' +
    '10% and other heirs 10% to 15%, less 20% for a death in 2021, 40% in 2022, 60% in 2023 and 80% in 2024.\n\n' +
    'The executor files the return with the Iowa Department of Revenue by the last day of the ninth month after the ' +
    'death and pays the tax from each taxable share.',
  months: 9,
};

const BACK = ' Adding an heir outside those groups brings it back.';

/** When the task goes N/A on its own (state-death-taxes.ts, EXEMPT_HEIRS), in the task's words. */
const EXEMPT_NOTE: Readonly<Record<string, string>> = {
  IA: `When every heir listed is exempt, no Iowa tax is due and this task is marked not applicable.${BACK}`,
  // KRS 140.080 exemptions; the Department of Revenue's instructions: the affidavit of exemption goes to the court.
  KY:
    'When every heir listed is exempt (Class A) and no federal estate tax return is due, an affidavit of exemption ' +
    `filed with the probate court takes the place of the return, and this task is marked not applicable.${BACK}`,
  MD: `When every heir listed is exempt, no tax is due and this task is marked not applicable.${BACK}`,
  // Division of Taxation Forms L-8 (accounts) and L-9 (real estate) serve estates whose heirs are all Class A.
  NJ:
    'When every heir listed is in Class A (spouse or partner, child, stepchild, grandchild or later descendant, ' +
    'parent, grandparent), no return is due and this task is marked not applicable: Forms L-8 and L-9 then clear ' +
    'the accounts and real estate (see the tax release task). Assets passing through a trust still need the full ' +
    `return; if there are any, mark this task applicable again.${BACK}`,
  // 72 P.S. §9136 and the REV-1500 (its 'spouse is sole beneficiary' box): the return is filed all the same.
  PA: 'Pennsylvania wants the return even when the surviving spouse, taxed at 0%, receives everything, so this task stays on the list.',
};

/** The inheritance tax extra of a state and death date, with its note on exempt heirs. */
export function inheritFact(state: string, deathDate: string | null): StateExtraFact | undefined {
  const base = state === 'IA' ? (deathDate && deathDate < IOWA_END ? IOWA : undefined) : INHERIT[state];
  const note = EXEMPT_NOTE[state];
  return base && note ? { ...base, text: `${base.text}\n\n${note}` } : base;
}

const taxclose = (text: string, months = 15): StateExtraFact => ({
  title: 'Get the state tax release',
  text,
  months,
});

/** States that issue a release or waiver once death taxes are settled. */
export const TAXCLOSE: Readonly<Record<string, StateExtraFact>> = {
  CT: taxclose(
    'Connecticut issues a release or a statement that no tax is due once the return is reviewed. Title companies ask for it when estate real estate is sold.',
  ),
  MA: taxclose(
    'Massachusetts releases its estate tax lien on real estate once the tax is settled. Ask for the release certificate before selling or transferring property.',
  ),
  // NJ Division of Taxation, inheritance tax waivers (Forms L-8, L-9, the blanket waiver): the state's lien starts at
  // death; a bank may release half of an account without a waiver, the rest and real estate wait. So early, not at 15
  // months.
  NJ: taxclose(
    'New Jersey holds a lien on what the decedent owned from the day of death: banks and brokers release only half of ' +
      'each account, and a buyer of estate real estate will want the waiver, until the state lets the rest go. Start ' +
      'early. When every heir is in Class A, Form L-8 (handed to the bank or broker) releases accounts and Form L-9 ' +
      'real estate; otherwise the Division of Taxation issues waivers once it has the inheritance tax return.',
    2,
  ),
  NY: taxclose(
    'New York can release its estate tax lien on real estate. Ask for the release when selling or transferring property, once the return is filed.',
  ),
};
