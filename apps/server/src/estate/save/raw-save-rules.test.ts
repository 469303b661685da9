// The raw batch save refuses what an operation would refuse, and computes the values the engine owns:
// each forbidden state of issue 10 sent as a raw POST /save is refused with the operation's message and changes
// nothing; each computed value is the server's, whatever the client sent.
import * as M from '@probity/domain';
import { AMOUNT_TYPE, ASSET_TYPE, CAT, EXPENSE_TYPE, HEIR_RELATIONSHIP, PLAN } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { type Client, createEstate, useOwner } from '../../../test/support/helpers.ts';

const t = useOwner('raw-rules', 'Rae Rules');

const full = async (c: Client, id: string) => (await c.call('GET', `/api/estate/${id}/full`)).json().payload;
const save = (c: Client, id: string, revision: number, parts: Record<string, unknown>) =>
  c.call('POST', `/api/estate/${id}/save`, { revision, parts });
const add = (...rows: Record<string, unknown>[]) => ({ add: rows, mod: [], del: [] });
const mod = (...rows: Record<string, unknown>[]) => ({ add: [], mod: rows, del: [] });

/** A US estate: cash in the account, a card paid off, the car sold, stocks planned for Ann, an expense of 72.50. */
async function usEstate() {
  const e = await createEstate(t.owner, {
    meta: { label: `Raw US ${Math.random()}`, state: 'GA' },
    dec: { name: 'Ray Doe', death_date: '2026-03-01' },
    assets: [
      { id: -1, name: 'Estate Cashflow Account', i_type: ASSET_TYPE.estateAccount },
      { id: -2, name: 'Car', i_type: ASSET_TYPE.vehicle, val_death: 8_000_00, plan: PLAN.sell },
      { id: -3, name: 'Stocks', i_type: ASSET_TYPE.stocks, val_death: 5_000_00, cost_basis_death: 4_000_00 },
    ],
    debts: [{ id: -4, name: 'Card', val_death: 500_00 }],
    heirs: [{ id: -5, name: 'Ann', i_type: HEIR_RELATIONSHIP.child }],
    exec_expenses: [{ id: -6, name: 'Copies', date: '2026-03-05', val: 72_50 }],
    txacts: [
      { id: -7, asset: -1, cat: CAT.otherDeposit, i_type: 0, val: 1_000_00, date: '2026-03-02' },
      { id: -8, asset: -1, item: -4, cat: CAT.debtPayment, i_type: 1, val: 500_00, date: '2026-03-03' },
      { id: -9, asset: -1, item: -2, cat: CAT.assetSale, i_type: 0, val: 7_500_00, date: '2026-03-04' },
      { id: -10, asset: -3, heir_id: -5, cat: CAT.distribution, i_type: 1, distrib_type: AMOUNT_TYPE.entire },
    ],
  });
  const ref = (temp: number) => e.ids[String(temp)] as number;
  return {
    ...e,
    account: ref(-1),
    car: ref(-2),
    stocks: ref(-3),
    card: ref(-4),
    ann: ref(-5),
    copies: ref(-6),
    ref,
  };
}

