import { beforeAll, describe, expect, it } from 'vitest';
import { useWorld } from '../../test/support/world.ts';

const w = useWorld();

const url = (tail = '') => `/api/estate/${w.estateId}/txacts${tail}`;
const deposit = (date: string | null, val: number, name = 'Deposit') => ({
  id: -1,
  cat: 1,
  i_type: 0,
  val,
  date,
  name,
});

async function post(body: unknown, who = w.owner) {
  return who.call('POST', url(`?revision=${await w.rev()}`), body);
}

describe('POST /txacts', () => {
  it('adds transactions to an asset and answers the new ids', async () => {
    const res = await post({ asset_txacts: [{ asset_id: w.assetId, add: [deposit('2026-08-10', 100_00)] }] });
    expect(res.statusCode).toBe(200);
    const id = res.json().payload.ids['-1'];
    const list = (await w.owner.call('GET', url(`?asset_id=${w.assetId}`))).json().payload;
    expect(list.find((t: { id: number }) => t.id === id)).toMatchObject({
      val: 100_00,
      balance: 5_100_00,
      asset: w.assetId,
    });
  });

  it('changes and deletes by id in one atomic save', async () => {
    const a = (
      await post({
        asset_txacts: [
          {
            asset_id: w.assetId,
            add: [
              deposit('2026-08-11', 1_00, 'mod me'),
              { ...deposit('2026-08-11', 2_00, 'del me'), id: -2 },
            ],
          },
        ],
      })
    ).json().payload.ids;
    const res = await post({
      asset_txacts: [{ asset_id: w.assetId, mod: [{ id: a['-1'], val: 3_00 }], del_ids: [a['-2']] }],
    });
    expect(res.statusCode).toBe(200);
    const one = (await w.owner.call('GET', url(`?txact_id=${a['-1']}`))).json().payload[0];
    expect(one.val).toBe(3_00);
    const gone = await w.owner.call('GET', url(`?txact_id=${a['-2']}`));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().msg).toBe('Transaction unavailable');
  });

  it('purges every transaction of an asset', async () => {
    const made = await w.owner.call('POST', `/api/estate/${w.estateId}/save`, {
      revision: await w.rev(),
      parts: {
        assets: { add: [{ id: -1, name: 'Old car', i_type: 8, val_death: 900_00 }] },
        txacts: { add: [{ id: -2, asset: -1, cat: 151, i_type: 2, val: 50_00, date: '2026-08-12' }] },
      },
    });
    const carId = made.json().payload.ids['-1'];
    expect((await w.owner.call('GET', url(`?asset_id=${carId}`))).json().payload).toHaveLength(1);
    expect((await post({ asset_purges: [carId] })).statusCode).toBe(200);
    expect((await w.owner.call('GET', url(`?asset_id=${carId}`))).json().payload).toHaveLength(0);
  });

  it('refuses the 6001st transaction with the limit’s message (the one a single addition answers) and changes nothing', async () => {
    const many = Array.from({ length: 6001 }, (_, i) => ({ ...deposit('2026-09-01', 1), id: -(i + 1) }));
    const before = (await w.owner.call('GET', url('?force_all=true'))).json().payload.length;
    const res = await post({ asset_txacts: [{ asset_id: w.assetId, add: many }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Maximum reached - if you want to create more, please email support');
    expect((await w.owner.call('GET', url('?force_all=true'))).json().payload.length).toBe(before);
  });

  it('refuses more than 5000 transactions on one asset', async () => {
    const many = Array.from({ length: 5001 }, (_, i) => ({ ...deposit('2026-09-01', 1), id: -(i + 1) }));
    const res = await post({ asset_txacts: [{ asset_id: w.assetId, add: many }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Maximum reached - if you want to create more, please email support');
  });

  it('is refused for view-only users, strangers, visitors and the Sample estate', async () => {
    const body = { asset_txacts: [{ asset_id: w.assetId, add: [deposit('2026-08-10', 1_00)] }] };
    const r = await w.rev();
    const viewer = await w.viewer.call('POST', url(`?revision=${r}`), body);
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().msg).toBe('You do not have permission to make changes to this.');
    expect((await w.stranger.call('POST', url(`?revision=${r}`), body)).statusCode).toBe(404);
    expect((await w.anonymous.call('POST', url(`?revision=${r}`), body)).statusCode).toBe(401);
    const sample = await w.owner.call('POST', '/api/estate/sample/txacts?force=true', body);
    expect(sample.statusCode).toBe(403);
    expect(sample.json().msg).toBe('You cannot save changes to the Sample estate.');
    const editor = await w.editor.call('POST', url(`?revision=${r}`), body);
    expect(editor.statusCode).toBe(200);
  });

  it('refuses a stale revision unless forced', async () => {
    const body = { asset_txacts: [{ asset_id: w.assetId, add: [deposit('2026-08-10', 1_00)] }] };
    const stale = await w.owner.call('POST', url('?revision=1'), body);
    expect(stale.statusCode).toBe(409);
    expect((await w.owner.call('POST', url('?force=true'), body)).statusCode).toBe(200);
  });
});

describe('GET /txacts filters', () => {
  let ids: Record<string, number>;
  let other: number;
  beforeAll(async () => {
    const res = await w.owner.call('POST', '/api/estates', {
      meta: { label: `Filters ${Date.now()}` },
      dec: { name: 'Ida Filter', death_date: '1975-01-10' },
      assets: [
        { id: -1, name: 'Bank', i_type: 14, val_death: 1_000_00 },
        { id: -2, name: 'Brokerage', i_type: 5, val_death: 500_00 },
      ],
      heirs: [{ id: -3, name: 'Ann' }],
      txacts: [
        { id: -4, asset: -1, cat: 7, i_type: 0, val: 10_00, date: '1978-05-01', name: 'old interest' },
        { id: -5, asset: -1, cat: 1, i_type: 0, val: 20_00, date: '2020-05-01', name: 'income' },
        { id: -6, asset: -1, cat: 59, i_type: 1, item: -2, val: 30_00, date: '2021-01-01', name: 'transfer' },
        { id: -7, asset: -1, cat: 53, i_type: 1, val: 40_00, date: null, name: 'planned expense' },
        {
          id: -8,
          asset: -2,
          cat: 52,
          i_type: 1,
          heir_id: -3,
          distrib_type: 0,
          percent: 100000,
          reason: 3,
          val: 0,
          date: null,
        },
      ],
    });
    ids = res.json().payload.ids;
    other = ids['-2'] as number;
    w.estateId = res.json().payload.id;
  });

  const names = (res: { json: () => { payload: { name: string }[] } }) =>
    res.json().payload.map((t) => t.name);

  it('leaves entries before 1 Jan 1980 out with the Include Older hint, and pages them in by cursor', async () => {
    const res = await w.owner.call('GET', url(`?asset_id=${ids['-1']}`));
    expect(names(res)).toEqual(['income', 'transfer']);
    expect(res.json()).toMatchObject({ query_cursor: '1980-01-01', older: 1, hint: 'Include Older' });
    const older = await w.owner.call('GET', url(`?asset_id=${ids['-1']}&cursor=1980-01-01`));
    expect(names(older)).toEqual(['old interest']);
    const all = await w.owner.call('GET', url(`?asset_id=${ids['-1']}&force_all=true`));
    expect(names(all)).toEqual(['old interest', 'income', 'transfer']);
    expect(all.json().query_cursor).toBeNull();
  });

  it('gives running balances from the engine', async () => {
    const all = (await w.owner.call('GET', url(`?asset_id=${ids['-1']}&force_all=true`))).json().payload;
    expect(all.map((t: { balance: number }) => t.balance)).toEqual([1_010_00, 1_030_00, 1_000_00]);
  });

  it('includes plans on request, or only plans', async () => {
    expect(names(await w.owner.call('GET', url(`?asset_id=${ids['-1']}&plans=true`)))).toEqual([
      'income',
      'transfer',
      'planned expense',
    ]);
    expect(names(await w.owner.call('GET', url(`?asset_id=${ids['-1']}&include_plans=1`)))).toContain(
      'planned expense',
    );
    expect(names(await w.owner.call('GET', url(`?asset_id=${ids['-1']}&plans_only=true`)))).toEqual([
      'planned expense',
    ]);
  });

  it('finds a transfer from the receiving asset, by item and by category', async () => {
    expect(names(await w.owner.call('GET', url(`?asset_id=${other}`)))).toEqual(['transfer']);
    expect(names(await w.owner.call('GET', url(`?item_id=${other}`)))).toEqual(['transfer']);
    expect(names(await w.owner.call('GET', url('?cats=1,7&force_all=true')))).toEqual([
      'old interest',
      'income',
    ]);
  });

  it('lists only distributions, every asset, one, or from an offset', async () => {
    const d = (await w.owner.call('GET', url('?only_distribs=true&plans=true'))).json().payload;
    expect(d).toHaveLength(1);
    expect(d[0]).toMatchObject({ cat: 52, effective_val: 530_00 });
    expect(
      names(await w.owner.call('GET', url(`?asset_id=${ids['-1']}&all_estate=true&force_all=true`))),
    ).toHaveLength(3);
    expect(names(await w.owner.call('GET', url('?single=true')))).toEqual(['income']);
    expect(names(await w.owner.call('GET', url('?offset=1')))).toEqual(['transfer']);
  });

  it('answers 404 Transaction unavailable for a missing id, and lets a view-only user read', async () => {
    const res = await w.owner.call('GET', url('?txact_id=999999'));
    expect(res.json()).toMatchObject({ success: false, code: 404, msg: 'Transaction unavailable' });
    expect((await w.stranger.call('GET', url())).statusCode).toBe(404);
  });

  it('resyncs a balance with an adjustment and reports cash figures', async () => {
    const r = await w.rev();
    const put = await w.owner.call('PUT', url(`?revision=${r}`), {
      asset_id: ids['-1'],
      val: 1_025_00,
      date: '2021-02-01',
    });
    expect(put.json().payload).toMatchObject({ asset_id: ids['-1'], val: 1_025_00, diff: 25_00 });
    const refresh = await w.owner.call('PUT', url('?force=true'), { asset_id: ids['-1'], refresh: true });
    expect(refresh.json().payload).toMatchObject({ val: 1_025_00, diff: 0, txact_id: null });
    const cash = (await w.owner.call('GET', `/api/estate/${w.estateId}/cash_xact`)).json().payload;
    expect(cash).toMatchObject({ balance: 1_025_00, credits: 55_00, debits: 30_00 });
  });
});

describe('GET /txacts on the Sample estate', () => {
  it('is readable by a visitor', async () => {
    const res = await w.anonymous.call('GET', '/api/estate/sample/txacts?plans=true');
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().payload)).toBe(true);
  });
});
