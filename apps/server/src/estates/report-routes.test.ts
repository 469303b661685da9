import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createEstate, makeApp, signUp, visitor } from '../../test/support/helpers.ts';

// GET /api/estate/{id}/report: the domain's report figures, with the estate's read rights and the period checks.

let app: FastifyInstance;
let owner: Client;
beforeAll(async () => {
  app = await makeApp();
  owner = await signUp(app, 'reports', 'Rae Reports');
});
afterAll(() => app.close());

describe('GET /api/estate/{id}/report', () => {
  it('answers figures that balance to the cent, carry by default in California', async () => {
    const e = await createEstate(owner, {
      meta: { label: 'Report estate', state: 'CA' },
      dec: { name: 'Jay Doe', death_date: '2026-03-01' },
      assets: [
        { id: -1, name: 'Checking', i_type: 14, val_death: 1_000_000 },
        { id: -2, name: 'Car', i_type: 8, val_death: 800_000 },
      ],
      txacts: [
        { id: -4, asset: -1, cat: 1, i_type: 0, val: 12_345, date: '2026-04-01', name: 'Pension' },
        { id: -6, asset: -1, cat: 53, i_type: 1, val: 9_999, date: '2026-04-03', name: 'Court fee' },
      ],
    });
    const res = await owner.call('GET', `/api/estate/${e.id}/report?start=2026-03-01&end=2026-12-31`);
    expect(res.statusCode).toBe(200);
    const p = res.json().payload;
    expect(p.approach).toBe('carry');
    expect(p.inventory.assetTotals.atDeath).toBe(1_800_000);
    expect(p.accounting.totals).toMatchObject({
      onHandStart: 1_800_000,
      receipts: 12_345,
      disbursements: 9_999,
      onHandEnd: 1_802_346,
      charges: 1_812_345,
      credits: 1_812_345,
    });
    expect(p.standard.closingCash).toBe(1_002_346);
  });

  it('refuses a start after the end, a stranger, and serves the Sample estate to a visitor', async () => {
    const e = await createEstate(owner, {
      meta: { label: 'Private report' },
      dec: { name: 'Kim Doe', death_date: '2026-03-01' },
    });
    const bad = await owner.call('GET', `/api/estate/${e.id}/report?start=2026-05-01&end=2026-04-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('Start must be before End');
    const stranger = await signUp(app, 'stranger');
    expect(
      (await stranger.call('GET', `/api/estate/${e.id}/report?start=2026-03-01&end=2026-04-01`)).statusCode,
    ).toBe(404);
    const guest = visitor(app);
    const full = await guest.call('GET', '/api/estate/sample/full');
    const death: string = full.json().payload.meta.death_date;
    const early = await guest.call('GET', '/api/estate/sample/report?start=1900-01-01&end=2999-12-31');
    expect(early.statusCode).toBe(400); // before the Sample's death date
    const sample = await guest.call('GET', `/api/estate/sample/report?start=${death}&end=2999-12-31`);
    expect(sample.statusCode).toBe(200);
    const t = sample.json().payload.accounting.totals;
    expect(t.charges).toBe(t.credits);
  });
});
