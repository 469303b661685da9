import { describe, expect, it } from 'vitest';
import { AMOUNT_TYPE, ASSET_TYPE, CAT, PLAN } from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import * as M from '../messages.ts';
import { base, ctx, no, nth, okFacts, yes } from '../test-kit.ts';
import { createTxact, deleteTxact, editTxact, type NewTxact } from './txact-ops.ts';

type Ctx = Parameters<typeof createTxact>[2];
/** An estate expense of 12.50 from the empty estate account, answered by `c`. */
const overdraw = (c: Ctx) =>
  createTxact(base(), { asset: 1, date: '2026-02-01', cat: CAT.estateExpense, val: 12_50 }, c);
/** The House (asset 2) sold into the estate account, asked first as it is not planned for sale. */
const sale = (more: Partial<NewTxact>, f = base()) =>
  createTxact(
    f,
    { asset: 1, item: 2, date: '2026-03-01', cat: CAT.assetSale, ...more },
    yes('unplanned_sale'),
  );
/** The Stocks (asset 3) discarded on 2026-02-01, confirmed although not planned. */
const discarded = () =>
  okFacts(
    createTxact(base(), { asset: 3, date: '2026-02-01', cat: CAT.assetDisposal }, yes('unplanned_discard')),
  );
/** Stocks moved into the estate account (5,000.00), which then buys a 3,000.00 Car on 2026-02-05. */
const funded = () =>
  okFacts(
    createTxact(base(), { asset: 3, item: 1, date: '2026-02-01', cat: CAT.transfer, val: 5_000_00 }, ctx),
  );
const buyCar = (f = funded()) =>
  createTxact(f, { asset: 1, date: '2026-02-05', cat: CAT.assetPurchase, val: 3_000_00, name: 'Car' }, ctx);

describe('transactions: general refusals', () => {
  it('refuses any transaction while awaiting death', () => {
    const f = { ...base(), meta: { ...base().meta, death_date: null } };
    expect(createTxact(f, { asset: 1, date: null, cat: CAT.income, val: 1 }, ctx)).toMatchObject({
      kind: 'error',
      msg: M.MSG_NOT_BEFORE_DEATH,
    });
  });
  it('refuses a transaction without an existing asset', () => {
    expect(
      createTxact(base(), { asset: 99, date: '2026-02-01', cat: CAT.income, val: 1 }, ctx),
    ).toMatchObject({ msg: M.MSG_NEED_ASSET });
  });
  it('refuses a date before the death date', () => {
    expect(createTxact(base(), { asset: 1, date: '2026-01-09', cat: CAT.income, val: 1 }, ctx)).toMatchObject(
      { kind: 'error', code: 'date' },
    );
  });
  it('refuses a negative check number on an ordinary deposit', () => {
    expect(
      createTxact(base(), { asset: 1, date: '2026-02-01', cat: CAT.income, val: 1, check_num: -1 }, ctx),
    ).toMatchObject({ msg: M.MSG_CHECK_NUM });
  });
  it('asks before drawing more than the asset holds, then proceeds', () => {
    expect(overdraw(ctx)).toMatchObject({
      kind: 'confirm',
      msg: 'Amount is $12.50 more than available in asset.',
    });
    const f = okFacts(overdraw(yes('over_available')));
    expect(recompute(f).assets.get(1)?.val).toBe(-12_50);
  });
  it('a "no" answer changes nothing', () => {
    expect(overdraw(no('over_available'))).toEqual({ kind: 'cancelled', code: 'over_available' });
  });
});

