// OFX and QFX statements (issue 17): OFX 1.x (SGML) and 2.x (XML), bank and credit card, one account or several,
// read with ofx-js. A row's id is its FITID within its account, so importing the same file again books nothing.
import { parseSync } from 'ofx-js';
import { isoOf } from './csv-values.ts';
import { decimalToCents } from './decimal.ts';
import { payeeKey, type Statement, type StatementRow } from './statement.ts';

export const MSG_OFX_UNREADABLE = 'This file could not be read as an OFX or QFX statement';
export const MSG_OFX_INVESTMENT =
  'This file holds an investment statement: only bank and credit card statements can be imported';

type Node = Record<string, unknown>;
const list = (x: unknown): Node[] => (Array.isArray(x) ? x : x && typeof x === 'object' ? [x as Node] : []);
const text = (x: unknown): string => (typeof x === 'string' ? x.replace(/\s+/g, ' ').trim() : '');

/** 20240105, 20240105120000.000[-5:EST] -> 2024-01-05 (the day as the bank states it). */
function ofxDay(x: unknown): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(text(x));
  if (!m) return null;
  return isoOf(Number(m[1]), Number(m[2]), Number(m[3]));
}

function statementOf(
  rs: Node,
  acctKey: 'BANKACCTFROM' | 'CCACCTFROM',
): { statement: Statement; skipped: number } {
  const account = text((rs[acctKey] as Node | undefined)?.ACCTID) || 'OFX';
  const seen = new Map<string, number>();
  let skipped = 0;
  const rows: StatementRow[] = [];
  for (const t of list((rs.BANKTRANLIST as Node | undefined)?.STMTTRN)) {
    const date = ofxDay(t.DTPOSTED);
    const val = decimalToCents(text(t.TRNAMT));
    if (!date || val === null) {
      skipped++;
      continue;
    }
    const payee = t.PAYEE as Node | undefined;
    const name = text(t.NAME) || text(payee?.NAME) || text(t.MEMO);
    let key = text(t.FITID);
    if (!key) {
      // No FITID (rare, but seen): the row's content and its rank among identical rows of the file.
      const base = `${date}:${val}:${payeeKey(name).slice(0, 40)}`;
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      key = `${base}:${n}`;
    }
    rows.push({ id: `ofx:${account}:${key}`, date, val, name });
  }
  const bal = rs.LEDGERBAL as Node | undefined;
  const closingVal = decimalToCents(text(bal?.BALAMT));
  const closingDay = ofxDay(bal?.DTASOF);
  return {
    statement: {
      account,
      rows,
      closing: closingVal !== null && closingDay ? { val: closingVal, date: closingDay } : null,
      currency: text(rs.CURDEF) || null,
    },
    skipped,
  };
}

/** The bank and credit card statements of an OFX/QFX file; a problem (never a throw) when there are none. */
export function parseOfx(data: string): { statements: Statement[]; skipped: number } | { problem: string } {
  let ofx: Node;
  try {
    ofx = parseSync(data).OFX as Node;
  } catch {
    return { problem: MSG_OFX_UNREADABLE };
  }
  if (!ofx || typeof ofx !== 'object') return { problem: MSG_OFX_UNREADABLE };
  const found: { statement: Statement; skipped: number }[] = [];
  for (const rs of list((ofx.BANKMSGSRSV1 as Node | undefined)?.STMTTRNRS)) {
    if (rs.STMTRS) found.push(statementOf(rs.STMTRS as Node, 'BANKACCTFROM'));
  }
  for (const rs of list((ofx.CREDITCARDMSGSRSV1 as Node | undefined)?.CCSTMTTRNRS)) {
    if (rs.CCSTMTRS) found.push(statementOf(rs.CCSTMTRS as Node, 'CCACCTFROM'));
  }
  if (found.length === 0) return { problem: ofx.INVSTMTMSGSRSV1 ? MSG_OFX_INVESTMENT : MSG_OFX_UNREADABLE };
  return { statements: found.map((f) => f.statement), skipped: found.reduce((s, f) => s + f.skipped, 0) };
}
