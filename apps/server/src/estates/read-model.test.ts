import { findEstate, type ItemTableName, itemTables, listItems, storedItems } from '@probity/db';
import { describe, expect, it } from 'vitest';
import { type Client, createEstate, useOwner } from '../../test/support/helpers.ts';
import { testDb } from '../../test/support/world.ts';

// One read model, the engine's: GET /full answers every item as the per-part reads do (derived values included,
// from columns stored with the estate), the meta carries the engine's totals and flags, and cash_xact adds up.
const t = useOwner('readmodel');

const DEATH = '2026-08-01';
/** Estate account, checking, a house, stocks; a card debt; a spouse heir; an unpaid expense; a transfer from checking
 * into the estate account, income, a card payment and a pending Entire distribution of the stocks. */
const estateBody = (label: string) => ({
  meta: { label, country_code: 'us', state: 'GA', state_exec: 'GA' },
  dec: { name: 'Harold Brooks', death_date: DEATH },
  assets: [
    { id: -1, name: 'Estate Cashflow Account', i_type: 17, val_death: 0 },
    { id: -2, name: 'Checking', i_type: 14, val_death: 1_000_00 },
    { id: -3, name: 'House', i_type: 6, val_death: 300_000_00 },
    { id: -4, name: 'Stocks', i_type: 3, val_death: 10_000_00, cost_basis_orig: 4_000_00 },
  ],
  debts: [{ id: -5, name: 'Card', i_type: 3, val_death: 400_00 }],
  heirs: [{ id: -6, name: 'Sam', i_type: 1, percent_target: 100_000 }],
  exec_expenses: [{ id: -11, date: '2026-08-04', name: 'Postage', val: 12_00 }],
  txacts: [
    { id: -7, asset: -2, item: -1, cat: 59, i_type: 1, val: 600_00, date: '2026-08-03', name: 'To estate' },
    { id: -8, asset: -1, cat: 1, i_type: 0, val: 250_00, date: '2026-08-05', name: 'Pension' },
    { id: -9, asset: -1, item: -5, cat: 51, i_type: 1, val: 150_00, date: '2026-08-06', name: 'Card' },
    { id: -10, asset: -4, cat: 52, i_type: 1, heir_id: -6, distrib_type: 0, reason: 3, val: 0 },
  ],
});

async function made(c: Client, body = estateBody(`Read model ${Date.now()} ${Math.random()}`)) {
  const e = await createEstate(c, body);
  return { ...e, get: async (tail: string) => (await c.call('GET', `/api/estate/${e.id}${tail}`)).json() };
}

const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((x) => [x.id, x]));

