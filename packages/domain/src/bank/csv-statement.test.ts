import { describe, expect, it } from 'vitest';
import { csvStatement, guessCsvFormat, readCsvGrid } from './csv-statement.ts';
import { parseCsvAmount, parseCsvDate } from './csv-values.ts';

// Exports in the shapes real banks give them; every figure is exact cents.
const read = (text: string) => {
  const grid = readCsvGrid(text);
  const format = guessCsvFormat(grid);
  return { format, ...csvStatement(grid, format) };
};
const rowsOf = (text: string) => read(text).statement.rows.map((r) => [r.date, r.val, r.name]);

describe('guess and read', () => {
  it('a US bank: one signed Amount column, m/d/yyyy, quoted thousands', () => {
    const csv = `Posting Date,Description,Amount,Type,Balance
09/02/2026,"GEORGIA POWER CO ONLINE PMT",-217.33,DEBIT,"4,782.67"
09/05/2026,SOCIAL SECURITY DEPOSIT,"1,850.00",CREDIT,"6,632.67"
09/14/2026,CHECK 1042,-45.00,CHECK,"6,587.67"`;
    const r = read(csv);
    expect(r.format).toMatchObject({ header: true, date: 0, name: 1, amount: 2, dateFormat: 'm/d/yyyy' });
    expect(rowsOf(csv)).toEqual([
      ['2026-09-02', -21_733, 'GEORGIA POWER CO ONLINE PMT'],
      ['2026-09-05', 185_000, 'SOCIAL SECURITY DEPOSIT'],
      ['2026-09-14', -4_500, 'CHECK 1042'],
    ]);
    expect(r.problems).toEqual([]);
  });

  it('separate Debit and Credit columns, yyyy-mm-dd', () => {
    const csv = `Date,Transaction,Debit,Credit
2026-10-01,Hospital bill,450.00,
2026-10-03,Refund from insurer,,120.10`;
    const r = read(csv);
    expect(r.format).toMatchObject({ amount: null, debit: 2, credit: 3, dateFormat: 'yyyy-mm-dd' });
    expect(rowsOf(csv)).toEqual([
      ['2026-10-01', -45_000, 'Hospital bill'],
      ['2026-10-03', 12_010, 'Refund from insurer'],
    ]);
  });

  it('a Canadian French export: semicolons, d/m/yyyy, decimal commas and spaces between thousands', () => {
    const csv = `Date;Libellé;Débit;Crédit
15/10/2026;Hydro-Québec;1 234,56;
03/11/2026;Dépôt pension;;2 100,00`;
    const r = read(csv);
    expect(r.format).toMatchObject({ dateFormat: 'd/m/yyyy', name: 1, debit: 2, credit: 3 });
    expect(rowsOf(csv)).toEqual([
      ['2026-10-15', -123_456, 'Hydro-Québec'],
      ['2026-11-03', 210_000, 'Dépôt pension'],
    ]);
  });

  it('dd-Mon-yyyy dates, parentheses for money out, no header row', () => {
    const csv = `02-Sep-2026,Power bill,($217.33)
05-Sep-2026,Pension,$1850.00`;
    const r = read(csv);
    expect(r.format).toMatchObject({ header: false, dateFormat: 'dd-Mon-yyyy', amount: 2 });
    expect(rowsOf(csv)).toEqual([
      ['2026-09-02', -21_733, 'Power bill'],
      ['2026-09-05', 185_000, 'Pension'],
    ]);
  });

  it('lists the lines it cannot read by their line number, and imports the rest', () => {
    const csv = `Date,Description,Amount
09/02/2026,Power,-217.33
13/45/2026,Bad date,-1.00
09/03/2026,Bad amount,abc`;
    const r = read(csv);
    expect(r.statement.rows).toHaveLength(1);
    expect(r.problems.map((p) => p.row)).toEqual([3, 4]);
  });

  it('a bank showing money out as positive is read with the sign flipped', () => {
    const grid = readCsvGrid('Date,Payee,Amount\n09/02/2026,Power,217.33');
    const format = { ...guessCsvFormat(grid), negate: true };
    expect(csvStatement(grid, format).statement.rows[0]?.val).toBe(-21_733);
  });
});

describe('row ids', () => {
  it('tell identical rows apart by rank, and give the same ids to the same rows of an overlapping export', () => {
    const a = read(`Date,Description,Amount
09/05/2026,COFFEE,-5.00
09/05/2026,COFFEE,-5.00
09/06/2026,BOOKS,-20.00`).statement.rows.map((r) => r.id);
    expect(a).toEqual([
      'csv:2026-09-05:-500:coffee:0',
      'csv:2026-09-05:-500:coffee:1',
      'csv:2026-09-06:-2000:books:0',
    ]);
    const b = read(`Date,Description,Amount
09/05/2026,Coffee,-5.00
09/05/2026,Coffee,-5.00
09/07/2026,Taxi,-15.00`).statement.rows.map((r) => r.id);
    expect(b.slice(0, 2)).toEqual(a.slice(0, 2));
  });

  it('reads a 10,000-row export whole', () => {
    const lines = ['Date,Description,Amount'];
    let sum = 0;
    for (let i = 0; i < 10_000; i++) {
      const cents = ((i * 7919) % 200_001) - 100_000;
      sum += cents;
      const d = new Date(Date.UTC(2026, 0, 1 + (i % 300)));
      const mdY = `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
      lines.push(`${mdY},Row ${i},${(cents / 100).toFixed(2)}`);
    }
    const { statement, problems } = read(lines.join('\n'));
    expect(problems).toEqual([]);
    expect(statement.rows).toHaveLength(10_000);
    expect(statement.rows.reduce((s, r) => s + r.val, 0)).toBe(sum);
    expect(new Set(statement.rows.map((r) => r.id)).size).toBe(10_000);
  });
});

describe('cells', () => {
  it('amounts as banks print them', () => {
    const cases: [string, number | null][] = [
      ['1,234.56', 123_456],
      ['-1,234.56', -123_456],
      ['(12.50)', -1_250],
      ['1.234,56', 123_456],
      ['1 234,56 €', 123_456],
      ['12.00 CR', 1_200],
      ['12.00 DR', -1_200],
      ['CA$5', 500],
      ['USD 5.1', 510],
      ['12-', -1_200],
      ['', null],
      ['abc', null],
      ['1,23,4', null],
    ];
    for (const [s, v] of cases) expect(parseCsvAmount(s), s).toBe(v);
  });
  it('dates in each format, and impossible days refused', () => {
    expect(parseCsvDate('9/2/2026', 'm/d/yyyy')).toBe('2026-09-02');
    expect(parseCsvDate('9/2/26', 'm/d/yyyy')).toBe('2026-09-02');
    expect(parseCsvDate('9/2/2026', 'd/m/yyyy')).toBe('2026-02-09');
    expect(parseCsvDate('2026.09.02', 'yyyy-mm-dd')).toBe('2026-09-02');
    expect(parseCsvDate('2-sept-2026', 'dd-Mon-yyyy')).toBe('2026-09-02');
    expect(parseCsvDate('02/30/2026', 'm/d/yyyy')).toBeNull();
    expect(parseCsvDate('2026-09-02 10:15', 'yyyy-mm-dd')).toBe('2026-09-02');
  });
});
