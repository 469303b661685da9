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

  it('lines above the header that carry dates and a balance (the account, the period) are not the rows', () => {
    // As French banks write it: the account line holds the period's first and last days and the balance in
    // columns other than the rows' date column, then a blank line, then the header.
    const csv = `="00012345678";01/09/2026;30/09/2026;2;30/09/2026;1 502,40 EUR

Date de l'opération;Libellé;Détail de l'écriture;Montant de l'opération;Devise
28/09/2026;PRLV SEPA ENERGIE;PRLV SEPA ENERGIE ECHEANCE 09;-64,20;EUR
05/09/2026;VIR RECU PENSION;VIR RECU CAISSE DE RETRAITE;1 210,00;EUR`;
    const r = read(csv);
    expect(r.format).toMatchObject({ header: true, date: 0, name: 1, amount: 3, dateFormat: 'd/m/yyyy' });
    expect(rowsOf(csv)).toEqual([
      ['2026-09-28', -6_420, 'PRLV SEPA ENERGIE'],
      ['2026-09-05', 121_000, 'VIR RECU PENSION'],
    ]);
    expect(r.problems).toEqual([]);
    // Label-and-value lines above (one of them a date, in the value's column): the header is still the row
    // above the first dated transaction.
    const labelled = `Numéro de compte;00012345678
Date;30/09/2026
Solde;1 502,40

Date;Libellé;Montant
28/09/2026;PRLV SEPA ENERGIE;-64,20`;
    expect(read(labelled).format).toMatchObject({ header: true, date: 0, name: 1, amount: 2 });
    expect(rowsOf(labelled)).toEqual([['2026-09-28', -6_420, 'PRLV SEPA ENERGIE']]);
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

  it('negated, a file that prints minus signs has every amount flipped, a "+" among them too', () => {
    const grid = readCsvGrid('Date,Payee,Amount\n09/02/2026,Power,+217.33\n09/03/2026,Payment,-300.00');
    const format = { ...guessCsvFormat(grid), negate: true };
    expect(csvStatement(grid, format).statement.rows.map((r) => r.val)).toEqual([-21_733, 30_000]);
  });
});

