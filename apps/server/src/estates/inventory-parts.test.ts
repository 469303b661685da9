import {
  ESTATE_CASHFLOW_ACCOUNT_NAME,
  MSG_ESTATE_MISSING,
  MSG_NO_PERMISSION_THIS,
  MSG_SAMPLE_SAVE,
  MSG_SIGN_IN,
} from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { createEstate, signUp } from '../../test/support/helpers.ts';
import { useWorld } from '../../test/support/world.ts';

// Per-part endpoints of assets, debts and contacts (docs/api.md): three-part body, ids payload, permissions.
const w = useWorld();

const url = (part: string, q = '') => `/api/estate/${w.estateId}/${part}${q}`;

describe('a new estate', () => {
  it('starts with its Estate Cashflow Account', async () => {
    const owner = await signUp(w.app, 'fresh');
    const { id } = await createEstate(owner, { meta: { label: 'Fresh' } });
    const assets = (await owner.call('GET', `/api/estate/${id}/assets`)).json().payload;
    expect(assets.map((a: { name: string; i_type: number }) => [a.name, a.i_type])).toEqual([
      [ESTATE_CASHFLOW_ACCOUNT_NAME, 17],
    ]);
  });

  it('keeps the estate account it was sent instead of adding a second', async () => {
    const owner = await signUp(w.app, 'fresh2');
    const { id } = await createEstate(owner, { assets: [{ id: -1, name: 'My estate account', i_type: 17 }] });
    const assets = (await owner.call('GET', `/api/estate/${id}/assets`)).json().payload;
    expect(assets.map((a: { name: string }) => a.name)).toEqual(['My estate account']);
  });
});

describe('POST assets, debts, contacts', () => {
  it('adds, changes and deletes assets in one call and maps the new ids', async () => {
    const rev = await w.rev();
    const res = await w.owner.call('POST', url('assets', `?revision=${rev}`), [
      [{ id: -1, name: 'House on Elm St', i_type: 6, val_death: 30_000_000, loc_name: 'Macon' }],
      [{ id: w.assetId, note: 'joint with spouse' }],
      [],
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.code).toBe(0);
    const newId = body.payload.ids['-1'];
    expect(newId).toBeGreaterThan(0);
    const list = (await w.owner.call('GET', url('assets', '?cursor=0&force_all=true'))).json().payload;
    const house = list.find((a: { id: number }) => a.id === newId);
    expect([house.name, house.val_death, house.loc_name]).toEqual(['House on Elm St', 30_000_000, 'Macon']);
    expect(list.find((a: { id: number }) => a.id === w.assetId).note).toBe('joint with spouse');
    const del = await w.owner.call('POST', url('assets', `?revision=${body.payload.revision}`), [
      [],
      [],
      [newId],
    ]);
    expect(del.statusCode).toBe(200);
    const after = (await w.owner.call('GET', url('assets'))).json().payload;
    expect(after.some((a: { id: number }) => a.id === newId)).toBe(false);
  });

  it('saves a debt with forgiveness and a debt type', async () => {
    const res = await w.owner.call('POST', url('debts', '?force=true'), [
      [
        {
          id: -5,
          name: 'Visa',
          i_type: 1,
          val_death: 250_000,
          val_forgiven: 50_000,
          forgive_date: '2026-09-01',
        },
      ],
      [],
      [],
    ]);
    expect(res.statusCode).toBe(200);
    const debts = (await w.owner.call('GET', url('debts'))).json().payload;
    const visa = debts.find((d: { id: number }) => d.id === res.json().payload.ids['-5']);
    expect([visa.i_type, visa.val_death, visa.val_forgiven, visa.forgive_date]).toEqual([
      1,
      250_000,
      50_000,
      '2026-09-01',
    ]);
  });

  it('saves every contact field', async () => {
    const c = {
      id: -1,
      name: 'Rivera & Stone LLP',
      i_type: 2,
      phone: '478-555-0100',
      email: 'office@riverastone.example',
      street: '12 Court Sq',
      street2: 'Suite 4',
      city: 'Macon',
      state: 'GA',
      postal: '31201',
      country: 'US',
      county: 'Bibb',
      web: 'riverastone.example',
      address: '',
      note: 'probate counsel',
    };
    const res = await w.editor.call('POST', url('contacts', '?force=true'), [[c], [], []]);
    expect(res.statusCode).toBe(200);
    const list = (await w.editor.call('GET', url('contacts'))).json().payload;
    const saved = list.find((x: { id: number }) => x.id === res.json().payload.ids['-1']);
    const { id: _, ...fields } = c;
    expect(saved).toMatchObject({ ...fields, files: [] });
  });

  it('refuses a field out of range with a 400 and changes nothing', async () => {
    const before = (await w.owner.call('GET', url('assets'))).json().payload.length;
    const res = await w.owner.call('POST', url('assets', '?force=true'), [
      [{ id: -1, name: 'x', i_type: 99 }],
      [],
      [],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect((await w.owner.call('GET', url('assets'))).json().payload.length).toBe(before);
  });

  it('refuses a stale revision with 409', async () => {
    const res = await w.owner.call('POST', url('contacts', '?revision=1'), [
      [{ id: -1, name: 'Late' }],
      [],
      [],
    ]);
    expect(res.statusCode).toBe(409);
  });
});

describe('who may write', () => {
  for (const part of ['assets', 'debts', 'contacts']) {
    it(`refuses ${part} from a view-only user with 403`, async () => {
      const res = await w.viewer.call('POST', url(part, '?force=true'), [[{ id: -1, name: 'nope' }], [], []]);
      expect([res.statusCode, res.json().msg]).toEqual([403, MSG_NO_PERMISSION_THIS]);
    });

    it(`hides ${part} from a stranger with 404, read and write`, async () => {
      const get = await w.stranger.call('GET', url(part));
      const post = await w.stranger.call('POST', url(part, '?force=true'), [
        [{ id: -1, name: 'nope' }],
        [],
        [],
      ]);
      expect([get.statusCode, get.json().msg, post.statusCode]).toEqual([404, MSG_ESTATE_MISSING, 404]);
    });

    it(`refuses ${part} on the Sample estate with 403`, async () => {
      const res = await w.owner.call('POST', `/api/estate/sample/${part}?force=true`, [
        [{ id: -1, name: 'nope' }],
        [],
        [],
      ]);
      expect([res.statusCode, res.json().msg]).toEqual([403, MSG_SAMPLE_SAVE]);
    });

    it(`asks an anonymous visitor to sign in for ${part}`, async () => {
      const res = await w.anonymous.call('GET', url(part));
      expect([res.statusCode, res.json().msg]).toEqual([401, MSG_SIGN_IN]);
    });
  }

  it('lets the view-only user read the items', async () => {
    const res = await w.viewer.call('GET', url('assets'));
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.some((a: { id: number }) => a.id === w.assetId)).toBe(true);
  });
});
