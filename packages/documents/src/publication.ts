// A published accounting (issue 39) as it is sealed: the report's structured figures and the document the heirs
// read, with what changed in the accounting before, as canonical JSON (RFC 8785, the JSON Canonicalization Scheme:
// sorted keys, no spaces), so anyone can hash the stored text again and get the stored SHA-256. Pure.
import type { AccountingOptions, Derived, DocChange, Facts } from '@probity/domain';
import canonicalize from 'canonicalize';
import { accountingDoc } from './accounting-doc.ts';
import type { PdfDoc, PdfSection } from './doc.ts';
import { docChanges } from './doc-diff.ts';

export const PUBLICATION_FORMAT = 'probity-accounting/1';

/** The accounting before this one, as it was sealed. */
export interface SealedBefore {
  number: number;
  json_sha256: string;
  options: AccountingOptions;
  doc: PdfDoc;
}

export interface Sealed {
  format: typeof PUBLICATION_FORMAT;
  estate: { id: string; name: string };
  number: number;
  /** ISO timestamp. */
  published_at: string;
  published_by: string;
  /** The estate's saved revision it was drawn from. */
  rev: number;
  options: AccountingOptions;
  report: unknown;
  doc: PdfDoc;
  /** The accounting before and what has changed inside its period since it was sealed. */
  since: { number: number; json_sha256: string } | null;
  changes: DocChange[];
}

/**
 * Seals accounting `number` from the estate's saved facts. The changes are those of the accounting before: its
 * options drawn again on today's facts against the document it sealed, so a correction inside a published period
 * shows line by line (and when both cover the same period, these are the changes between the two).
 */
export function sealAccounting(
  f: Facts,
  d: Derived,
  o: Pick<Sealed, 'estate' | 'number' | 'published_at' | 'published_by' | 'rev' | 'options'> & {
    before: SealedBefore | null;
  },
): { sealed: Sealed; json: string } {
  const drawn = accountingDoc(f, d, o.options);
  const changes = o.before ? docChanges(o.before.doc, accountingDoc(f, d, o.before.options).doc) : [];
  const sealed: Sealed = {
    format: PUBLICATION_FORMAT,
    estate: o.estate,
    number: o.number,
    published_at: o.published_at,
    published_by: o.published_by,
    rev: o.rev,
    options: o.options,
    report: drawn.report,
    doc: drawn.doc,
    since: o.before ? { number: o.before.number, json_sha256: o.before.json_sha256 } : null,
    changes,
  };
  // report objects hold only strings, integers, booleans, arrays and plain objects: canonicalize never gives up
  return { sealed, json: canonicalize(sealed) ?? '' };
}

const MONEY = /^-?\$[\d,]+\.\d{2}$/;
/** The amounts of a row (its words are the line's name). */
const amounts = (cells: readonly string[] | null) => (cells ?? []).filter((c) => MONEY.test(c)).join('  ');
const CHANGE_WORDS: Record<DocChange['kind'], string> = {
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
};

/**
 * The PDF of a sealed accounting: its document, a caption saying which publication it is and the SHA-256 of the
 * sealed JSON, and a last table of the changes since the accounting before.
 */
export function publishedDoc(s: Sealed, jsonSha256: string, day: (iso: string) => string): PdfDoc {
  const sections: PdfSection[] = [...s.doc.sections];
  if (s.since)
    sections.push({
      heading: `Changes to Accounting ${s.since.number}'s period since it was published`,
      columns: [
        { header: 'Table', align: 'left' },
        { header: 'Line', align: 'left' },
        { header: 'Change', align: 'left' },
        { header: 'Before', align: 'right' },
        { header: 'Now', align: 'right' },
      ],
      body: s.changes.map((c) => [
        c.section,
        c.line,
        CHANGE_WORDS[c.kind],
        amounts(c.before),
        amounts(c.after),
      ]),
    });
  return {
    ...s.doc,
    title: `Accounting ${s.number}: ${s.doc.title}`,
    caption: [
      ...(s.doc.caption ?? []),
      `Accounting ${s.number}, published ${day(s.published_at.slice(0, 10))} by ${s.published_by}`,
      `SHA-256 of its sealed data: ${jsonSha256}`,
    ],
    sections,
  };
}
