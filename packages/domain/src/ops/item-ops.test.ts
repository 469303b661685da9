import { describe, expect, it } from 'vitest';
import { ASSET_TYPE, CAT, EXPENSE_TYPE, HEIR_RELATIONSHIP, OWNERSHIP, PLAN } from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import * as M from '../messages.ts';
import { ctx, estate, nth, okFacts, yes } from '../test-kit.ts';
import { addAsset, deleteAsset, editAsset, probateFor } from './asset-ops.ts';
import { addContact, editContact } from './contact-ops.ts';
import { addDebt, deleteDebt, editDebt, forgiveDebt } from './debt-ops.ts';
import { setDeathDate } from './estate-ops.ts';
import {
  addExpense,
  defaultMileageRate,
  deleteExpense,
  editExpense,
  mileageAmount,
  payExpenses,
} from './expense-ops.ts';
import { addHeir, deleteHeir, editHeir } from './heir-ops.ts';
import { createTxact } from './txact-ops.ts';

const base = () =>
  estate({
    assets: [
      { id: 1, name: 'Estate Cashflow Account', i_type: ASSET_TYPE.estateAccount },
      { id: 2, name: 'House', i_type: ASSET_TYPE.realEstate, val_death: 300_000_00 },
      { id: 3, name: 'Stocks', i_type: ASSET_TYPE.stocks, val_death: 10_000_00 },
      { id: 4, name: 'Checking', i_type: ASSET_TYPE.deposit, val_death: 2_000_00 },
    ],
    debts: [{ id: 1, name: 'Visa', val_death: 500_00 }],
    heirs: [{ id: 1, name: 'Ann', i_type: HEIR_RELATIONSHIP.child, percent_target: 60_000 }],
  });

