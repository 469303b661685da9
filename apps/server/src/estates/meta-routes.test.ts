import { describe, expect, it } from 'vitest';
import { createEstate, signUp, useApp, visitor } from '../../test/support/helpers.ts';

const t = useApp();

describe('GET /api/estate/{id}', () => {
  it('answers the meta fields, revision and role to the owner', async () => {
    const u = await signUp(t.app, 'metaget');
    const e = await createEstate(u, {
      meta: { label: 'Uncle Joe', state: 'FL', state_exec: 'NY', trust: true, distributor: 'Joe Jr.' },
      dec: { name: 'Joseph Marino Trust' },
    });
    const res = await u.call('GET', `/api/estate/${e.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toMatchObject({
      id: e.id,
      label: 'Uncle Joe',
      name: 'Joseph Marino Trust',
      state: 'FL',
      state_exec: 'NY',
      country_code: 'us',
      trust: true,
      death_date: null,
      licensed: false,
      view_only: false,
      distributor: 'Joe Jr.',
      files: { letters: [], exec: [] },
      config: { currency: '', task_dates: {} },
      revision: 1,
      role: 'owner',
    });
  });

  it('answers the US Sample estate: GA death state, NJ executor, death 75 days ago', async () => {
    const res = await visitor(t.app).call('GET', '/api/estate/sample');
    const meta = res.json().payload;
    const today = new Date().toISOString().slice(0, 10);
    const days = (Date.parse(today) - Date.parse(meta.death_date)) / 86_400_000;
    expect(meta).toMatchObject({
      id: 'sample',
      state: 'GA',
      state_exec: 'NJ',
      country_code: 'us',
      role: 'sample',
    });
    expect(days).toBe(75);
  });

  it('answers the Canadian Sample estate: ON death province, NJ executor', async () => {
    const meta = (await visitor(t.app).call('GET', '/api/estate/sample_ca')).json().payload;
    expect(meta).toMatchObject({ id: 'sample_ca', state: 'ON', state_exec: 'NJ', country_code: 'ca' });
  });

  it('refuses an estate id with characters outside [A-Za-z0-9_-] with 400', async () => {
    const u = await signUp(t.app, 'metabadid');
    const res = await u.call('GET', '/api/estate/abc%20def');
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /api/estate/{id}', () => {
  it('changes the sent meta fields, keeps the others and answers the next revision', async () => {
    const u = await signUp(t.app, 'metaput');
    const e = await createEstate(u, { meta: { label: 'Before', state: 'GA', state_exec: 'GA' } });
    const res = await u.call('PUT', `/api/estate/${e.id}`, {
      revision: 1,
      label: 'After',
      death_date: '2026-05-05',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({ revision: 2 });
    const meta = (await u.call('GET', `/api/estate/${e.id}`)).json().payload;
    expect(meta).toMatchObject({
      label: 'After',
      death_date: '2026-05-05',
      state: 'GA',
      state_exec: 'GA',
      revision: 2,
    });
  });

  it('refuses a stale revision with 409, then saves when forced', async () => {
    const u = await signUp(t.app, 'metaconflict');
    const e = await createEstate(u);
    await u.call('PUT', `/api/estate/${e.id}`, { revision: 1, state: 'AL' });
    const stale = await u.call('PUT', `/api/estate/${e.id}`, { revision: 1, state: 'AK' });
    expect(stale.statusCode).toBe(409);
    const forced = await u.call('PUT', `/api/estate/${e.id}`, { revision: 1, force: true, state: 'AK' });
    expect(forced.json().payload).toEqual({ revision: 3 });
  });

  it('refuses a label already used by another of my estates', async () => {
    const u = await signUp(t.app, 'metalabel');
    await createEstate(u, { meta: { label: 'Taken' } });
    const e = await createEstate(u, { meta: { label: 'Free' } });
    const res = await u.call('PUT', `/api/estate/${e.id}`, { revision: 1, label: 'Taken' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('You already have an estate labeled Taken');
  });

  it('keeps its own label when saved again unchanged', async () => {
    const u = await signUp(t.app, 'metasame');
    const e = await createEstate(u, { meta: { label: 'Same' } });
    const res = await u.call('PUT', `/api/estate/${e.id}`, { revision: 1, label: 'Same' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a text longer than 500 characters with 400', async () => {
    const u = await signUp(t.app, 'metalong');
    const e = await createEstate(u);
    const res = await u.call('PUT', `/api/estate/${e.id}`, { revision: 1, label: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
  });

  it('ignores licence fields a client sends', async () => {
    const u = await signUp(t.app, 'metalicence');
    const e = await createEstate(u);
    const res = await u.call('PUT', `/api/estate/${e.id}`, { revision: 1, licensed: true });
    expect(res.statusCode).toBe(200);
    expect((await u.call('GET', `/api/estate/${e.id}`)).json().payload.licensed).toBe(false);
  });
});
