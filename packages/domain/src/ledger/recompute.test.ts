import { describe, expect, it } from 'vitest';
import { AMOUNT_TYPE, ASSET_TYPE, CAT, DISTRIB_TYPE, HEIR_RELATIONSHIP } from '../enums.ts';
import { estate, type KitInput } from '../test-kit.ts';
import { grossValue, recompute } from './recompute.ts';

/** The derived figures of a test estate. */
const derive = (k: KitInput = {}) => recompute(estate(k));

const cash = { id: 1, name: 'Estate Cashflow Account', i_type: ASSET_TYPE.estateAccount };
const house = {
  id: 2,
  name: 'House',
  i_type: ASSET_TYPE.realEstate,
  val_death: 300_000_00,
  cost_basis_orig: 90_000_00,
};
const stocks = {
  id: 3,
  name: 'Stocks',
  i_type: ASSET_TYPE.stocks,
  val_death: 10_000_00,
  cost_basis_orig: 4_000_00,
};

describe('recompute: asset values', () => {
  it('uses the pre-death value while awaiting death', () => {
    const d = derive({ death_date: null, assets: [{ ...house, val_pre: 280_000_00 }] });
    expect(d.meta.await_death).toBe(true);
    expect(d.assets.get(2)?.val).toBe(280_000_00);
  });
  it('a trust never awaits death', () => {
    const d = derive({ death_date: null, trust: true, assets: [house] });
    expect(d.meta.await_death).toBe(false);
    expect(d.assets.get(2)?.val).toBe(300_000_00);
  });
  it('applies deposits, withdrawals and adjustments in date order with running balances', () => {
    const d = derive({
      assets: [cash],
      txacts: [
        { id: 3, asset: 1, date: '2026-02-03', cat: CAT.newValue, val: 500_00, check_num: 8e15 },
        { id: 1, asset: 1, date: '2026-02-01', cat: CAT.income, val: 1_000_00 },
        { id: 2, asset: 1, date: '2026-02-02', cat: CAT.estateExpense, val: 250_50 },
        { id: 4, asset: 1, date: '2026-02-03', cat: CAT.increase, val: 1_00 },
      ],
    });
    expect(d.assets.get(1)?.val).toBe(500_00);
    expect([1, 2, 4, 3].map((id) => d.txacts.get(id)?.balance)).toEqual([1_000_00, 749_50, 750_50, 500_00]);
    expect(d.txacts.get(3)?.delta).toBe(-250_50);
    expect(d.assets.get(1)?.cost_basis).toBe(500_00);
    expect(d.assets.get(1)?.txact_val_date).toBe('2026-02-03');
  });
  it('ignores plans for balances but counts them', () => {
    const d = derive({
      assets: [cash],
      txacts: [{ id: 1, asset: 1, date: null, cat: CAT.income, val: 5_00 }],
    });
    expect(d.assets.get(1)?.val).toBe(0);
    expect(d.assets.get(1)?.txact_num).toBe(1);
    expect(d.txacts.get(1)?.balance).toBeNull();
  });
});

describe('recompute: sale, purchase, transfer, disposal', () => {
  it('a sale moves proceeds to cash, clears the sold asset and records paid', () => {
    const d = derive({
      assets: [cash, { ...house, plan: 2 }],
      txacts: [
        {
          id: 1,
          asset: 1,
          item: 2,
          date: '2026-03-01',
          cat: CAT.assetSale,
          val: 310_000_00,
          check_num: 8e15 + 1,
        },
      ],
    });
    expect(d.assets.get(1)?.val).toBe(310_000_00);
    expect(d.assets.get(2)).toMatchObject({ val: 0, paid: 310_000_00, cost_basis: 0, settled: true });
    expect(d.txacts.get(1)?.balance_item).toBe(0);
  });
  it('a purchase moves cash into the bought asset with its price as basis', () => {
    const d = derive({
      assets: [
        { ...cash, val_death: 5_000_00 },
        { id: 9, name: 'Car', i_type: ASSET_TYPE.vehicle, date: '2026-02-01' },
      ],
      txacts: [{ id: 1, asset: 1, item: 9, date: '2026-02-01', cat: CAT.assetPurchase, val: 3_000_00 }],
    });
    expect(d.assets.get(1)?.val).toBe(2_000_00);
    expect(d.assets.get(9)).toMatchObject({
      val: 3_000_00,
      cost_basis: 3_000_00,
      cost_basis_stepped: 3_000_00,
    });
    expect(d.meta.gval_death).toBe(5_000_00);
  });
  it('a transfer in is read in canonical form and moves value out of the source', () => {
    const d = derive({
      assets: [cash, { id: 4, name: 'Savings', i_type: ASSET_TYPE.deposit, val_death: 8_000_00 }],
      txacts: [{ id: 1, asset: 1, item: 4, date: '2026-02-01', cat: CAT.transferIn, val: 8_000_00 }],
    });
    expect(d.assets.get(1)?.val).toBe(8_000_00);
    expect(d.assets.get(4)).toMatchObject({ val: 0, val_xfer: 8_000_00, xfer_num: 1 });
    expect(d.assets.get(1)?.xfer_num).toBe(1);
  });
  it('a disposal removes what is left and settles the asset', () => {
    const d = derive({
      assets: [{ id: 5, name: 'Sofa', i_type: ASSET_TYPE.otherPersonal, val_death: 150_00 }],
      txacts: [{ id: 1, asset: 5, date: '2026-02-01', cat: CAT.assetDisposal, val: 0 }],
    });
    expect(d.assets.get(5)).toMatchObject({ val: 0, settled: true, cost_basis: 0 });
    expect(d.txacts.get(1)?.val).toBe(150_00);
  });
});