describe('GET /full answers the engine read model', () => {
  it('answers each asset, debt, heir, transaction and expense as the per-part reads do', async () => {
    const e = await made(t.owner);
    const full = (await e.get('/full')).payload;
    for (const part of ['assets', 'debts', 'heirs']) {
      const one = byId((await e.get(`/${part}`)).payload);
      expect(full[part].length).toBe(one.size);
      for (const item of full[part]) expect(item).toEqual(one.get(item.id));
    }
    const txacts = byId((await e.get('/txacts?plans=true&force_all=true')).payload);
    expect(full.txacts.length).toBe(txacts.size);
    for (const x of full.txacts) expect(x).toEqual(txacts.get(x.id));
    expect(full.exec_expenses).toEqual((await e.get('/exec/expenses')).payload);
    const checking = full.assets.find((a: { name: string }) => a.name === 'Checking');
    expect([checking.val, checking.val_xfer, checking.txact_num, checking.settled]).toEqual([
      400_00,
      600_00,
      1,
      false,
    ]);
  });

  it('answers the engine value and basis of a pending Entire distribution, in /full and /txacts', async () => {
    const e = await made(t.owner);
    const pending = { id: e.ids['-10'], effective_val: 10_000_00, cost_basis: 10_000_00, balance: null };
    expect((await e.get(`/txacts?txact_id=${e.ids['-10']}`)).payload[0]).toMatchObject(pending);
    expect(
      (await e.get('/full')).payload.txacts.find((x: { id: number }) => x.id === pending.id),
    ).toMatchObject(pending);
    const stocks = (await e.get('/full')).payload.assets.find((a: { id: number }) => a.id === e.ids['-4']);
    expect([stocks.val, stocks.val_alloc, stocks.cost_basis_death_used]).toEqual([
      10_000_00, 10_000_00, 10_000_00,
    ]);
  });

  it('answers the new figures after a save that moves them', async () => {
    const e = await made(t.owner);
    await e.get('/full');
    const res = await t.owner.call('POST', `/api/estate/${e.id}/save`, {
      revision: e.revision,
      parts: {
        txacts: {
          add: [
            { id: -1, asset: e.ids['-1'], cat: 1, i_type: 0, val: 45_00, date: '2026-08-07', name: 'Refund' },
          ],
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const full = (await e.get('/full')).payload;
    expect(full.revision).toBe(res.json().payload.revision);
    const account = full.assets.find((a: { id: number }) => a.id === e.ids['-1']);
    expect(account.val).toBe(745_00);
    expect(account).toEqual(byId((await e.get('/assets')).payload).get(e.ids['-1']));
    const added = full.txacts.find((x: { id: number }) => x.id === res.json().payload.ids['-1']);
    expect([added.balance, added.effective_val]).toEqual([745_00, 45_00]);
  });

  it('keeps the stored figures current through a save that cannot move them', async () => {
    const e = await made(t.owner);
    await e.get('/full');
    const res = await t.owner.call('POST', `/api/estate/${e.id}/save`, {
      revision: e.revision,
      parts: { meta: { label: `Renamed ${Date.now()} ${Math.random()}` } },
    });
    expect(res.statusCode).toBe(200);
    const db = testDb();
    try {
      const row = await findEstate(db.db, e.id);
      expect([row?.revision, row?.derived_rev]).toEqual([
        res.json().payload.revision,
        res.json().payload.revision,
      ]);
    } finally {
      await db.close();
    }
  });
});

describe('estate meta', () => {
  it('answers land, spouse, gval_estimate, gval_use_actual and await_death from the engine', async () => {
    const e = await made(t.owner);
    const meta = (await e.get('')).payload;
    expect(meta).toMatchObject({
      land: true,
      spouse: true,
      gval_estimate: 311_000_00,
      gval_death: 311_000_00,
      gval_use_actual: true,
      await_death: false,
      debt: 262_00,
      unpaid_expenses: 12_00,
      debt_death: 400_00,
    });
    const full = (await e.get('/full')).payload.meta;
    expect(full).toEqual({ ...meta, updated_at: full.updated_at });
  });

  it('awaits death without a death date, and estimates from the pre-death values', async () => {
    const e = await made(t.owner, {
      meta: { label: `Awaiting ${Date.now()} ${Math.random()}`, country_code: 'us' },
      dec: { name: 'Ada Living' },
      assets: [{ id: -1, name: 'Savings', i_type: 14, val_pre: 2_000_00 }],
    } as never);
    expect((await e.get('')).payload).toMatchObject({
      await_death: true,
      land: false,
      spouse: false,
      gval_estimate: 2_000_00,
      gval_use_actual: false,
    });
  });
});

describe('GET /cash_xact', () => {
  it('counts a transfer from Checking into the Estate Account both ways: opening + credits - debits = balance', async () => {
    const e = await made(t.owner);
    const cash = (await e.get('/cash_xact')).payload;
    // Checking 1,000.00 at death; 600.00 moves to the estate account (a debit and a credit), 250.00 comes in, 150.00
    // pays the card: Checking 400.00 + estate account 700.00.
    expect(cash).toMatchObject({ opening: 1_000_00, credits: 850_00, debits: 750_00, balance: 1_100_00 });
    expect(cash.opening + cash.credits - cash.debits).toBe(cash.balance);
    expect(cash.assets.map((a: { val: number }) => a.val).sort()).toEqual([400_00, 700_00]);
  });
});

// The saves and GET /summary read the stored rows as PostgreSQL's JSON (storedItems) instead of through the driver:
// both must give the same values, type for type, for every part.
describe('stored items read as JSON', () => {
  it('are the rows the driver reads, for every part of a Sample estate and a new one', async () => {
    const e = await made(t.owner);
    const db = testDb();
    try {
      for (const id of ['sample', e.id]) {
        for (const part of Object.keys(itemTables) as ItemTableName[]) {
          const rows = (await listItems(db.db, part, id)).map(({ estate_id: _, ...item }) => item);
          expect(await storedItems(db.db, part, id)).toEqual(rows);
        }
      }
      // the Sample estate fills the parts a new one leaves empty
      const counts = await Promise.all(
        (['contacts', 'exec_log', 'locs', 'txacts'] as const).map(
          async (p) => (await storedItems(db.db, p, 'sample')).length,
        ),
      );
      expect(counts.every((n) => n > 0)).toBe(true);
    } finally {
      await db.close();
    }
  });
});
