// CSV exports of bank statements (issue 17, workspace §2 CSV import wizard): papaparse reads the grid (any
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
  date: /date|posted|datum|fecha/i,
  name: /descr|payee|memo|narrat|detail|libell|name|transaction/i,
  amount: /amount|montant|value|sum/i,
  debit: /debit|débit|withdraw|paid out|money out|retrait/i,
  credit: /credit|crédit|deposit|paid in|money in|dépôt/i,
};

/** All values read but one in ten (or one): enough to call a column what it looks like. */
const mostly = (read: number, all: number) => read >= 1 && read >= all - Math.max(1, Math.floor(all / 10));

/** Where each field probably is, and how the dates read: the wizard's starting point. */
export function guessCsvFormat(grid: string[][]): CsvFormat {
  const width = Math.max(0, ...grid.slice(0, 20).map((r) => r.length));
  const body = (header: boolean) => grid.slice(header ? 1 : 0, 200);
  const first = grid[0] ?? [];
  const cols = Array.from({ length: width }, (_, i) => i);
  const dateFormatOf = (rows: string[][], c: number): CsvDateFormat | null => {
    const cells = rows.map((r) => r[c] ?? '').filter(Boolean);
    if (cells.length === 0) return null;
    // The format reading the most values, most of them at least (a stray bad line must not hide the column);
    // m/d/yyyy wins a tie with d/m/yyyy.
    const score = DATE_FORMATS.map((f) => cells.filter((x) => parseCsvDate(x, f) !== null).length);
    const best = Math.max(...score);
    return mostly(best, cells.length) ? (DATE_FORMATS[score.indexOf(best)] ?? null) : null;
  };
  const isMoney = (rows: string[][], c: number) => {
    const cells = rows.map((r) => r[c] ?? '').filter(Boolean);
    return mostly(cells.filter((x) => parseCsvAmount(x) !== null).length, cells.length);
  };
  // A header row: its cells are not dates where the rows below have dates.
  const header = cols.some((c) => dateFormatOf(body(true), c) !== null && dateFormatOf([first], c) === null);
  const rows = body(header);
  const heads = header ? first : [];
  const byHead = (re: RegExp, ok: (c: number) => boolean) =>
    cols.find((c) => re.test(heads[c] ?? '') && ok(c));
  const dateCol =
    byHead(HEADS.date, (c) => dateFormatOf(rows, c) !== null) ??
    cols.find((c) => dateFormatOf(rows, c) !== null) ??
    0;
  const money = (c: number) => c !== dateCol && isMoney(rows, c);
  const debit = byHead(HEADS.debit, (c) => c !== dateCol) ?? null;
  const credit = byHead(HEADS.credit, (c) => c !== dateCol) ?? null;
  const split = debit !== null && credit !== null && debit !== credit;
  const amount = split ? null : (byHead(HEADS.amount, money) ?? [...cols].reverse().find(money) ?? null);
  const used = new Set([dateCol, amount, debit, credit]);
  const textLength = (c: number) => rows.reduce((s, r) => s + (r[c] ?? '').length, 0);
  const name =
    byHead(HEADS.name, (c) => !used.has(c) || !split) ??
    cols.filter((c) => !used.has(c) && !isMoney(rows, c)).sort((a, b) => textLength(b) - textLength(a))[0] ??
    0;
  return {
    header,
    date: dateCol,
    name,
    amount: split ? null : amount,
    debit: split ? debit : null,
    credit: split ? credit : null,
    dateFormat: dateFormatOf(rows, dateCol) ?? 'm/d/yyyy',
    negate: false,
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
  grid.forEach((cells, i) => {
    if (format.header && i === 0) return;
    const line = i + 1;
    const date = parseCsvDate(cells[format.date] ?? '', format.dateFormat);
    if (!date) {
      problems.push({
        row: line,
        msg: `The date '${cells[format.date] ?? ''}' does not read as ${format.dateFormat}`,
      });
      return;
    }
    let val: number | null;
    if (format.amount !== null) {
      const a = parseCsvAmount(cells[format.amount] ?? '');
      val = a === null ? null : format.negate ? -a : a;
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
