import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTransaction, PlaidFake } from '../../test/fakes/plaid-fake.ts';
import { BankError } from './bank-provider.ts';
import { PlaidProvider } from './plaid-provider.ts';

// The real Plaid adapter (the official client over HTTP) against a local fake of the endpoints it calls.

const fake = new PlaidFake();
let plaid: PlaidProvider;
let base = '';
const ACCOUNTS = [
  { account_id: 'acc-checking', name: 'Estate checking', mask: '1111' },
  { account_id: 'acc-savings', name: 'Savings', mask: '2222' },
];
const tx = (n: number, extra: Partial<FakeTransaction> = {}): FakeTransaction => ({
  transaction_id: `t${n}`,
  account_id: 'acc-checking',
  amount: (n % 97) - 40 + 0.25,
  // t0..t699 in September, later ones in October.
  date: `2026-${n < 700 ? '09' : '10'}-${String(1 + (n % 28)).padStart(2, '0')}`,
  name: `PAYEE ${n}`,
  merchant_name: null,
  pending: false,
  ...extra,
});

beforeAll(async () => {
  base = await fake.start();
  plaid = new PlaidProvider({ clientId: fake.clientId, secret: fake.secret, env: 'sandbox', basePath: base });
});
afterAll(() => fake.stop());

describe('the Plaid adapter against the fake', () => {
  let access = '';
  it('creates a link token and exchanges the public token for an access token and the accounts', async () => {
    expect(await plaid.linkToken('user-1', 'estate-1')).toMatch(/^link-sandbox-/);
    const x = await plaid.exchange(fake.publicToken(ACCOUNTS));
    access = x.accessToken;
    expect(x.accessToken).toMatch(/^access-sandbox-/);
    expect(x.accounts).toEqual([
      { id: 'acc-checking', name: 'Estate checking', mask: '1111' },
      { id: 'acc-savings', name: 'Savings', mask: '2222' },
    ]);
  });

  it('syncs over several pages, keeps the account asked for, skips pending rows, signs and cents exact', async () => {
    const rows = Array.from({ length: 1_234 }, (_, i) => tx(i));
    fake.add(access, ...rows);
    fake.add(
      access,
      tx(5_000, { amount: 12.3, name: 'Georgia Power', merchant_name: 'Georgia Power Company' }),
      tx(5_001, { amount: -2500.01, name: 'SSA TREAS 310' }),
      tx(5_002, { pending: true }),
      tx(5_003, { account_id: 'acc-savings' }),
    );
    const before = fake.calls.length;
    const r = await plaid.sync(access, 'acc-checking', null);
    const pages = fake.calls.slice(before).filter((c) => c.path === '/transactions/sync');
    expect(pages.map((p) => p.body.count)).toEqual([500, 500, 500]);
    expect(r.added).toHaveLength(1_236);
    expect(r.added.find((x) => x.id === 'plaid:t5000')).toEqual({
      id: 'plaid:t5000',
      date: tx(5_000).date,
      val: -1_230,
      name: 'Georgia Power Company',
    });
    expect(r.added.find((x) => x.id === 'plaid:t5001')?.val).toBe(250_001);
    const sum = rows.reduce((s, t) => s - Math.round(t.amount * 100), 0);
    expect(r.added.filter((x) => Number(x.id.slice(7)) < 1_234).reduce((s, x) => s + x.val, 0)).toBe(sum);

    fake.add(access, tx(6_000));
    fake.modify(access, tx(3, { amount: 99.99 }));
    fake.remove(access, tx(4));
    const again = await plaid.sync(access, 'acc-checking', r.cursor);
    expect(again.added.map((x) => x.id)).toEqual(['plaid:t6000']);
    expect(again.modified).toEqual([{ id: 'plaid:t3', date: tx(3).date, val: -9_999, name: 'PAYEE 3' }]);
    expect(again.removed).toEqual(['plaid:t4']);
    expect((await plaid.sync(access, 'acc-checking', again.cursor)).added).toEqual([]);
  });

  it('starts a sync pass again from its first cursor when Plaid reports a change while paging', async () => {
    const item = await plaid.exchange(fake.publicToken(ACCOUNTS));
    fake.add(item.accessToken, ...Array.from({ length: 1_200 }, (_, i) => tx(10_000 + i)));
    fake.mutateWhilePaging(item.accessToken, 1);
    const before = fake.calls.length;
    const r = await plaid.sync(item.accessToken, 'acc-checking', null);
    const cursors = fake.calls
      .slice(before)
      .filter((c) => c.path === '/transactions/sync')
      .map((c) => (c.body.cursor ? 'next' : 'first'));
    // the first pass fails on its second page; the second pass reads all three pages
    expect(cursors).toEqual(['first', 'next', 'first', 'next', 'next']);
    expect(r.added).toHaveLength(1_200);
    expect(new Set(r.added.map((a) => a.id)).size).toBe(1_200);
    // changing on every pass: it gives up with a plain error rather than loop
    const fresh = await plaid.exchange(fake.publicToken(ACCOUNTS));
    fake.add(fresh.accessToken, ...Array.from({ length: 600 }, (_, i) => tx(20_000 + i)));
    fake.mutateWhilePaging(fresh.accessToken, 3);
    await expect(plaid.sync(fresh.accessToken, 'acc-checking', null)).rejects.toThrow(/kept changing/);
  });

  it('redownloads a period across offset pages', async () => {
    const rows = await plaid.rows(access, 'acc-checking', '2026-09-01', '2026-09-28');
    // September's rows but the one removed; the October rows are outside the period.
    const expected = Array.from({ length: 700 }, (_, i) => i).filter((n) => n !== 4);
    expect(rows.map((r) => r.id).sort()).toEqual(expected.map((n) => `plaid:t${n}`).sort());
    expect(rows.length).toBeGreaterThan(500);
  });

  it("maps item errors to the API's bank codes: 420 sign in again, 435 account gone or item gone", async () => {
    fake.fail(access, 'ITEM_LOGIN_REQUIRED');
    await expect(plaid.sync(access, 'acc-checking', null)).rejects.toMatchObject({ code: 420 });
    fake.fail(access, null);
    fake.dropAccount(access, 'acc-checking');
    const gone = await plaid.sync(access, 'acc-checking', null).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(BankError);
    expect((gone as BankError).code).toBe(435);
    await plaid.unlink(access);
    await expect(plaid.rows(access, 'acc-savings', '2026-01-01', '2026-12-31')).rejects.toMatchObject({
      code: 435,
    });
  });

  it('a wrong secret is a plain error that never repeats the secret', async () => {
    const wrong = new PlaidProvider({
      clientId: fake.clientId,
      secret: 'not-the-secret-42',
      env: 'sandbox',
      basePath: base,
    });
    const e = (await wrong.linkToken('u', 'e').catch((x: unknown) => x)) as Error;
    expect(e).not.toBeInstanceOf(BankError);
    expect(e.message).toContain('INVALID_API_KEYS');
    expect(e.message).not.toContain('not-the-secret-42');
  });
});