describe('transactions: sale and discard', () => {
  it('selling an unplanned asset asks, then sets plan Sell, paid and sale check number', () => {
    expect(
      createTxact(
        base(),
        { asset: 1, item: 2, date: '2026-03-01', cat: CAT.assetSale, val: 310_000_00 },
        ctx,
      ),
    ).toMatchObject({ kind: 'confirm', msg: M.CONFIRM_UNPLANNED_SALE });
    const f = okFacts(sale({ val: 310_000_00 }));
    const t = f.txacts.at(-1);
    expect(t?.check_num).toBe(8e15 + 1);
    expect(f.assets.find((a) => a.id === 2)?.plan).toBe(PLAN.sell);
    const d = recompute(f);
    expect(d.assets.get(2)).toMatchObject({ val: 0, paid: 310_000_00, settled: true });
    expect(d.assets.get(1)?.val).toBe(310_000_00);
  });
  it('a planned sale records the plan value', () => {
    const f = okFacts(sale({ date: null, val: 305_000_00 }));
    expect(f.assets.find((a) => a.id === 2)).toMatchObject({ plan: PLAN.sell, val_plan: 305_000_00 });
  });
  it('refuses selling an asset with distributions', () => {
    const f = okFacts(
      createTxact(
        base(),
        { asset: 2, heir_id: 1, date: null, cat: CAT.distribution, distrib_type: AMOUNT_TYPE.entire },
        ctx,
      ),
    );
    expect(sale({ val: 1 }, f)).toMatchObject({ msg: M.MSG_SELL_HAS_DISTRIBS });
  });
  it('refuses selling twice', () => {
    const f = okFacts(sale({ val: 1 }));
    expect(sale({ date: '2026-03-02', val: 1 }, f)).toMatchObject({ msg: M.MSG_SELL_NO_VALUE });
  });
  it('a sale needs another asset to accept the funds', () => {
    expect(
      createTxact(base(), { asset: 2, item: 2, date: '2026-03-01', cat: CAT.assetSale, val: 1 }, ctx),
    ).toMatchObject({ msg: M.MSG_NEED_OTHER_ASSET });
  });
  it('discarding asks when unplanned and then zeroes the asset', () => {
    const f = discarded();
    expect(f.assets.find((a) => a.id === 3)?.plan).toBe(PLAN.discard);
    expect(recompute(f).assets.get(3)).toMatchObject({ val: 0, settled: true });
  });
  it('refuses discarding an asset planned for sale', () => {
    const f = okFacts(sale({ item: 3, date: null, val: 1 }));
    expect(createTxact(f, { asset: 3, date: '2026-02-01', cat: CAT.assetDisposal }, ctx)).toMatchObject({
      msg: M.MSG_DISCARD_HAS_PLANS,
    });
  });
  it('refuses discarding an asset whose value was all transferred', () => {
    const f = okFacts(
      createTxact(base(), { asset: 3, item: 1, date: '2026-02-01', cat: CAT.transfer, val: 10_000_00 }, ctx),
    );
    const g = { ...f, assets: f.assets.map((a) => (a.id === 3 ? { ...a, plan: PLAN.none } : a)) };
    expect(createTxact(g, { asset: 3, date: '2026-02-02', cat: CAT.assetDisposal }, ctx)).toMatchObject({
      kind: 'error',
    });
  });
});

describe('transactions: transfers and canonical form', () => {
  it("stores a Transfer In as the paying asset's Transfer with asset and item swapped", () => {
    const f = okFacts(
      createTxact(base(), { asset: 1, item: 3, date: '2026-02-01', cat: CAT.transferIn, val: 4_000_00 }, ctx),
    );
    expect(f.txacts.at(-1)).toMatchObject({ asset: 3, item: 1, cat: CAT.transfer, i_type: 1 });
    const d = recompute(f);
    expect([d.assets.get(1)?.val, d.assets.get(3)?.val, d.assets.get(3)?.val_xfer]).toEqual([
      4_000_00, 6_000_00, 4_000_00,
    ]);
  });
  it('stores an incoming loan repayment canonically', () => {
    const f0 = {
      ...base(),
      assets: [
        ...base().assets,
        {
          ...nth(base().assets, 2),
          id: 5,
          name: 'Loan to nephew',
          i_type: ASSET_TYPE.loan,
          val_death: 2_000_00,
        },
      ],
    };
    const f = okFacts(
      createTxact(f0, { asset: 1, item: 5, date: '2026-02-01', cat: CAT.loanRepaymentIn, val: 500_00 }, ctx),
    );
    expect(f.txacts.at(-1)).toMatchObject({ asset: 5, item: 1, cat: CAT.loanRepayment });
    expect(recompute(f).assets.get(5)?.val).toBe(1_500_00);
  });
  it('refuses transferring out of an asset with no value', () => {
    expect(
      createTxact(base(), { asset: 1, item: 3, date: '2026-02-01', cat: CAT.transfer, val: 1 }, ctx),
    ).toMatchObject({ msg: M.MSG_TRANSFER_NO_VALUE });
  });
  it('asks before transferring into a settled asset', () => {
    const f = discarded();
    expect(
      createTxact(f, { asset: 4, item: 3, date: '2026-02-02', cat: CAT.transfer, val: 1 }, ctx),
    ).toMatchObject({ kind: 'confirm', code: 'settled' });
  });
});

