import { describe, expect, it } from 'vitest';
import { createEstate, signUp, useApp } from '../../test/support/helpers.ts';

// The per-part endpoints (docs/api.md): GET lists, POST takes [new items, changed items, deleted ids].

const t = useApp();

const SAMPLES = {
  assets: { name: 'Piano', i_type: 10, val_death: 350_000 },
  debts: { name: 'Utility bill', i_type: 3, val_death: 12_345 },
  contacts: { name: 'Dana Accountant', i_type: 3, phone: '555-0100' },
  heirs: { name: 'Eli Heir', i_type: 2, percent_target: 25_000 },
} as const;

for (const [part, item] of Object.entries(SAMPLES)) {
  describe(`/api/estate/{id}/${part}`, () => {
    it(`adds, changes and deletes ${part} in one call and maps the new ids`, async () => {
      const u = await signUp(t.app, `part${part}`);
      const e = await createEstate(u, {
        [part]: [
          { id: -1, ...item },
          { id: -2, ...item, name: 'Second' },
        ],
      });
      const keep = e.ids['-1'];
      const drop = e.ids['-2'];
      const res = await u.call('POST', `/api/estate/${e.id}/${part}?revision=1`, [
        [{ id: -5, ...item, name: 'Third' }],
        [{ id: keep, name: 'Renamed' }],
        [drop],
      ]);
      expect(res.statusCode).toBe(200);
      const { revision, ids } = res.json().payload;
      expect(revision).toBe(2);
      const list = (await u.call('GET', `/api/estate/${e.id}/${part}`)).json().payload;
      const mine = list.filter((x: { name: string }) => x.name !== 'Estate Cashflow Account');
      expect(mine.map((x: { id: number; name: string }) => [x.id, x.name])).toEqual([
        [keep, 'Renamed'],
        [ids['-5'], 'Third'],
      ]);
    });

    it(`refuses a stale revision of ${part} with 409 and saves with force=true`, async () => {
      const u = await signUp(t.app, `partstale${part}`);
      const e = await createEstate(u);
      await u.call('PUT', `/api/estate/${e.id}`, { revision: 1, state: 'KY' });
      const stale = await u.call('POST', `/api/estate/${e.id}/${part}?revision=1`, [
        [{ id: -1, ...item }],
        [],
        [],
      ]);
      expect(stale.statusCode).toBe(409);
      const forced = await u.call('POST', `/api/estate/${e.id}/${part}?force=true`, [
        [{ id: -1, ...item }],
        [],
        [],
      ]);
      expect(forced.statusCode).toBe(200);
      expect(forced.json().payload.revision).toBe(3);
    });

    it(`refuses ${part} without revision or force with 400`, async () => {
      const u = await signUp(t.app, `partnorev${part}`);
      const e = await createEstate(u);
      const res = await u.call('POST', `/api/estate/${e.id}/${part}`, [[], [], []]);
      expect(res.statusCode).toBe(400);
    });

    it(`refuses a ${part} body that is not the three-part array with 400`, async () => {
      const u = await signUp(t.app, `partshape${part}`);
      const e = await createEstate(u);
      const res = await u.call('POST', `/api/estate/${e.id}/${part}?revision=1`, { add: [] });
      expect(res.statusCode).toBe(400);
    });
  });
}

describe('GET /api/estate/sample/assets', () => {
  it('lists the Sample asset of 12,500.00', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/estate/sample/assets' })).json().payload;
    expect(list.map((a: { val_death: number }) => a.val_death)).toContain(1_250_000);
  });

  it('lists the Sample debt of 7,500.00', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/estate/sample/debts' })).json().payload;
    expect(list.map((d: { val_death: number }) => d.val_death)).toContain(750_000);
  });
});
