import { MAX_ASSETS, MAX_CONTACTS, MSG_MAX_REACHED, MSG_TOO_MANY_CONTACTS } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { createEstate, useOwner } from '../../test/support/helpers.ts';

// Workspace §9 limits, enforced by the server in the save path with the §8 messages: the whole save is refused.
const t = useOwner('limits');

const assets = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => ({ id: -(from + i), name: `Asset ${from + i}` }));
const contacts = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => ({ id: -(from + i), name: `Contact ${from + i}` }));
const count = async (id: string, part: string) =>
  (await t.owner.call('GET', `/api/estate/${id}/${part}`)).json().payload.length;

describe('assets', () => {
  it(`accepts ${MAX_ASSETS} assets (the cashflow account included)`, async () => {
    const { id } = await createEstate(t.owner, {
      assets: [{ id: -9999, name: 'Estate account', i_type: 17 }, ...assets(MAX_ASSETS - 1)],
    });
    expect(await count(id, 'assets')).toBe(MAX_ASSETS);
  });

  it('refuses asset number 1002 through the per-part endpoint, changing nothing', async () => {
    const { id } = await createEstate(t.owner, {
      assets: [{ id: -9999, name: 'Estate account', i_type: 17 }, ...assets(MAX_ASSETS - 1)],
    });
    const res = await t.owner.call('POST', `/api/estate/${id}/assets?force=true`, [
      [{ id: -1, name: 'One too many' }],
      [],
      [],
    ]);
    expect([res.statusCode, res.json().msg]).toEqual([400, MSG_MAX_REACHED]);
    expect(await count(id, 'assets')).toBe(MAX_ASSETS);
  });

  it('refuses too many assets in the atomic save, and the other parts of that save with them', async () => {
    const { id } = await createEstate(t.owner, {
      assets: [{ id: -9999, name: 'Estate account', i_type: 17 }, ...assets(MAX_ASSETS - 1)],
    });
    const res = await t.owner.call('POST', `/api/estate/${id}/save`, {
      force: true,
      parts: { assets: { add: assets(1, 5000) }, contacts: { add: [{ id: -6000, name: 'Kept out' }] } },
    });
    expect([res.statusCode, res.json().msg]).toEqual([400, MSG_MAX_REACHED]);
    expect(await count(id, 'contacts')).toBe(0);
  });

  it('refuses creating an estate with more than the maximum', async () => {
    const res = await t.owner.call('POST', '/api/estates', { assets: assets(MAX_ASSETS + 1) });
    expect([res.statusCode, res.json().msg]).toEqual([400, MSG_MAX_REACHED]);
  });

  it('lets an estate at the limit delete one and add one in the same save', async () => {
    const { id, ids } = await createEstate(t.owner, {
      assets: [{ id: -9999, name: 'Estate account', i_type: 17 }, ...assets(MAX_ASSETS - 1)],
    });
    const res = await t.owner.call('POST', `/api/estate/${id}/assets?force=true`, [
      [{ id: -1, name: 'Replacement' }],
      [],
      [ids['-1']],
    ]);
    expect(res.statusCode).toBe(200);
    expect(await count(id, 'assets')).toBe(MAX_ASSETS);
  });
});

describe('contacts', () => {
  it(`accepts ${MAX_CONTACTS} contacts`, async () => {
    const { id } = await createEstate(t.owner, { contacts: contacts(MAX_CONTACTS) });
    expect(await count(id, 'contacts')).toBe(MAX_CONTACTS);
  });

  it("answers 'Too many contacts' past 2000", async () => {
    const { id } = await createEstate(t.owner, { contacts: contacts(MAX_CONTACTS) });
    const res = await t.owner.call('POST', `/api/estate/${id}/contacts?force=true`, [
      [{ id: -1, name: 'One more' }],
      [],
      [],
    ]);
    expect([res.statusCode, res.json().msg]).toEqual([400, MSG_TOO_MANY_CONTACTS]);
    expect(await count(id, 'contacts')).toBe(MAX_CONTACTS);
  });

  it('lets an estate at the contact limit still change its contacts', async () => {
    const { id, ids } = await createEstate(t.owner, { contacts: contacts(MAX_CONTACTS) });
    const res = await t.owner.call('POST', `/api/estate/${id}/contacts?force=true`, [
      [],
      [{ id: ids['-1'], phone: '555-0100' }],
      [],
    ]);
    expect(res.statusCode).toBe(200);
  });
});
