import {
  CODE_SERVICE_PAID,
  MSG_LICENSE_FIRST,
  MSG_NO_SERVICE,
  MSG_PRICE_CHANGED,
  MSG_SAMPLE_PAYMENT,
  MSG_SERVICE_PAID,
  MSG_SIGN_IN,
  MSG_SOLO_SERVICE_PAID,
} from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createEstate, makeApp, signUp, visitor } from '../../test/support/helpers.ts';

// Other paid services (docs/api.md, Other services) from an operator's catalogue: offered by the estate's state and
// currency, bought for a licensed estate only, once per estate (601); and on their own, once per user.

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp({
    enforceTrial: true,
    services: {
      executor: {
        name: 'Professional executor',
        description: 'A trust company acts as executor or helps one.',
        price: { usd: 250_000, cad: 320_000 },
        states: ['CA', 'ON'],
        solo: false,
      },
      house: {
        name: 'Selling the house',
        description: '',
        price: { usd: 50_000 },
        states: ['VA'],
        solo: false,
      },
      planning: {
        name: 'Estate planning review',
        description: '',
        price: { usd: 30_000, cad: 39_000 },
        states: [],
        solo: true,
      },
    },
  });
});
afterAll(() => app.close());

/** Pays (or cancels) the checkout a purchase answered, through the local checkout; answers where it goes back. */
const settle = async (c: Client, url: string, outcome: 'pay' | 'cancel' = 'pay') => {
  const pid = url.split('/').pop();
  const info = (await c.call('GET', `/api/pay/local/${pid}`)).json().payload;
  const done = (await c.call('POST', `/api/pay/local/${pid}`, { outcome })).json().payload;
  return { info, return_to: done.return_to as string };
};
const license = async (c: Client, id: string) => {
  const res = await c.call('GET', `/buy/license?estate_id=${id}`);
  await settle(c, String(res.headers.location));
};