describe('the guess of the name column (real exports: test-io/statements)', () => {
  it('the column naming the other party before the one describing the row; the booking day before the value day', () => {
    const csv = `Auftragskonto;Valutadatum;Buchungstag;Buchungstext;Verwendungszweck;Beguenstigter/Zahlungspflichtiger;Kontonummer;Betrag;Waehrung
1000594757;22.02.18;21.02.18;FOLGELASTSCHRIFT;EREF+RECHNR. 100532580591 Ihre Rechnung;Vodafone Kabel Deutschland GmbH;DE13380700590045335700;-36,99;EUR
1000594757;23.02.18;23.02.18;GUTSCHRIFT;Miete Februar;Max Mustermann;DE02120300000000202051;450,00;EUR`;
    const r = read(csv);
    expect(r.format).toMatchObject({ date: 2, name: 5, amount: 7, dateFormat: 'd/m/yyyy' });
    expect(rowsOf(csv)).toEqual([
      ['2018-02-21', -3_699, 'Vodafone Kabel Deutschland GmbH'],
      ['2018-02-23', 45_000, 'Max Mustermann'],
    ]);
  });

  it('a value date is the date only when no other column holds one', () => {
    const grid = readCsvGrid('Value Date,Description,Amount\n2026-03-02,Rent,-900.00');
    expect(guessCsvFormat(grid).date).toBe(0);
    const both = readCsvGrid(
      'Value Date,Booking Date,Description,Amount\n2026-03-02,2026-03-01,Rent,-900.00',
    );
    expect(guessCsvFormat(both).date).toBe(1);
  });

  it('a bare Name is the other party, unless another column names the other party (then it is the holder)', () => {
    const bunq = `"Datum","Bedrag","Rekening","Tegenrekening","Naam","Omschrijving"
"2018-03-09","750,00","NL47BUNQ2025181418","NL77RABO0311467415","W. KOELEWIJN EO","Naar Bunq"
"2018-03-09","-18,90","NL47BUNQ2025181418","","Quality Nuts","Quality Nuts (EEMDIJK, NL)"`;
    expect(read(bunq).format).toMatchObject({ name: 4, amount: 1 });
    expect(rowsOf(bunq).map((r) => r[2])).toEqual(['W. KOELEWIJN EO', 'Quality Nuts']);
    // KBC: the holder's Naam beside an empty Naam tegenpartij; the description is the name.
    const kbc = `Rekeningnummer;Naam;Datum;Omschrijving;Bedrag;Naam tegenpartij
BE11123456789012;SMITH JOHN;28/02/2018;BIJDRAGE KBC-PLUSREKENING;-3,40;`;
    expect(read(kbc).format).toMatchObject({ date: 2, name: 3, amount: 4 });
    expect(rowsOf(kbc)).toEqual([['2018-02-28', -340, 'BIJDRAGE KBC-PLUSREKENING']]);
  });

  it('a header about the party or the row (its status, type, account) does not name it', () => {
    const paypal = `Date,Name,Type,Net,Counterparty Status
6/4/2016,Jane Doe,Recurring Payment Sent,-20.00,Verified
6/5/2016,Debit Card,Charge From Debit Card,"1,120.00",`;
    expect(read(paypal).format.name).toBe(1);
    const dcu = `DATE,TRANSACTION TYPE,DESCRIPTION,AMOUNT,MEMO
12/31/2021,DEBIT,TRANSFER TO MBR ***0123 SWEEP ACCOUNT,"-$7,971.39",
12/30/2021,CREDIT,ELECTRONIC DEPOSIT ACME INC,"$6,000.36",`;
    expect(read(dcu).format).toMatchObject({ name: 2, amount: 3 });
    expect(rowsOf(dcu)[0]).toEqual(['2021-12-31', -797_139, 'TRANSFER TO MBR ***0123 SWEEP ACCOUNT']);
  });

  it('passes over a named column empty on most rows or with one value on every row', () => {
    // Venmo: Username is filled only on a balance line above the rows; Note names the payment.
    const venmo = `Username,ID,Datetime,Type,Note,Amount (total)
my_username,,,,,
,1,2020-01-01T13:00:00,Charge,Dinner,+ $73.01
,2,2020-01-02T17:00:00,Payment,Rent share,- $12.01`;
    expect(read(venmo).format).toMatchObject({ date: 2, name: 4, amount: 5 });
    // Fidelity: "No Description" on every row; the longest varied words are in Action.
    const fidelity = `Run Date,Action,Security Description,Security Type,Amount ($)
01/27/2023, DIRECT DEBIT TREASURY DIRECTREAS DRCT (Cash), No Description,Cash,-10000
01/23/2023, DIRECT DEPOSIT Apple Cash TRAN Name WEB (Cash), No Description,Cash,200.99
01/17/2023,DIRECT DEBIT COMCAST XXXXXXXXXXX (Cash), No Description,Cash,-24.98`;
    expect(read(fidelity).format).toMatchObject({ name: 1, amount: 4 });
    expect(rowsOf(fidelity)[2]).toEqual(['2023-01-17', -2_498, 'DIRECT DEBIT COMCAST XXXXXXXXXXX (Cash)']);
  });

  it('without a header: words that vary, not codes, currencies, dates or amounts', () => {
    const csv = `02-Sep-2026,NL77RABO0311467415,03-Sep-2026,EUR,Tea,-5.00
04-Sep-2026,NL77RABO0311467415,05-Sep-2026,EUR,Bus,-2.50
06-Sep-2026,NL77RABO0311467415,07-Sep-2026,EUR,Tea,-5.00`;
    const r = read(csv);
    expect(r.format).toMatchObject({ header: false, date: 0, name: 4, amount: 5 });
    expect(rowsOf(csv)[1]).toEqual(['2026-09-04', -250, 'Bus']);
  });
});

describe('the guess of the sign', () => {
  it('amounts unsigned but for money in marked "+": the unsigned ones are money out', () => {
    const csv = `Date Processed,Description,Amount
12-Dec-2019,DELIVEROO.CO.UK LONDON,£18.89
03-Dec-2019,TFL TRAVEL CH,£1.50
02-Dec-2019,PAYMENT RECEIVED - THANK YOU,"+ £1,100.00"`;
    const r = read(csv);
    expect(r.format.negate).toBe(true);
    // the payment marked '+' stays money in
    expect(r.statement.rows.map((x) => x.val)).toEqual([-1_889, -150, 110_000]);
    // With a minus anywhere the signs are the bank's own.
    expect(read(`Date,Description,Amount\n2026-01-02,Refund,+5.00\n2026-01-03,Tea,-3.00`).format.negate).toBe(
      false,
    );
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