describe('transactions: purchases, loans, refunds', () => {
  it('a purchase creates the bought asset dated the purchase day', () => {
    const r = buyCar();
    expect(r).toMatchObject({ kind: 'ok', events: ['item_created'] });
    const f = okFacts(r);
    const car = f.assets.at(-1);
    expect(car).toMatchObject({ name: 'Car', date: '2026-02-05' });
    expect(car && car.id < 0).toBe(true);
    expect(recompute(f).assets.get(car?.id ?? 0)).toMatchObject({ val: 3_000_00, cost_basis: 3_000_00 });
  });
  it('deleting a purchase asks, and "yes" deletes the created asset too', () => {
    const f = okFacts(buyCar());
    const id = f.txacts.at(-1)?.id ?? 0;
    expect(deleteTxact(f, id, ctx)).toMatchObject({ kind: 'confirm', code: 'delete_item' });
    expect(okFacts(deleteTxact(f, id, yes('delete_item'))).assets.length).toBe(4);
    expect(okFacts(deleteTxact(f, id, no('delete_item'))).assets.length).toBe(5);
  });
  it("refuses a purchase dated after the bought item's first transaction", () => {
    const f = okFacts(buyCar());
    const car = f.assets.at(-1)?.id ?? 0;
    const g = okFacts(
      createTxact(f, { asset: car, date: '2026-02-06', cat: CAT.decrease, val: 100_00 }, ctx),
    );
    const pid = g.txacts.find((t) => t.cat === CAT.assetPurchase)?.id ?? 0;
    expect(editTxact(g, pid, { date: '2026-02-07' }, ctx)).toMatchObject({ msg: M.MSG_PURCHASE_DATE_AFTER });
  });
  it('refuses a transaction on a bought asset dated before its purchase', () => {
    const f = okFacts(buyCar());
    const car = f.assets.at(-1)?.id ?? 0;
    expect(createTxact(f, { asset: car, date: '2026-02-04', cat: CAT.decrease, val: 1 }, ctx)).toMatchObject({
      msg: M.MSG_PURCHASE_DATE_AFTER,
    });
  });
  it('a loan from the executor creates an Executor Loan debt owed that amount', () => {
    const f = okFacts(
      createTxact(base(), { asset: 1, date: '2026-02-01', cat: CAT.executorLoan, val: 2_000_00 }, ctx),
    );
    const debt = f.debts.at(-1);
    expect(debt).toMatchObject({ i_type: 7, date: '2026-02-01' });
    expect(recompute(f).debts.get(debt?.id ?? 0)).toMatchObject({ owed: 2_000_00, val: 2_000_00 });
  });
  it('a refund creates the Various Refunds asset and removing the last refund removes it', () => {
    const f = okFacts(
      createTxact(base(), { asset: 1, date: '2026-02-01', cat: CAT.refund, val: 80_00 }, ctx),
    );
    const r = f.assets.at(-1);
    expect(r).toMatchObject({ name: 'Various Refunds', sundry_refunds: true, i_type: 23 });
    expect(recompute(f).meta.refunds).toBe(80_00);
    const g = okFacts(deleteTxact(f, f.txacts.at(-1)?.id ?? 0, ctx));
    expect(g.assets.some((a) => a.sundry_refunds)).toBe(false);
  });
  it('refuses transactions placed on the Various Refunds asset itself', () => {
    const f = okFacts(
      createTxact(base(), { asset: 1, date: '2026-02-01', cat: CAT.refund, val: 80_00 }, ctx),
    );
    expect(
      createTxact(f, { asset: f.assets.at(-1)?.id ?? 0, date: '2026-02-01', cat: CAT.increase, val: 1 }, ctx),
    ).toMatchObject({ msg: M.MSG_SUNDRY_REFUNDS });
  });
});

describe('transactions: adjustments', () => {
  it('a new value gets check number 8e15 and sets the value', () => {
    const f = okFacts(
      createTxact(base(), { asset: 3, date: '2026-02-01', cat: CAT.newValue, val: 12_000_00 }, ctx),
    );
    expect(f.txacts.at(-1)?.check_num).toBe(8e15);
    expect(recompute(f).assets.get(3)?.val).toBe(12_000_00);
  });
  it('refuses changing the value of a settled asset', () => {
    const f = discarded();
    expect(createTxact(f, { asset: 3, date: '2026-02-02', cat: CAT.increase, val: 1 }, ctx)).toMatchObject({
      msg: M.MSG_VALUE_SETTLED,
    });
  });
});

describe('temporary ids of created items', () => {
  it('a purchase, a loan and a refund never reuse the id of the transaction that created them', async () => {
    const { ZWorkingCopy } = await import('../entities/working-copy.ts');
    const { createTxact } = await import('./txact-ops.ts');
    const f = ZWorkingCopy.parse({
      meta: { death_date: '2026-01-01' },
      dec: {},
      assets: [{ id: 1, name: 'Bank', i_type: 14, val_death: 1_000_00 }],
    });
    for (const cat of [58, 10, 11]) {
      const r = createTxact(
        f,
        { asset: 1, cat, val: 10_00, date: '2026-02-01', name: 'x' },
        { today: '2026-03-01', answers: { over_available: true } },
      );
      if (r.kind !== 'ok') throw new Error(`${cat}: ${r.kind}`);
      const ids = [...r.facts.assets, ...r.facts.debts, ...r.facts.txacts].map((x) => x.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
