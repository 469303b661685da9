/**
 * The preparer's CSV of a tax year's sales (issue 42), one row per sale, for tax software to import: Form 8949's
 * columns for a US estate, Schedule 3 of the T3 for a Canadian one. papaparse writes it (quoting included).
 */
import Papa from 'papaparse';
import { centsToDecimal } from '../money.ts';
import { INHERITED, type SaleRow } from './sales.ts';

/** '2026-05-15' -> '05/15/2026', the way Form 8949 writes dates; INHERITED stays as it is. */
const usDate = (iso: string): string =>
  iso === INHERITED ? iso : `${iso.slice(5, 7)}/${iso.slice(8)}/${iso.slice(0, 4)}`;

const US_HEADER = [
  'Description of property',
  'Date acquired',
  'Date sold or disposed of',
  'Proceeds',
  'Cost or other basis',
  'Gain or (loss)',
  'Term',
  'Transactions',
];
const CA_HEADER = [
  'Description',
  'Year of acquisition',
  'Date of disposition',
  'Proceeds of disposition',
  'Adjusted cost base',
  'Outlays and expenses',
  'Gain (or loss)',
  'Transactions',
];

/**
 * The CSV text. Canada: property the decedent held was acquired by the estate at the death (ITA 70(5)(b)), so its
 * year of acquisition is the death year; outlays and expenses of the sale are not in the ledger and print as 0.
 */
export function salesCsv(rows: readonly SaleRow[], country: string, deathDate: string | null): string {
  const ids = (r: SaleRow) => r.txactIds.join(' ');
  if (country === 'ca') {
    const year = (r: SaleRow) =>
      r.acquired === INHERITED ? (deathDate ?? '').slice(0, 4) : r.acquired.slice(0, 4);
    return Papa.unparse({
      fields: CA_HEADER,
      data: rows.map((r) => [
        r.description,
        year(r),
        r.sold,
        centsToDecimal(r.proceeds),
        centsToDecimal(r.basis),
        centsToDecimal(0),
        centsToDecimal(r.gain),
        ids(r),
      ]),
    });
  }
  return Papa.unparse({
    fields: US_HEADER,
    data: rows.map((r) => [
      r.description,
      usDate(r.acquired),
      usDate(r.sold),
      centsToDecimal(r.proceeds),
      centsToDecimal(r.basis),
      centsToDecimal(r.gain),
      r.term === 'long' ? 'Long-term (Part II)' : 'Short-term (Part I)',
      ids(r),
    ]),
  });
}
