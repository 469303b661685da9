// OFX and QFX statements (issue 17, issue 35): OFX 1.x (SGML) and 2.x (XML), bank, credit card and brokerage,
// one account or several. A row's id is its FITID within its account, so importing the same file again books
// nothing. A brokerage statement gives its cash movements as rows, each with a proposed category, and the
// holdings' value at the statement's date, which the user may record as the asset's New Value.
import { CAT, kindOfCat, TXACT_KIND } from '../enums.ts';
import { isoOf } from './csv-values.ts';
import { decimalToCents } from './decimal.ts';
import { child, childrenNamed, type OfxNode, readOfxTree, valueAt } from './ofx-tree.ts';
import { payeeKey, type Statement, type StatementRow } from './statement.ts';

export const MSG_OFX_UNREADABLE = 'This file could not be read as an OFX or QFX statement';
export const MSG_OFX_NO_STATEMENT =
  'This OFX file holds no bank, credit card or brokerage statement (only its sign-on or an account list)';
export const msgOfxSignon = (why: string) => `The bank refused the sign-on and sent no statement: ${why}`;
export const msgOfxBankError = (why: string) => `The bank sent an error instead of a statement: ${why}`;

/** A row may carry the statement's own category; `trade`: a buy's or a sell's cash leg inside the account. */
export type OfxRow = StatementRow & { cat?: number; trade?: true };

/** An OFX statement: rows may carry a proposed category; a brokerage's also has its holdings' value. */
export interface OfxStatement extends Statement {
  kind: 'bank' | 'card' | 'investment';
  rows: OfxRow[];
  /** Transactions that could not be read, each with why (row: its rank among the account's transactions). */
  problems: { row: number; msg: string }[];
  /** Brokerage: the positions' market value plus the cash, at the statement's date. */
  value: { val: number; date: string; positions: number; cash: number } | null;
}

