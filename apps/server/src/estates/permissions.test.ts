import { updateEstate } from '@probity/db';
import { describe, expect, it } from 'vitest';
import { makeApp, signUp, visitor } from '../../test/support/helpers.ts';
import { testDb, useWorld } from '../../test/support/world.ts';

// Every estate route against every kind of caller (DESIGN §4: the server never trusts the UI).

const w = useWorld();

const READS = ['', '/full', '/dec', '/assets', '/debts', '/contacts', '/heirs'];
const WRITES: { method: 'PUT' | 'POST'; path: string; body: unknown }[] = [
  { method: 'PUT', path: '', body: { force: true, distributor: 'Edited' } },
  { method: 'PUT', path: '/dec', body: { force: true, phone: '404-555-0100' } },
  { method: 'POST', path: '/save', body: { force: true, parts: { meta: { distributor: 'Saved' } } } },
  { method: 'POST', path: '/assets?force=true', body: [[], [], []] },
  { method: 'POST', path: '/debts?force=true', body: [[], [], []] },
  { method: 'POST', path: '/contacts?force=true', body: [[], [], []] },
  { method: 'POST', path: '/heirs?force=true', body: [[], [], []] },
];

type Who = 'owner' | 'editor' | 'viewer' | 'stranger' | 'anonymous';
const READ_EXPECT: Record<Who, [number, string | null]> = {
  owner: [200, null],
  editor: [200, null],
  viewer: [200, null],
  stranger: [404, 'Estate does not exist'],
  anonymous: [401, 'Please sign in first.'],
};
const WRITE_EXPECT: Record<Who, [number, string | null]> = {
  owner: [200, null],
  editor: [200, null],
  viewer: [403, 'You do not have permission to make changes to this.'],
  stranger: [404, 'Estate does not exist'],
  anonymous: [401, 'Please sign in first.'],
};
const WHO: Who[] = ['owner', 'editor', 'viewer', 'stranger', 'anonymous'];

describe('a real estate', () => {
  for (const who of WHO) {
    for (const path of READS) {
      const [status, msg] = READ_EXPECT[who];
      it(`GET /api/estate/{id}${path} as ${who} answers ${status}`, async () => {
        const res = await w[who].call('GET', `/api/estate/${w.estateId}${path}`);
        expect(res.statusCode).toBe(status);
        if (msg) expect(res.json()).toEqual({ success: false, code: status, msg });
        else expect(res.json().success).toBe(true);
      });
    }
    for (const { method, path, body } of WRITES) {
      const [status, msg] = WRITE_EXPECT[who];
      it(`${method} /api/estate/{id}${path} as ${who} answers ${status}`, async () => {
        const res = await w[who].call(method, `/api/estate/${w.estateId}${path}`, body);
        expect(res.statusCode).toBe(status);
        if (msg) expect(res.json()).toEqual({ success: false, code: status, msg });
        else expect(res.json().payload.revision).toBeGreaterThan(1);
      });
    }
  }

  it('tells the view-only share its role and view_only flag', async () => {
    const res = await w.viewer.call('GET', `/api/estate/${w.estateId}`);
    expect(res.json().payload).toMatchObject({ role: 'view', view_only: true });
  });

  it('tells the edit share its role without view_only', async () => {
    const res = await w.editor.call('GET', `/api/estate/${w.estateId}`);
    expect(res.json().payload).toMatchObject({ role: 'edit', view_only: false });
  });

  it('answers a stranger the same 404 for an existing and a made-up estate id', async () => {
    const real = await w.stranger.call('GET', `/api/estate/${w.estateId}`);
    const fake = await w.stranger.call('GET', '/api/estate/doesnotexist1');
    expect(real.statusCode).toBe(404);
    expect(fake.statusCode).toBe(404);
    expect(real.body).toBe(fake.body);
  });
});

describe('the Sample estates', () => {
  for (const id of ['sample', 'sample_ca']) {
    for (const path of READS) {
      it(`GET /api/estate/${id}${path} answers 200 to an anonymous visitor`, async () => {
        const res = await visitor(w.app).call('GET', `/api/estate/${id}${path}`);
        expect(res.statusCode).toBe(200);
      });
    }
    for (const { method, path, body } of WRITES) {
      it(`${method} /api/estate/${id}${path} is refused with the Sample message, signed in or not`, async () => {
        const user = await signUp(w.app, 'samplewriter');
        for (const caller of [user, visitor(w.app)]) {
          const res = await caller.call(method, `/api/estate/${id}${path}`, body);
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual({
            success: false,
            code: 403,
            msg: 'You cannot save changes to the Sample estate.',
          });
        }
      });
    }
  }

  it('keeps the Sample estate unchanged after refused writes', async () => {
    const before = (await visitor(w.app).call('GET', '/api/estate/sample/full')).json().payload;
    await visitor(w.app).call('POST', '/api/estate/sample/save', {
      force: true,
      parts: { meta: { label: 'Hacked' } },
    });
    const after = (await visitor(w.app).call('GET', '/api/estate/sample/full')).json().payload;
    expect(after.meta.label).toBe('Sample Estate');
    expect(after.revision).toBe(before.revision);
  });
});

describe('the trial hook', () => {
  it('answers 402 to a change of an unlicensed estate whose trial ended, when enforcement is on; reads go on', async () => {
    const strict = await makeApp({ enforceTrial: true });
    try {
      const db = testDb();
      await updateEstate(db.db, w.estateId, { trial_ends: new Date('2020-01-01T00:00:00Z') });
      await db.close();
      const read = await strict.inject({
        method: 'GET',
        url: `/api/estate/${w.estateId}`,
        headers: { cookie: w.owner.cookie },
      });
      expect(read.statusCode).toBe(200);
      const res = await strict.inject({
        method: 'PUT',
        url: `/api/estate/${w.estateId}`,
        headers: {
          cookie: w.owner.cookie,
          'x-probity': '1',
          origin: 'http://localhost:3000',
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ force: true, distributor: 'Late' }),
      });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({
        success: false,
        code: 402,
        msg: 'The trial period of this estate has ended.',
      });
      const lenient = await w.owner.call('PUT', `/api/estate/${w.estateId}`, {
        force: true,
        distributor: 'Ok',
      });
      expect(lenient.statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
