// CSV exports of bank statements (issue 17, the CSV import wizard): papaparse reads the grid (any
// delimiter), guessCsvFormat proposes where the date, description and amounts are, and csvStatement reads the rows
// with the columns the user confirmed. Row ids come from the row's content, so an overlapping export of the same
// account gives the same ids to the same rows.
import Papa from 'papaparse';
import type { z } from 'zod';
import type { ZCsvFormat } from '../api/bank.ts';
import { type CsvDateFormat, parseCsvAmount, parseCsvDate } from './csv-values.ts';
import { payeeKey, type Statement, type StatementRow } from './statement.ts';

export type CsvFormat = z.infer<typeof ZCsvFormat>;
export type { CsvDateFormat };

/** The cells of a CSV text, whatever its delimiter (comma, semicolon, tab, pipe); empty lines dropped. */
export function readCsvGrid(text: string): string[][] {
  const r = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  return r.data.map((row) => row.map((c) => (c ?? '').trim()));
}

const DATE_FORMATS: CsvDateFormat[] = ['m/d/yyyy', 'd/m/yyyy', 'yyyy-mm-dd', 'dd-Mon-yyyy'];
const HEADS = {
  date: /date|posted|datum|fecha|buchungstag/i,
  // The day interest counts from, not the day the money moved: the date only when no other column is.
  valueDate: /valu|wertstellung|rente|settle/i,
  // The name is the payee (its key matches rows to payees): a column naming the other party comes first, then
  // one describing the transaction. A bare "Name" is the other party too (PayPal, bunq), unless another column
  // names it: then it is the account holder's (KBC's Naam beside Naam tegenpartij).
  payee:
    /payee|empf(ä|ae)nger|beg(ü|ue)nstigt|zahlungspflichtig|tegenpartij|counterpart|benefici|bénéficiaire|merchant/i,
  bareName: /^(name|naam|nom|nombre)$/i,
  // Something else about the party or the row: its account, address, status, type, code.
  aboutName:
    /status|type|typ\b|\bid\b|\bnr\b|number|nummer|account|konto|rekening|iban|bic|blz|adres|address|code|currency/i,
  name: /descr|beschreibung|omschrijving|verwendungszweck|buchungstext|libell|narrat|detail|memo|note|mededeling|concepto|^transaction$/i,
  amount: /amount|montant|value|sum|betrag|bedrag|importe|^net$/i,
  debit: /debit|débit|withdraw|paid out|money out|retrait/i,
  credit: /credit|crédit|deposit|paid in|money in|dépôt/i,
};

/** All values read but one in ten (or one): enough to call a column what it looks like. */
const mostly = (read: number, all: number) => read >= 1 && read >= all - Math.max(1, Math.floor(all / 10));

const readsAsDate = (cell: string) => DATE_FORMATS.some((f) => parseCsvDate(cell, f) !== null);

/**
 * The header row: the last row above the first one dated in the date column (the column most rows carry a date
 * in) that holds neither a date nor an amount, and at least two cells; -1 when there is none. What a bank writes
 * above it (a title, the account, a balance with the period's dates in other columns) is not read.
 */
export function csvHeaderRow(grid: string[][]): number {
  const top = grid.slice(0, 200);
  const width = Math.max(0, ...top.map((r) => r.length));
  const dated = Array.from({ length: width }, (_, c) => top.filter((r) => readsAsDate(r[c] ?? '')).length);
  const dateCol = dated.indexOf(Math.max(0, ...dated));
  const firstDated = dateCol < 0 ? -1 : top.findIndex((r) => readsAsDate(r[dateCol] ?? ''));
  for (let i = Math.min(firstDated < 0 ? grid.length : firstDated, 40) - 1; i >= 0; i--) {
    const r = grid[i] ?? [];
    if (r.filter(Boolean).length >= 2 && !r.some((c) => readsAsDate(c) || parseCsvAmount(c) !== null))
      return i;
  }
  return -1;
}

