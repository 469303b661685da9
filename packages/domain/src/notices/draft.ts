/**
 * A notice of death drafted from the estate's own data: the letter an executor sends one institution, in our own
 * words, with the account masked to its last four characters and the papers the registry says go with it. The
 * executor edits the text before sending (the stored notice keeps the edited text); PDF and Word are drawn from
 * the result (packages/documents notice-doc.ts).
 */
import { format } from 'date-fns';
import { isoToDate } from '../dates.ts';
import type { Facts } from '../entities/working-copy.ts';
import { ASSET_TYPE, DEBT_TYPE } from '../enums.ts';
import { noticeKind } from './registry.ts';
import type { Enclosure, NoticeAsk, NoticeKind } from './registry-types.ts';

/** The item a notice is about: an asset, a debt or a contact of the estate, or the estate itself (an agency). */
export interface NoticeTarget {
  part: 'assets' | 'debts' | 'contacts' | 'estate';
  id: number | null;
}

/** Who sends the notice: the executor as the court named them, and how the institution reaches them. */
export interface NoticeSender {
  name: string;
  address: string;
  phone: string;
  email: string;
}

export interface NoticeDraftInput {
  kind: string;
  target: NoticeTarget;
  /** Defaults to the kind's first ask. */
  ask?: NoticeAsk;
  sender: NoticeSender;
  /** The addressee's name and address, one line each; defaults to the target contact's, else the kind's name. */
  to?: readonly string[];
  today: string;
  /** When the executor's authority was granted (the letters of appointment), if known. */
  authorityDate?: string | null;
}

export interface NoticeLetter {
  kind: string;
  date: string;
  to: string[];
  from: string[];
  subject: string;
  salutation: string;
  /** The letter's paragraphs, which the executor may edit. */
  body: string[];
  /** The sign-off, the executor's name and their role, with room to sign above the name. */
  closing: string[];
  enclosures: string[];
}

/** `1234567890` -> `ending in 7890`: only the last four letters or digits of an account number go in a letter. */
export function maskAccount(account: string): string {
  const tail = account.replace(/[^0-9A-Za-z]/g, '').slice(-4);
  return tail ? `ending in ${tail}` : '';
}

export const letterDate = (iso: string): string => format(isoToDate(iso), 'MMMM d, yyyy');

/** The kind a notice about this item goes to by default, or undefined when the item names none. */
export function defaultNoticeKind(f: Facts, target: NoticeTarget): string | undefined {
  const ca = f.meta.country_code === 'ca';
  if (target.part === 'assets') {
    const t = f.assets.find((a) => a.id === target.id)?.i_type;
    if (t === undefined) return undefined;
    if (
      ([ASSET_TYPE.cash, ASSET_TYPE.deposit, ASSET_TYPE.estateAccount, ASSET_TYPE.tfsa] as number[]).includes(
        t,
      )
    )
      return 'bank';
    if (([ASSET_TYPE.stocks, ASSET_TYPE.bonds, ASSET_TYPE.brokerage] as number[]).includes(t))
      return 'brokerage';
    if (t === ASSET_TYPE.lifeInsurance) return 'insurer';
    const pensions: number[] = [
      ASSET_TYPE.retirement,
      ASSET_TYPE.annuity,
      ASSET_TYPE.annuityQualified,
      ASSET_TYPE.annuityNonQualified,
    ];
    if (pensions.includes(t)) return 'pension';
    if (t === ASSET_TYPE.vehicle) return ca ? 'vehicle_registry' : 'dmv';
    return undefined;
  }
  if (target.part === 'debts') {
    const t = f.debts.find((d) => d.id === target.id)?.i_type;
    if (t === undefined) return undefined;
    if (([DEBT_TYPE.creditCard, DEBT_TYPE.loan, DEBT_TYPE.secured] as number[]).includes(t))
      return 'card_issuer';
    if (t === DEBT_TYPE.bill) return 'utility';
    if (t === DEBT_TYPE.taxes) return ca ? 'cra' : 'irs';
    return undefined;
  }
  return undefined;
}

/** What the letter asks, completing "I ask you to ...". */
const ASK_TEXT: Record<NoticeAsk, string> = {
  close: 'close the account to any new activity and tell me the balance on the date of death and on closing',
  retitle: 'move the account into the name of the estate, under my control as its representative',
  claim:
    'send me what I need to claim the benefit or proceeds now payable, and tell me who they are payable to',
  freeze: 'hold the account so that nothing is paid out of it except on my written instructions',
  stop_payments: 'stop the payments made to the decedent, and tell me of any paid after the date of death',
  update_records: 'record the death in your files and address further letters about the decedent to me',
  final_pay: 'pay the estate the final wages, unused vacation and any benefit owed to the decedent',
  end_lease: 'end the lease on the earliest date it allows and return the deposit to the estate',
};

function authorityText(f: Facts, date: string | null | undefined): string {
  const court = f.meta.court_name.trim();
  const when = date ? ` on ${letterDate(date)}` : '';
  const by = court ? ` by the ${court}` : '';
  const caseNo = f.meta.case_no.trim() ? ` (file ${f.meta.case_no.trim()})` : '';
  if (f.meta.country_code === 'ca' && f.meta.state.toUpperCase() === 'QC')
    return `I am the liquidator of the succession${when ? `, in that role since${when.slice(3)}` : ''}.`;
  const paper = f.meta.country_code === 'ca' ? 'a certificate of appointment' : 'letters of appointment';
  return `I was appointed to act for the estate: the court issued ${paper}${by}${when}${caseNo}.`;
}

