import { CONTACT_TYPE, type CreateEstateBody, formatDisplayDate, formatMoney, shiftDays } from '../index.ts';
import { SAMPLE_NAMES } from './sample-ledger.ts';
import { statementFigures, statementTable } from './sample-statement.ts';

// The Sample estates' papers (issue 41): a death record, a will summary and a bank statement, made up here from
// the Sample's own facts so the files features have something to show. The server renders them to PDF and attaches
// them at every start (apps/server/src/seed/sample-files.ts). Every page says it is a sample, in words no one could
// take for an official record.

/** Printed across and along every page of every Sample paper. */
export const SAMPLE_PAPER_MARK = 'SAMPLE - NOT AN OFFICIAL RECORD';

/** Where a paper is attached: a decedent slot, or an asset (by its id in the Sample's body). */
export type SamplePaperAttach =
  | { entity_type: 'dec'; prop: 'death_cert' | 'will' }
  | { entity_type: 'assets'; item: number };

export interface SamplePaper {
  /** The download name. */
  fileName: string;
  attach: SamplePaperAttach;
  title: string;
  /** SAMPLE_PAPER_MARK, which the renderer prints on every page. */
  mark: string;
  /** Lines under the title: who made the paper. */
  issuer: string[];
  fields: [label: string, value: string][];
  paragraphs: string[];
  table?: ReturnType<typeof statementTable>;
  /** The day the paper bears; the PDF's own date too, so its bytes follow the Sample's dates alone. */
  date: string;
}

const MADE_BY = 'Made by Probity for its Sample estate';

/** Whole years from birth to death. */
function ageAt(birth: string, death: string): number {
  const years = Number(death.slice(0, 4)) - Number(birth.slice(0, 4));
  return death.slice(5) < birth.slice(5) ? years - 1 : years;
}

function deathRecord(body: CreateEstateBody, ca: boolean): SamplePaper {
  const { dec } = body;
  const death = dec.death_date ?? '';
  const n = SAMPLE_NAMES[ca ? 'ca' : 'us'];
  const place = `${dec.residence}, ${dec.residence_addr_county} County, ${dec.residence_addr_state}`;
  const funeral = body.contacts.find((c) => c.i_type === CONTACT_TYPE.serviceProvider);
  return {
    fileName: ca ? 'Statement of death - SAMPLE.pdf' : 'Death certificate - SAMPLE.pdf',
    attach: { entity_type: 'dec', prop: 'death_cert' },
    title: ca ? 'Statement of Death' : 'Certificate of Death',
    mark: SAMPLE_PAPER_MARK,
    issuer: [MADE_BY, 'No registrar or government office issued it'],
    fields: [
      ['Record number', `SAMPLE-${death.replaceAll('-', '')}`],
      ['Name of the deceased', dec.name],
      ['Date of birth', formatDisplayDate(dec.birth_date)],
      ['Date of death', formatDisplayDate(death)],
      ['Age at death', `${ageAt(dec.birth_date ?? death, death)} years`],
      ['Place of death', `At home, ${place}`],
      ['Marital status', 'Widowed'],
      ['Informant', `${n.daughter}, daughter`],
      ['Funeral home', [funeral?.name, funeral?.street].filter(Boolean).join(', ')],
    ],
    paragraphs: [
      'This paper shows the kind of facts a death record holds, so that the Sample estate has one to open. ' +
        'The person and the record number are invented.',
      ca
        ? 'It is not a death certificate. For a real estate in Ontario, the funeral home registers the death ' +
          'and certified copies of the certificate are ordered from ServiceOntario.'
        : 'It is not a death certificate. For a real estate, certified copies are ordered from the vital ' +
          'records office of the state where the death took place.',
    ],
    date: shiftDays(death, 3),
  };
}

function willSummary(body: CreateEstateBody, ca: boolean): SamplePaper {
  const { dec } = body;
  const death = dec.death_date ?? '';
  const n = SAMPLE_NAMES[ca ? 'ca' : 'us'];
  const ring = body.assets.find((a) => a.name === n.ring);
  const gift = body.heirs.find((h) => h.name === n.church)?.val_target ?? 0;
  return {
    fileName: 'Will summary - SAMPLE.pdf',
    attach: { entity_type: 'dec', prop: 'will' },
    title: 'Summary of the Will',
    mark: SAMPLE_PAPER_MARK,
    issuer: [MADE_BY, 'A summary in plain words, not the will itself'],
    fields: [
      ['Will of', dec.name],
      ['Signed on', formatDisplayDate(shiftDays(death, -6 * 365))],
      [
        'Witnessed by',
        ca ? 'Two witnesses, present together' : 'Two witnesses, with a self-proving affidavit',
      ],
      ['Original kept in', ring?.loc_name || 'The safe deposit box'],
    ],
    paragraphs: [
      '1. The executor first pays the funeral, the final bills and the debts.',
      `2. The ${n.ring.toLowerCase()} go to ${n.daughter}.`,
      `3. ${n.church} receives ${formatMoney(gift)}.`,
      `4. What remains is shared equally by ${n.daughter} and ${n.son}; the share of a child who dies first ` +
        "passes to that child's own children.",
      '5. The executor may sell property without asking the court and serves without a bond.',
      'The life insurance is not governed by the will: it is paid to the beneficiaries named on the policy.',
      'Written for the Probity Sample estate. It is not a will and no one signed it.',
    ],
    date: shiftDays(death, 7),
  };
}

function bankStatement(body: CreateEstateBody, ca: boolean): SamplePaper | null {
  const n = SAMPLE_NAMES[ca ? 'ca' : 'us'];
  const account = body.assets.find((a) => a.name === n.checking);
  if (!account) return null;
  const bank = account.name.split(', ').at(-1) ?? account.name;
  const s = statementFigures(body, account.id);
  const kind = ca ? 'Chequing' : 'Checking';
  return {
    fileName: `${kind} statement - SAMPLE.pdf`,
    attach: { entity_type: 'assets', item: account.id },
    title: `${bank}: account statement`,
    mark: SAMPLE_PAPER_MARK,
    issuer: [MADE_BY, 'The bank and the account are invented'],
    fields: [
      ['Account holder', `${body.dec.name} (deceased)`],
      ['Account', `${kind} ${account.account}`],
      ['Period', `${formatDisplayDate(s.from)} to ${formatDisplayDate(s.to)}`],
    ],
    paragraphs: [
      "The opening balance is the value on the date of death that the Sample's inventory shows for this account; " +
        'the movements are the ones its Cashflow tab records.',
    ],
    table: statementTable(s),
    date: s.to,
  };
}

/** The papers of one Sample estate, in the order the file lists show them. */
export function samplePapers(body: CreateEstateBody): SamplePaper[] {
  const ca = body.meta.country_code === 'ca';
  const statement = bankStatement(body, ca);
  return [deathRecord(body, ca), willSummary(body, ca), ...(statement ? [statement] : [])];
}
