import { describe, expect, it } from 'vitest';
import { createEstate, useOwner } from '../../../test/support/helpers.ts';

// Every save that can move a figure runs the engine inside the save's transaction (issue 3, item 7).

const t = useOwner('ledger', 'Lea Ledger');

const save = (id: string, body: unknown) => t.owner.call('POST', `/api/estate/${id}/save`, body);
const full = async (id: string) => (await t.owner.call('GET', `/api/estate/${id}/full`)).json().payload;

describe('engine on every save', () => {
  it('refuses a save that leaves two Various Refunds assets, naming the estate, and keeps nothing of it', async () => {
    const e = await createEstate(t.owner, {
      meta: { label: 'Two refund assets' },
      dec: { death_date: '2026-05-01' },
    });
    const before = await full(e.id);
    const res = await save(e.id, {
      revision: e.revision,
      parts: {
        dec: { phone: '555-0100' },
        assets: {
          add: [
            { id: -1, name: 'Various Refunds', i_type: 23, sundry_refunds: true },
            { id: -2, name: 'Various Refunds again', i_type: 23, sundry_refunds: true },
          ],
        },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(`estate ${e.id}: more than one Various Refunds asset`);
    const after = await full(e.id);
    expect(after.assets).toHaveLength(before.assets.length);
    expect(after.dec.phone).toBe(before.dec.phone);
    expect(after.revision).toBe(e.revision);
  });

  it('refuses a transaction whose asset does not exist', async () => {
    const e = await createEstate(t.owner, {
      meta: { label: 'Dangling asset' },
      dec: { death_date: '2026-05-01' },
    });
    const res = await save(e.id, {
      revision: e.revision,
      parts: {
        txacts: { add: [{ id: -1, asset: 987_654, cat: 1, i_type: 0, val: 10_000, date: '2026-06-01' }] },
      },
    });
    expect(res.statusCode).toBe(400);
    expect((await full(e.id)).txacts).toHaveLength(0);
  });

  it('stores the estate totals the engine derives: debts at death and remaining after a payment', async () => {
    const e = await createEstate(t.owner, { meta: { label: 'Totals' }, dec: { death_date: '2026-05-01' } });
    const res = await save(e.id, {
      revision: e.revision,
      parts: {
        assets: {
          add: [{ id: -1, name: 'Checking', i_type: 14, val_death: 500_000, cost_basis_death: 500_000 }],
        },
        debts: { add: [{ id: -2, name: 'Card', i_type: 1, val_death: 120_000 }] },
        txacts: {
          add: [{ id: -3, asset: -1, item: -2, cat: 51, i_type: 1, val: 20_000, date: '2026-06-01' }],
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const meta = (await t.owner.call('GET', `/api/estate/${e.id}`)).json().payload;
    expect(meta.debt_death).toBe(120_000);
    expect(meta.debt).toBe(100_000);
  });

  it('a label-only save does not need the ledger and still succeeds on an estate', async () => {
    const e = await createEstate(t.owner, { meta: { label: 'Label only' } });
    const res = await save(e.id, { revision: e.revision, parts: { meta: { label: 'Label only, renamed' } } });
    expect(res.statusCode).toBe(200);
    expect((await full(e.id)).meta.label).toBe('Label only, renamed');
  });
});
