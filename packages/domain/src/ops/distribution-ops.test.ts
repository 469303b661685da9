import { describe, expect, it } from 'vitest';
import { AMOUNT_TYPE, CAT, DISTRIB_TYPE, PLAN } from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import * as M from '../messages.ts';
import { base, ctx, nth, okFacts } from '../test-kit.ts';
import { createTxact, deleteTxact, editTxact, markDone, type NewTxact } from './txact-ops.ts';

/** A planned distribution of all of the Stocks (asset 3) to Ann (heir 1), with `more` changed, made on `f`. */
const distrib = (more: Partial<NewTxact> = {}, f = base()) =>
  createTxact(
    f,
    { asset: 3, heir_id: 1, date: null, cat: CAT.distribution, distrib_type: AMOUNT_TYPE.entire, ...more },
    ctx,
  );

describe('transactions: debts', () => {
  it('a payment counts and reduces the debt; paying a resolved debt is refused', () => {
    const f0 = okFacts(
      createTxact(base(), { asset: 3, item: 1, date: '2026-02-01', cat: CAT.transfer, val: 1_000_00 }, ctx),
    );
    const f = okFacts(
      createTxact(f0, { asset: 1, item: 1, date: '2026-02-02', cat: CAT.debtPayment, val: 500_00 }, ctx),
    );
    expect(recompute(f).debts.get(1)).toMatchObject({ pay_num: 1, val: 0, resolved: true });
    expect(
      createTxact(f, { asset: 1, item: 1, date: '2026-02-03', cat: CAT.debtPayment, val: 1 }, ctx),
    ).toMatchObject({ msg: M.MSG_DEBT_RESOLVED });
  });
  it('asks before paying more than owed', () => {
    const f0 = okFacts(
      createTxact(base(), { asset: 3, item: 1, date: '2026-02-01', cat: CAT.transfer, val: 1_000_00 }, ctx),
    );
    expect(
      createTxact(f0, { asset: 1, item: 1, date: '2026-02-02', cat: CAT.debtPayment, val: 600_00 }, ctx),
    ).toMatchObject({ kind: 'confirm', msg: 'Amount is $100.00 more than owed.' });
  });
});

describe('transactions: distributions', () => {
  it('needs at least one heir', () => {
    expect(distrib({ heir_id: undefined }, { ...base(), heirs: [] })).toMatchObject({ msg: M.MSG_NEED_HEIR });
  });
  it('a probate asset cannot be an automatic (benefit) distribution', () => {
    const f = okFacts(distrib({ reason: DISTRIB_TYPE.automatic }));
    expect(f.txacts.at(-1)?.reason).toBe(DISTRIB_TYPE.residuary);
    expect(f.assets.find((a) => a.id === 3)?.plan).toBe(PLAN.distribute);
  });
  it('a non-probate asset becomes a benefit distribution', () => {
    const f = okFacts(distrib({ asset: 4, reason: DISTRIB_TYPE.bequest }));
    expect(f.txacts.at(-1)?.reason).toBe(DISTRIB_TYPE.automatic);
    expect(recompute(f).heirs.get(1)?.val_benefit).toBe(50_000_00);
  });
  it('refuses distributing a settled asset, on creation and on Mark Done', () => {
    const f = okFacts(distrib({ distrib_type: AMOUNT_TYPE.fixed, val: 100_00 }));
    const pending = f.txacts.at(-1)?.id ?? 0;
    const g = {
      ...f,
      txacts: [
        ...f.txacts,
        {
          ...nth(f.txacts, -1),
          id: 900,
          cat: CAT.assetDisposal,
          i_type: 1,
          date: '2026-02-01',
          heir_id: null,
          distrib_type: null,
          reason: null,
        },
      ],
    };
    expect(distrib({}, g)).toMatchObject({ msg: M.MSG_SETTLED_NO_MORE_DISTRIBS });
    expect(markDone(g, pending, ctx)).toMatchObject({ msg: M.MSG_CANNOT_DISTRIBUTE_SETTLED });
  });
  it('Mark Done sets today and fixes the value and cost basis', () => {
    const f = okFacts(distrib({ distrib_type: AMOUNT_TYPE.percentage, percent: 25_000 }));
    const id = f.txacts.at(-1)?.id ?? 0;
    const g = okFacts(markDone(f, id, ctx));
    expect(g.txacts.find((t) => t.id === id)).toMatchObject({
      date: '2026-11-22',
      val: 2_500_00,
      cost_basis: 2_500_00,
    });
    expect(recompute(g).assets.get(3)).toMatchObject({
      val: 7_500_00,
      val_distrib: 2_500_00,
      distrib_percent: 25_000,
    });
  });
  it('a done percentage entered with a date is valued at once', () => {
    const f = okFacts(distrib({ date: '2026-03-01', distrib_type: AMOUNT_TYPE.percentage, percent: 10_000 }));
    expect(f.txacts.at(-1)?.val).toBe(1_000_00);
  });
  it('Canada: a distribution to the spouse heir defaults to the rollover', () => {
    const f0 = { ...base(), meta: { ...base().meta, country_code: 'ca' as const } };
    const f = okFacts(distrib({ heir_id: 2 }, f0));
    expect(f.txacts.at(-1)?.spouse).toBe(true);
    expect(recompute(f).assets.get(3)?.alloc_spouse).toBe(100_000);
  });
  it('US: no spouse rollover flag', () => {
    const f = okFacts(distrib({ heir_id: 2, spouse: true }));
    expect(f.txacts.at(-1)?.spouse).toBe(false);
  });
});

describe('transactions: edit and delete', () => {
  it('editing an amount reruns the checks and keeps the id and position', () => {
    const f = okFacts(
      createTxact(base(), { asset: 1, date: '2026-02-01', cat: CAT.income, val: 100_00 }, ctx),
    );
    const id = f.txacts[0]?.id ?? 0;
    const g = okFacts(editTxact(f, id, { val: 250_00 }, ctx));
    expect(g.txacts[0]).toMatchObject({ id, val: 250_00 });
    expect(recompute(g).assets.get(1)?.val).toBe(250_00);
  });
  it('editing or deleting a missing transaction says it is unavailable', () => {
    expect(editTxact(base(), 77, { val: 1 }, ctx)).toMatchObject({ msg: M.MSG_TXACT_UNAVAILABLE });
    expect(deleteTxact(base(), 77, ctx)).toMatchObject({ msg: M.MSG_TXACT_UNAVAILABLE });
  });
});
