// Bank links behind one interface (issue 17): Plaid in production, a local practice bank everywhere else (the
// default of `npm start`, the tests, a machine with no bank account). The routes never know which one runs.
import type { StatementRow } from '@probity/domain';

export interface BankAccount {
  id: string;
  name: string;
  mask: string | null;
}

export interface SyncResult {
  added: StatementRow[];
  modified: StatementRow[];
  /** Ids of rows the bank withdrew (a pending charge that never posted, a correction). */
  removed: string[];
  cursor: string;
}

/** The API's bank codes (docs/api.md, Bank import): 420 sign in to the bank again, 430 no bank, 435 culled (relink). */
export type BankCode = 420 | 430 | 435;
export class BankError extends Error {
  constructor(
    readonly code: BankCode,
    msg: string,
  ) {
    super(msg);
  }
}

export interface BankProvider {
  readonly name: 'plaid' | 'local';
  linkToken(userId: string, estateId: string): Promise<string>;
  exchange(publicToken: string): Promise<{ accessToken: string; itemId: string; accounts: BankAccount[] }>;
  /** Every change since the cursor (null: from the start), all pages; only the given account's rows. */
  sync(accessToken: string, accountId: string, cursor: string | null): Promise<SyncResult>;
  /** Posted rows of the account between two days inclusive (a redownload), all pages. */
  rows(accessToken: string, accountId: string, start: string, end: string): Promise<StatementRow[]>;
  unlink(accessToken: string): Promise<void>;
}
