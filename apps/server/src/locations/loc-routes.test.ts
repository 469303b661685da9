import { MSG_ESTATE_MISSING, MSG_NO_PERMISSION_THIS, MSG_SAMPLE_SAVE, msgLocTaken } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { useWorld } from '../../test/support/world.ts';

// /api/loc/: create, list and update the named places of an estate (docs/api.md, Locations).
const w = useWorld();

const list = async () =>
  (await w.owner.call('GET', `/api/loc/?estate_id=${w.estateId}`)).json().payload as {
    id: number;
    name: string;
  }[];

describe('/api/loc/', () => {
  it('creates a location and lists it', async () => {
    const res = await w.owner.call('POST', '/api/loc/', {
      estate_id: w.estateId,
      name: 'Safe deposit box',
      force: true,
    });
    expect(res.statusCode).toBe(200);
    const p = res.json().payload;
    expect(p.id).toBeGreaterThan(0);
    expect(p.revision).toBeGreaterThan(1);
    expect((await list()).map((l) => l.name)).toContain('Safe deposit box');
  });

  it('takes the revision like every save and answers the new one', async () => {
    const rev = await w.rev();
    const res = await w.owner.call('POST', '/api/loc/', {
      estate_id: w.estateId,
      name: 'Garage',
      revision: rev,
    });
    expect(res.json().payload.revision).toBe(rev + 1);
    const stale = await w.owner.call('POST', '/api/loc/', {
      estate_id: w.estateId,
      name: 'Shed',
      revision: rev,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses a second location of the same name, whatever the case', async () => {
    await w.owner.call('POST', '/api/loc/', { estate_id: w.estateId, name: 'Attic', force: true });
    const res = await w.owner.call('POST', '/api/loc/', {
      estate_id: w.estateId,
      name: 'attic',
      force: true,
    });
    expect([res.statusCode, res.json().msg]).toEqual([400, msgLocTaken('attic')]);
  });

  it('refuses a blank name', async () => {
    const res = await w.owner.call('POST', '/api/loc/', { estate_id: w.estateId, name: '  ', force: true });
    expect(res.statusCode).toBe(400);
  });

  it('renames a location and every asset, debt and heir that named it', async () => {
    const loc = (
      await w.owner.call('POST', '/api/loc/', { estate_id: w.estateId, name: 'Lake house', force: true })
    ).json().payload;
    const saved = await w.owner.call('POST', `/api/estate/${w.estateId}/save`, {
      force: true,
      parts: {
        assets: { add: [{ id: -1, name: 'Canoe', loc_name: 'Lake house' }] },
        debts: { add: [{ id: -2, name: 'Dock repair bill', loc_name: 'Lake house' }] },
        heirs: { add: [{ id: -3, name: 'Nephew', loc_name: 'Lake house' }] },
      },
    });
    const ids = saved.json().payload.ids;
    const res = await w.owner.call('PUT', `/api/loc/${loc.id}`, {
      estate_id: w.estateId,
      name: 'Cottage',
      note: 'on the lake',
      force: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toMatchObject({ id: loc.id, name: 'Cottage', note: 'on the lake' });
    const full = (await w.owner.call('GET', `/api/estate/${w.estateId}/full`)).json().payload;
    const locName = (part: string, id: number) =>
      full[part].find((x: { id: number }) => x.id === id).loc_name;
    expect([locName('assets', ids['-1']), locName('debts', ids['-2']), locName('heirs', ids['-3'])]).toEqual([
      'Cottage',
      'Cottage',
      'Cottage',
    ]);
    expect(full.locs.find((l: { id: number }) => l.id === loc.id).name).toBe('Cottage');
  });

  it('answers 404 for a location of another estate', async () => {
    const res = await w.owner.call('PUT', '/api/loc/999999', {
      estate_id: w.estateId,
      name: 'Nowhere',
      force: true,
    });
    expect(res.statusCode).toBe(404);
  });

  it('lets the edit share create and the view-only share only read', async () => {
    const made = await w.editor.call('POST', '/api/loc/', {
      estate_id: w.estateId,
      name: 'Storage unit',
      force: true,
    });
    expect(made.statusCode).toBe(200);
    const read = await w.viewer.call('GET', `/api/loc/?estate_id=${w.estateId}`);
    expect(read.statusCode).toBe(200);
    const write = await w.viewer.call('POST', '/api/loc/', {
      estate_id: w.estateId,
      name: 'Viewer place',
      force: true,
    });
    expect([write.statusCode, write.json().msg]).toEqual([403, MSG_NO_PERMISSION_THIS]);
    const put = await w.viewer.call('PUT', `/api/loc/${made.json().payload.id}`, {
      estate_id: w.estateId,
      name: 'X',
      force: true,
    });
    expect(put.statusCode).toBe(403);
  });

  it('hides the locations from a stranger and refuses the Sample estate', async () => {
    const get = await w.stranger.call('GET', `/api/loc/?estate_id=${w.estateId}`);
    const post = await w.stranger.call('POST', '/api/loc/', {
      estate_id: w.estateId,
      name: 'Mine',
      force: true,
    });
    expect([get.statusCode, get.json().msg, post.statusCode]).toEqual([404, MSG_ESTATE_MISSING, 404]);
    const sample = await w.owner.call('POST', '/api/loc/', {
      estate_id: 'sample',
      name: 'Mine',
      force: true,
    });
    expect([sample.statusCode, sample.json().msg]).toEqual([403, MSG_SAMPLE_SAVE]);
    const sampleList = await w.anonymous.call('GET', '/api/loc/?estate_id=sample');
    expect(sampleList.statusCode).toBe(200);
  });

  it('asks an anonymous caller to sign in', async () => {
    const res = await w.anonymous.call('POST', '/api/loc/', {
      estate_id: w.estateId,
      name: 'Anon',
      force: true,
    });
    expect(res.statusCode).toBe(401);
  });
});