describe('assets', () => {
  it('a TFSA is Canadian: a US estate can neither add one nor change an asset to one; a Canadian estate can', () => {
    const tfsa = { name: 'Savings plan', i_type: ASSET_TYPE.tfsa };
    expect(addAsset(base(), tfsa)).toMatchObject({ kind: 'error', msg: M.MSG_ASSET_TYPE_COUNTRY });
    expect(editAsset(base(), 3, { i_type: ASSET_TYPE.tfsa }, ctx)).toMatchObject({
      kind: 'error',
      msg: M.MSG_ASSET_TYPE_COUNTRY,
    });
    const ca = { ...base(), meta: { ...base().meta, country_code: 'ca' as const } };
    expect(okFacts(addAsset(ca, tfsa)).assets.at(-1)?.i_type).toBe(ASSET_TYPE.tfsa);
  });

  it('probate follows ownership and type', () => {
    expect([
      probateFor(OWNERSHIP.standard, ASSET_TYPE.stocks),
      probateFor(OWNERSHIP.joint, ASSET_TYPE.stocks),
      probateFor(OWNERSHIP.standard, ASSET_TYPE.trust),
      probateFor(OWNERSHIP.standard, ASSET_TYPE.lifeInsurance),
    ]).toEqual([true, false, false, false]);
  });
  it('changing to a benefit type sets Transfer on Death and non-probate', () => {
    const f = okFacts(editAsset(base(), 3, { i_type: ASSET_TYPE.lifeInsurance }, ctx));
    expect(f.assets.find((a) => a.id === 3)).toMatchObject({
      ownership: OWNERSHIP.transferOnDeath,
      probate: false,
    });
  });
  it('refuses changing to estate account while it has a death value', () => {
    expect(editAsset(base(), 3, { i_type: ASSET_TYPE.estateAccount }, ctx)).toMatchObject({
      msg: M.MSG_ESTATE_ACCOUNT_DEATH_VALUE,
    });
  });
  it('the Value Now changes only through an adjustment', () => {
    expect(editAsset(base(), 3, { val: 5 } as never, ctx)).toMatchObject({ msg: M.MSG_VALUE_NOW_ADJUST });
  });
  it('real estate turns the land flag on, removing the last one turns it off', () => {
    const r = addAsset(estate({ assets: [] }), {
      name: 'Cabin',
      i_type: ASSET_TYPE.realEstate,
      val_death: 1,
    });
    expect(r).toMatchObject({ kind: 'ok', events: ['land_on'] });
    expect(deleteAsset(base(), 2, ctx)).toMatchObject({ kind: 'ok', events: ['land_off'] });
    expect(editAsset(base(), 2, { i_type: ASSET_TYPE.other }, ctx)).toMatchObject({ events: ['land_off'] });
  });
  it('a cash-type asset has basis equal to value and refuses a basis edit', () => {
    expect(recompute(base()).assets.get(4)?.cost_basis).toBe(2_000_00);
    expect(editAsset(base(), 4, { cost_basis_death: 1 }, ctx)).toMatchObject({
      msg: M.MSG_COST_BASIS_LOCKED,
    });
  });
  it('retirement type keeps the original basis instead of the step-up', () => {
    const f = okFacts(
      editAsset(base(), 3, { i_type: ASSET_TYPE.retirement, cost_basis_orig: 1_000_00 }, ctx),
    );
    expect(recompute(f).assets.get(3)?.cost_basis).toBe(1_000_00);
  });
  it('the plan cannot change once sold', () => {
    const f = okFacts(
      createTxact(
        base(),
        { asset: 1, item: 3, date: '2026-02-01', cat: CAT.assetSale, val: 9_000_00 },
        yes('unplanned_sale'),
      ),
    );
    expect(editAsset(f, 3, { plan: PLAN.distribute }, ctx)).toMatchObject({ msg: M.MSG_PLAN_LOCKED_SOLD });
  });
  it('the plan cannot change once it has a distribution', () => {
    const f = okFacts(
      createTxact(base(), { asset: 3, heir_id: 1, date: null, cat: CAT.distribution, distrib_type: 0 }, ctx),
    );
    expect(editAsset(f, 3, { plan: PLAN.sell }, ctx)).toMatchObject({ msg: M.MSG_PLAN_LOCKED_DISTRIB });
  });
  it('refuses a value change on a settled asset', () => {
    const f = okFacts(
      createTxact(base(), { asset: 3, date: '2026-02-01', cat: CAT.assetDisposal }, yes('unplanned_discard')),
    );
    expect(editAsset(f, 3, { val_death: 1 }, ctx)).toMatchObject({ msg: M.MSG_VALUE_SETTLED });
  });
  it('Canada: a deemed edit on personal-use property asks first', () => {
    const f = {
      ...base(),
      meta: { ...base().meta, country_code: 'ca' as const },
      assets: [...base().assets, { ...nth(base().assets, 2), id: 9, i_type: ASSET_TYPE.jewelry }],
    };
    expect(editAsset(f, 9, { deemed: 500_00 }, ctx)).toMatchObject({
      kind: 'confirm',
      code: 'personal_deemed',
    });
    expect(editAsset(f, 4, { deemed: 1 }, ctx)).toMatchObject({ msg: M.MSG_DEEMED_LOCKED });
  });
  it('deleting an asset with transactions asks and then undoes them', () => {
    const f = okFacts(
      createTxact(base(), { asset: 4, item: 1, date: '2026-02-01', cat: CAT.transfer, val: 1_000_00 }, ctx),
    );
    expect(deleteAsset(f, 4, ctx)).toMatchObject({ kind: 'confirm', msg: M.CONFIRM_DELETE_ASSET_TXACTS });
    const g = okFacts(deleteAsset(f, 4, yes('delete_asset_txacts')));
    expect(g.txacts).toEqual([]);
    expect(recompute(g).assets.get(1)?.val).toBe(0);
  });
});

describe('debts', () => {
  it('forgiving more than owed is refused, up to owed is fine', () => {
    expect(forgiveDebt(base(), 1, 500_01, '2026-03-01')).toMatchObject({ msg: M.MSG_FORGIVE_OVER_OWED });
    const f = okFacts(forgiveDebt(base(), 1, 500_00, '2026-03-01'));
    expect(recompute(f).debts.get(1)).toMatchObject({ val: 0, resolved: true });
  });
  it('unpaid executor expenses cannot be handled as debts', () => {
    expect(addDebt(base(), { name: 'x', i_type: 9 })).toMatchObject({ msg: M.MSG_EXPENSE_NOT_DEBT });
  });
  it('a debt borrowed after death refuses an owed-at-death value', () => {
    const f = okFacts(createTxact(base(), { asset: 1, date: '2026-02-01', cat: CAT.loan, val: 100_00 }, ctx));
    expect(editDebt(f, f.debts.at(-1)?.id ?? 0, { val_death: 5 })).toMatchObject({
      msg: M.MSG_DEBT_DEATH_AFTER,
    });
  });
  it('deleting a debt with payments asks and removes them', () => {
    const f0 = okFacts(
      createTxact(base(), { asset: 4, item: 1, date: '2026-02-01', cat: CAT.transfer, val: 1_000_00 }, ctx),
    );
    const f = okFacts(
      createTxact(f0, { asset: 1, item: 1, date: '2026-02-02', cat: CAT.debtPayment, val: 100_00 }, ctx),
    );
    expect(deleteDebt(f, 1, ctx)).toMatchObject({ kind: 'confirm', code: 'delete_debt_payments' });
    expect(okFacts(deleteDebt(f, 1, yes('delete_debt_payments'))).txacts.length).toBe(1);
  });
});

