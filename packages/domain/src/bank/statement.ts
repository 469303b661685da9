// A bank statement as every source delivers it to the import (issue 17): the bank link, a CSV file, an OFX/QFX
// file. Each row's id is stable within its source and names it ('ofx:', 'csv:', 'plaid:', 'local:'), so a row
// imported again is recognised, and a row of another source is matched by amount, date and payee instead.

export type StatementSource = 'ofx' | 'csv' | 'plaid' | 'local';

export interface StatementRow {
  /** `${source}:${key}`: the same real transaction read twice from one source has the same id. */
  id: string;
  /** yyyy-mm-dd, the day the bank posted it. */
  date: string;
  /** Signed cents: money into the account is positive, money out negative. */
  val: number;
  /** Payee or description as the bank wrote it (trimmed, inner spaces collapsed). */
  name: string;
}

export interface Statement {
  /** The account as the source names it (an OFX ACCTID, a CSV file's name), for the user to pick from. */
  account: string;
  rows: StatementRow[];
  /** The statement's own closing (ledger) balance, when it gives one. */
  closing: { val: number; date: string } | null;
  /** ISO currency when the source states it. */
  currency: string | null;
}

/** The source named by a row id. */
export function sourceOf(id: string): string {
  const i = id.indexOf(':');
  return i < 0 ? '' : id.slice(0, i);
}

/** A payee as rows of different sources can compare it: lower case, letters and digits, single spaces. */
export function payeeKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
