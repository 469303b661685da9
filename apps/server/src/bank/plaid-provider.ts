// Plaid (the official `plaid` client): Link token, public-token exchange, /transactions/sync with its cursor,
// /transactions/get for a redownload, /item/remove. Plaid's amounts are positive when money leaves the account;
// ours are positive when it comes in. Item errors become our bank codes (420, 435: bank-provider.ts).
import { decimalToCents, type StatementRow } from '@probity/domain';
import {
  Configuration,
  CountryCode,
  PlaidApi,
  PlaidEnvironments,
  Products,
  type RemovedTransaction,
  type Transaction,
} from 'plaid';
import type { BankProvider, SyncResult } from '../runtime/ports.ts';
import { BankError } from './bank-provider.ts';

export interface PlaidConfig {
  clientId: string;
  secret: string;
  /** sandbox or production; `basePath` overrides it (the tests' local fake). */
  env: string;
  basePath?: string;
}

/** Where Plaid Link (the browser widget) comes from: the page's CSP lets it in when Plaid runs. */
export const PLAID_LINK_ORIGIN = 'https://cdn.plaid.com';

const RELOGIN = new Set(['ITEM_LOGIN_REQUIRED', 'PENDING_EXPIRATION', 'PENDING_DISCONNECT']);
const CULLED = new Set(['ITEM_NOT_FOUND', 'INVALID_ACCESS_TOKEN', 'ACCESS_NOT_GRANTED', 'NO_ACCOUNTS']);
const PAGE = 500;

type PlaidFailure = {
  response?: { status?: number; data?: { error_code?: string; error_message?: string } };
};
/** Plaid's error code of a failed call (the client's HTTP error carries Plaid's error object). */
const plaidCode = (e: unknown) => (e as PlaidFailure)?.response?.data?.error_code ?? '';

/** Plaid's answer to a failed call, as our error (never with the secret, which Plaid never echoes anyway). */
function bankErrorOf(e: unknown): Error {
  const res = (e as PlaidFailure)?.response;
  if (!res) return e instanceof Error ? e : new Error(String(e));
  const code = plaidCode(e);
  const msg = res.data?.error_message || `The bank service answered ${res.status ?? 'nothing'}`;
  if (RELOGIN.has(code)) return new BankError(420, msg);
  if (CULLED.has(code)) return new BankError(435, msg);
  return new Error(`Plaid: ${code ? `${code}: ` : ''}${msg}`);
}

const rowOf = (t: Transaction): StatementRow => ({
  id: `plaid:${t.transaction_id}`,
  date: t.date,
  val: -(decimalToCents(String(t.amount)) ?? 0),
  name: (t.merchant_name || t.name || '').replace(/\s+/g, ' ').trim(),
});

export class PlaidProvider implements BankProvider {
  readonly name = 'plaid' as const;
  private readonly api: PlaidApi;

  constructor(c: PlaidConfig) {
    this.api = new PlaidApi(
      new Configuration({
        basePath: c.basePath ?? PlaidEnvironments[c.env] ?? PlaidEnvironments.sandbox,
        baseOptions: { headers: { 'PLAID-CLIENT-ID': c.clientId, 'PLAID-SECRET': c.secret } },
      }),
    );
  }

  private async call<T>(f: () => Promise<{ data: T }>): Promise<T> {
    try {
      return (await f()).data;
    } catch (e) {
      throw bankErrorOf(e);
    }
  }

  async linkToken(userId: string, _estateId: string): Promise<string> {
    const r = await this.call(() =>
      this.api.linkTokenCreate({
        user: { client_user_id: userId },
        client_name: 'Probity',
        products: [Products.Transactions],
        country_codes: [CountryCode.Us, CountryCode.Ca],
        language: 'en',
      }),
    );
    return r.link_token;
  }

  async exchange(publicToken: string) {
    const x = await this.call(() => this.api.itemPublicTokenExchange({ public_token: publicToken }));
    const a = await this.call(() => this.api.accountsGet({ access_token: x.access_token }));
    return {
      accessToken: x.access_token,
      itemId: x.item_id,
      accounts: a.accounts.map((acc) => ({ id: acc.account_id, name: acc.name, mask: acc.mask ?? null })),
    };
  }

  private async requireAccount(accessToken: string, accountId: string): Promise<void> {
    const a = await this.call(() => this.api.accountsGet({ access_token: accessToken }));
    if (!a.accounts.some((x) => x.account_id === accountId))
      throw new BankError(435, 'The linked account is no longer at the bank');
  }

  async sync(accessToken: string, accountId: string, cursor: string | null): Promise<SyncResult> {
    await this.requireAccount(accessToken, accountId);
    // Plaid's advice: when the data changes while paging, start the whole pass again from the first cursor.
    for (let attempt = 0; attempt < 3; attempt++) {
      const added: Transaction[] = [];
      const modified: Transaction[] = [];
      const removed: RemovedTransaction[] = [];
      let next = cursor ?? undefined;
      try {
        for (;;) {
          const r = (
            await this.api.transactionsSync({ access_token: accessToken, cursor: next, count: PAGE })
          ).data;
          added.push(...r.added);
          modified.push(...r.modified);
          removed.push(...r.removed);
          next = r.next_cursor;
          if (!r.has_more) break;
        }
      } catch (e) {
        if (plaidCode(e) === 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION') continue;
        throw bankErrorOf(e);
      }
      const mine = (t: Transaction) => t.account_id === accountId && !t.pending;
      return {
        added: added.filter(mine).map(rowOf),
        modified: modified.filter(mine).map(rowOf),
        removed: removed
          .filter((t) => !t.account_id || t.account_id === accountId)
          .map((t) => `plaid:${t.transaction_id}`),
        cursor: next ?? '',
      };
    }
    throw new Error('Plaid: the transactions kept changing while they were read; try again in a minute');
  }

  async rows(accessToken: string, accountId: string, start: string, end: string): Promise<StatementRow[]> {
    const out: Transaction[] = [];
    for (;;) {
      const r = await this.call(() =>
        this.api.transactionsGet({
          access_token: accessToken,
          start_date: start,
          end_date: end,
          options: { account_ids: [accountId], count: PAGE, offset: out.length },
        }),
      );
      out.push(...r.transactions);
      if (r.transactions.length === 0 || out.length >= r.total_transactions) break;
    }
    return out.filter((t) => !t.pending).map(rowOf);
  }

  async unlink(accessToken: string): Promise<void> {
    await this.call(() => this.api.itemRemove({ access_token: accessToken }));
  }
}