describe('the raw batch save refuses what an operation refuses, changing nothing', () => {
  it('a payment on a debt already fully resolved', async () => {
    const e = await usEstate();
    const before = await full(t.owner, e.id);
    const pay = {
      id: -1,
      asset: e.account,
      item: e.card,
      cat: CAT.debtPayment,
      i_type: 1,
      val: 1,
      date: '2026-04-01',
    };
    const res = await save(t.owner, e.id, e.revision, { meta: { state: 'TX' }, txacts: add(pay) });
    expect([res.statusCode, res.json().msg]).toEqual([400, M.MSG_DEBT_RESOLVED]);
    expect(await full(t.owner, e.id)).toEqual(before);
  });

  it('a distribution of an asset that was sold', async () => {
    const e = await usEstate();
    const d = { id: -1, asset: e.car, heir_id: e.ann, cat: CAT.distribution, i_type: 1, date: '2026-04-01' };
    const res = await save(t.owner, e.id, e.revision, { txacts: add(d) });
    expect([res.statusCode, res.json().msg]).toEqual([400, M.MSG_CANNOT_DISTRIBUTE_SETTLED]);
  });

  it('a reimbursement of 70.00 for a 72.50 expense', async () => {
    const e = await usEstate();
    const r = {
      id: -1,
      asset: e.account,
      cat: CAT.executorReimbursement,
      i_type: 1,
      val: 70_00,
      exexp_ids: [e.copies],
      date: '2026-04-01',
    };
    const res = await save(t.owner, e.id, e.revision, { txacts: add(r) });
    expect([res.statusCode, res.json().msg]).toEqual([400, M.MSG_EXPENSES_DIFFER]);
  });

  it('in Canada, deemed on a TFSA or an RRSP, and value at death or deemed of a spousal-deferred asset', async () => {
    const e = await createEstate(t.owner, {
      meta: { label: `Raw CA ${Math.random()}`, country_code: 'ca', state: 'ON' },
      dec: { name: 'Rae Doe', death_date: '2026-03-01' },
      assets: [
        { id: -1, name: 'TFSA', i_type: ASSET_TYPE.tfsa, val_death: 10_000_00 },
        { id: -2, name: 'RRSP', i_type: ASSET_TYPE.retirement, val_death: 20_000_00 },
        { id: -3, name: 'Cottage', i_type: ASSET_TYPE.realEstate, val_death: 90_000_00 },
      ],
      heirs: [{ id: -4, name: 'Sam', i_type: HEIR_RELATIONSHIP.spouse }],
      txacts: [
        { id: -5, asset: -3, heir_id: -4, cat: CAT.distribution, i_type: 1, distrib_type: 0, spouse: true },
      ],
    });
    const before = await full(t.owner, e.id);
    const id = (temp: number) => e.ids[String(temp)] as number;
    const cases: [Record<string, unknown>, string][] = [
      [{ id: id(-1), deemed: 10_000_00 }, M.MSG_DEEMED_LOCKED],
      [{ id: id(-2), deemed: 20_000_00 }, M.MSG_DEEMED_LOCKED],
      [{ id: id(-3), deemed: 95_000_00 }, M.MSG_DEEMED_LOCKED],
      [{ id: id(-3), val_death: 95_000_00 }, M.MSG_SPOUSAL_VALUE_LOCKED],
    ];
    for (const [change, msg] of cases) {
      const res = await save(t.owner, e.id, e.revision, { assets: mod(change) });
      expect([change, res.statusCode, res.json().msg]).toEqual([change, 400, msg]);
    }
    expect(await full(t.owner, e.id)).toEqual(before);
  });
});

describe('the raw batch save stores the values the engine computes', () => {
  it('a pending Entire distribution given a date is stored at its value and basis, as Mark Done does', async () => {
    const e = await usEstate();
    const res = await save(t.owner, e.id, e.revision, {
      txacts: mod({ id: e.ref(-10), date: '2026-04-01' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = (await full(t.owner, e.id)).txacts.find((x: { id: number }) => x.id === e.ref(-10));
    expect(d).toMatchObject({ date: '2026-04-01', val: 5_000_00, cost_basis: 4_000_00 });
    const heirs = (await t.owner.call('GET', `/api/estate/${e.id}/heirs`)).json().payload;
    expect(heirs[0]).toMatchObject({ val_distrib: 5_000_00 });
  });

  it('a mileage expense is priced at mileage x rate, whatever amount was sent', async () => {
    const e = await usEstate();
    for (const val of [0, 1]) {
      const meta = (await t.owner.call('GET', `/api/estate/${e.id}`)).json().payload;
      const x = { id: -1, date: '2026-04-01', i_type: EXPENSE_TYPE.mileage, mileage: 100, val };
      const res = await save(t.owner, e.id, meta.revision, { exec_expenses: add(x) });
      expect(res.statusCode, res.body).toBe(200);
      const stored = (await full(t.owner, e.id)).exec_expenses.find(
        (y: { id: number }) => y.id === res.json().payload.ids['-1'],
      );
      expect(stored.val).toBe(72_50); // 100 miles at the 2026 US rate of 72.5 cents
    }
  });

  it('a sale sets the sold asset plan to Sell and needs no check number from the client', async () => {
    const e = await usEstate();
    const sale = {
      id: -1,
      asset: e.account,
      item: e.stocks,
      cat: CAT.assetSale,
      i_type: 0,
      val: 100,
      date: '2026-04-02',
    };
    const res = await save(t.owner, e.id, e.revision, {
      txacts: { add: [sale], mod: [], del: [e.ref(-10)] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const f = await full(t.owner, e.id);
    expect(f.assets.find((a: { id: number }) => a.id === e.stocks).plan).toBe(PLAN.sell);
  });

  it('an estate created with assets and debts has its totals from the first answer', async () => {
    const e = await usEstate();
    const meta = (await t.owner.call('GET', `/api/estate/${e.id}`)).json().payload;
    // The card is paid; the 72.50 expense not yet repaid is still owed by the estate.
    expect(meta).toMatchObject({ debt: 72_50, debt_death: 500_00, gval_death: 13_000_00 });
  });
});
