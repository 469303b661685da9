// In test-io: it reads the fixture files (the domain itself does no I/O).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MSG_OFX_NO_STATEMENT,
  MSG_OFX_UNREADABLE,
  msgOfxBankError,
  parseOfx,
} from '../src/bank/ofx-statement.ts';

// Real statements (fixtures/ofx, from ofxparse, MIT) and two written here: OFX 2 XML and an SGML credit card.
const read = (name: string) =>
  parseOfx(readFileSync(join(import.meta.dirname, '../src/bank/fixtures/ofx', name), 'utf8'));
const ok = (r: ReturnType<typeof parseOfx>) => {
  if ('problem' in r) throw new Error(r.problem);
  return r;
};

describe('parseOfx on real bank files', () => {
  it('reads an OFX 1 (SGML) bank statement: rows, FITID ids, exact cents, the closing balance', () => {
    const r = ok(read('bank_medium.ofx'));
    expect(r.statements).toHaveLength(1);
    const s = r.statements[0];
    expect(s).toMatchObject({
      account: '12300 000012345678',
      currency: 'CAD',
      closing: { val: 38_234, date: '2009-05-23' },
    });
    expect(s?.rows).toEqual([
      {
        id: 'ofx:12300 000012345678:0000123456782009040100001',
        date: '2009-04-01',
        val: -660,
        name: "MCDONALD'S #112",
      },
      {
        id: 'ofx:12300 000012345678:0000123456782009040200004',
        date: '2009-04-02',
        val: -31_667,
        name: "Joe's Bald Hairstyles",
      },
      {
        id: 'ofx:12300 000012345678:0000123456782009040300005',
        date: '2009-04-03',
        val: -2_200,
        name: "CONNIE'S HAIR D",
      },
    ]);
  });

  it('lists every account of a file that holds several (OFX 2, XML)', () => {
    const r = ok(read('multiple_accounts2.ofx'));
    expect(r.statements.map((s) => [s.account, s.closing?.val])).toEqual([
      ['9100', 11_100],
      ['9200', 22_200],
    ]);
  });

  it('skips rows it cannot read (an impossible date, a broken amount) and counts them', () => {
    const dates = ok(read('fail_nice-date_missing.ofx'));
    expect(dates.statements[0]?.problems.map((p) => p.msg)).toEqual([
      'Transaction 1 (184997056) has no readable date',
      'Transaction 2 (2000957249) has no readable date',
      "Transaction 3 (2000957249) has no readable date ('20120231')",
    ]);
    expect(dates.statements[0]?.rows).toEqual([]);
    const decimal = ok(read('fail_nice-decimal_error.ofx'));
    expect(decimal.statements[0]?.problems).toHaveLength(1);
    expect(ok(read('fail_nice-empty_balance.ofx')).statements[0]).toMatchObject({
      closing: null,
      rows: [{ date: '2011-03-08', val: 12_000, name: 'Foobar' }],
    });
  });

  it('names a row without FITID by its content, from the MEMO when it has no NAME', () => {
    expect(ok(read('ofx-v102-empty-tags.ofx')).statements[0]?.rows).toEqual([
      {
        id: 'ofx:12345678:2018-05-07:1234:cba transfer:0',
        date: '2018-05-07',
        val: 1_234,
        name: 'CBA:Transfer',
      },
    ]);
  });

  it('refuses files without a statement, saying why, with a message rather than a throw', () => {
    expect(read('error_message.ofx')).toEqual({ problem: msgOfxBankError('General Server Error') });
    expect(read('account_listing_aggregation.ofx')).toEqual({ problem: MSG_OFX_NO_STATEMENT });
    expect(read('bank_small.ofx')).toEqual({ problem: MSG_OFX_UNREADABLE });
    expect(parseOfx('Date,Amount\n1/2/2026,5')).toEqual({ problem: MSG_OFX_UNREADABLE });
  });
});

describe('parseOfx on written statements', () => {
  it('reads OFX 2 XML with a PAYEE block and a credit card statement in SGML', () => {
    const xml = `<?xml version="1.0"?><?OFX OFXHEADER="200" VERSION="220"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1</TRNUID><STMTRS><CURDEF>USD</CURDEF>
<BANKACCTFROM><BANKID>1</BANKID><ACCTID>555</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
<BANKTRANLIST><DTSTART>20260901</DTSTART><DTEND>20260930</DTEND>
<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20260902120000.000[-5:EST]</DTPOSTED><TRNAMT>-1234.5</TRNAMT><FITID>A1</FITID><PAYEE><NAME>Georgia   Power</NAME></PAYEE></STMTTRN>
<STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>20260905</DTPOSTED><TRNAMT>1850.00</TRNAMT><FITID>A2</FITID><NAME>SSA TREAS 310</NAME></STMTTRN>
</BANKTRANLIST><LEDGERBAL><BALAMT>10615.50</BALAMT><DTASOF>20260930</DTASOF></LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    expect(ok(parseOfx(xml)).statements[0]).toEqual({
      kind: 'bank',
      problems: [],
      value: null,
      account: '555',
      currency: 'USD',
      closing: { val: 1_061_550, date: '2026-09-30' },
      rows: [
        { id: 'ofx:555:A1', date: '2026-09-02', val: -123_450, name: 'Georgia Power' },
        { id: 'ofx:555:A2', date: '2026-09-05', val: 185_000, name: 'SSA TREAS 310' },
      ],
    });
    const card = `OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>1<CCSTMTRS><CURDEF>CAD<CCACCTFROM><ACCTID>4111xxxx1111</CCACCTFROM>
<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261003<TRNAMT>-45.07<FITID>Z9<NAME>PHARMACY</STMTTRN></BANKTRANLIST>
<LEDGERBAL><BALAMT>-45.07<DTASOF>20261031</LEDGERBAL></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>`;
    expect(ok(parseOfx(card)).statements[0]).toEqual({
      kind: 'card',
      problems: [],
      value: null,
      account: '4111xxxx1111',
      currency: 'CAD',
      closing: { val: -4_507, date: '2026-10-31' },
      rows: [{ id: 'ofx:4111xxxx1111:Z9', date: '2026-10-03', val: -4_507, name: 'PHARMACY' }],
    });
  });
});
