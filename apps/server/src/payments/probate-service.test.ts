import {
  CODE_SERVICE_PAID,
  MSG_NO_PROBATE_SERVICE,
  MSG_PRICE_CHANGED,
  MSG_SAMPLE_PAYMENT,
  MSG_SERVICE_PAID,
} from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEstate, makeApp, signUp } from '../../test/support/helpers.ts';

// The probate lawyer service (docs/api.md) with an operator's prices: by state with county overrides, paid
// through the local checkout, once (601), licensing an unlicensed estate, in Canadian dollars in Canada.

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp({
    enforceTrial: true,
    probatePricing: {
      GA: { price: 150_000, counties: { Fulton: 180_000 } },
      ON: { price: 210_000, counties: {} },
    },
  });
});
afterAll(() => app.close());

describe('the probate lawyer service', () => {
  it('prices by state and county, and refuses places without a service', async () => {
    const anyone = await signUp(app, 'pricing');
    expect((await anyone.call('GET', '/api/probate_pricing/GA')).json().payload).toEqual({
      id: 'GA',
      covered: true,
      price: 150_000,
      counties: { Fulton: 180_000 },
    });
    expect((await anyone.call('GET', '/api/probate_pricing/NJ')).json().payload.covered).toBe(false);
    const { id } = await createEstate(anyone, { meta: { label: 'NJ', state: 'NJ' }, dec: { name: 'Ned' } });
    const svc = (await anyone.call('GET', `/api/estate/${id}/probate`)).json().payload;
    expect([svc.state, svc.price, svc.paid]).toEqual(['NJ', null, false]);
    const pay = await anyone.call('POST', `/pay/estate/${id}/probate`, { price: 150_000 });
    expect([pay.statusCode, pay.json().msg]).toEqual([409, MSG_NO_PROBATE_SERVICE]);
  });

  it('is bought once for the county asked, licenses the estate, and warns when the place changes after', async () => {
    const owner = await signUp(app, 'probate');
    const { id } = await createEstate(owner, {
      meta: { label: 'Atlanta', state: 'GA' },
      dec: { name: 'Ann', death_date: '2026-09-01', addr_county: 'Fulton' },
    });
    const svc = (await owner.call('GET', `/api/estate/${id}/probate`)).json().payload;
    expect([svc.state, svc.county, svc.price]).toEqual(['GA', 'Fulton', 180_000]);
    const stale = await owner.call('POST', `/pay/estate/${id}/probate`, { price: 150_000 });
    expect([stale.statusCode, stale.json().msg]).toEqual([409, MSG_PRICE_CHANGED]);
    const asked = await owner.call('PUT', `/api/estate/${id}/probate`, {
      state: 'GA',
      county: 'Cobb',
      consult_ok: true,
    });
    expect(asked.json().payload).toMatchObject({ county: 'Cobb', price: 150_000, consult_ok: true });
    const { url } = (await owner.call('POST', `/pay/estate/${id}/probate`, { price: 150_000 })).json()
      .payload;
    const pid = String(url).split('/').pop();
    expect((await owner.call('GET', `/api/pay/local/${pid}`)).json().payload).toMatchObject({
      description: 'Probate lawyer service',
      amount: 150_000,
      currency: 'usd',
    });
    const done = (await owner.call('POST', `/api/pay/local/${pid}`, { outcome: 'pay' })).json().payload;
    expect(done.return_to).toBe(`/estate/${id}/Overview?licence=probate`);
    const paid = (await owner.call('GET', `/api/estate/${id}/probate`)).json().payload;
    expect([paid.paid, paid.paid_place]).toEqual([true, 'Cobb, GA']);
    expect((await owner.call('GET', `/api/estate/${id}`)).json().payload.licensed).toBe(true);
    const again = await owner.call('POST', `/pay/estate/${id}/probate`, { price: 150_000 });
    expect(again.json()).toEqual({ success: false, code: CODE_SERVICE_PAID, msg: MSG_SERVICE_PAID });
    // asking for another place after paying keeps where it was paid for
    await owner.call('PUT', `/api/estate/${id}/probate`, { state: 'GA', county: 'Fulton', consult_ok: true });
    const moved = (await owner.call('GET', `/api/estate/${id}/probate`)).json().payload;
    expect([moved.county, moved.paid, moved.paid_place]).toEqual(['Fulton', true, 'Cobb, GA']);
  });

  it('charges Canadian dollars in Canada and is refused for the Sample estate', async () => {
    const owner = await signUp(app, 'ontario');
    const { id } = await createEstate(owner, { meta: { label: 'Ottawa', state: 'ON', country_code: 'ca' } });
    const { url } = (await owner.call('POST', `/pay/estate/${id}/probate`, { price: 210_000 })).json()
      .payload;
    const info = (await owner.call('GET', `/api/pay/local/${String(url).split('/').pop()}`)).json().payload;
    expect([info.amount, info.currency]).toEqual([210_000, 'cad']);
    const sample = await owner.call('POST', '/pay/estate/sample/probate', { price: 150_000 });
    expect([sample.statusCode, sample.json().msg]).toEqual([403, MSG_SAMPLE_PAYMENT]);
  });
});
