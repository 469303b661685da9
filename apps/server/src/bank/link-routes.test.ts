import { MSG_ONE_BANK_LINK, MSG_SAMPLE_BANK } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaidFake } from '../../test/fakes/plaid-fake.ts';
import { type Client, createEstate, makeApp, signUp } from '../../test/support/helpers.ts';
import { useWorld } from '../../test/support/world.ts';
import { PlaidProvider } from './plaid-provider.ts';

// The bank link routes over the practice bank (the default), then over the Plaid adapter and its fake for the
// bank's own failures.

const w = useWorld();
const connect = (id = w.estateId) => `/connect/estate/${id}`;
const bankState = async (c: Client, id: string) =>
  (await c.call('GET', `/api/estate/${id}/bank`)).json().payload;

describe('linking the practice bank', () => {
  it('links an asset, downloads its rows once, downloads nothing new the same day, redownloads a period', async () => {
    const token = await w.owner.call('POST', `${connect()}/`, { want_link_token: true });
    expect(token.json().payload).toMatchObject({ provider: 'local' });
    const linked = await w.owner.call('PUT', `${connect()}/`, {
      public_token: 'local-public-1',
      asset_id: w.assetId,
      revision: await w.rev(),
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().payload.link).toMatchObject({ asset_id: w.assetId, linked: true, culled: false });
    const full = (await w.owner.call('GET', `/api/estate/${w.estateId}/full`)).json().payload;
    const linkId = linked.json().payload.link.id;
    expect(full.assets.find((a: { id: number }) => a.id === w.assetId).bank_link_id).toBe(linkId);
    expect(full.meta.revision).toBe(linked.json().payload.revision);

    const first = await w.owner.call('POST', `${connect()}?sync`);
    expect(first.statusCode).toBe(200);
    const { added, before_death } = first.json().payload;
    expect(added).toBeGreaterThan(0);
    const state = await bankState(w.owner, w.estateId);
    expect(state.link).toMatchObject({ synced: true, provider: 'local' });
    expect(state.downloads).toHaveLength(added);
    expect(state.downloads.every((d: { date: string }) => d.date >= '2026-08-01')).toBe(true);
    expect(before_death + added).toBeGreaterThan(0);

    const again = await w.owner.call('POST', `${connect()}?sync&inc=y`);
    expect(again.json().payload).toMatchObject({ added: 0 });
    const dates = state.downloads.map((d: { date: string }) => d.date).sort();
    const redo = await w.owner.call(
      'POST',
      `${connect()}?import=y&redo=true&transacts=y&start=${dates[0]}&end=${dates.at(-1)}`,
    );
    expect(redo.json().payload).toMatchObject({ added: 0, already: added });
  });

  it('links one asset only; view-only users, the Sample estate and strangers are refused', async () => {
    const full = (await w.owner.call('GET', `/api/estate/${w.estateId}/full`)).json().payload;
    const save = await w.owner.call('POST', `/api/estate/${w.estateId}/save`, {
      revision: full.meta.revision,
      parts: { assets: { add: [{ id: -1, name: 'Savings', i_type: 14, val_death: 100 }] } },
    });
    const other = save.json().payload.ids['-1'];
    const second = await w.owner.call('PUT', `${connect()}/`, {
      public_token: 'local-public-2',
      asset_id: other,
      revision: save.json().payload.revision,
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().msg).toBe(MSG_ONE_BANK_LINK);
    expect((await w.viewer.call('POST', `${connect()}?sync`)).statusCode).toBe(403);
    expect((await w.stranger.call('POST', `${connect()}?sync`)).statusCode).toBe(404);
    const sample = await w.anonymous.call('POST', `${connect('sample')}/`, { want_link_token: true });
    expect(sample.statusCode).toBe(403);
    expect(sample.json().msg).toBe(MSG_SAMPLE_BANK);
  });

  it('unlinks: the asset loses its link, and a download then answers code 430 (no bank)', async () => {
    const rev = await w.rev();
    const res = await w.owner.call('DELETE', connect(), { revision: rev });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.revision).toBe(rev + 1);
    const full = (await w.owner.call('GET', `/api/estate/${w.estateId}/full`)).json().payload;
    expect(full.assets.every((a: { bank_link_id: number | null }) => a.bank_link_id === null)).toBe(true);
    const none = await w.owner.call('POST', `${connect()}?sync`);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ success: false, code: 430 });
    expect((await bankState(w.owner, w.estateId)).link).toBeNull();
  });

  it('clears an asset whose link field outlived its link', async () => {
    const e = await createEstate(w.owner, {
      dec: { name: 'Old Link', death_date: '2026-08-01' },
      assets: [{ id: -1, name: 'Linked checking', i_type: 14, val_death: 100, bank_link_id: 7 }],
    });
    const res = await w.owner.call('DELETE', connect(e.id), { revision: e.revision });
    expect(res.statusCode).toBe(200);
    const full = (await w.owner.call('GET', `/api/estate/${e.id}/full`)).json().payload;
    expect(full.assets[0].bank_link_id).toBeNull();
  });
});

