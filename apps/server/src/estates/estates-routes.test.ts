import { describe, expect, it } from 'vitest';
import { createEstate, signUp, useApp, visitor } from '../../test/support/helpers.ts';
import { makeWorld } from '../../test/support/world.ts';

const t = useApp();

describe('POST /api/estates', () => {
  it('saves a visitor working copy as a new estate owned by the user, mapping its temporary ids', async () => {
    const u = await signUp(t.app, 'creator');
    const res = await u.call('POST', '/api/estates', {
      meta: { label: 'Aunt Ruth', country_code: 'ca', state: 'ON', state_exec: 'NJ', trust: false },
      dec: { name: 'Ruth Anne Keller', death_date: '2026-06-30', birth_date: '1944-01-20' },
      assets: [{ id: -1, name: 'Cottage', i_type: 6, val_death: 42_000_000 }],
      heirs: [{ id: -2, name: 'Nora Keller', i_type: 2 }],
      txacts: [{ id: -3, asset: -1, cat: 52, i_type: 1, heir_id: -2, distrib_type: 0, reason: 1 }],
    });
    expect(res.statusCode).toBe(200);
    const { id, revision, ids } = res.json().payload;
    expect(id).toMatch(/^[a-z0-9]{12}$/);
    expect(revision).toBe(1);
    const full = (await u.call('GET', `/api/estate/${id}/full`)).json().payload;
    expect(full.meta).toMatchObject({ label: 'Aunt Ruth', country_code: 'ca', state: 'ON', role: 'owner' });
    expect(full.dec).toMatchObject({
      name: 'Ruth Anne Keller',
      death_date: '2026-06-30',
      birth_date: '1944-01-20',
    });
    expect(full.txacts).toMatchObject([{ id: ids['-3'], asset: ids['-1'], heir_id: ids['-2'] }]);
    const trialDays = (Date.parse(full.meta.trial_ends) - Date.parse(full.meta.created_at)) / 86_400_000;
    expect(Math.round(trialDays)).toBe(10);
  });

  it('refuses a second estate with the same label: You already have an estate labeled ...', async () => {
    const u = await signUp(t.app, 'labels');
    await createEstate(u, { meta: { label: 'Grandpa' } });
    const res = await u.call('POST', '/api/estates', { meta: { label: 'Grandpa' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 400,
      msg: 'You already have an estate labeled Grandpa',
    });
  });

  it('keeps the rule when the same label arrives in several saves at once: one estate, the others refused', async () => {
    const u = await signUp(t.app, 'labelrace');
    const answers = await Promise.all(
      [' Uncle Bob', 'uncle bob', 'UNCLE BOB ', 'Uncle Bob'].map((label) =>
        u.call('POST', '/api/estates', { meta: { label } }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400]);
    for (const r of answers.filter((x) => x.statusCode === 400))
      expect(r.json().msg).toMatch(/^You already have an estate labeled /i);
    const mine = (await u.call('GET', '/api/estates')).json().payload as { label: string }[];
    expect(mine.filter((e) => e.label.toLowerCase().trim() === 'uncle bob')).toHaveLength(1);
  });

  it('lets two users use the same label', async () => {
    const a = await signUp(t.app, 'labela');
    const b = await signUp(t.app, 'labelb');
    await createEstate(a, { meta: { label: 'Mother' } });
    const res = await b.call('POST', '/api/estates', { meta: { label: 'Mother' } });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 to a visitor', async () => {
    const res = await visitor(t.app).call('POST', '/api/estates', { meta: { label: 'Anon' } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an unknown country code with 400', async () => {
    const u = await signUp(t.app, 'country');
    const res = await u.call('POST', '/api/estates', { meta: { country_code: 'fr' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^Invalid body\.meta\.country_code/);
  });

  it('refuses a death date that is not a calendar date with 400', async () => {
    const u = await signUp(t.app, 'baddate');
    const res = await u.call('POST', '/api/estates', { dec: { death_date: '2026-02-30' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/estates', () => {
  it('lists my owned and shared estates with my role, the one I opened last first', async () => {
    const w = await makeWorld(t.app);
    const own = await createEstate(w.editor, { meta: { label: 'Editor own' }, dec: { name: 'Own Person' } });
    await w.editor.call('GET', `/api/estate/${w.estateId}`);
    const res = await w.editor.call('GET', '/api/estates');
    expect(res.statusCode).toBe(200);
    const list = res.json().payload;
    expect(list.map((e: { id: string }) => e.id)).toEqual([w.estateId, own.id]);
    expect(list[0]).toMatchObject({
      role: 'edit',
      name: 'Harold Brooks',
      death_date: '2026-08-01',
      trust: false,
    });
    expect(list[1]).toMatchObject({
      role: 'owner',
      label: 'Editor own',
      name: 'Own Person',
      death_date: null,
    });
    await w.editor.call('GET', `/api/estate/${own.id}`);
    const again = (await w.editor.call('GET', '/api/estates')).json().payload;
    expect(again.map((e: { id: string }) => e.id)).toEqual([own.id, w.estateId]);
    expect((await w.editor.call('GET', '/api/user')).json().payload.estates_recent).toEqual([
      own.id,
      w.estateId,
    ]);
  });

  it('shows a view-only share with role view and hides estates of others', async () => {
    const w = await makeWorld(t.app);
    const viewerList = (await w.viewer.call('GET', '/api/estates')).json().payload;
    expect(viewerList).toMatchObject([{ id: w.estateId, role: 'view' }]);
    expect((await w.stranger.call('GET', '/api/estates')).json().payload).toEqual([]);
  });

  it('answers 401 to a visitor', async () => {
    const res = await visitor(t.app).call('GET', '/api/estates');
    expect(res.statusCode).toBe(401);
  });
});
