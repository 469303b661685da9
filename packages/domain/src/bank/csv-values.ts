// Reading one CSV cell as a bank wrote it: dates in the formats banks use, amounts with currency signs, thousands
// separators, decimal commas, parentheses and CR/DR marks. Both give null when the cell is not one.
import { decimalToCents } from './decimal.ts';

export type CsvDateFormat = 'm/d/yyyy' | 'd/m/yyyy' | 'yyyy-mm-dd' | 'dd-Mon-yyyy';
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (n: number) => String(n).padStart(2, '0');
/** yyyy-mm-dd of a real calendar day (two-digit years are 20xx), else null. */
export function isoOf(y: number, m: number, d: number): string | null {
  const year = y < 100 ? 2000 + y : y;
  if (m < 1 || m > 12 || d < 1 || year < 1900 || year > 2199) return null;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return d > last ? null : `${year}-${pad(m)}-${pad(d)}`;
}

export function parseCsvDate(s: string, format: CsvDateFormat): string | null {
  // A time after the day is dropped; so is a note after a numeric day ("04/17/2023 as of 04/15/2023").
  const day = s.trim().replace(/(?:T|\s+)\d{1,2}:\d{2}.*$/, '');
  const t = format === 'dd-Mon-yyyy' ? day : (day.split(' ')[0] ?? '');
  if (format === 'dd-Mon-yyyy') {
    const m = /^(\d{1,2})[-/. ]([A-Za-z]{3})[A-Za-z]*\.?[-/. ](\d{2}|\d{4})$/.exec(t);
    const month = m ? MONTHS.indexOf((m[2] ?? '').toLowerCase()) + 1 : 0;
    return m && month ? isoOf(Number(m[3]), month, Number(m[1])) : null;
  }
  const m = /^(\d{1,4})[-/.](\d{1,2})[-/.](\d{1,4})$/.exec(t);
  if (!m) return null;
  const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (format === 'yyyy-mm-dd') return (m[1] ?? '').length === 4 ? isoOf(a, b, c) : null;
  if ((m[3] ?? '').length === 3 || (m[1] ?? '').length > 2) return null;
  return format === 'm/d/yyyy' ? isoOf(c, a, b) : isoOf(c, b, a);
}

/** An amount in cents: "$1,234.56", "-12.50", "(12.50)", "1 234,56 €", "1.234,56", "12.00 CR", "USD 5". */
export function parseCsvAmount(s: string): number | null {
  let t = s.replace(/[\s\u00a0\u202f]/g, '');
  if (!t) return null;
  let neg = false;
  const paren = /^\((.*)\)$/.exec(t);
  if (paren) {
    neg = true;
    t = paren[1] ?? '';
  }
  const mark = /(CR|DR)$/i.exec(t);
  if (mark) {
    neg = neg !== (mark[1]?.toUpperCase() === 'DR');
    t = t.slice(0, -2);
  }
  t = t.replace(/^(?:[A-Z]{2,3}\$?|[$€£¥])/i, '').replace(/(?:[$€£¥]|[A-Z]{3})$/i, '');
  if (t.endsWith('-')) {
    neg = !neg;
    t = t.slice(0, -1);
  }
  if (t.startsWith('-') || t.startsWith('+')) {
    neg = neg !== t.startsWith('-');
    t = t.slice(1);
  }
  t = t.replace(/^(?:[$€£¥])/, '');
  // The last separator followed by one or two digits is the decimal mark; the others group thousands.
  const dec = /[.,](\d{1,2})$/.exec(t);
  const whole = dec ? t.slice(0, dec.index) : t;
  if (!/^\d{1,3}(?:([.,'])\d{3}(?:\1\d{3})*)?$|^\d+$/.test(whole)) return null;
  // More than a hundred billion is no amount: an account number or an IBAN's digits.
  if (whole.replace(/\D/g, '').replace(/^0+/, '').length > 12) return null;
  const cents = decimalToCents(`${whole.replace(/[.,']/g, '')}.${dec?.[1] ?? ''}`);
  if (cents === null) return null;
  return neg && cents !== 0 ? -cents : cents;
}