describe('linking through Plaid (the adapter against its fake)', () => {
  const fake = new PlaidFake();
  let app: FastifyInstance;
  let owner: Client;
  let estate: { id: string; revision: number; ids: Record<string, number> };
  let access = '';
  beforeAll(async () => {
    const base = await fake.start();
    app = await makeApp({
      bank: new PlaidProvider({
        clientId: fake.clientId,
        secret: fake.secret,
        env: 'sandbox',
        basePath: base,
      }),
    });
    owner = await signUp(app, 'plaid');
    estate = await createEstate(owner, {
      dec: { name: 'Ruth Plaid', death_date: '2026-08-01' },
      assets: [{ id: -1, name: 'Checking', i_type: 14, val_death: 100_000 }],
    });
  });
  afterAll(async () => {
    await app.close();
    await fake.stop();
  });
  const url = () => `/connect/estate/${estate.id}`;

  it('downloads the account chosen in Link, then takes the bank corrections to rows still waiting', async () => {
    const publicToken = fake.publicToken([
      { account_id: 'acc-1', name: 'Plaid Checking', mask: '0000' },
      { account_id: 'acc-2', name: 'Plaid Saving', mask: '1111' },
    ]);
    const linked = await owner.call('PUT', `${url()}/`, {
      public_token: publicToken,
      asset_id: estate.ids['-1'],
      account_id: 'acc-2',
      revision: estate.revision,
    });
    expect(linked.json().payload.link).toMatchObject({
      account_name: 'Plaid Saving (…1111)',
      provider: 'plaid',
    });
    access = [...fake.calls].reverse().find((c) => c.path === '/accounts/get')?.body.access_token as string;
    const t = (id: string, amount: number, account = 'acc-2') => ({
      transaction_id: id,
      account_id: account,
      amount,
      date: '2026-09-10',
      name: `Row ${id}`,
      merchant_name: null,
      pending: false,
    });
    fake.add(access, t('a', 12.5), t('b', -300), t('c', 7, 'acc-1'));
    const first = await owner.call('POST', `${url()}?sync`);
    expect(first.json().payload).toMatchObject({ added: 2 });
    fake.modify(access, t('a', 13.75));
    fake.remove(access, t('b', -300));
    const second = await owner.call('POST', `${url()}?sync&inc=y`);
    expect(second.json().payload).toMatchObject({ added: 0, modified: 1, removed: 1 });
    const rows = (await bankState(owner, estate.id)).downloads;
    expect(rows.map((r: { transaction_id: string; val: number }) => [r.transaction_id, r.val])).toEqual([
      ['plaid:a', -1_375],
    ]);
  });

  it("lets Plaid Link's script and frame into the page only when Plaid runs", async () => {
    const csp = (await app.inject({ url: '/healthz' })).headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.plaid\.com/);
    expect(csp).toMatch(/frame-src 'self' blob: https:\/\/cdn\.plaid\.com/);
    const local = (await w.app.inject({ url: '/healthz' })).headers['content-security-policy'] as string;
    expect(local).not.toContain('plaid');
  });

  it('answers 420 when the bank wants a new sign-in, and 435 (link culled) when the account is gone', async () => {
    fake.fail(access, 'ITEM_LOGIN_REQUIRED');
    const relogin = await owner.call('POST', `${url()}?sync`);
    expect(relogin.statusCode).toBe(409);
    expect(relogin.json()).toMatchObject({ success: false, code: 420 });
    fake.fail(access, null);
    fake.dropAccount(access, 'acc-2');
    expect((await owner.call('POST', `${url()}?sync`)).json()).toMatchObject({ code: 435 });
    expect((await bankState(owner, estate.id)).link).toMatchObject({ culled: true });
    // Culled stays culled until a relink: no second call reaches the bank.
    const calls = fake.calls.length;
    expect((await owner.call('POST', `${url()}?sync`)).json()).toMatchObject({ code: 435 });
    expect(fake.calls.length).toBe(calls);
  });
});