describe('heirs', () => {
  it('adding a spouse sets the spouse flag, removing the last clears it', () => {
    const r = addHeir(base(), { name: 'Sam', i_type: HEIR_RELATIONSHIP.spouse });
    expect(r).toMatchObject({ kind: 'ok', events: ['spouse_on'] });
    const f = okFacts(r);
    expect(recompute(f).meta.spouse).toBe(true);
    expect(deleteHeir(f, f.heirs.at(-1)?.id ?? 0, ctx)).toMatchObject({ events: ['spouse_off'] });
  });
  it('percentages over 100% warn', () => {
    expect(addHeir(base(), { name: 'Bo', percent_target: 40_001 })).toMatchObject({
      kind: 'ok',
      warnings: [M.MSG_HEIR_PERCENT_OVER],
    });
    expect(editHeir(base(), 1, { percent_target: 100_000 })).toMatchObject({ kind: 'ok', warnings: [] });
  });
  it('deleting an heir with distributions asks and removes them', () => {
    const f = okFacts(
      createTxact(base(), { asset: 3, heir_id: 1, date: null, cat: CAT.distribution, distrib_type: 0 }, ctx),
    );
    expect(deleteHeir(f, 1, ctx)).toMatchObject({ kind: 'confirm', msg: M.CONFIRM_DELETE_HEIR_DISTRIBS });
    expect(okFacts(deleteHeir(f, 1, yes('delete_heir_distribs'))).txacts).toEqual([]);
  });
});

