// The state and province pages (issue 19): what an executor needs to know about the place, each fact with the
// sources behind it. Generated from the data the rest of Probity runs on (the calculators' rules, the state
// extras of the task list, the small-estate and creditor tables), so the page and the app never disagree.
import { emptyFeeInput, executorFee } from '../fees/executor-fee.ts';
import { probateFee } from '../fees/probate-fee.ts';
import { formatWholeDollars } from '../money.ts';
import { CA } from '../tasks/sources/library.ts';
import { type Source, source } from '../tasks/sources/source.ts';
import { stateExemptionOn } from '../tasks/state-death-taxes.ts';
import { stateTasks } from '../tasks/state-tasks.ts';
import { COMP_REASONABLE, COMP_SOURCES, PROBATE_FEE_SOURCES } from './fee-sources.ts';
import { countryOfRegion, regionName, US_STATES } from './regions.ts';
import { CREDITOR_PERIOD, READ, REFERENCE, SMALL_ESTATE } from './small-estates.ts';

export interface PlaceFact {
  key: 'probate' | 'small' | 'creditors' | 'comp' | 'probatefee' | 'tax' | 'inherit' | 'agent';
  title: string;
  text: string;
  sources: readonly Source[];
  /** The day the figure was last checked against its sources (ISO date), shown beside them. */
  checked: string;
}

export interface PlaceFacts {
  code: string;
  name: string;
  country: 'us' | 'ca';
  facts: PlaceFact[];
}

const TAX_CHART = source(
  'Partners Financial: 2025 state estate and inheritance tax chart',
  'https://www.partnersfinancial.com/insights/2025-state-estate-tax-and-inheritance-tax-chart',
);

const firstParagraph = (text: string) => text.split('\n\n')[0] ?? text;

/** The state estate tax in the page's words (the task's text speaks of the task): the exemption of this year. */
function estateTaxText(code: string, name: string, today: string): string {
  const span = stateExemptionOn(code, today);
  const figure = span
    ? `For a death ${span.when}, estates above ${formatWholeDollars(span.dollars * 100)} pay it.`
    : 'The exemption changes often: check this year’s figure with the state.';
  const cliff =
    code === 'NY'
      ? ' New York has a cliff: an estate more than 5% above the exemption loses it entirely.'
      : '';
  return `${name} taxes estates above its own exemption, apart from the federal estate tax. ${figure}${cliff}`;
}

const QUALIFIED: Record<string, string> = {
  statutory: 'set by law',
  maximum: 'capped by law',
  minimum: 'with a minimum set by law',
  guideline: 'guided by the courts’ tariff',
  estimate: 'a fair and reasonable allowance',
  reasonable: 'reasonable pay for the work done',
};

/**
 * Executor pay where the general sentence would mislead. Quebec: a liquidator who is an heir is paid only if the
 * will provides for it or the heirs agree; one who is not an heir is paid (C.c.Q. art. 789).
 */
const COMP_TEXT: Readonly<Record<string, string>> = {
  QC: 'A liquidator who is also an heir is paid only if the will provides for it or the heirs agree. A liquidator who is not an heir is entitled to be paid: as the will or the heirs set it, or else for the value of the work (Civil Code of Québec, art. 789).',
};

/** What the pay is counted on, where the calculator's rule leaves it unsaid. New York: SCPA §2307. */
const COMP_NOTE: Readonly<Record<string, string>> = {
  NY: ' Commissions are counted on what the executor receives and pays out: real estate handed to an heir as it is, without being sold, is not counted.',
};

/** Facts read again in their sources on a later day than the first gathering (REFERENCE). */
const COMP_CHECKED: Readonly<Record<string, string>> = {};
const PROBATE_FEE_CHECKED: Readonly<Record<string, string>> = { SK: READ };