/** Where the estate is: the paper that proves the executor's authority differs (Quebec: no probate by default). */
type Place = 'us' | 'ca' | 'qc';
const ENCLOSURE_TEXT: Record<Enclosure, (place: Place) => string> = {
  death_certificate: () => 'A certified copy of the death certificate',
  authority: (place) =>
    place === 'us'
      ? 'A certified copy of my letters of appointment'
      : place === 'qc'
        ? 'Proof of my role as liquidator: a copy of the notarial will, or of the will probated by the court or a notary'
        : 'A notarial copy of the certificate of appointment',
  will: () => 'A copy of the will',
  executor_id: () => 'A copy of my government-issued photo identification',
  institution_form: () => 'Your own form for this request, completed and signed',
  form_56: () => 'Form 56, Notice Concerning Fiduciary Relationship',
  policy: () => 'The policy, or its number if the document has not been found',
  title: () => 'The vehicle’s title or registration',
  discharge_papers: () => 'The decedent’s discharge papers (DD Form 214)',
  statement: () => 'A recent statement of the account',
};

export function enclosureLabels(kind: NoticeKind, country: string, province = ''): string[] {
  const place: Place = country !== 'ca' ? 'us' : province.toUpperCase() === 'QC' ? 'qc' : 'ca';
  return kind.enclosures.map((e) => ENCLOSURE_TEXT[e](place));
}

function targetOf(f: Facts, target: NoticeTarget) {
  if (target.part === 'assets') return f.assets.find((a) => a.id === target.id);
  if (target.part === 'debts') return f.debts.find((d) => d.id === target.id);
  return undefined;
}

function addresseeOf(f: Facts, target: NoticeTarget, kind: NoticeKind): string[] {
  if (target.part === 'contacts') {
    const c = f.contacts.find((x) => x.id === target.id);
    if (c) {
      const cityLine = [c.city, c.state, c.postal].filter((s) => s.trim()).join(' ');
      return [c.name, c.street, c.street2, cityLine, c.address].map((s) => s.trim()).filter(Boolean);
    }
  }
  const item = targetOf(f, target);
  return [item?.name.trim() || kind.name];
}

/** The notice drafted from the estate's data; throws for a kind the registry does not hold. */
export function draftNotice(f: Facts, input: NoticeDraftInput): NoticeLetter {
  const kind = noticeKind(input.kind);
  if (!kind) throw new RangeError(`unknown notice kind: ${input.kind}`);
  const ask = input.ask ?? kind.asks[0] ?? 'update_records';
  const ca = f.meta.country_code === 'ca';
  const dec = f.dec.name.trim() || f.meta.name.trim() || 'the decedent';
  const death = f.meta.death_date ?? f.dec.death_date;
  const item = targetOf(f, input.target);
  const account = item ? maskAccount(item.account) : '';
  const taxTail = f.dec.ssn.replace(/\D/g, '').slice(ca ? -3 : -4);
  const s = input.sender;

  const about: string[] = [];
  if (f.dec.birth_date) about.push(`born ${letterDate(f.dec.birth_date)}`);
  if (kind.contents.includes('tax_number') && taxTail)
    about.push(`${ca ? 'Social Insurance Number' : 'Social Security number'} ending in ${taxTail}`);
  const reference = [item?.name.trim(), account].filter(Boolean).join(', account ');

  const body: string[] = [];
  body.push(
    `I write to tell you that ${dec}${about.length ? ` (${about.join('; ')})` : ''} died${death ? ` on ${letterDate(death)}` : ''}.` +
      (reference ? ` Your records hold ${reference} in the decedent’s name.` : ''),
  );
  if (kind.contents.includes('authority')) body.push(authorityText(f, input.authorityDate));
  body.push(`I ask you to ${ASK_TEXT[ask]}.`);
  const reach = [
    s.phone.trim() && `by telephone at ${s.phone.trim()}`,
    s.email.trim() && `by email at ${s.email.trim()}`,
  ]
    .filter(Boolean)
    .join(' or ');
  body.push(
    `Please write to me at the address above${reach ? `, or reach me ${reach}` : ''}, and tell me if you need anything more.`,
  );

  return {
    kind: kind.id,
    date: letterDate(input.today),
    to: input.to?.length ? [...input.to] : addresseeOf(f, input.target, kind),
    from: [s.name, s.address].map((x) => x.trim()).filter(Boolean),
    subject: `Estate of ${dec}${death ? `, deceased ${letterDate(death)}` : ''}${account ? `: account ${account}` : ''}`,
    salutation: 'Dear Sir or Madam,',
    body,
    closing: [
      // each country's usual close to a letter that opens "Dear Sir or Madam"
      ca ? 'Yours faithfully,' : 'Sincerely,',
      s.name.trim(),
      ca && f.meta.state.toUpperCase() === 'QC' ? 'Liquidator' : 'Executor',
    ],
    enclosures: enclosureLabels(kind, f.meta.country_code, f.meta.state),
  };
}