describe('recompute: distributions and heirs', () => {
  const heirs = [
    { id: 1, name: 'Ann', i_type: HEIR_RELATIONSHIP.child },
    { id: 2, name: 'Bob', i_type: HEIR_RELATIONSHIP.child },
    { id: 3, name: 'Cy', i_type: HEIR_RELATIONSHIP.child },
  ];
  const pct = (id: number, heir: number, percent: number, date: string | null = null, val = 0) => ({
    id,
    asset: 3,
    heir_id: heir,
    date,
    cat: CAT.distribution,
    distrib_type: AMOUNT_TYPE.percentage,
    percent,
    val,
    reason: DISTRIB_TYPE.residuary,
  });
  it('three pending thirds of $100.00 sum exactly', () => {
    const d = derive({
      assets: [{ ...stocks, val_death: 100_00 }],
      heirs,
      txacts: [pct(1, 1, 33_333), pct(2, 2, 33_333), pct(3, 3, 33_334)],
    });
    const vals = [1, 2, 3].map((id) => d.txacts.get(id)?.val ?? 0);
    expect(vals).toEqual([33_33, 33_33, 33_34]);
    expect(d.assets.get(3)).toMatchObject({
      val_alloc: 100_00,
      alloc_num: 3,
      alloc_percent: 100_000,
      val_distrib: 0,
    });
    expect(d.heirs.get(3)?.val_alloc).toBe(33_34);
  });
  it('a pending half after a done half takes what is left', () => {
    const d = derive({
      assets: [stocks],
      heirs,
      txacts: [pct(1, 1, 50_000, '2026-02-01', 5_000_00), pct(2, 2, 50_000)],
    });
    expect(d.assets.get(3)).toMatchObject({
      val: 5_000_00,
      val_distrib: 5_000_00,
      distrib_percent: 50_000,
      alloc_percent_dynamic: 100_000,
    });
    expect(d.txacts.get(2)?.val).toBe(5_000_00);
    expect(d.heirs.get(1)).toMatchObject({ val_alloc: 5_000_00, val_distrib: 5_000_00 });
    expect(d.txacts.get(1)?.cost_basis).toBe(5_000_00);
  });
  it('fixed amounts come first and percentages share the rest', () => {
    const d = derive({
      assets: [stocks],
      heirs,
      txacts: [
        {
          id: 1,
          asset: 3,
          heir_id: 1,
          cat: CAT.distribution,
          distrib_type: AMOUNT_TYPE.fixed,
          val: 1_000_00,
          reason: DISTRIB_TYPE.bequest,
        },
        pct(2, 2, 100_000),
      ],
    });
    expect(d.txacts.get(2)?.val).toBe(9_000_00);
    expect(d.assets.get(3)?.val_alloc_future_fixed).toBe(1_000_00);
    expect(d.heirs.get(1)?.val_bequest).toBe(1_000_00);
  });
  it('Canada spouse rollover keeps the original ACB for the spouse share', () => {
    const d = derive({
      country: 'ca',
      assets: [stocks],
      heirs: [{ id: 1, name: 'Sam', i_type: HEIR_RELATIONSHIP.spouse }],
      txacts: [{ ...pct(1, 1, 50_000), spouse: true }],
    });
    expect(d.assets.get(3)?.alloc_spouse).toBe(50_000);
    expect(d.assets.get(3)?.cost_basis_death_used).toBe(7_000_00);
    expect(d.meta.spouse).toBe(true);
  });
});

