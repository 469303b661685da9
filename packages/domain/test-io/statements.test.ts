// The corpus of real statements (test-io/statements, README.md there): every file imports with exact amounts or
// is refused with a message that says why. OFX expectations come from a second reader written here, deliberately
// simple (regular expressions over the transaction blocks, amounts through floating point); CSV expectations were
// read from the files by hand (csv-manifest.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bankFileText } from '../src/bank/bank-file-text.ts';
import { csvStatement, guessCsvFormat, readCsvGrid } from '../src/bank/csv-statement.ts';
import { msgOfxBankError, msgOfxSignon, parseOfx } from '../src/bank/ofx-statement.ts';
import { CAT } from '../src/enums.ts';
import { CSV_CASES } from './statements/csv-manifest.ts';

const DIR = join(import.meta.dirname, 'statements');
const read = (file: string) => readFileSync(join(DIR, file), 'latin1');
const ofxFiles = readdirSync(DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(join(DIR, d.name)).map((f) => `${d.name}/${f}`))
  .filter((f) => /\.(ofx|qfx)$/i.test(f));

// ---- the second reader ----
const field = (block: string, tag: string) =>
  new RegExp(`<${tag}>\\s*([^<\\r\\n]*)`, 'i').exec(block)?.[1]?.trim() ?? '';
/** Cents, rounded half away from zero, by way of a float (the parser reads the digits as text instead). */
function cents(amount: string): number | null {
  const s = amount.includes('.') ? amount : amount.replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(s)) return null;
  const x = Number(s);
  return Math.sign(x) * Math.round(Math.abs(x) * 100 + 1e-7) || 0;
}
function day(ofxDate: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(ofxDate);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  const iso = d.toISOString().slice(0, 10);
  return iso === `${m[1]}-${m[2]}-${m[3]}` ? iso : null;
}
type Seen = { rows: { date: string; val: number }[]; unread: number; value: number | null };
function secondReader(text: string): Seen {
  const rows: Seen['rows'] = [];
  let unread = 0;
  const add = (date: string | null, val: number | null) => {
    if (date && val !== null) rows.push({ date, val });
    else unread++;
  };
  // Bank and card rows, and a brokerage's bank transactions: every STMTTRN block.
  for (const m of text.matchAll(
    /<STMTTRN>([\s\S]*?)(?=<\/STMTTRN>|<STMTTRN>|<\/BANKTRANLIST>|<\/INVBANKTRAN>)/gi,
  ))
    add(day(field(m[1] ?? '', 'DTPOSTED')), cents(field(m[1] ?? '', 'TRNAMT')));
  // A brokerage's cash side of buys, sells, income and expenses: their TOTAL.
  for (const m of text.matchAll(
    /<((?:BUY|SELL)(?:MF|STOCK|DEBT|OPT|OTHER)|INCOME|INVEXPENSE|MARGININTEREST|RETOFCAP)>([\s\S]*?)<\/\1>/gi,
  )) {
    const b = m[2] ?? '';
    add(day(field(b, 'DTSETTLE') || field(b, 'DTTRADE')), cents(field(b, 'TOTAL')));
  }
  const positions = /<INVPOSLIST>([\s\S]*?)<\/INVPOSLIST>/i.exec(text)?.[1];
  const value =
    positions === undefined
      ? null
      : [...positions.matchAll(/<MKTVAL>\s*([^<\r\n]*)/gi)].reduce(
          (s, x) => s + (cents(x[1] ?? '') ?? 0),
          0,
        ) + (cents(field(text, 'AVAILCASH')) ?? 0);
  return { rows, unread, value };
}

// Files that hold no statement, and what the import answers for them.
const REFUSED: Record<string, string> = {
  'jseutter-ofxparse/error_message.ofx': msgOfxBankError('General Server Error'),
  'jseutter-ofxparse/signon_fail.ofx': msgOfxSignon(
    'Your request could not be processed because you supplied an invalid identification code or your password was incorrect',
  ),
};

describe('the corpus', () => {
  it('holds at least 40 files from at least three repositories, each beside its licence', () => {
    const dirs = readdirSync(DIR, { withFileTypes: true }).filter((d) => d.isDirectory());
    const files = dirs.flatMap((d) =>
      readdirSync(join(DIR, d.name)).filter((f) => !/^(LICENSE|README\.md)$/.test(f)),
    );
    expect(dirs.length).toBeGreaterThanOrEqual(3);
    expect(files.length).toBeGreaterThanOrEqual(40);
    for (const d of dirs)
      expect(readdirSync(join(DIR, d.name))).toEqual(expect.arrayContaining(['LICENSE', 'README.md']));
  });
});

