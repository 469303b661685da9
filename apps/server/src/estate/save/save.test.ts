import { MSG_EXPENSE_REPAID_LOCK } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { type Client, createEstate, signUp, useOwner } from '../../../test/support/helpers.ts';

// POST /api/estate/{id}/save: one transaction for all parts, revision check, temporary ids.

const t = useOwner('saver', 'Sam Saver');

const save = (c: Client, id: string, body: unknown) => c.call('POST', `/api/estate/${id}/save`, body);
const full = async (c: Client, id: string) => (await c.call('GET', `/api/estate/${id}/full`)).json().payload;

/** Transactions need a date of death first (a rule of the operations, which every save now goes through). */
const died = { dec: { name: 'Sam Doe', death_date: '2026-07-01' } };

describe('atomic batch save', () => {
  it('applies all ten parts in one save and bumps the revision by one', async () => {
    const e = await createEstate(t.owner, { meta: { label: 'All parts' } });
    const res = await save(t.owner, e.id, {
      revision: e.revision,
      parts: {
        meta: { label: 'All parts, saved', state: 'TX', death_date: '2026-07-04' },
        dec: { birth_date: '1950-02-03', phone: '512-555-0101', ssn: '123-45-6789' },
        exec_log: { add: [{ id: -1, date: '2026-07-10', hours: 2.5, name: 'Sorted mail' }] },
        exec_expenses: { add: [{ id: -2, date: '2026-07-11', name: 'Postage', val: 1_234 }] },
        assets: { add: [{ id: -3, name: 'Brokerage account', i_type: 5, val_death: 9_876_543 }] },
        debts: { add: [{ id: -4, name: 'Hospital bill', i_type: 5, val_death: 45_000 }] },
        txacts: {
          add: [{ id: -5, asset: -3, item: -4, cat: 51, i_type: 1, val: 45_000, date: '2026-08-01' }],
        },
        contacts: { add: [{ id: -6, name: 'Lee Attorney', i_type: 2, email: 'lee@example.com' }] },
        heirs: { add: [{ id: -7, name: 'Ana Heir', i_type: 2, percent_target: 50_000 }] },
        bank_downloads: {
          add: [
            {
              id: -8,
              asset_id: -3,
              transaction_id: 'bank-tx-1',
              date: '2026-08-01',
              val: 45_000,
              matches: [-5],
            },
          ],
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const { revision, ids } = res.json().payload;
    expect(revision).toBe(e.revision + 1);
    expect(Object.keys(ids).sort()).toEqual(['-1', '-2', '-3', '-4', '-5', '-6', '-7', '-8']);
    const f = await full(t.owner, e.id);
    expect(f.meta).toMatchObject({
      label: 'All parts, saved',
      state: 'TX',
      death_date: '2026-07-04',
      revision,
    });
    expect(f.dec).toMatchObject({
      birth_date: '1950-02-03',
      phone: '512-555-0101',
      death_date: '2026-07-04',
    });
    expect(f.exec_log).toMatchObject([{ id: ids['-1'], hours: 2.5, name: 'Sorted mail' }]);
    expect(f.exec_expenses).toMatchObject([{ id: ids['-2'], val: 1_234 }]);
    expect(f.assets.find((a: { id: number }) => a.id === ids['-3'])).toMatchObject({
      name: 'Brokerage account',
      val_death: 9_876_543,
    });
    expect(f.debts).toMatchObject([{ id: ids['-4'], val_death: 45_000 }]);
    expect(f.contacts).toMatchObject([{ id: ids['-6'], email: 'lee@example.com' }]);
    expect(f.heirs).toMatchObject([{ id: ids['-7'], percent_target: 50_000 }]);
  });

  it('maps temporary ids across parts: a new transaction points at the new asset, debt, heir and expense', async () => {
    const e = await createEstate(t.owner, died);
    const res = await save(t.owner, e.id, {
      revision: e.revision,
      parts: {
        assets: { add: [{ id: -10, name: 'Estate Cashflow Account', i_type: 17 }] },
        heirs: { add: [{ id: -11, name: 'Ben Heir' }] },
        exec_expenses: { add: [{ id: -12, name: 'Mileage', val: 6_700, date: '2026-09-01' }] },
        txacts: {
          add: [
            {
              id: -13,
              asset: -10,
              cat: 52,
              i_type: 1,
              heir_id: -11,
              val: 100_000,
              distrib_type: 2,
              reason: 1,
            },
            { id: -14, asset: -10, cat: 56, i_type: 1, exexp_ids: [-12], val: 6_700, date: '2026-09-05' },
          ],
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().payload.ids;
    const f = await full(t.owner, e.id);
    const byId = Object.fromEntries(f.txacts.map((t: { id: number }) => [t.id, t]));
    expect(byId[ids['-13']]).toMatchObject({ asset: ids['-10'], heir_id: ids['-11'], val: 100_000 });
    expect(byId[ids['-14']]).toMatchObject({ asset: ids['-10'], exexp_ids: [ids['-12']] });
  });

  it('refuses a save from an older revision with 409 and the conflict message, then saves it when forced', async () => {
    const e = await createEstate(t.owner, { dec: { name: 'Conflict Case' } });
    const first = await save(t.owner, e.id, { revision: e.revision, parts: { dec: { phone: '111' } } });
    expect(first.json().payload.revision).toBe(e.revision + 1);
    const stale = await save(t.owner, e.id, { revision: e.revision, parts: { dec: { phone: '222' } } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      success: false,
      code: 409,
      msg: 'Someone else saved this estate after you opened it. Reload to see their changes, or save anyway to overwrite them.',
    });
    expect((await full(t.owner, e.id)).dec.phone).toBe('111');
    const forced = await save(t.owner, e.id, {
      revision: e.revision,
      force: true,
      parts: { dec: { phone: '222' } },
    });
    expect(forced.statusCode).toBe(200);
    expect(forced.json().payload.revision).toBe(e.revision + 2);
    expect((await full(t.owner, e.id)).dec.phone).toBe('222');
  });

  it('refuses a save without a revision unless forced', async () => {
    const e = await createEstate(t.owner, died);
    const res = await save(t.owner, e.id, { parts: { meta: { state: 'OH' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Send the revision you loaded (or force) with this save.');
  });

  it('rolls back every part when a later part fails: nothing is half-written', async () => {
    const e = await createEstate(t.owner, {
      ...died,
      meta: { label: 'Rollback' },
      assets: [{ id: -1, name: 'Car', i_type: 8, val_death: 1_500_000 }],
    });
    const before = await full(t.owner, e.id);
    const res = await save(t.owner, e.id, {
      revision: e.revision,
      parts: {
        meta: { label: 'Rollback, changed' },
        dec: { phone: '999-555-0000' },
        assets: { mod: [{ id: e.ids['-1'], name: 'Truck' }], add: [{ id: -2, name: 'Boat' }] },
        heirs: { add: [{ id: -3, name: 'Cara Heir' }] },
        debts: { mod: [{ id: 987654321, name: 'Gone debt' }] },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Item 987654321 of debts no longer exists. Reload the estate and try again.');
    const after = await full(t.owner, e.id);
    expect(after).toEqual(before);
  });

  it('refuses a transaction pointing at an asset that is not in this estate, and writes nothing', async () => {
    const other = await createEstate(t.owner, { ...died, assets: [{ id: -1, name: 'Elsewhere' }] });
    const e = await createEstate(t.owner, died);
    const res = await save(t.owner, e.id, {
      revision: e.revision,
      parts: {
        heirs: { add: [{ id: -1, name: 'Dee Heir' }] },
        txacts: { add: [{ id: -2, asset: other.ids['-1'], cat: 0, i_type: 0, val: 500 }] },
      },
    });
    expect(res.statusCode).toBe(400);
    // The operation refuses it before the writer would: the asset is not one of this estate's.
    expect(res.json().msg).toBe('First select an asset for this transaction.');
    expect((await full(t.owner, e.id)).heirs).toEqual([]);
  });

  it('refuses a reference to a temporary id that no new item carries', async () => {
    const e = await createEstate(t.owner, died);
    const res = await save(t.owner, e.id, {
      revision: e.revision,
      parts: { txacts: { add: [{ id: -1, asset: -99, cat: 0, i_type: 0, val: 500 }] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('First select an asset for this transaction.');
  });

  it('refuses the same temporary id used in two parts', async () => {
    const e = await createEstate(t.owner, died);
    const res = await save(t.owner, e.id, {
      revision: e.revision,
      parts: { assets: { add: [{ id: -1, name: 'A' }] }, debts: { add: [{ id: -1, name: 'B' }] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('New items must carry distinct negative temporary ids.');
    const names = (await full(t.owner, e.id)).assets.map((a: { name: string }) => a.name);
    expect(names).not.toContain('A');
  });

  it('changes only the fields a modification sends', async () => {
    const e = await createEstate(t.owner, {
      ...died,
      assets: [
        { id: -1, name: 'House', account: 'Deed 42', i_type: 6, val_death: 30_000_000, note: 'Roof is new' },
      ],
    });
    const id = e.ids['-1'];
    const res = await save(t.owner, e.id, {
      revision: e.revision,
      parts: { assets: { mod: [{ id, val_death: 31_000_000 }] } },
    });
    expect(res.statusCode).toBe(200);
    const asset = (await full(t.owner, e.id)).assets.find((a: { id: number }) => a.id === id);
    expect(asset).toMatchObject({
      id,
      name: 'House',
      account: 'Deed 42',
      i_type: 6,
      val_death: 31_000_000,
      note: 'Roof is new',
    });
  });

  it('deletes items by id and ignores ids already gone', async () => {
    const e = await createEstate(t.owner, {
      ...died,
      contacts: [
        { id: -1, name: 'Keep' },
        { id: -2, name: 'Drop' },
      ],
    });
    const res = await save(t.owner, e.id, {
      revision: e.revision,
      parts: { contacts: { del: [e.ids['-2'], 123456789] } },
    });
    expect(res.statusCode).toBe(200);
    expect((await full(t.owner, e.id)).contacts.map((c: { name: string }) => c.name)).toEqual(['Keep']);
  });

  it('refuses deleting an asset that transactions still point at, and writes nothing', async () => {
    const e = await createEstate(t.owner, {
      ...died,
      assets: [{ id: -1, name: 'Bank', i_type: 14, val_death: 100_000 }],
      heirs: [{ id: -2, name: 'Fay Heir' }],
      txacts: [
        { id: -3, asset: -1, cat: 52, i_type: 1, heir_id: -2, val: 10_000, distrib_type: 2, reason: 1 },
      ],
    });
    const res = await save(t.owner, e.id, {
      revision: e.revision,
      parts: { meta: { state: 'ME' }, assets: { del: [e.ids['-1']] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(
      `Item ${e.ids['-1']} of assets still has transactions pointing at it; delete them in the same save.`,
    );
    const f = await full(t.owner, e.id);
    expect(f.meta.state).toBe('');
    expect(f.assets.map((a: { id: number }) => a.id)).toContain(e.ids['-1']);
  });

  it('deletes an asset together with its transactions in one save', async () => {
    const e = await createEstate(t.owner, {
      ...died,
      assets: [{ id: -1, name: 'Bank', i_type: 14, val_death: 100_000 }],
      heirs: [{ id: -2, name: 'Gus Heir' }],
      txacts: [
        { id: -3, asset: -1, cat: 52, i_type: 1, heir_id: -2, val: 10_000, distrib_type: 2, reason: 1 },
      ],
    });
    const res = await save(t.owner, e.id, {
      revision: e.revision,
      parts: { assets: { del: [e.ids['-1']] }, txacts: { del: [e.ids['-3']] } },
    });
    expect(res.statusCode).toBe(200);
    expect((await full(t.owner, e.id)).txacts).toEqual([]);
  });

  it('refuses deleting an heir that a distribution still names', async () => {
    const e = await createEstate(t.owner, {
      ...died,
      assets: [{ id: -1, name: 'Stocks', i_type: 3, val_death: 500_000 }],
      heirs: [{ id: -2, name: 'Hal Heir' }],
      txacts: [{ id: -3, asset: -1, cat: 52, i_type: 1, heir_id: -2, distrib_type: 0, reason: 1 }],
    });
    const res = await save(t.owner, e.id, { revision: e.revision, parts: { heirs: { del: [e.ids['-2']] } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^Item \d+ of heirs still has transactions/);
  });

  it('refuses deleting an executor expense that a reimbursement still includes', async () => {
    const e = await createEstate(t.owner, {
      ...died,
      assets: [{ id: -1, name: 'Cash', i_type: 17 }],
      exec_expenses: [{ id: -2, name: 'Stamps', val: 2_000, date: '2026-09-01' }],
      txacts: [{ id: -3, asset: -1, cat: 56, i_type: 1, exexp_ids: [-2], val: 2_000, date: '2026-09-02' }],
    });
    const res = await save(t.owner, e.id, {
      revision: e.revision,
      parts: { exec_expenses: { del: [e.ids['-2']] } },
    });
    expect(res.statusCode).toBe(400);
    // The operation's own refusal (deleteExpense), before the writer's reference check.
    expect(res.json().msg).toBe(MSG_EXPENSE_REPAID_LOCK);
  });

  it('refuses money that is not whole cents with 400 and changes nothing', async () => {
    const e = await createEstate(t.owner, died);
    const res = await save(t.owner, e.id, {
      revision: e.revision,
      parts: { meta: { state: 'WA' }, assets: { add: [{ id: -1, name: 'Coins', val_death: 12.5 }] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^Invalid body\.parts\.assets\.add\.0\.val_death: /);
    expect((await full(t.owner, e.id)).meta.state).toBe('');
  });

  it('refuses an unknown part name with 400', async () => {
    const e = await createEstate(t.owner, died);
    const res = await save(t.owner, e.id, { revision: e.revision, parts: { pets: { add: [] } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const e = await createEstate(t.owner, died);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/estate/${e.id}/save`,
      headers: { cookie: t.owner.cookie, 'x-probity': '1', 'content-type': 'application/json' },
      payload: '{"revision": 1, "parts": {',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('refuses a positive id among new items', async () => {
    const e = await createEstate(t.owner, died);
    const res = await save(t.owner, e.id, {
      revision: e.revision,
      parts: { heirs: { add: [{ id: 5, name: 'X' }] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^Invalid body\.parts\.heirs\.add\.0\.id/);
  });

  it('refuses a label the owner already uses on another estate', async () => {
    await createEstate(t.owner, { meta: { label: 'Dad' } });
    const e = await createEstate(t.owner, { meta: { label: 'Mom' } });
    const res = await save(t.owner, e.id, { revision: e.revision, parts: { meta: { label: 'dad ' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('You already have an estate labeled dad');
  });

  it('lets an edit share save, checked against the same revision', async () => {
    const { grantAccess } = await import('@probity/db');
    const { testDb } = await import('../../../test/support/world.ts');
    const editor = await signUp(t.app, 'coeditor');
    const e = await createEstate(t.owner, died);
    const db = testDb();
    await grantAccess(db.db, e.id, editor.userId, 1);
    await db.close();
    const a = await save(t.owner, e.id, { revision: e.revision, parts: { meta: { state: 'CA' } } });
    const b = await save(editor, e.id, { revision: e.revision, parts: { meta: { state: 'NV' } } });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(409);
  });
});