describe('recompute: cost basis', () => {
  it('US stocks step up to the value at death', () => {
    const d = derive({ assets: [stocks] });
    expect(d.assets.get(3)).toMatchObject({
      cost_basis: 10_000_00,
      cost_basis_stepped: 10_000_00,
      cost_basis_unstepped: 4_000_00,
    });
  });
  it('US retirement accounts keep the original basis', () => {
    const d = derive({ assets: [{ id: 7, i_type: ASSET_TYPE.retirement, val_death: 50_000_00 }] });
    expect(d.assets.get(7)?.cost_basis).toBe(0);
  });
  it('a user cost basis at death wins', () => {
    const d = derive({ assets: [{ ...stocks, cost_basis_death: 9_500_00 }] });
    expect(d.assets.get(3)?.cost_basis).toBe(9_500_00);
  });
  it('Canada uses the deemed value', () => {
    const d = derive({ country: 'ca', assets: [{ ...stocks, deemed: 9_900_00 }] });
    expect(d.assets.get(3)?.cost_basis).toBe(9_900_00);
  });
});

describe('recompute: debts, refunds, expenses, gross value', () => {
  it('payments count and reduce a debt until resolved', () => {
    const d = derive({
      assets: [{ ...cash, val_death: 1_000_00 }],
      debts: [{ id: 1, name: 'Visa', val_death: 300_00 }],
      txacts: [
        { id: 1, asset: 1, item: 1, date: '2026-02-01', cat: CAT.debtPayment, val: 100_00 },
        { id: 2, asset: 1, item: 1, date: '2026-02-02', cat: CAT.debtPayment, val: 200_00 },
      ],
    });
    expect(d.debts.get(1)).toMatchObject({ owed: 300_00, paid: 300_00, pay_num: 2, val: 0, resolved: true });
    expect(d.meta.debt_death).toBe(300_00);
    expect(d.meta.debt).toBe(0);
  });
  it('a loan from the executor creates what is owed', () => {
    const d = derive({
      assets: [cash],
      debts: [{ id: 2, name: 'Loan', i_type: 7, date: '2026-02-01' }],
      txacts: [{ id: 1, asset: 1, item: 2, date: '2026-02-01', cat: CAT.executorLoan, val: 700_00 }],
    });
    expect(d.debts.get(2)).toMatchObject({ owed: 700_00, val: 700_00, resolved: false });
    expect(d.meta.debt_death).toBe(0);
  });
  it('refunds add to gross value and the refunds total', () => {
    const d = derive({
      assets: [cash, house, { id: 8, name: 'Various Refunds', i_type: 23, sundry_refunds: true }],
      txacts: [{ id: 1, asset: 1, item: 8, date: '2026-02-01', cat: CAT.refund, val: 45_00 }],
    });
    expect(d.meta.refunds).toBe(45_00);
    expect(d.meta.gval_death).toBe(300_045_00);
    expect(d.assets.get(8)?.val).toBe(0);
    expect(d.assets.get(8)?.txact_num).toBe(1);
  });
  it('reimbursement marks expenses paid and unpaid ones count as debt', () => {
    const d = derive({
      assets: [{ ...cash, val_death: 500_00 }],
      exec_expenses: [
        { id: 1, val: 20_00 },
        { id: 2, val: 30_00 },
      ],
      txacts: [
        { id: 5, asset: 1, date: '2026-02-01', cat: CAT.executorReimbursement, val: 20_00, exexp_ids: [1] },
      ],
    });
    expect(d.expensePaid.get(1)).toBe(5);
    expect(d.meta.unpaid_expenses).toBe(30_00);
    expect(d.meta.debt).toBe(30_00);
  });
  it('gross value uses actual values once all are known, land flag follows real estate', () => {
    const d = derive({ assets: [house, { id: 4, name: 'X', val_pre: 100_00 }] });
    expect(d.meta).toMatchObject({
      gval_death: 300_000_00,
      gval_estimate: 300_100_00,
      gval_use_actual: false,
      land: true,
    });
    expect(grossValue(d)).toBe(300_100_00);
  });
});