describe.each(ofxFiles)('%s', (file) => {
  it('imports exactly what a second reader finds, or is refused with why', () => {
    const text = read(file);
    const r = parseOfx(text);
    if (REFUSED[file]) return expect(r).toEqual({ problem: REFUSED[file] });
    if ('problem' in r) throw new Error(r.problem);
    const seen = secondReader(text);
    const rows = r.statements.flatMap((s) => s.rows);
    const dates = rows.map((x) => x.date).sort();
    const mine = seen.rows.map((x) => x.date).sort();
    expect({
      rows: rows.length,
      sum: rows.reduce((s, x) => s + x.val, 0),
      first: dates[0],
      last: dates.at(-1),
      unread: r.statements.reduce((s, x) => s + x.problems.length, 0),
    }).toEqual({
      rows: seen.rows.length,
      sum: seen.rows.reduce((s, x) => s + x.val, 0),
      first: mine[0],
      last: mine.at(-1),
      unread: seen.unread,
    });
    const investment = r.statements.find((s) => s.kind === 'investment');
    if (investment && seen.value !== null) expect(investment.value?.val).toBe(seen.value);
  });
});

describe.each(CSV_CASES)('$file', (c) => {
  it(`${c.bank}: every row read exactly, the other lines named`, () => {
    // Decoded as the import dialog decodes an upload (UTF-8, else Windows-1252).
    const grid = readCsvGrid(bankFileText(readFileSync(join(DIR, c.file))));
    const { statement, problems } = csvStatement(grid, c.format);
    const dates = statement.rows.map((x) => x.date).sort();
    expect({
      rows: statement.rows.length,
      sum: statement.rows.reduce((s, x) => s + x.val, 0),
      first: dates[0],
      last: dates.at(-1),
      unread: problems.map((p) => p.row),
    }).toEqual({ rows: c.rows, sum: c.sum, first: c.first, last: c.last, unread: c.unread });
    for (const p of problems) expect(p.msg).not.toBe('');
    // The wizard proposes these columns; the user fixes only those listed.
    const guess = guessCsvFormat(grid);
    for (const k of Object.keys(c.format) as (keyof typeof c.format)[])
      if (!c.fix?.includes(k)) expect(guess[k], k).toEqual(c.format[k]);
      // A column listed as wrong that the guess now gets right is taken off the list.
      else expect(guess[k], k).not.toEqual(c.format[k]);
  });
});

describe('real forms, read right', () => {
  const ofx = (file: string) => {
    const r = parseOfx(read(file));
    if ('problem' in r) throw new Error(r.problem);
    return r.statements;
  };
  it('an Australian OFX 2 statement whose NAME and MEMO are CDATA sections (Suncorp, AUD)', () => {
    expect(ofx('jseutter-ofxparse/suncorp.ofx')[0]).toMatchObject({
      currency: 'AUD',
      rows: [{ date: '2013-12-15', val: -1_685, name: 'EFTPOS WDL HANDYWAY ALDI STORE' }],
    });
  });
  it('statements in AUD and CAD: a credit card, a bank account, a brokerage', () => {
    expect(ofx('jseutter-ofxparse/anzcc.ofx')[0]).toMatchObject({ kind: 'card', currency: 'AUD' });
    expect(ofx('jseutter-ofxparse/bank_medium.ofx')[0]).toMatchObject({ kind: 'bank', currency: 'CAD' });
    expect(ofx('jseutter-ofxparse/investment_medium.ofx')[0]).toMatchObject({
      kind: 'investment',
      currency: 'CAD',
    });
  });
  it('a brokerage statement proposes each row a category by what moved the cash', () => {
    const rows = (f: string) => ofx(f)[0]?.rows.map((x) => [x.val, x.cat]);
    // Fidelity: two sales, interest typed CREDIT, a fee typed DEBIT (four-decimal amounts, +00000000000000.2400).
    expect(rows('egh-ledger-autosync/fidelity_fee.ofx')).toEqual([
      [323_937, CAT.assetSale],
      [82_598, CAT.assetSale],
      [24, CAT.interest],
      [-97, CAT.estateExpense],
      [16, CAT.interest],
    ]);
    // ofxtools' sample: a stock bought, a customer deposit.
    expect(rows('csingley-ofxtools/invstmtrs.ofx')).toEqual([
      [-502_500, CAT.assetPurchase],
      [100_000, CAT.transferIn],
    ]);
  });
  it('a four-decimal brokerage amount rounds half away from zero', () => {
    const rows = ofx('egh-ledger-autosync/fidelity_fee.ofx')[0]?.rows ?? [];
    expect(rows.length).toBeGreaterThan(0);
    for (const x of rows) expect(Number.isInteger(x.val)).toBe(true);
  });
});
