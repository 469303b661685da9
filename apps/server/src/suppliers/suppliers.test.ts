import { upsertSuppliers } from '@probity/db';
import { MSG_SHARE_OWNER_ONLY, MSG_SIGN_IN, SUPPLIER_TYPE } from '@probity/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail, visitor } from '../../test/support/helpers.ts';
import { testDb, useWorld } from '../../test/support/world.ts';

// The supplier directory (docs/api.md): found by place or by zip and words, signed-in users only; the owner
// grants a supplier access, which invites its email and remembers the supplier on the entry.

const w = useWorld();
const db = testDb();
const tag = uniqueEmail('firm').split('@')[0] ?? 'firm';
const lawyer = `${tag}.law@example.com`;
beforeAll(async () => {
  await upsertSuppliers(db.db, [
    {
      name: `Peach Probate Law ${tag}`,
      type: SUPPLIER_TYPE.lawyer,
      state: 'GA',
      county: 'Fulton',
      zip: '30303',
      email: lawyer,
      prefer: true,
    },
    {
      name: `Cobb Estate Lawyers ${tag}`,
      type: SUPPLIER_TYPE.lawyer,
      state: 'GA',
      county: 'Cobb',
      zip: '30060',
      email: `${tag}.cobb@example.com`,
    },
    {
      name: `Fulton Tax Accounts ${tag}`,
      type: SUPPLIER_TYPE.accountant,
      state: 'GA',
      county: 'Fulton',
      zip: '30303',
      email: `${tag}.cpa@example.com`,
    },
  ]);
});
afterAll(() => db.close());

describe('the supplier directory', () => {
  it('finds lawyers by county and by zip and words; visitors are refused', async () => {
    const byCounty = await w.owner.call(
      'GET',
      `/api/supplier/find?by=county&state=GA&county=fulton&supplier_type=${SUPPLIER_TYPE.lawyer}`,
    );
    const names = (byCounty.json().payload as { name: string }[])
      .map((s) => s.name)
      .filter((n) => n.endsWith(tag));
    expect(names).toEqual([`Peach Probate Law ${tag}`]);
    const byWords = await w.owner.call(
      'GET',
      `/api/supplier/find/?type=${SUPPLIER_TYPE.lawyer}&keywords=estate ${tag}`,
    );
    expect((byWords.json().payload as { email: string }[]).map((s) => s.email)).toEqual([
      `${tag}.cobb@example.com`,
    ]);
    const one = byCounty.json().payload.find((s: { email: string }) => s.email === lawyer);
    expect((await w.owner.call('GET', `/api/supplier/${one.id}`)).json().payload).toMatchObject({
      email: lawyer,
      prefer: true,
      zip: '30303',
    });
    const anon = await visitor(w.app).call('GET', '/api/supplier/find?by=county&state=GA');
    expect([anon.statusCode, anon.json().msg]).toEqual([401, MSG_SIGN_IN]);
    expect((await w.owner.call('GET', '/api/supplier/999999999')).statusCode).toBe(404);
  });

  it('lets the owner grant a supplier access, inviting its email; the grant can change, others cannot grant', async () => {
    const found = await w.owner.call(
      'GET',
      `/api/supplier/find?by=county&state=GA&county=Fulton&supplier_type=${SUPPLIER_TYPE.lawyer}`,
    );
    const id = found.json().payload.find((s: { email: string }) => s.email === lawyer).id as number;
    expect((await w.owner.call('GET', `/api/estate/${w.estateId}/ua?supplier_id=${id}`)).json().payload).toBe(
      0,
    );
    const granted = await w.owner.call('POST', `/api/estate/${w.estateId}/ua`, {
      supplier_id: id,
      access: 2,
    });
    expect(granted.json().payload.entry).toMatchObject({
      email: lawyer,
      name: `Peach Probate Law ${tag}`,
      access: 2,
      done: false,
    });
    const link = granted.json().payload.link as string;
    expect((await w.owner.call('GET', `/api/estate/${w.estateId}/ua?supplier_id=${id}`)).json().payload).toBe(
      2,
    );
    await w.owner.call('POST', `/api/estate/${w.estateId}/ua`, { supplier_id: id, access: 1 });
    expect((await w.owner.call('GET', `/api/estate/${w.estateId}/ua?supplier_id=${id}`)).json().payload).toBe(
      1,
    );
    // the lawyer signs up through the link and works on the estate
    const firm = await signUp(w.app, 'firm', 'Pat Lawyer');
    expect((await firm.call('POST', `/api/invite/${link.split('/invite/')[1]}`)).statusCode).toBe(200);
    expect(
      (await firm.call('PUT', `/api/estate/${w.estateId}`, { force: true, distributor: 'Counsel' }))
        .statusCode,
    ).toBe(200);
    const asEditor = await w.editor.call('POST', `/api/estate/${w.estateId}/ua`, {
      supplier_id: id,
      access: 2,
    });
    expect([asEditor.statusCode, asEditor.json().msg]).toEqual([403, MSG_SHARE_OWNER_ONLY]);
    expect((await w.editor.call('GET', `/api/estate/${w.estateId}/ua?supplier_id=${id}`)).statusCode).toBe(
      403,
    );
  });
});
