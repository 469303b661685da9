import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createEstate, makeApp, signUp } from '../../test/support/helpers.ts';

// GET /assets, /debts, /heirs answer the engine's figures: what the transactions made of each item.
let app: FastifyInstance;
let owner: Client;
let estateId: string;
let ids: Record<string, number>;

beforeAll(async () => {
  app = await makeApp();
  owner = await signUp(app, 'derived');
  const made = await createEstate(owner, {
    meta: { label: `Derived ${Date.now()}`, country_code: 'us', state: 'GA' },
    dec: { name: 'Harold Brooks', death_date: '2026-08-01' },
    assets: [{ id: -1, name: 'Checking', i_type: 14, val_death: 1_000_00 }],
    debts: [{ id: -2, name: 'Card', i_type: 3, val_death: 400_00 }],
    heirs: [{ id: -3, name: 'Ann', i_type: 2, percent_target: 100_000 }],
    txacts: [
      { id: -4, asset: -1, cat: 1, i_type: 0, val: 250_00, date: '2026-08-05', name: 'Pension' },
      { id: -5, asset: -1, cat: 51, i_type: 1, item: -2, val: 150_00, date: '2026-08-06', name: 'Card' },
      { id: -6, asset: -1, cat: 52, i_type: 1, heir_id: -3, distrib_type: 2, val: 300_00, reason: 3 },
    ],
  });
  estateId = made.id;
  ids = made.ids;
});
afterAll(() => app.close());

const get = async (part: string) =>
  (await owner.call('GET', `/api/estate/${estateId}/${part}`)).json().payload;

describe('per-part reads carry derived values', () => {
  it('an asset answers its value now after income, a payment and a planned distribution', async () => {
    const checking = (await get('assets')).find((a: { id: number }) => a.id === ids['-1']);
    // 1,000.00 + 250.00 - 150.00 = 1,100.00 now; the planned 300.00 is allocated, not yet out.
    expect([checking.val, checking.val_death, checking.val_alloc, checking.txact_num]).toEqual([
      1_100_00, 1_000_00, 300_00, 3,
    ]);
  });

  it('a debt answers what was owed, paid and remains', async () => {
    const card = (await get('debts')).find((d: { id: number }) => d.id === ids['-2']);
    expect([card.owed, card.paid, card.val, card.pay_num]).toEqual([400_00, 150_00, 250_00, 1]);
  });

  it('an heir answers the allocation of the planned distribution', async () => {
    const [ann] = await get('heirs');
    expect([ann.name, ann.val_alloc, ann.val_distrib]).toEqual(['Ann', 300_00, 0]);
  });
});
