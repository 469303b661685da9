import {
  MSG_CONTACT_UNIQUE,
  MSG_DATE_REQUIRED,
  MSG_LABEL_TAKEN,
  MSG_LOC_NAME_REQUIRED,
  msgLabelTaken,
  msgLocTaken,
} from '@probity/domain';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../test/support/helpers.ts';
import { useWorld } from '../../test/support/world.ts';

// Issue 12's probes: each bad input answers 4xx with a clear message and leaves the estate as it was; names that
// must be unique stay unique on every write path and under concurrency.
const w = useWorld();

const full = async (c: Client = w.owner) =>
  (await c.call('GET', `/api/estate/${w.estateId}/full`)).json().payload;

/** Sends a request that must be refused with `status` and a message matching `msg`; the estate must not move. */
async function refused(
  call: (rev: number) => Promise<{ statusCode: number; json: () => { msg: string } }>,
  status: number,
  msg: string | RegExp,
) {
  const before = await full();
  const res = await call(before.revision);
  expect(res.statusCode).toBe(status);
  if (typeof msg === 'string') expect(res.json().msg).toBe(msg);
  else expect(res.json().msg).toMatch(msg);
  expect(await full()).toEqual(before);
}
const save = (c: Client, rev: number, parts: Record<string, unknown>) =>
  c.call('POST', `/api/estate/${w.estateId}/save`, { revision: rev, parts });
const adds = (items: unknown[]) => ({ add: items, mod: [], del: [] });

describe('impossible dates', () => {
  for (const date of ['2026-02-30', '0000-00-00', '2026-13-01', '2025-02-29'])
    it(`PUT /txacts (resync) refuses ${date}`, async () => {
      await refused(
        (rev) =>
          w.owner.call('PUT', `/api/estate/${w.estateId}/txacts?revision=${rev}`, {
            asset_id: w.assetId,
            diff: 100,
            date,
          }),
        400,
        'Invalid body.date: expected a real calendar date as yyyy-mm-dd',
      );
    });

  it('GET /api/state_tasks refuses an impossible death date', async () => {
    const res = await w.owner.call('GET', '/api/state_tasks/GA?death_date=2026-02-30');
    expect([res.statusCode, res.json().msg]).toEqual([
      400,
      'Invalid querystring.death_date: expected a real calendar date as yyyy-mm-dd',
    ]);
    expect((await w.owner.call('GET', '/api/state_tasks/GA?death_date=2026-02-28')).statusCode).toBe(200);
  });

  it('task dates (tasks_userinfo) refuse 9999-99-99', async () => {
    await refused(
      (rev) => save(w.owner, rev, { meta: { tasks_userinfo: [{ id: 3, date: '9999-99-99' }] } }),
      400,
      /^Invalid body\.parts\.meta\.tasks_userinfo\.0\.date: expected a real calendar date/,
    );
  });

  it('a transaction dated 2026-02-30 is refused in the atomic save and at creation', async () => {
    const txact = { id: -5, asset: w.assetId, cat: 3, i_type: 0, val: 100, date: '2026-02-30' };
    await refused((rev) => save(w.owner, rev, { txacts: adds([txact]) }), 400, /real calendar date/);
    const res = await w.owner.call('POST', '/api/estates', {
      assets: [{ id: -1, name: 'Cash', i_type: 14, val_death: 100 }],
      txacts: [{ ...txact, asset: -1 }],
    });
    expect([res.statusCode, res.json().msg]).toEqual([400, expect.stringMatching(/real calendar date/)]);
  });
});

describe('Date required on every write path', () => {
  it('the atomic save refuses an expense or a log entry without a date', async () => {
    await refused(
      (rev) => save(w.owner, rev, { exec_expenses: adds([{ id: -1, name: 'Stamps', val: 500 }]) }),
      400,
      MSG_DATE_REQUIRED,
    );
    await refused(
      (rev) => save(w.owner, rev, { exec_log: adds([{ id: -1, hours: 2 }]) }),
      400,
      MSG_DATE_REQUIRED,
    );
  });

  it('creation refuses them too', async () => {
    for (const body of [{ exec_expenses: [{ id: -1, val: 500 }] }, { exec_log: [{ id: -1, hours: 1 }] }]) {
      const res = await w.owner.call('POST', '/api/estates', body);
      expect([res.statusCode, res.json().msg]).toEqual([400, MSG_DATE_REQUIRED]);
    }
  });
});

describe('finite bounds', () => {
  it('hours 1.7e308 are refused (and the summary keeps a number)', async () => {
    await refused(
      (rev) => save(w.owner, rev, { exec_log: adds([{ id: -1, hours: 1.7e308, date: '2026-09-01' }]) }),
      400,
      'Invalid body.parts.exec_log.add.0.hours: Too big: expected number to be <=8784',
    );
    const log = await w.owner.call('GET', `/api/estate/${w.estateId}/exec/log?mgr=true`);
    expect(log.statusCode).toBe(200);
  });

  it('an amount over $10,000,000,000 is refused, on an item and on a resync', async () => {
    await refused(
      (rev) => save(w.owner, rev, { assets: adds([{ id: -1, name: 'Moon', val_death: 1e15 }]) }),
      400,
      /amount is over \$10,000,000,000/,
    );
    await refused(
      (rev) =>
        w.owner.call('PUT', `/api/estate/${w.estateId}/txacts?revision=${rev}`, {
          asset_id: w.assetId,
          val: 9e15,
        }),
      400,
      /amount is over \$10,000,000,000/,
    );
    await refused(
      (rev) =>
        save(w.owner, rev, {
          exec_expenses: adds([{ id: -1, date: '2026-09-01', i_type: 1, mileage: 1e300 }]),
        }),
      400,
      /mileage: Too big/,
    );
  });
});

