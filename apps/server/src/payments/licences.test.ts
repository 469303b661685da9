import { updateEstate } from '@probity/db';
import {
  CODE_BAD_PASSWORD,
  MSG_ALREADY_LICENSED,
  MSG_LICENSE_FIRST,
  MSG_PAYMENT_SIGNATURE,
  MSG_SAMPLE_PAYMENT,
  MSG_STORAGE_HELD,
  MSG_TRIAL_EXPIRED,
  msgNoLicencesLeft,
  volumePrice,
} from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeFake } from '../../test/fakes/stripe-fake.ts';
import { type Client, createEstate, makeApp, PASSWORD, signUp } from '../../test/support/helpers.ts';
import { testDb } from '../../test/support/world.ts';
import { StripePayments } from './stripe-payments.ts';

// Licences through the real Stripe adapter against a local fake of Stripe's endpoints and its signed notices,
// and through the local test-mode checkout (the default without keys). Licensing is on in both apps.

const fake = new StripeFake();
let stripeApp: FastifyInstance;
let localApp: FastifyInstance;
const db = testDb();

beforeAll(async () => {
  const base = await fake.start();
  const payments = new StripePayments({
    secretKey: fake.secretKey,
    webhookSecret: fake.webhookSecret,
    baseUrl: base,
  });
  [stripeApp, localApp] = await Promise.all([
    makeApp({ enforceTrial: true, payments }),
    makeApp({ enforceTrial: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([stripeApp.close(), localApp.close(), fake.stop(), db.close()]);
});

const expire = (id: string) => updateEstate(db.db, id, { trial_ends: new Date('2026-01-01T00:00:00Z') });
const put = (c: Client, id: string) =>
  c.call('PUT', `/api/estate/${id}`, { force: true, distributor: 'Anne' });
const licensed = async (c: Client, id: string, confirm = false) =>
  (await c.call('GET', `/api/estate/${id}${confirm ? '?lic_confirm=y' : ''}`)).json().payload
    .licensed as boolean;
const checkoutOf = async (c: Client, id: string) => {
  const res = await c.call('GET', `/buy/license?estate_id=${id}`);
  expect(res.statusCode).toBe(303);
  return String(res.headers.location);
};
const notice = (session: ReturnType<StripeFake['pay']>, secret?: string) => {
  const { payload, signature } = fake.signed('checkout.session.completed', session, secret);
  return stripeApp.inject({
    method: 'POST',
    url: '/pay/webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
};
const auditOf = async (c: Client, id: string) =>
  ((await c.call('GET', `/api/estate/${id}/audit`)).json().payload as { action: string }[]).map(
    (a) => a.action,
  );

describe('a licence bought through Stripe', () => {
  it('unblocks an estate whose trial ended, once the signed notice arrives, applied once', async () => {
    const owner = await signUp(stripeApp, 'stripe');
    const { id } = await createEstate(owner, { meta: { label: 'Expired' }, dec: { name: 'Ann Lee' } });
    await expire(id);
    const blocked = await put(owner, id);
    expect([blocked.statusCode, blocked.json().msg]).toEqual([402, MSG_TRIAL_EXPIRED]);
    expect((await owner.call('GET', `/api/estate/${id}/full`)).statusCode).toBe(200);

    const url = await checkoutOf(owner, id);
    const session = [...fake.sessions.values()].find((s) => url === s.url);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 19_900,
      currency: 'usd',
      client_reference_id: id,
      customer_email: owner.email,
      line_items_seen: [{ quantity: 1, unit_amount: 19_900, name: 'Probity license for Expired' }],
    });
    expect(session?.success_url).toMatch(new RegExp(`/estate/${id}/Overview\\?licence=check$`));
    expect(await licensed(owner, id, true)).toBe(false);

    const paid = fake.pay(session?.id ?? '');
    const forged = await notice(paid, 'whsec_not_ours');
    expect([forged.statusCode, forged.json().msg]).toEqual([400, MSG_PAYMENT_SIGNATURE]);
    expect(await licensed(owner, id)).toBe(false);
    expect((await notice(paid)).statusCode).toBe(200);
    expect((await notice(paid)).statusCode).toBe(200); // delivered twice, as Stripe may
    expect(await licensed(owner, id)).toBe(true);
    expect((await auditOf(owner, id)).filter((a) => a === 'licence_bought')).toHaveLength(1);
    expect((await put(owner, id)).statusCode).toBe(200);
    const again = await owner.call('GET', `/buy/license?estate_id=${id}`);
    expect([again.statusCode, again.json().msg]).toEqual([409, MSG_ALREADY_LICENSED]);
  });

  it('is confirmed by the browser when the notice is late, in Canadian dollars for a Canadian estate', async () => {
    const owner = await signUp(stripeApp, 'late');
    const { id } = await createEstate(owner, { meta: { label: 'Toronto', country_code: 'ca', state: 'ON' } });
    const url = await checkoutOf(owner, id);
    const session = [...fake.sessions.values()].find((s) => url === s.url);
    expect([session?.amount_total, session?.currency]).toEqual([26_900, 'cad']);
    // spelt for a Canadian estate (issue 36: "license" for US estates, "licence" for Canadian ones)
    expect(session?.line_items_seen?.[0]?.name).toBe('Probity licence for Toronto');
    fake.pay(session?.id ?? '');
    expect(await licensed(owner, id)).toBe(false);
    expect(await licensed(owner, id, true)).toBe(true);
    expect((await notice(fake.pay(session?.id ?? ''))).statusCode).toBe(200);
    expect((await auditOf(owner, id)).filter((a) => a === 'licence_bought')).toHaveLength(1);
  });

  it('sells volume licences by the tiers and assigns them with the password', async () => {
    const owner = await signUp(stripeApp, 'volume');
    const first = await createEstate(owner, { meta: { label: 'One' } });
    const second = await createEstate(owner, { meta: { label: 'Two' } });
    const pricing = (await owner.call('GET', `/pay/lic/${first.id}/pricing`)).json().payload;
    expect(pricing.tiers[1]).toEqual({ from: 5, unit: 16_915, percent_off: 15 });
    expect([pricing.num, pricing.intent]).toEqual([0, null]);
    const none = await owner.call('POST', '/api/license', {
      cmd: 'assign',
      estate_id: first.id,
      password: PASSWORD,
    });
    expect([none.statusCode, none.json().msg]).toEqual([402, msgNoLicencesLeft('us')]);

    const intent = (await owner.call('POST', `/pay/lic/${first.id}/intent/12`, {})).json().payload;
    expect(intent.price).toBe(volumePrice(12, 'usd').total);
    expect((await owner.call('GET', `/pay/lic/${first.id}/pricing`)).json().payload.intent).toBe(
      intent.intent_id,
    );
    expect((await notice(fake.pay(intent.intent_id))).statusCode).toBe(200);
    expect((await owner.call('GET', `/pay/lic/${first.id}/pricing`)).json().payload.num).toBe(12);

    const wrong = await owner.call('POST', '/api/license', {
      cmd: 'assign',
      estate_id: first.id,
      password: 'nope',
    });
    expect([wrong.statusCode, wrong.json().code]).toEqual([403, CODE_BAD_PASSWORD]);
    const done = await owner.call('POST', '/api/license', {
      cmd: 'assign',
      estate_id: first.id,
      password: PASSWORD,
    });
    expect(done.json().payload).toEqual({ licensed: true, left: 11 });
    const twice = await owner.call('POST', '/api/license', {
      cmd: 'assign',
      estate_id: first.id,
      password: PASSWORD,
    });
    expect([twice.statusCode, twice.json().msg]).toEqual([409, MSG_ALREADY_LICENSED]);
    expect(
      (
        await owner.call('POST', '/api/license', { cmd: 'assign', estate_id: second.id, password: PASSWORD })
      ).json().payload.left,
    ).toBe(10);
    expect(await licensed(owner, second.id)).toBe(true);
  });
});

describe('more file storage', () => {
  it("is sold to licensed estates only, a tier once, and raises the estate's storage limit", async () => {
    const owner = await signUp(localApp, 'storage');
    const { id } = await createEstate(owner, { meta: { label: 'Boxes' }, dec: { name: 'Bo Boxes' } });
    const early = await owner.call('GET', `/buy/storage?estate_id=${id}&tier=premium`);
    expect([early.statusCode, early.json().msg]).toEqual([402, MSG_LICENSE_FIRST]);
    const pay = async (url: string) => {
      const res = await owner.call('GET', url);
      expect(res.statusCode).toBe(303);
      const pid = String(res.headers.location).split('/').pop();
      return (await owner.call('POST', `/api/pay/local/${pid}`, { outcome: 'pay' })).json().payload;
    };
    await pay(`/buy/license?estate_id=${id}`);
    const limit = async () =>
      (await owner.call('GET', `/api/estate/${id}/file?want=all_blob_data`)).json().payload
        .storage_limit as number;
    expect(await limit()).toBe(100 * 1024 * 1024);
    expect((await pay(`/buy/storage?estate_id=${id}&tier=premium`)).return_to).toBe(
      `/estate/${id}/Overview?licence=storage`,
    );
    expect(await limit()).toBe(5 * 1024 * 1024 * 1024);
    const twice = await owner.call('GET', `/buy/storage?estate_id=${id}&tier=premium`);
    expect([twice.statusCode, twice.json().msg]).toEqual([409, MSG_STORAGE_HELD]);
    await pay(`/buy/storage?estate_id=${id}&tier=ultimate`);
    expect(await limit()).toBe(20 * 1024 * 1024 * 1024);
    expect(await auditOf(owner, id)).toContain('storage_bought');
  });
});

describe('the local test-mode checkout', () => {
  it('pays on its own page for the payer alone; the Sample and view-only users cannot buy', async () => {
    const owner = await signUp(localApp, 'local');
    const { id } = await createEstate(owner, { meta: { label: 'Local' }, dec: { name: 'Lou Local' } });
    await expire(id);
    const url = await checkoutOf(owner, id);
    expect(url).toMatch(/^\/pay\/local\/local_[0-9a-f]{24}$/);
    const pid = url.split('/').pop() ?? '';
    const info = (await owner.call('GET', `/api/pay/local/${pid}`)).json().payload;
    expect(info).toEqual({
      description: 'Probity license for one estate',
      amount: 19_900,
      currency: 'usd',
      status: 'open',
    });
    const other = await signUp(localApp, 'other');
    expect((await other.call('POST', `/api/pay/local/${pid}`, { outcome: 'pay' })).statusCode).toBe(404);
    const paid = (await owner.call('POST', `/api/pay/local/${pid}`, { outcome: 'pay' })).json().payload;
    expect(paid).toEqual({ paid: true, return_to: `/estate/${id}/Overview?licence=check` });
    expect(await licensed(owner, id)).toBe(true);
    expect((await put(owner, id)).statusCode).toBe(200);
    expect((await owner.call('POST', `/api/pay/local/${pid}`, { outcome: 'pay' })).statusCode).toBe(409);

    const sample = await owner.call('GET', '/buy/license?estate_id=sample');
    expect([sample.statusCode, sample.json().msg]).toEqual([403, MSG_SAMPLE_PAYMENT]);
    // the Stripe notice route answers nothing useful without Stripe: a local install has no notices
    const stray = await localApp.inject({
      method: 'POST',
      url: '/pay/webhook/stripe',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(stray.json()).toEqual({ received: true });
  });
});
