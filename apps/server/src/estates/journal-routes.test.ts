import { ledgerBalances } from '@probity/domain/test-io';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createEstate, makeApp, signUp, visitor } from '../../test/support/helpers.ts';

// GET /api/estate/{id}/journal, read back by the real ledger-cli (Debian's `ledger`, installed by npm test).

let app: FastifyInstance;
let owner: Client;
beforeAll(async () => {
  app = await makeApp();
  owner = await signUp(app, 'journal', 'Jo Journal');
});
afterAll(() => app.close());

describe('GET /api/estate/{id}/journal', () => {
  it('exports a journal whose ledger-cli balances equal the estate to the cent', async () => {
    const e = await createEstate(owner, {
      meta: { label: 'Journal estate' },
      dec: { name: 'Jay Doe', death_date: '2026-03-01' },
      assets: [
        { id: -1, name: 'Checking', i_type: 14, val_death: 1_000_000, cost_basis_death: 1_000_000 },
        { id: -2, name: 'Car', i_type: 8, val_death: 800_000, cost_basis_death: 800_000 },
      ],
      debts: [{ id: -3, name: 'Card', i_type: 1, val_death: 45_050 }],
      txacts: [
        { id: -4, asset: -1, cat: 1, i_type: 0, val: 12_345, date: '2026-04-01', name: 'Pension' },
        {
          id: -5,
          asset: -1,
          item: -3,
          cat: 51,
          i_type: 1,
          val: 45_050,
          date: '2026-04-02',
          name: 'Pay card',
        },
        { id: -6, asset: -1, cat: 53, i_type: 1, val: 9_999, date: '2026-04-03', name: 'Court fee' },
      ],
    });
    const res = await owner.call('GET', `/api/estate/${e.id}/journal`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const balances = ledgerBalances(res.body);
    const checking = [...balances].find(([a]) => a.startsWith('Assets:') && a.includes('Checking'));
    const car = [...balances].find(([a]) => a.startsWith('Assets:') && a.includes('Car'));
    const card = [...balances].find(([a]) => a.startsWith('Liabilities:') && a.includes('Card'));
    // 10,000.00 + 123.45 - 450.50 - 99.99 = 9,572.96
    expect(checking?.[1]).toBe(957_296);
    expect(car?.[1]).toBe(800_000);
    expect(card?.[1] ?? 0).toBe(0);
  });

  it('refuses a stranger with 404 and gives a visitor the Sample estate', async () => {
    const e = await createEstate(owner, { meta: { label: 'Private journal' } });
    const stranger = await signUp(app, 'stranger');
    expect((await stranger.call('GET', `/api/estate/${e.id}/journal`)).statusCode).toBe(404);
    const sample = await visitor(app).call('GET', '/api/estate/sample/journal');
    expect(sample.statusCode).toBe(200);
    expect(sample.body).toContain('Assets:');
  });
});