describe('services bought for an estate', () => {
  it('needs a licence, the price seen and a service of its place; is paid once, and recorded', async () => {
    const owner = await signUp(app, 'services');
    const { id } = await createEstate(owner, {
      meta: { label: 'Fresno', state: 'CA' },
      dec: { name: 'Flo' },
    });
    const listed = (await owner.call('GET', `/api/estate/${id}/services`)).json().payload;
    expect(listed.licensed).toBe(false);
    expect(listed.services.map((s: { item: string; price: number }) => [s.item, s.price])).toEqual([
      ['planning', 30_000],
      ['executor', 250_000],
    ]);
    const buy = (body: object) => owner.call('POST', `/pay/estate/${id}/service`, body);
    const early = await buy({ item: 'executor', price: 250_000 });
    expect([early.statusCode, early.json().msg]).toEqual([402, MSG_LICENSE_FIRST]);
    await license(owner, id);

    const stale = await buy({ item: 'executor', price: 200_000 });
    expect([stale.statusCode, stale.json().msg]).toEqual([409, MSG_PRICE_CHANGED]);
    const elsewhere = await buy({ item: 'house', price: 50_000 }); // Virginia only
    expect([elsewhere.statusCode, elsewhere.json().msg]).toEqual([409, MSG_NO_SERVICE]);

    const { url } = (await buy({ item: 'executor', price: 250_000 })).json().payload;
    const cancelled = await settle(owner, url, 'cancel');
    expect(cancelled.return_to).toBe(`/estate/${id}/Overview?services=1`);
    const open = (await buy({ item: 'executor', price: 250_000 })).json().payload;
    const paid = await settle(owner, open.url);
    expect(paid.info).toMatchObject({
      description: 'Professional executor',
      amount: 250_000,
      currency: 'usd',
    });
    expect(paid.return_to).toBe(`/estate/${id}/Overview?licence=service&item=executor`);

    const after = (await owner.call('GET', `/api/estate/${id}/services`)).json().payload;
    const executor = after.services.find((s: { item: string }) => s.item === 'executor');
    expect([after.licensed, executor.paid, typeof executor.paid_at]).toEqual([true, true, 'string']);
    expect(after.services.find((s: { item: string }) => s.item === 'planning').paid).toBe(false);
    const again = await buy({ item: 'executor', price: 250_000 });
    expect(again.json()).toEqual({ success: false, code: CODE_SERVICE_PAID, msg: MSG_SERVICE_PAID });

    const audit = (await owner.call('GET', `/api/estate/${id}/audit`)).json().payload as {
      action: string;
      detail: { item?: string; name?: string; amount?: number };
    }[];
    const bought = audit.filter((a) => a.action === 'service_bought');
    expect(bought.map((a) => [a.detail.item, a.detail.name, a.detail.amount])).toEqual([
      ['executor', 'Professional executor', 250_000],
    ]);
  });

  it('charges Canadian dollars in Canada whatever the request says, and refuses the Sample estate', async () => {
    const owner = await signUp(app, 'services-ca');
    const { id } = await createEstate(owner, {
      meta: { label: 'Kingston', state: 'ON', country_code: 'ca' },
    });
    await license(owner, id);
    const usdPrice = await owner.call('POST', `/pay/estate/${id}/service`, {
      item: 'executor',
      price: 250_000,
    });
    expect([usdPrice.statusCode, usdPrice.json().msg]).toEqual([409, MSG_PRICE_CHANGED]);
    const { url } = (
      await owner.call('POST', `/pay/estate/${id}/service`, {
        item: 'executor',
        price: 320_000,
        currency: 'usd',
      })
    ).json().payload;
    const { info } = await settle(owner, url);
    expect([info.amount, info.currency]).toEqual([320_000, 'cad']);
    const sample = await owner.call('GET', '/api/estate/sample/services');
    expect([sample.statusCode, sample.json().msg]).toEqual([403, MSG_SAMPLE_PAYMENT]);
    const sampleBuy = await owner.call('POST', '/pay/estate/sample/service', {
      item: 'planning',
      price: 30_000,
    });
    expect([sampleBuy.statusCode, sampleBuy.json().msg]).toEqual([403, MSG_SAMPLE_PAYMENT]);
  });
});

describe('services bought on their own', () => {
  it('lists the solo services to anyone, sells them to a signed-in user once, and back to the account', async () => {
    const anyone = visitor(app);
    const list = (await anyone.call('GET', '/api/services?currency=cad')).json().payload.services;
    expect(
      list.map((s: { item: string; price: number; paid: boolean }) => [s.item, s.price, s.paid]),
    ).toEqual([['planning', 39_000, false]]);
    const anon = await anyone.call('POST', '/pay/service_solo', {
      item: 'planning',
      price: 39_000,
      currency: 'cad',
    });
    expect([anon.statusCode, anon.json().msg]).toEqual([401, MSG_SIGN_IN]);

    const owner = await signUp(app, 'solo');
    const estateOnly = await owner.call('POST', '/pay/service_solo', { item: 'executor', price: 250_000 });
    expect([estateOnly.statusCode, estateOnly.json().msg]).toEqual([409, MSG_NO_SERVICE]);
    const buy = () =>
      owner.call('POST', '/pay/service_solo', { item: 'planning', price: 39_000, currency: 'cad' });
    const { url } = (await buy()).json().payload;
    const { info, return_to } = await settle(owner, url);
    expect([info.description, info.amount, info.currency]).toEqual(['Estate planning review', 39_000, 'cad']);
    expect(return_to).toBe('/account?service=paid&item=planning');
    const mine = (await owner.call('GET', '/api/services?currency=cad')).json().payload.services;
    expect(mine[0].paid).toBe(true);
    // another user has not paid it
    const other = await signUp(app, 'solo-other');
    expect((await other.call('GET', '/api/services?currency=cad')).json().payload.services[0].paid).toBe(
      false,
    );
    const again = await buy();
    expect(again.json()).toEqual({ success: false, code: CODE_SERVICE_PAID, msg: MSG_SOLO_SERVICE_PAID });
  });
});
