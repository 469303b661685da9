// A local stand-in for the Plaid endpoints we call (test support): the request and answer shapes of Plaid's API
// reference (2020-09-14), its error object, sync pages with has_more and next_cursor, offset pages for
// /transactions/get. It keeps items, accounts and transactions in memory; tests change them between calls.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTransaction {
  transaction_id: string;
  account_id: string;
  amount: number;
  date: string;
  name: string;
  merchant_name: string | null;
  pending: boolean;
}
interface Item {
  id: string;
  accounts: { account_id: string; name: string; mask: string }[];
  /** Every change in order: a sync cursor is a position in this log. */
  log: { kind: 'added' | 'modified' | 'removed'; t: FakeTransaction }[];
  error: string | null;
  /** Sync pages after the first of a pass that answer TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION. */
  mutations: number;
}

const id = (p: string) => `${p}-${crypto.randomBytes(8).toString('hex')}`;

export class PlaidFake {
  readonly clientId = 'fake-client';
  readonly secret = 'fake-secret-do-not-print';
  private server: http.Server | null = null;
  private readonly publicTokens = new Map<string, Item>();
  private readonly items = new Map<string, Item>();
  /** Calls received, by path (the tests check paging). */
  readonly calls: { path: string; body: Record<string, unknown> }[] = [];

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
        this.calls.push({ path: req.url ?? '', body });
        const [status, answer] = this.answer(req, body);
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ ...answer, request_id: id('req') }));
      });
    });
    await new Promise<void>((ok) => this.server?.listen(0, '127.0.0.1', ok));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((ok) => this.server?.close(ok));
  }

  /** A bank login completed in Link: the public token the browser would get. */
  publicToken(accounts: { account_id: string; name: string; mask: string }[]): string {
    const token = id('public-sandbox');
    this.publicTokens.set(token, { id: id('item'), accounts, log: [], error: null, mutations: 0 });
    return token;
  }

  itemOf(accessToken: string): Item {
    const item = this.items.get(accessToken);
    if (!item) throw new Error('no such item');
    return item;
  }
  add(accessToken: string, ...ts: FakeTransaction[]) {
    for (const t of ts) this.itemOf(accessToken).log.push({ kind: 'added', t });
  }
  modify(accessToken: string, t: FakeTransaction) {
    this.itemOf(accessToken).log.push({ kind: 'modified', t });
  }
  remove(accessToken: string, t: FakeTransaction) {
    this.itemOf(accessToken).log.push({ kind: 'removed', t });
  }
  /** The item now answers every call with this Plaid error code (null: healthy again). */
  fail(accessToken: string, code: string | null) {
    this.itemOf(accessToken).error = code;
  }
  /** The next `times` sync calls past a pass's first page find the data changed, as Plaid says when it does. */
  mutateWhilePaging(accessToken: string, times = 1) {
    this.itemOf(accessToken).mutations = times;
  }
  dropAccount(accessToken: string, accountId: string) {
    const item = this.itemOf(accessToken);
    item.accounts = item.accounts.filter((a) => a.account_id !== accountId);
  }

  private error(code: string, type = 'ITEM_ERROR', message = code.toLowerCase().replace(/_/g, ' ')) {
    return [
      400,
      { error_type: type, error_code: code, error_message: message, display_message: null },
    ] as const;
  }

  private answer(req: http.IncomingMessage, body: Record<string, unknown>): readonly [number, object] {
    const cid = req.headers['plaid-client-id'] ?? body.client_id;
    const sec = req.headers['plaid-secret'] ?? body.secret;
    if (cid !== this.clientId || sec !== this.secret)
      return this.error('INVALID_API_KEYS', 'INVALID_INPUT', 'invalid client_id or secret provided');
    if (req.url === '/link/token/create') {
      if (!(body.user as { client_user_id?: string })?.client_user_id)
        return this.error('INVALID_FIELD', 'INVALID_REQUEST');
      return [
        200,
        { link_token: id('link-sandbox'), expiration: new Date(Date.now() + 4 * 3600_000).toISOString() },
      ];
    }
    if (req.url === '/item/public_token/exchange') {
      const item = this.publicTokens.get(String(body.public_token));
      if (!item) return this.error('INVALID_PUBLIC_TOKEN', 'INVALID_INPUT');
      this.publicTokens.delete(String(body.public_token));
      const access = id('access-sandbox');
      this.items.set(access, item);
      return [200, { access_token: access, item_id: item.id }];
    }
    const item = this.items.get(String(body.access_token));
    if (!item) return this.error('INVALID_ACCESS_TOKEN', 'INVALID_INPUT');
    if (item.error) return this.error(item.error);
    const accounts = item.accounts.map((a) => ({
      ...a,
      type: 'depository',
      subtype: 'checking',
      balances: {},
    }));
    switch (req.url) {
      case '/accounts/get':
        return [200, { accounts, item: { item_id: item.id } }];
      case '/item/remove':
        this.items.delete(String(body.access_token));
        return [200, {}];
      case '/transactions/sync': {
        if (body.cursor && item.mutations > 0) {
          item.mutations--;
          return this.error('TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION', 'TRANSACTIONS_ERROR');
        }
        const from = body.cursor ? Number(Buffer.from(String(body.cursor), 'base64url').toString()) : 0;
        const count = Math.min(Number(body.count ?? 100), 500);
        const page = item.log.slice(from, from + count);
        const to = from + page.length;
        const of = (k: string) => page.filter((e) => e.kind === k).map((e) => e.t);
        return [
          200,
          {
            accounts,
            added: of('added'),
            modified: of('modified'),
            removed: of('removed').map((t) => ({
              transaction_id: t.transaction_id,
              account_id: t.account_id,
            })),
            next_cursor: Buffer.from(String(to)).toString('base64url'),
            has_more: to < item.log.length,
            transactions_update_status: 'HISTORICAL_UPDATE_COMPLETE',
          },
        ];
      }
      case '/transactions/get': {
        const o = (body.options ?? {}) as { account_ids?: string[]; count?: number; offset?: number };
        const live = new Map<string, FakeTransaction>();
        for (const e of item.log) {
          if (e.kind === 'removed') live.delete(e.t.transaction_id);
          else live.set(e.t.transaction_id, e.t);
        }
        const all = [...live.values()]
          .filter((t) => t.date >= String(body.start_date) && t.date <= String(body.end_date))
          .filter((t) => !o.account_ids || o.account_ids.includes(t.account_id))
          .sort((a, b) => b.date.localeCompare(a.date));
        const offset = o.offset ?? 0;
        return [
          200,
          {
            accounts,
            transactions: all.slice(offset, offset + Math.min(o.count ?? 100, 500)),
            total_transactions: all.length,
            item: { item_id: item.id },
          },
        ];
      }
      default:
        return [404, { error_type: 'INVALID_REQUEST', error_code: 'NOT_FOUND', error_message: 'not found' }];
    }
  }
}