describe('contact names', () => {
  it('an edit share cannot store two contacts of one name (save, per-part, creation): the owner keeps saving', async () => {
    const twins = [
      { id: -1, name: 'Dana Lee' },
      { id: -2, name: 'Dana Lee' },
    ];
    await refused((rev) => save(w.editor, rev, { contacts: adds(twins) }), 400, MSG_CONTACT_UNIQUE);
    await refused(
      (rev) => w.editor.call('POST', `/api/estate/${w.estateId}/contacts?revision=${rev}`, [twins, [], []]),
      400,
      MSG_CONTACT_UNIQUE,
    );
    const created = await w.owner.call('POST', '/api/estates', { contacts: twins });
    expect([created.statusCode, created.json().msg]).toEqual([400, MSG_CONTACT_UNIQUE]);
    // A ledger save of the owner still goes through.
    const rev = (await full()).revision;
    const ok = await save(w.owner, rev, {
      txacts: adds([{ id: -9, asset: w.assetId, cat: 3, i_type: 0, val: 100, date: '2026-09-02' }]),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('POST /ops refuses the second of two contacts of one name', async () => {
    await refused(
      (rev) =>
        w.editor.call('POST', `/api/estate/${w.estateId}/ops`, {
          revision: rev,
          ops: [
            { op: 'addContact', id: -1, name: 'Ops Twin' },
            { op: 'addContact', id: -2, name: 'Ops Twin' },
          ],
        }),
      400,
      MSG_CONTACT_UNIQUE,
    );
  });

  it('racing saves that add the same name (forced past the revision check) store it once', async () => {
    const name = 'Racing Rita';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        w.owner.call('POST', `/api/estate/${w.estateId}/save`, {
          force: true,
          parts: { contacts: adds([{ id: -1, name }]) },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((r) => r.statusCode !== 200))
      expect([r.statusCode, r.json().msg]).toEqual([400, MSG_CONTACT_UNIQUE]);
    expect((await full()).contacts.filter((c: { name: string }) => c.name === name)).toHaveLength(1);
  });
});

describe('location names', () => {
  it('two names differing only by case or spaces are refused in one save, and against a stored one', async () => {
    await refused(
      (rev) =>
        save(w.owner, rev, {
          locs: adds([
            { id: -1, name: 'Attic' },
            { id: -2, name: ' attic ' },
          ]),
        }),
      400,
      msgLocTaken('attic'),
    );
    await refused(
      (rev) => save(w.owner, rev, { locs: adds([{ id: -1, name: '  ' }]) }),
      400,
      MSG_LOC_NAME_REQUIRED,
    );
  });

  it('10 concurrent POST /api/loc/ with one name store one location', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        w.owner.call('POST', '/api/loc/', { estate_id: w.estateId, name: 'Boathouse', force: true }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(400)]);
    for (const r of answers.filter((r) => r.statusCode === 400))
      expect(r.json().msg).toBe(msgLocTaken('Boathouse'));
    const locs = (await w.owner.call('GET', `/api/loc/?estate_id=${w.estateId}`)).json().payload;
    expect(locs.filter((l: { name: string }) => l.name.toLowerCase() === 'boathouse')).toHaveLength(1);
  });

  it('a rename onto another location (any case) is refused by PUT /api/loc/ and the atomic save', async () => {
    const a = await w.owner.call('POST', '/api/loc/', { estate_id: w.estateId, name: 'Cellar', force: true });
    const b = await w.owner.call('POST', '/api/loc/', { estate_id: w.estateId, name: 'Shed', force: true });
    const shed = b.json().payload.id as number;
    expect(a.statusCode).toBe(200);
    await refused(
      (rev) =>
        w.owner.call('PUT', `/api/loc/${shed}`, { estate_id: w.estateId, name: 'CELLAR', revision: rev }),
      400,
      msgLocTaken('CELLAR'),
    );
    await refused(
      (rev) => save(w.owner, rev, { locs: { add: [], mod: [{ id: shed, name: 'cellar' }], del: [] } }),
      400,
      msgLocTaken('cellar'),
    );
  });
});

describe('bodies the parser reads but cannot write out again', () => {
  it('a sign-in body nested 20,000 deep answers 400, not 500', async () => {
    const res = await w.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'x-probity': '1', origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    });
    expect([res.statusCode, res.json().msg]).toEqual([
      400,
      '[body] Invalid input: expected object, received array',
    ]);
  });
});

describe('estate labels', () => {
  it('two estates of one owner renamed to one label at the same moment: one keeps it, the other is refused', async () => {
    const other = await w.owner.call('POST', '/api/estates', { meta: { label: 'Second estate' } });
    const ids = [w.estateId, other.json().payload.id as string];
    const answers = await Promise.all(
      ids.map((id) => w.owner.call('PUT', `/api/estate/${id}`, { label: 'Lakeside', force: true })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const refusal = answers.find((r) => r.statusCode === 400)?.json().msg;
    expect([msgLabelTaken('Lakeside'), MSG_LABEL_TAKEN]).toContain(refusal);
    const labels = await Promise.all(
      ids.map(async (id) => (await w.owner.call('GET', `/api/estate/${id}`)).json().payload.label),
    );
    expect(labels.filter((l) => l === 'Lakeside')).toHaveLength(1);
  });
});
