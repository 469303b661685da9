// A receipt and release as the heir reads and signs it (issue 39): the document sent (sealed as canonical JSON, so
// its SHA-256 names it), and its PDF, which once signed ends with a signature page: who signed, when, from where,
// and the hashes of the release and of the accounting it rests on. Pure.
import { formatDisplayDate, formatMoney, RELEASE_TITLE } from '@probity/domain';
import canonicalize from 'canonicalize';
import type { PdfDoc, PdfSection } from './doc.ts';

export const RELEASE_FORMAT = 'probity-release/1';

export interface ReleaseDocument {
  format: typeof RELEASE_FORMAT;
  estate: { id: string; name: string };
  heir: { id: number; name: string };
  /** The done distributions it receipts: asset, day, value in cents. */
  lines: { asset: string; date: string; value: number }[];
  total: number;
  accounting: { number: number; end: string; json_sha256: string; pdf_sha256: string };
  statements: string[];
  consent: string;
  note: string;
  sent_by: string;
  /** ISO timestamp. */
  sent_at: string;
}

/** What the signature page records. */
export interface SignatureRecord {
  name: string;
  /** ISO timestamp. */
  at: string;
  ip: string;
  userAgent: string;
  releaseSha256: string;
}

export const releaseJson = (d: ReleaseDocument): string => canonicalize(d) ?? '';

const two = (a: string, b: string) => [
  { header: a, align: 'left' as const },
  { header: b, align: 'left' as const },
];

export function releaseDoc(d: ReleaseDocument, signed?: SignatureRecord): PdfDoc {
  const acc = `Accounting ${d.accounting.number}`;
  const sections: PdfSection[] = [
    {
      heading: 'Distributions received',
      columns: [
        { header: 'Date', align: 'left' },
        { header: 'Asset', align: 'left' },
        { header: 'Value', align: 'right' },
      ],
      body: d.lines.map((l) => [formatDisplayDate(l.date), l.asset, formatMoney(l.value)]),
      foot: ['Total', '', formatMoney(d.total)],
    },
    {
      heading: `The accounting it rests on: ${acc}`,
      columns: two('What', 'Record'),
      body: [
        ['Covers the estate up to', formatDisplayDate(d.accounting.end)],
        ['SHA-256 of its sealed data', d.accounting.json_sha256],
        ['SHA-256 of its PDF', d.accounting.pdf_sha256],
      ],
    },
    {
      heading: 'Statements',
      columns: two('Statement', 'Confirmed'),
      body: d.statements.map((s) => [s, signed ? 'Yes' : '']),
    },
    { heading: 'Please note', columns: [{ header: 'Note', align: 'left' }], body: [[d.note]] },
  ];
  if (signed)
    sections.push({
      heading: 'Signature page',
      newPage: true,
      columns: two('What', 'Record'),
      body: [
        ['Signed electronically by', signed.name],
        ['Date and time (UTC)', signed.at.replace('T', ' ').replace(/\.\d+Z$/, 'Z')],
        ['IP address', signed.ip],
        ['Browser', signed.userAgent],
        ['Consent to sign electronically', d.consent],
        ['SHA-256 of this release as sent', signed.releaseSha256],
        [`SHA-256 of ${acc}'s sealed data`, d.accounting.json_sha256],
        [`SHA-256 of ${acc}'s PDF`, d.accounting.pdf_sha256],
      ],
    });
  return {
    title: signed ? `${RELEASE_TITLE}, signed` : RELEASE_TITLE,
    caption: [
      d.estate.name,
      `To ${d.heir.name}, from ${d.sent_by}, sent ${formatDisplayDate(d.sent_at.slice(0, 10))}`,
    ],
    orientation: 'portrait',
    sections,
  };
}