/** The facts of one place on `today` (the estate-tax exemption of that year); null for an unknown code. */
export function placeFacts(code: string, today: string): PlaceFacts | null {
  const country = countryOfRegion(code);
  const name = regionName(code);
  if (!country || !name) return null;
  const facts: PlaceFact[] = [];

  if (country === 'us') {
    const small = SMALL_ESTATE[code];
    if (small)
      facts.push({
        key: 'small',
        title: 'Small estates',
        text:
          `An estate under the small-estate limit can often be settled without a full probate, by an affidavit or a short court procedure. Limit: ${
            small.from
              ? `${small.from.limit}, for a death ${small.from.when}; ${small.limit}, for an earlier death`
              : small.limit
          }.` +
          (small.waitDays ? ` The affidavit can be used ${small.waitDays} days after the death.` : '') +
          (small.unsure
            ? ' The sources differ or are not recent: ask the probate court for the current figure.'
            : ''),
        sources: small.sources,
        checked: small.checked,
      });
    const creditors = CREDITOR_PERIOD[code];
    if (creditors)
      facts.push({
        key: 'creditors',
        title: 'Creditor claims',
        text: creditors.text,
        sources: creditors.sources,
        checked: creditors.checked,
      });
  } else if (code === 'QC') {
    facts.push({
      key: 'probate',
      title: 'Probate',
      text: 'A notarial will needs no probate. A will made by hand or before witnesses is verified by the Superior Court or a notary before the liquidator acts on it, and the will registers of the notaries and the bar are searched first.',
      sources: PROBATE_FEE_SOURCES.QC ?? [],
      checked: REFERENCE,
    });
  }

  // what the executor may be paid (the calculators' rule for the place)
  const zero = { ...emptyFeeInput(), gross: 100, net: 100 };
  const comp = executorFee(code, country, zero);
  facts.push({
    key: 'comp',
    title: 'Executor pay',
    text:
      (COMP_TEXT[code] ??
        (comp.qualifier === 'reasonable'
          ? `The executor may be paid reasonably for the work done: the law sets no percentage, and courts look at the hours, the skill needed and the size of the estate (${comp.authority}). A will can set the pay instead.`
          : `The executor’s pay is ${QUALIFIED[comp.qualifier] ?? comp.qualifier} (${comp.authority}). A will can set the pay instead, and a court may allow more for extraordinary work.`)) +
      (COMP_NOTE[code] ?? ''),
    sources: COMP_SOURCES[code] ?? [COMP_REASONABLE],
    checked: COMP_CHECKED[code] ?? REFERENCE,
  });

  const fee = probateFee(code, { gross: 100, net: 100, trust: 0, distrib: 100, amount: 0 });
  const feeSources = PROBATE_FEE_SOURCES[code];
  if (feeSources && fee.qualifier !== 'flat')
    facts.push({
      key: 'probatefee',
      title: 'Probate fee',
      text:
        fee.qualifier === 'none'
          ? `${firstParagraph(fee.lines[0]?.text ?? 'No probate fee')}.`
          : `The fee to probate an estate depends on its value (${fee.authority}). ${fee.notes[0] ?? ''}`.trim(),
      sources: feeSources,
      checked: PROBATE_FEE_CHECKED[code] ?? REFERENCE,
    });

  const extras = stateTasks(code, today);
  // the tax chart covers the states and DC; the territories have tax systems of their own, which it does not list
  const state = US_STATES.some((s) => s.value === code);
  if (state)
    facts.push({
      key: 'tax',
      title: 'Estate tax',
      text: extras.tax
        ? estateTaxText(code, name, today)
        : `${name} has no estate tax of its own; only the federal estate tax can apply.`,
      sources: extras.tax?.sources ?? [TAX_CHART],
      checked: REFERENCE,
    });
  else if (country === 'ca') {
    facts.push({
      key: 'tax',
      title: 'Taxes at death',
      text: 'Canada has no estate or inheritance tax. Instead the final income tax return treats the decedent’s property as sold at death, so gains are taxed then.',
      sources: [CA.craDied],
      checked: REFERENCE,
    });
    // a province's own return after the grant (Ontario's Estate Information Return)
    if (extras.tax)
      facts.push({
        key: 'tax',
        title: extras.tax.title,
        text: firstParagraph(extras.tax.text),
        sources: extras.tax.sources,
        checked: REFERENCE,
      });
  }
  if (extras.inherit)
    facts.push({
      key: 'inherit',
      title: 'Inheritance tax',
      text: firstParagraph(extras.inherit.text),
      sources: extras.inherit.sources,
      checked: REFERENCE,
    });
  else if (state)
    facts.push({
      key: 'inherit',
      title: 'Inheritance tax',
      text: `${name} has no inheritance tax.`,
      sources: [TAX_CHART],
      checked: REFERENCE,
    });
  if (extras.agent)
    facts.push({
      key: 'agent',
      title: 'An executor living elsewhere',
      text: firstParagraph(extras.agent.text),
      sources: extras.agent.sources,
      checked: REFERENCE,
    });

  return { code, name, country, facts };
}
