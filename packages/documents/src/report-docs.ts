// The reports as documents (title, caption, tables with totals): one model that the screen, the PDF and the CSV
// all print, built from the domain's figures so every rendering shows the same cents. Pure.
import {
  CONTACT_TYPES,
  type Contact,
  type CourtAccounting,
  courtCaption,
  estateTitle,
  type Facts,
  formatAddress,
  formatDisplayDate,
  formatMoney,
  type InventoryReport,
  labelOf,
  type StandardReport,
  type Verification,
} from '@probity/domain';
import type { PdfColumn, PdfDoc } from './doc.ts';

const L = (header: string): PdfColumn => ({ header, align: 'left' });
const R = (header: string): PdfColumn => ({ header, align: 'right' });
const $ = (c: number) => formatMoney(c);
const day = (iso: string | null) => (iso ? formatDisplayDate(iso) : '');

/** The court caption (the domain's): court, estate, county, case number, fiduciary, which account and the period. */
export const captionOf = (
  f: Pick<Facts, 'meta' | 'dec'>,
  period?: { start: string; end: string },
): string[] => courtCaption(f, { period, day: formatDisplayDate });

export function inventoryDoc(r: InventoryReport, caption: string[], verification?: Verification): PdfDoc {
  const on = r.asOf ? day(r.asOf) : null;
  const assetCols = [
    L('Asset'),
    L('Type'),
    L('Ownership'),
    R('Value at death'),
    R(on ? `Value on ${on}` : 'Value now'),
    R('Basis at death'),
  ];
  return {
    title: 'Inventory',
    caption: on ? [...caption, `Values as of ${on}`] : caption,
    // Portrait like the accountings: a court files it on letter paper, and a phone shows it wider.
    orientation: 'portrait',
    sections: [
      ...r.groups.map((g) => ({
        heading: g.label,
        columns: assetCols,
        body: [
          ...g.rows.map((a) => [a.name, a.type, a.ownership, $(a.atDeath), $(a.now), $(a.basisAtDeath)]),
          // What was left out stays in the totals: one line says so, so every column still adds up.
          ...(g.leftOut.count > 0
            ? [
                [
                  `${g.leftOut.count} ${g.leftOut.count === 1 ? 'asset' : 'assets'} valued $0.00 at death, not listed`,
                  '',
                  '',
                  $(g.leftOut.totals.atDeath),
                  $(g.leftOut.totals.now),
                  $(g.leftOut.totals.basisAtDeath),
                ],
              ]
            : []),
        ],
        foot: ['Total', '', '', $(g.totals.atDeath), $(g.totals.now), $(g.totals.basisAtDeath)],
      })),
      {
        heading: 'Debts',
        columns: [
          L('Debt'),
          L('Probate'),
          R('Owed at death'),
          R(on ? `Paid by ${on}` : 'Paid'),
          R(on ? `Remaining on ${on}` : 'Remaining'),
        ],
        body: r.debts.map((x) => [x.name, x.probate ? 'Yes' : 'No', $(x.atDeath), $(x.paid), $(x.remaining)]),
        foot: ['Total', '', $(r.debtTotals.atDeath), $(r.debtTotals.paid), $(r.debtTotals.remaining)],
      },
      {
        heading: 'Summary',
        columns: [L('Item'), R('At death')],
        body: [
          ['Assets', $(r.assetTotals.atDeath)],
          ['Debts', $(r.debtTotals.atDeath)],
        ],
        foot: ['Net estate', $(r.netAtDeath)],
      },
    ],
    verification,
  };
}

/** The court accounting: its summary (charges against credits), then each schedule with its lines. */
export function courtDoc(
  c: CourtAccounting,
  caption: string[],
  withLines = true,
  verification?: Verification,
): PdfDoc {
  const name = (s: { code: string; title: string }) => (s.code ? `Schedule ${s.code}: ${s.title}` : s.title);
  return {
    title: `Accounting: ${c.title}`,
    caption,
    orientation: 'portrait',
    sections: [
      {
        heading: 'Summary',
        columns: [L('Schedule'), R('Charges'), R('Credits')],
        body: c.schedules
          .filter((s) => s.side !== 'memo')
          .map((s) => [
            name(s),
            s.side === 'charge' ? $(s.total) : '',
            s.side === 'credit' ? $(s.total) : '',
          ]),
        foot: ['Total', $(c.charges), $(c.credits)],
      },
      ...(c.schedules.some((s) => s.side === 'memo')
        ? [
            {
              heading: 'Supporting schedules (outside the totals above)',
              columns: [L('Schedule'), R('Total')],
              body: c.schedules.filter((s) => s.side === 'memo').map((s) => [name(s), $(s.total)]),
            },
          ]
        : []),
      ...(withLines ? c.schedules : []).map((s) => ({
        heading: name(s),
        columns: [L('Date'), L('Description'), L('Category'), R('Amount')],
        body: s.lines.map((l) => [day(l.date), l.name, l.category, $(l.amount)]),
        foot: ['Total', '', '', $(s.total)],
        carryColumn: 3,
      })),
    ],
    verification,
  };
}

/** The standard approach: cash received and paid out by category, then every line with the running cash. */
export function standardDoc(
  r: StandardReport,
  caption: string[],
  withLines = true,
  verification?: Verification,
): PdfDoc {
  return {
    title: 'Accounting: receipts and disbursements',
    caption,
    orientation: 'portrait',
    sections: [
      {
        heading: 'Summary',
        columns: [L('Item'), R('Amount')],
        body: [
          ['Cash at the start', $(r.openingCash)],
          ['Receipts', $(r.receipts)],
          ['Disbursements', $(r.disbursements)],
        ],
        foot: ['Cash at the close', $(r.closingCash)],
      },
      {
        heading: 'By category',
        columns: [L('Category'), R('Receipts'), R('Disbursements')],
        body: r.byCategory.map((c) => [c.category, $(c.receipts), $(c.disbursements)]),
        foot: ['Total', $(r.receipts), $(r.disbursements)],
      },
      ...(withLines
        ? [
            {
              heading: 'Every receipt and disbursement',
              columns: [L('Date'), L('Description'), L('Category'), R('Amount'), R('Cash')],
              body: r.lines.map((l) => [day(l.date), l.name, l.category, $(l.amount), $(l.running)]),
            },
          ]
        : []),
    ],
    verification,
  };
}

export function contactsDoc(contacts: readonly Contact[], f: Pick<Facts, 'meta' | 'dec'>): PdfDoc {
  const sorted = [...contacts].sort((a, b) => a.name.localeCompare(b.name));
  return {
    title: 'Address book',
    caption: [estateTitle(f)],
    sections: [
      {
        columns: [L('Name'), L('Type'), L('Address'), L('Phone'), L('Email')],
        body: sorted.map((c) => [
          c.name,
          labelOf(CONTACT_TYPES, c.i_type),
          formatAddress(c),
          c.phone,
          c.email,
        ]),
      },
    ],
  };
}

/** The same document as CSV rows: each table under its heading, a blank row between tables. */
export function docRows(doc: PdfDoc): string[][] {
  const rows: string[][] = [[doc.title], ...(doc.caption ?? []).map((c) => [c])];
  for (const s of doc.sections) {
    rows.push([]);
    if (s.heading) rows.push([s.heading]);
    rows.push(s.columns.map((c) => c.header));
    rows.push(...s.body);
    if (s.foot) rows.push(s.foot);
  }
  const v = doc.verification;
  if (v) {
    rows.push([], [v.heading], ...v.paragraphs.map((p) => [p]));
    rows.push(...v.lines.map((l) => [l.label, l.value]));
  }
  return rows;
}
