import { describe, expect, it } from 'vitest';
import { createEstate, signUp, useApp, visitor } from '../../test/support/helpers.ts';

const t = useApp();

describe('GET /api/estate/{id}/dec', () => {
  it('answers every decedent field of the Sample estate', async () => {
    const res = await visitor(t.app).call('GET', '/api/estate/sample/dec');
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toMatchObject({
      name: 'Eleanor May Whitfield',
      birth_date: '1941-03-14',
      residence_addr_state: 'GA',
      residence_addr_county: 'Bibb',
      phone: '478-555-0142',
      files: { death_cert: [], funeral: [], will: [], organizing: [] },
    });
  });

  it('answers empty fields for a new estate', async () => {
    const u = await signUp(t.app, 'decnew');
    const e = await createEstate(u);
    const dec = (await u.call('GET', `/api/estate/${e.id}/dec`)).json().payload;
    expect(dec).toMatchObject({ name: '', birth_date: null, death_date: null, ssn: '', addr_county: '' });
  });
});

describe('PUT /api/estate/{id}/dec', () => {
  it('saves the decedent fields; name and death date are also the estate meta', async () => {
    const u = await signUp(t.app, 'decput');
    const e = await createEstate(u);
    const res = await u.call('PUT', `/api/estate/${e.id}/dec`, {
      revision: 1,
      name: 'Walter Gray',
      birth_date: '1938-12-01',
      death_date: '2026-10-02',
      addr_state: 'OH',
      addr_county: 'Franklin',
      ssn: '987-65-4321',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({ revision: 2 });
    const dec = (await u.call('GET', `/api/estate/${e.id}/dec`)).json().payload;
    expect(dec).toMatchObject({
      name: 'Walter Gray',
      birth_date: '1938-12-01',
      death_date: '2026-10-02',
      ssn: '•••-••-4321', // read masked; secret-routes.test.ts reveals it
    });
    const meta = (await u.call('GET', `/api/estate/${e.id}`)).json().payload;
    expect(meta).toMatchObject({ name: 'Walter Gray', death_date: '2026-10-02' });
  });

  it('clears the death date with null (awaiting death)', async () => {
    const u = await signUp(t.app, 'decnull');
    const e = await createEstate(u, { dec: { death_date: '2026-01-01' } });
    await u.call('PUT', `/api/estate/${e.id}/dec`, { revision: 1, death_date: null });
    expect((await u.call('GET', `/api/estate/${e.id}/dec`)).json().payload.death_date).toBeNull();
  });

  it('refuses a stale revision with 409', async () => {
    const u = await signUp(t.app, 'decconflict');
    const e = await createEstate(u);
    await u.call('PUT', `/api/estate/${e.id}/dec`, { revision: 1, phone: '1' });
    const res = await u.call('PUT', `/api/estate/${e.id}/dec`, { revision: 1, phone: '2' });
    expect(res.statusCode).toBe(409);
  });

  it('refuses a birth date in m/d/yyyy form with 400: the API takes ISO dates', async () => {
    const u = await signUp(t.app, 'decbaddate');
    const e = await createEstate(u);
    const res = await u.call('PUT', `/api/estate/${e.id}/dec`, { revision: 1, birth_date: '3/14/1941' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Invalid body.birth_date: expected a real calendar date as yyyy-mm-dd');
  });
});