/** 20240105, 20240105120000.000[-5:EST] -> 2024-01-05 (the day as the bank states it). */
function ofxDay(x: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(x);
  if (!m) return null;
  return isoOf(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** An OFX amount in cents; OFX allows a comma as the decimal mark ("-200,00"). */
export const ofxCents = (s: string): number | null =>
  decimalToCents(s.includes('.') ? s : s.replace(',', '.'));

type Raw = { fitid: string; date: string; amount: string; name: string; cat?: number; trade?: true };

function statementOf(
  kind: OfxStatement['kind'],
  account: string,
  currency: string,
  raws: Raw[],
): Pick<OfxStatement, 'kind' | 'account' | 'currency' | 'rows' | 'problems'> {
  const seen = new Map<string, number>();
  const rows: OfxStatement['rows'] = [];
  const problems: OfxStatement['problems'] = [];
  raws.forEach((t, i) => {
    const date = ofxDay(t.date);
    const val = ofxCents(t.amount);
    const which = `Transaction ${i + 1}${t.fitid ? ` (${t.fitid})` : ''}`;
    if (!date || val === null) {
      const msg = !date
        ? `${which} has no readable date${t.date ? ` ('${t.date}')` : ''}`
        : `${which}: the amount '${t.amount}' is not a number`;
      problems.push({ row: i + 1, msg });
      return;
    }
    let key = t.fitid;
    if (!key) {
      // No FITID (rare, but seen): the row's content and its rank among identical rows of the file.
      const base = `${date}:${val}:${payeeKey(t.name).slice(0, 40)}`;
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      key = `${base}:${n}`;
    }
    rows.push({
      id: `ofx:${account}:${key}`,
      date,
      val,
      name: t.name,
      ...(t.cat === undefined ? {} : { cat: t.cat }),
      ...(t.trade ? { trade: true as const } : {}),
    });
  });
  return { kind, account, currency: currency || null, rows, problems };
}

const rawOfStmttrn = (t: OfxNode): Raw => ({
  fitid: valueAt(t, 'FITID'),
  date: valueAt(t, 'DTPOSTED'),
  amount: valueAt(t, 'TRNAMT'),
  name: valueAt(t, 'NAME') || valueAt(t, 'PAYEE', 'NAME') || valueAt(t, 'MEMO'),
});

function closingOf(rs: OfxNode): Statement['closing'] {
  const val = ofxCents(valueAt(rs, 'LEDGERBAL', 'BALAMT'));
  const date = ofxDay(valueAt(rs, 'LEDGERBAL', 'DTASOF'));
  return val !== null && date ? { val, date } : null;
}

function bankStatement(rs: OfxNode, kind: 'bank' | 'card'): OfxStatement {
  const from = child(rs, kind === 'bank' ? 'BANKACCTFROM' : 'CCACCTFROM');
  // Some banks write a transaction after the list's end (Ally): it is the statement's all the same.
  const raws = [...childrenNamed(child(rs, 'BANKTRANLIST'), 'STMTTRN'), ...childrenNamed(rs, 'STMTTRN')].map(
    rawOfStmttrn,
  );
  return {
    ...statementOf(kind, valueAt(from, 'ACCTID') || 'OFX', valueAt(rs, 'CURDEF'), raws),
    closing: closingOf(rs),
    value: null,
  };
}

// Brokerage transactions and the category their cash side proposes. Reinvestments, security transfers, splits
// and journals between sub-accounts move no cash in or out of the account, so they give no row.
const INCOME_CAT: Record<string, number> = { INTEREST: CAT.interest, MISC: CAT.income };
const BANK_TRN_CAT: Record<string, number> = {
  INT: CAT.interest,
  DIV: CAT.dividend,
  FEE: CAT.estateExpense,
  SRVCHG: CAT.estateExpense,
};
const LABEL: Record<number, string> = {
  [CAT.dividend]: 'Dividend',
  [CAT.interest]: 'Interest',
  [CAT.income]: 'Income',
  [CAT.assetSale]: 'Sale',
  [CAT.assetPurchase]: 'Purchase',
  [CAT.estateExpense]: 'Fee',
  [CAT.otherDeposit]: 'Return of capital',
};

function investmentRaw(t: OfxNode, secName: (uid: string) => string): Raw | null {
  const buy = /^BUY(MF|STOCK|DEBT|OPT|OTHER)$/.test(t.name);
  const sell = /^SELL(MF|STOCK|DEBT|OPT|OTHER)$/.test(t.name);
  let cat: number;
  if (t.name === 'INVBANKTRAN') {
    const s = child(t, 'STMTTRN');
    if (!s) return null;
    const raw = rawOfStmttrn(s);
    const amt = ofxCents(raw.amount) ?? 0;
    // Brokerages often type these CREDIT or DEBIT: the name then tells interest, dividends and fees apart.
    const byName = /interest/i.test(raw.name)
      ? CAT.interest
      : /dividend/i.test(raw.name)
        ? CAT.dividend
        : /\bfee|charge/i.test(raw.name)
          ? CAT.estateExpense
          : undefined;
    const c = BANK_TRN_CAT[valueAt(s, 'TRNTYPE').toUpperCase()] ?? byName;
    const cat = c !== undefined && (kindOfCat(c) === TXACT_KIND.credit) === amt >= 0 ? c : undefined;
    return { ...raw, cat: cat ?? (amt >= 0 ? CAT.transferIn : CAT.transfer) };
  }
  if (buy || sell) cat = buy ? CAT.assetPurchase : CAT.assetSale;
  else if (t.name === 'INCOME') cat = INCOME_CAT[valueAt(t, 'INCOMETYPE').toUpperCase()] ?? CAT.dividend;
  else if (t.name === 'INVEXPENSE' || t.name === 'MARGININTEREST') cat = CAT.estateExpense;
  else if (t.name === 'RETOFCAP') cat = CAT.otherDeposit;
  else return null;
  // A buy or a sell holds its INVTRAN inside INVBUY or INVSELL.
  const inner = child(t, 'INVBUY') ?? child(t, 'INVSELL') ?? t;
  const tran = child(inner, 'INVTRAN');
  const sec = secName(valueAt(inner, 'SECID', 'UNIQUEID'));
  const memo = valueAt(tran, 'MEMO');
  return {
    fitid: valueAt(tran, 'FITID'),
    // Cash moves on the settlement day when the statement gives one.
    date: valueAt(tran, 'DTSETTLE') || valueAt(tran, 'DTTRADE'),
    amount: valueAt(inner, 'TOTAL'),
    // The security names the row better than the memo ("Price as of date based on closing price").
    name: [LABEL[cat], sec || memo].filter(Boolean).join(': '),
    cat,
    ...(buy || sell ? { trade: true as const } : {}),
  };
}

/** The holdings' value: each position's MKTVAL (or UNITS x UNITPRICE), plus the cash the statement states. */
function holdingsValue(rs: OfxNode): OfxStatement['value'] {
  const list = child(rs, 'INVPOSLIST');
  const date = ofxDay(valueAt(rs, 'DTASOF'));
  if (!list || !date) return null;
  let positions = 0;
  for (const pos of list.children) {
    const p = child(pos, 'INVPOS');
    const mkt = ofxCents(valueAt(p, 'MKTVAL'));
    if (mkt !== null) {
      positions += mkt;
      continue;
    }
    const units = Number(valueAt(p, 'UNITS'));
    const price = Number(valueAt(p, 'UNITPRICE'));
    if (!Number.isFinite(units * price)) return null;
    positions += Math.round(units * price * 100);
  }
  const cash = ofxCents(valueAt(rs, 'INVBAL', 'AVAILCASH')) ?? 0;
  return { val: positions + cash, date, positions, cash };
}

function investmentStatement(rs: OfxNode, secName: (uid: string) => string): OfxStatement {
  const list = child(rs, 'INVTRANLIST');
  const raws = (list?.children ?? [])
    .map((t) => investmentRaw(t, secName))
    .filter((r): r is Raw => r !== null);
  const from = child(rs, 'INVACCTFROM');
  return {
    ...statementOf('investment', valueAt(from, 'ACCTID') || 'OFX', valueAt(rs, 'CURDEF'), raws),
    closing: null,
    value: holdingsValue(rs),
  };
}

/** Why a file with an OFX element holds no statement, as specifically as the file says it. */
function whyNone(ofx: OfxNode): string {
  const status = child(child(child(ofx, 'SIGNONMSGSRSV1'), 'SONRS'), 'STATUS');
  const code = valueAt(status, 'CODE');
  if (code && code !== '0') return msgOfxSignon(valueAt(status, 'MESSAGE') || `error code ${code}`);
  for (const set of ofx.children)
    for (const rs of set.children) {
      const s = child(rs, 'STATUS');
      const c = valueAt(s, 'CODE');
      if (c && c !== '0') return msgOfxBankError(valueAt(s, 'MESSAGE') || `error code ${c}`);
    }
  return MSG_OFX_NO_STATEMENT;
}

/** The statements of an OFX/QFX file; a problem (never a throw) when there are none. */
export function parseOfx(data: string): { statements: OfxStatement[] } | { problem: string } {
  let ofx: OfxNode | null;
  try {
    ofx = readOfxTree(data);
  } catch {
    return { problem: MSG_OFX_UNREADABLE };
  }
  if (!ofx || ofx.children.length === 0) return { problem: MSG_OFX_UNREADABLE };
  const securities = new Map<string, string>();
  for (const info of child(child(ofx, 'SECLISTMSGSRSV1'), 'SECLIST')?.children ?? [])
    securities.set(valueAt(info, 'SECINFO', 'SECID', 'UNIQUEID'), valueAt(info, 'SECINFO', 'SECNAME'));
  const secName = (uid: string) => securities.get(uid) ?? '';
  const statements: OfxStatement[] = [];
  for (const set of ofx.children)
    for (const trnrs of set.children) {
      const bank = child(trnrs, 'STMTRS');
      const card = child(trnrs, 'CCSTMTRS');
      const inv = child(trnrs, 'INVSTMTRS');
      if (bank) statements.push(bankStatement(bank, 'bank'));
      if (card) statements.push(bankStatement(card, 'card'));
      if (inv) statements.push(investmentStatement(inv, secName));
    }
  return statements.length ? { statements } : { problem: whyNone(ofx) };
}