/** The index of a CSV's first row of data under a format (after its header and what is above it). */
export const csvFirstRow = (grid: string[][], format: Pick<CsvFormat, 'header'>): number =>
  format.header ? Math.max(0, csvHeaderRow(grid)) + 1 : 0;

/** Where each field probably is, and how the dates read: the wizard's starting point. */
export function guessCsvFormat(grid: string[][]): CsvFormat {
  const width = Math.max(0, ...grid.slice(0, 20).map((r) => r.length));
  const headAt = csvHeaderRow(grid);
  const first = grid[headAt] ?? [];
  const cols = Array.from({ length: width }, (_, i) => i);
  const dateFormatOf = (rows: string[][], c: number): CsvDateFormat | null => {
    const cells = rows.map((r) => r[c] ?? '').filter(Boolean);
    if (cells.length === 0) return null;
    // The format reading the most values, at least half of them (lines of notes above or below the rows must
    // not hide the column); m/d/yyyy wins a tie with d/m/yyyy, unless the days are written with dots.
    const dotted = cells.filter((x) => /^\d{1,2}\.\d{1,2}\./.test(x)).length * 2 > cells.length;
    const order: CsvDateFormat[] = dotted
      ? ['d/m/yyyy', 'm/d/yyyy', 'yyyy-mm-dd', 'dd-Mon-yyyy']
      : DATE_FORMATS;
    const score = order.map((f) => cells.filter((x) => parseCsvDate(x, f) !== null).length);
    const best = Math.max(...score);
    return best >= 1 && best * 2 >= cells.length ? (order[score.indexOf(best)] ?? null) : null;
  };
  const isMoney = (rows: string[][], c: number) => {
    const cells = rows.map((r) => r[c] ?? '').filter(Boolean);
    return mostly(cells.filter((x) => parseCsvAmount(x) !== null).length, cells.length);
  };
  const header = headAt >= 0;
  const body = grid.slice(headAt + 1, headAt + 201);
  const heads = header ? first : [];
  const byHead = (re: RegExp, ok: (c: number) => boolean) =>
    cols.find((c) => re.test(heads[c] ?? '') && ok(c));
  const dated = (c: number) => dateFormatOf(body, c) !== null;
  const dateCol =
    byHead(HEADS.date, (c) => !HEADS.valueDate.test(heads[c] ?? '') && dated(c)) ??
    byHead(HEADS.date, dated) ??
    cols.find(dated) ??
    0;
  const dateFormat = dateFormatOf(body, dateCol) ?? 'm/d/yyyy';
  // Amounts and names are judged on the dated rows only.
  const rows = body.filter((r) => parseCsvDate(r[dateCol] ?? '', dateFormat) !== null);
  const money = (c: number) => c !== dateCol && isMoney(rows, c);
  const debit = byHead(HEADS.debit, (c) => c !== dateCol) ?? null;
  const credit = byHead(HEADS.credit, (c) => c !== dateCol) ?? null;
  const split = debit !== null && credit !== null && debit !== credit;
  const amount = split ? null : (byHead(HEADS.amount, money) ?? [...cols].reverse().find(money) ?? null);
  // Some amounts marked '+' and none negative: the bank marks money in, so the unsigned rest is money out
  // (a card's charges).
  const signed = amount === null ? [] : rows.map((r) => r[amount] ?? '');
  const negate = signed.some((x) => x.startsWith('+')) && !signed.some((x) => (parseCsvAmount(x) ?? 0) < 0);
  const used = new Set([dateCol, amount, debit, credit]);
  const values = (c: number) => rows.map((r) => r[c] ?? '').filter(Boolean);
  // A name column is filled on at least half the rows, mostly with words: not dates or amounts, not codes (IBANs,
  // BICs, ids, currency codes), not one value on every row (the account holder, "No Description", "Cash").
  const words = (c: number) => {
    const v = values(c);
    const text = v.filter((x) => /\p{L}/u.test(x) && !/^[A-Z]{3}$|^(?=\S*\d)(?=\S*\p{L})\S+$/u.test(x));
    return (
      !used.has(c) &&
      dateFormatOf(rows, c) === null &&
      !isMoney(rows, c) &&
      v.length * 2 >= rows.length &&
      mostly(text.length, v.length) &&
      (v.length < 3 || new Set(v).size > 1)
    );
  };
  const about = (c: number) => HEADS.aboutName.test(heads[c] ?? '');
  const namedPayee = cols.some((c) => HEADS.payee.test(heads[c] ?? '') && !about(c));
  const byNameHead = (ok: (c: number) => boolean) => {
    const head = (re: RegExp) => byHead(re, (c) => !about(c) && ok(c));
    return head(HEADS.payee) ?? (namedPayee ? undefined : head(HEADS.bareName)) ?? head(HEADS.name);
  };
  // Without a header that says so, the words that vary most and say most: the sum of the distinct values' length.
  const said = (c: number) => [...new Set(values(c))].reduce((s, x) => s + x.length, 0);
  const name =
    byNameHead(words) ??
    cols.filter(words).sort((a, b) => said(b) - said(a))[0] ??
    byNameHead((c) => !used.has(c)) ??
    cols.find((c) => !used.has(c)) ??
    0;
  return {
    header,
    date: dateCol,
    name,
    amount: split ? null : amount,
    debit: split ? debit : null,
    credit: split ? credit : null,
    dateFormat,
    negate,
  };
}

