/**
 * What a court reads at the top and at the foot of a report (issue 36): the caption (court, estate, county, case
 * number, the fiduciary and their address, which account, the period) and the verification the fiduciary signs.
 * The words are ours; the shape follows what courts ask for: New York's account (Surrogate's Court form JA-7) is
 * sworn before a notary, Ontario's (Rules of Civil Procedure, r. 74.17) before a commissioner for taking
 * affidavits, California's is a declaration under penalty of perjury with no witness (Code Civ. Proc. §2015.5).
 */
import type { Facts } from '../entities/working-copy.ts';
import { type CourtFormat, courtFormatFor } from './court-formats.ts';

/** A blank to fill in by hand on the printed copy where the estate does not say yet. */
export const BLANK = '____________________';

type CaptionFacts = Pick<Facts, 'meta' | 'dec'>;

const oneLine = (s: string) =>
  s
    .split(/\s*\n\s*/)
    .filter(Boolean)
    .join(', ');

/** How the fiduciary is called: trustee of a trust, estate trustee in Ontario, personal representative elsewhere. */
export function fiduciaryRole(f: CaptionFacts): string {
  if (f.meta.trust) return 'trustee';
  const ontario = f.meta.country_code === 'ca' && f.meta.state.trim().toUpperCase() === 'ON';
  return ontario ? 'estate trustee' : 'personal representative';
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 'Partial account no. 2', 'Final account', '' when the estate does not say which. */
export function accountName(meta: Pick<Facts['meta'], 'account_kind' | 'account_no'>): string {
  if (!meta.account_kind) return '';
  return `${cap(meta.account_kind)} account${meta.account_no ? ` no. ${meta.account_no}` : ''}`;
}

export interface CaptionOptions {
  /** The accounting's period; it also adds which account this is. */
  period?: { start: string; end: string };
  /** How a day prints (the web's display date). */
  day: (iso: string) => string;
}

/** 'Estate of Pat Doe, deceased', or the trust's name. */
export function estateTitle(f: CaptionFacts): string {
  const name = f.dec.name || f.meta.name;
  return f.meta.trust ? name || 'The trust' : `Estate of ${name || 'the deceased'}, deceased`;
}

/** The caption lines, in the order a court's papers put them. */
export function courtCaption(f: CaptionFacts, { period, day }: CaptionOptions): string[] {
  const m = f.meta;
  const who = estateTitle(f);
  const county = m.court_county || f.dec.residence_addr_county || f.dec.addr_county;
  const state = f.dec.residence_addr_state || m.state;
  const where = [county && `County of ${county}`, state].filter(Boolean).join(', ');
  const ca = m.country_code === 'ca';
  const lines = [`Court: ${m.court_name || BLANK}`, who];
  if (where) lines.push(where);
  lines.push(`${ca ? 'Court file no.' : 'Case no.'} ${m.case_no || BLANK}`);
  const role = cap(fiduciaryRole(f));
  const fiduciary = [m.distributor, oneLine(m.fiduciary_addr)].filter(Boolean).join(', ');
  lines.push(`${role}: ${fiduciary || BLANK}`);
  if (period) {
    const account = accountName(m);
    if (account) lines.push(account);
    lines.push(`Period: ${day(period.start)} to ${day(period.end)}`);
  }
  return lines;
}

export interface SignatureLine {
  /** What goes under the line. */
  label: string;
  /** Printed on the line already (the fiduciary's name); '' to be written by hand. */
  value: string;
}

export interface Verification {
  heading: string;
  paragraphs: string[];
  /** The fiduciary's lines (signature, printed name, date), then the witness's where the court expects one. */
  lines: SignatureLine[];
}

const WITNESS: Record<CourtFormat, SignatureLine[]> = {
  new_york: [
    { label: 'Sworn to or affirmed before me on (date)', value: '' },
    { label: 'Notary public', value: '' },
  ],
  ontario: [
    { label: 'Sworn or affirmed before me at (place) on (date)', value: '' },
    { label: 'Commissioner for taking affidavits', value: '' },
  ],
  california: [],
  uniform: [{ label: 'Notary public, where your court asks for one', value: '' }],
};

/**
 * The fiduciary's verification at the end of the accounting or the inventory, in plain words, with the witness
 * lines of the format (the inventory follows the format of the estate's state or province).
 */
export function verificationOf(
  f: CaptionFacts,
  report: 'accounting' | 'inventory',
  format: CourtFormat = courtFormatFor(f.meta.country_code, f.meta.state),
): Verification {
  const role = fiduciaryRole(f);
  const what = f.meta.trust ? 'the trust' : 'the estate';
  const name = f.meta.distributor;
  const i = `I${name ? `, ${name},` : ''} am the ${role} of ${what}.`;
  const declares =
    report === 'accounting'
      ? `I have read this account. As far as I know and believe, it is true and complete: it shows everything I received for ${what}, everything I paid out or handed over, and what ${what} still held at the close of the period.`
      : `I have read this inventory. As far as I know and believe, it lists all of ${what}'s property that has come into my hands or to my knowledge, at its value on the date of death, and the debts owed at that date.`;
  const oath =
    format === 'california'
      ? 'I make this declaration under penalty of perjury under California law.'
      : format === 'uniform'
        ? 'I understand that this report goes to the court and that a false statement in it can be punished.'
        : `I make this statement under oath or affirmation, knowing that it goes to the court.`;
  return {
    heading: 'Verification',
    paragraphs: [`${i} ${declares}`, oath],
    lines: [
      { label: `Signature of the ${role}`, value: '' },
      { label: 'Printed name', value: name },
      { label: 'Date', value: '' },
      ...WITNESS[format],
    ],
  };
}