describe('executor expenses', () => {
  it('mileage 2026 US: 100.5 miles x $0.725 = $72.86', () => {
    expect(defaultMileageRate('2026-03-01', 'us')).toBe(725);
    expect(mileageAmount(100.5, 725)).toBe(72_86);
  });
  it('Canada north adds 4 cents: 2026 YT rate is $0.77', () =>
    expect(defaultMileageRate('2026-03-01', 'ca', 'YT')).toBe(770));
  it('2013 US rate is $0.565 and later years use the last known', () => {
    expect(defaultMileageRate('2013-06-01', 'us')).toBe(565);
    expect(defaultMileageRate('2030-06-01', 'us')).toBe(725);
  });
  // Issue 11 #13, IRS IR-2022-124: 58.5 cents to 30 June 2022, 62.5 cents from 1 July 2022.
  it('US 2022 follows the expense date: 58.5 cents to 30 June, 62.5 from 1 July', () => {
    expect(defaultMileageRate('2022-06-30', 'us')).toBe(585);
    expect(defaultMileageRate('2022-07-01', 'us')).toBe(625);
    const f = okFacts(addExpense(base(), { date: '2022-03-01', i_type: EXPENSE_TYPE.mileage, mileage: 100 }));
    expect(f.exec_expenses.at(-1)?.val).toBe(58_50);
  });
  // Issue 11 #12, the CRA's table of past automobile allowance rates: 2014 was 54 cents per km, not 55.
  it('Canada 2014 is 54 cents per km', () => expect(defaultMileageRate('2014-05-01', 'ca')).toBe(540));
  it('a mileage expense is priced from the date year', () => {
    const f = okFacts(addExpense(base(), { date: '2025-05-01', i_type: EXPENSE_TYPE.mileage, mileage: 10 }));
    expect(f.exec_expenses.at(-1)?.val).toBe(7_00);
  });
  it('an expense needs a date', () =>
    expect(addExpense(base(), { val: 1 })).toMatchObject({ msg: M.MSG_DATE_REQUIRED }));
  it('changing the type asks and zeroes the amount', () => {
    const f = okFacts(addExpense(base(), { date: '2026-02-01', val: 40_00 }));
    const id = f.exec_expenses.at(-1)?.id ?? 0;
    expect(editExpense(f, id, { i_type: 1 }, ctx)).toMatchObject({
      kind: 'confirm',
      code: 'convert_expense',
    });
    expect(okFacts(editExpense(f, id, { i_type: 1 }, yes('convert_expense'))).exec_expenses.at(-1)?.val).toBe(
      0,
    );
  });
  it('paying needs an asset to pay from', () => {
    expect(payExpenses(base(), { ids: [], asset: null, date: '2026-02-01' }, ctx)).toMatchObject({
      msg: M.MSG_NEED_PAY_ASSET,
    });
  });
  it('reimbursement marks repaid; a repaid expense is locked; mixing is refused; sum must match', () => {
    let f = okFacts(addExpense(base(), { date: '2026-02-01', val: 40_00 }));
    f = okFacts(addExpense(f, { date: '2026-02-02', val: 60_00 }));
    const [a, b] = f.exec_expenses.map((e) => e.id) as [number, number];
    expect(payExpenses(f, { ids: [a, b], asset: 4, date: '2026-02-03', val: 100_02 }, ctx)).toMatchObject({
      msg: M.MSG_EXPENSES_DIFFER,
    });
    expect(payExpenses(f, { ids: [a, b], asset: 4, date: '2026-02-03', val: 100_01 }, ctx)).toMatchObject({
      kind: 'ok',
    });
    const g = okFacts(payExpenses(f, { ids: [a], asset: 4, date: '2026-02-03' }, ctx));
    expect(recompute(g).meta.unpaid_expenses).toBe(60_00);
    expect(deleteExpense(g, a)).toMatchObject({ msg: M.MSG_EXPENSE_REPAID_LOCK });
    expect(editExpense(g, a, { val: 1 }, ctx)).toMatchObject({ msg: M.MSG_EXPENSE_REPAID_LOCK });
    expect(payExpenses(g, { ids: [a, b], asset: 4, date: '2026-02-04' }, ctx)).toMatchObject({
      msg: M.MSG_MIXED_PAID,
    });
  });
});

describe('contacts', () => {
  it('names must be unique, and all named before adding another', () => {
    const f = okFacts(addContact(base(), { name: 'Jo Lawyer' }));
    expect(addContact(f, { name: 'Jo Lawyer' })).toMatchObject({ msg: M.MSG_CONTACT_UNIQUE });
    const g = okFacts(addContact(f, {}));
    expect(addContact(g, { name: 'X' })).toMatchObject({ msg: M.MSG_CONTACT_NAMES_FIRST });
  });
  it('a near-duplicate name warns with the caution', () => {
    const f = okFacts(addContact(base(), { name: 'Jo Lawyer' }));
    expect(addContact(f, { name: 'jo  lawyer' })).toMatchObject({
      kind: 'ok',
      warnings: [M.MSG_CONTACT_DUPLICATE],
    });
  });
  it('strips http(s):// from the web address and warns on a bad email', () => {
    const r = addContact(base(), { name: 'Bank', web: 'https://bank.example', email: 'nope' });
    expect(r).toMatchObject({ kind: 'ok', warnings: [M.MSG_CONTACT_EMAIL_INVALID] });
    expect(okFacts(r).contacts[0]?.web).toBe('bank.example');
    expect(editContact(okFacts(r), okFacts(r).contacts[0]?.id ?? 0, { web: 'http://x.org' })).toMatchObject({
      kind: 'ok',
    });
  });
});

describe('estate', () => {
  it('a death date for a decedent-owner asks and clears the flag', () => {
    const f = { ...base(), meta: { ...base().meta, death_date: null, is_user_dec: true } };
    expect(setDeathDate(f, '2026-03-01', ctx)).toMatchObject({ kind: 'confirm', code: 'clear_user_dec' });
    expect(okFacts(setDeathDate(f, '2026-03-01', yes('clear_user_dec'))).meta).toMatchObject({
      is_user_dec: false,
      death_date: '2026-03-01',
    });
  });
  it('refuses a death date in the future', () => {
    expect(setDeathDate(base(), '2026-12-01', ctx)).toMatchObject({ kind: 'error', code: 'date' });
  });
});