/** The statement the rows make under a format; lines that cannot be read are listed, not guessed. */
export function csvStatement(
  grid: string[][],
  format: CsvFormat,
  account = 'CSV',
): { statement: Statement; problems: { row: number; msg: string }[] } {
  const rows: StatementRow[] = [];
  const problems: { row: number; msg: string }[] = [];
  const seen = new Map<string, number>();
  const start = csvFirstRow(grid, format);
  // A bank that marks money in with '+' and never prints a minus (M&S Bank's card) means its unsigned amounts are
  // money out: negated, those flip and the '+' ones keep their sign. Where the file prints minus signs, negate
  // flips every amount.
  const amounts =
    format.amount === null ? [] : grid.slice(start).map((r) => (r[format.amount ?? 0] ?? '').trim());
  const plusMarksIn =
    format.negate &&
    amounts.some((x) => x.startsWith('+')) &&
    !amounts.some((x) => (parseCsvAmount(x) ?? 0) < 0);
  grid.forEach((cells, i) => {
    if (i < start) return;
    const line = i + 1;
    const date = parseCsvDate(cells[format.date] ?? '', format.dateFormat);
    if (!date) {
      const cell = cells[format.date] ?? '';
      problems.push({
        row: line,
        // A line without a date is a note, a total or a continuation of the row above, not a transaction.
        msg: cell
          ? `The date '${cell}' does not read as ${format.dateFormat}`
          : `No date in column ${format.date + 1}: not a transaction`,
      });
      return;
    }
    let val: number | null;
    if (format.amount !== null) {
      const cell = (cells[format.amount] ?? '').trim();
      const a = parseCsvAmount(cell);
      val = a === null ? null : format.negate && !(plusMarksIn && cell.startsWith('+')) ? -a : a;
    } else {
      const out = format.debit === null ? '' : (cells[format.debit] ?? '');
      const inn = format.credit === null ? '' : (cells[format.credit] ?? '');
      const o = out ? parseCsvAmount(out) : 0;
      const n = inn ? parseCsvAmount(inn) : 0;
      // Money out is money out, whatever sign the bank printed.
      val = o === null || n === null || (!out && !inn) ? null : Math.abs(n) - Math.abs(o);
    }
    if (val === null) {
      problems.push({ row: line, msg: 'The amount cannot be read' });
      return;
    }
    const name = (cells[format.name] ?? '').replace(/\s+/g, ' ').trim();
    const key = `${date}:${val}:${payeeKey(name).slice(0, 40)}`;
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    rows.push({ id: `csv:${key}:${n}`, date, val, name });
  });
  return { statement: { account, rows, closing: null, currency: null }, problems };
}
