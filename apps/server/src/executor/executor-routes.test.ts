import { beforeAll, describe, expect, it } from 'vitest';
import { useWorld } from '../../test/support/world.ts';

const w = useWorld();

const base = () => `/api/estate/${w.estateId}/exec`;
const post = async (path: string, body: unknown, who = w.owner) =>
  who.call('POST', `${base()}/${path}?revision=${await w.rev()}`, body);

describe('executor expenses', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const res = await post('expenses', [
      [
        { id: -1, date: '2026-08-05', name: 'Death certificates', val: 125_00 },
        {
          id: -2,
          date: '2026-08-06',
          name: 'Drive to court',
          i_type: 1,
          mileage: 100,
          mileage_rate: 700,
          val: 70_00,
        },
        { id: -3, date: '1979-06-01', name: 'An old receipt', val: 5_00 },
      ],
      [],
      [],
    ]);
    expect(res.statusCode).toBe(200);
    ids = res.json().payload.ids;
  });

  it('lists expenses with the manager summary, older entries left out with the Include Older hint', async () => {
    const res = (await w.owner.call('GET', `${base()}/expenses`)).json();
    expect(res.payload.map((e: { name: string }) => e.name)).toEqual([
      'Death certificates',
      'Drive to court',
    ]);
    expect(res.mgr).toMatchObject({ num_items: 3, unpaid: 200_00 });
    expect(res).toMatchObject({ query_cursor: '1980-01-01', older: 1, hint: 'Include Older' });
    const older = (await w.owner.call('GET', `${base()}/expenses?cursor=1980-01-01`)).json();
    expect(older.payload.map((e: { name: string }) => e.name)).toEqual(['An old receipt']);
    const all = (await w.owner.call('GET', `${base()}/expenses?force_all=true`)).json();
    expect(all.payload).toHaveLength(3);
  });

  it('answers only the summary with mgr=true, and fetches by ids', async () => {
    const mgr = (await w.owner.call('GET', `${base()}/expenses?mgr=true`)).json();
    expect(mgr.payload).toBeNull();
    expect(mgr.mgr.num_items).toBe(3);
    const some = (await w.owner.call('GET', `${base()}/expenses?ids=${ids['-3']}`)).json();
    expect(some.payload.map((e: { id: number }) => e.id)).toEqual([ids['-3']]);
    const tooMany = Array.from({ length: 90 }, (_, i) => i + 1).join(',');
    expect((await w.owner.call('GET', `${base()}/expenses?ids=${tooMany}`)).statusCode).toBe(400);
  });

  it('refuses an entry without a date: Date required', async () => {
    const res = await post('expenses', [[{ id: -1, date: null, name: 'x', val: 1 }], [], []]);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Date required');
    const mod = await post('expenses', [[], [{ id: ids['-1'], date: null }], []]);
    expect(mod.json().msg).toBe('Date required');
  });

  it('locks a repaid expense until its reimbursement is deleted', async () => {
    const r = await w.owner.call('POST', `/api/estate/${w.estateId}/txacts?revision=${await w.rev()}`, {
      asset_txacts: [
        {
          asset_id: w.assetId,
          add: [{ id: -1, cat: 56, i_type: 1, val: 125_00, date: '2026-08-20', exexp_ids: [ids['-1']] }],
        },
      ],
    });
    const reimb = r.json().payload.ids['-1'];
    const list = (await w.owner.call('GET', `${base()}/expenses`)).json();
    expect(list.payload.find((e: { id: number }) => e.id === ids['-1']).paid).toBe(reimb);
    expect(list.mgr.unpaid).toBe(70_00 + 5_00);
    const edit = await post('expenses', [[], [{ id: ids['-1'], val: 1 }], []]);
    expect(edit.statusCode).toBe(400);
    expect(edit.json().msg).toMatch(/reimbursement/);
    const del = await post('expenses', [[], [], [ids['-1']]]);
    expect(del.statusCode).toBe(400);
    await w.owner.call('POST', `/api/estate/${w.estateId}/txacts?revision=${await w.rev()}`, {
      asset_txacts: [{ asset_id: w.assetId, del_ids: [reimb] }],
    });
    expect((await post('expenses', [[], [{ id: ids['-1'], val: 130_00 }], []])).statusCode).toBe(200);
  });

  it('refuses the 2001st expense: Too many expense entries', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({
      id: -(i + 1),
      date: '2026-09-01',
      name: `e${i}`,
      val: 1,
    }));
    const res = await post('expenses', [many, [], []]);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Too many expense entries');
  });

  it('is refused for view-only users, strangers and the Sample estate; editors may write', async () => {
    const body = [[{ id: -1, date: '2026-08-07', name: 'Postage', val: 9_00 }], [], []];
    const r = await w.rev();
    const v = await w.viewer.call('POST', `${base()}/expenses?revision=${r}`, body);
    expect(v.statusCode).toBe(403);
    expect(v.json().msg).toBe('You do not have permission to make changes to this.');
    expect((await w.stranger.call('POST', `${base()}/expenses?revision=${r}`, body)).statusCode).toBe(404);
    expect((await w.stranger.call('GET', `${base()}/expenses`)).statusCode).toBe(404);
    const s = await w.owner.call('POST', '/api/estate/sample/exec/expenses?force=true', body);
    expect(s.json()).toMatchObject({ code: 403, msg: 'You cannot save changes to the Sample estate.' });
    expect((await w.editor.call('POST', `${base()}/expenses?revision=${r}`, body)).statusCode).toBe(200);
    expect((await w.viewer.call('GET', `${base()}/expenses`)).statusCode).toBe(200);
  });
});

describe('executor time log', () => {
  it('saves entries and sums hours in the manager summary', async () => {
    const res = await post('log', [
      [
        { id: -1, date: '2026-08-03', hours: 5, name: 'Met the lawyer', i_type: 1 },
        { id: -2, date: '2026-08-04', hours: 1.5, name: 'Sorted mail', i_type: 2 },
      ],
      [],
      [],
    ]);
    expect(res.statusCode).toBe(200);
    const list = (await w.owner.call('GET', `${base()}/log`)).json();
    expect(list.mgr).toMatchObject({ num_items: 2, hours: 6.5 });
    expect(list.payload.map((e: { i_type: number }) => e.i_type)).toEqual([1, 2]);
  });

  it('refuses an entry without a date and the 2001st entry', async () => {
    expect((await post('log', [[{ id: -1, date: null, hours: 1 }], [], []])).json().msg).toBe(
      'Date required',
    );
    const many = Array.from({ length: 1999 }, (_, i) => ({ id: -(i + 1), date: '2026-09-01', hours: 1 }));
    const res = await post('log', [many, [], []]);
    expect(res.json().msg).toBe('Too many log entries');
  });

  it('is refused for a view-only user and a visitor', async () => {
    const body = [[{ id: -1, date: '2026-08-03', hours: 1 }], [], []];
    expect((await w.viewer.call('POST', `${base()}/log?revision=${await w.rev()}`, body)).statusCode).toBe(
      403,
    );
    expect((await w.anonymous.call('POST', `${base()}/log?revision=${await w.rev()}`, body)).statusCode).toBe(
      401,
    );
  });
});
