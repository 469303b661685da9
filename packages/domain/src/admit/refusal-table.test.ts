/**
 * Issue 10: for each refusal an operation makes, the forbidden result sent as a raw save is refused by admitSave
 * with the same message, and the stored estate is left as it was. One row per `fail(...)` of ops/*.ts that a raw
 * save can provoke: the estate, the refused operation call, and the raw parts that would store its result.
 *
 * Skipped, as no raw save can reach them through admitSave:
 * - 'temp_id' (every add op): the save's id bookkeeping, not an estate rule (the server checks the ids of a save).
 * - 'missing' (edit and delete of assets, debts, heirs, contacts, expenses, log entries; forgiveDebt) and
 *   'txact_missing' (editTxact, deleteTxact, markDone): an unknown id; the server refuses a change to it first
 *   (msgItemMissing) and the writer a deletion of it.
 * - 'invalid' where it is a schema refusal (ZAsset, ZDebt, ZHeir, ZContact, ZExecExpense, ZExecLog, ZTxact in
 *   every add and edit op, so all of heir-ops): ZSaveParts parses every raw row with the same schemas before
 *   admission. The 'invalid' refusals that are rules (an unknown category, a contact name cleared) are rows below.
 * - 'negative' (prepareTxact, forgiveDebt) and a percent over 100% or below 0: the schemas (ZCents.min(0),
 *   ZPercent) refuse them first, inside the op as in ZSaveParts. A Percentage distribution without a percent is
 *   a row.
 * - 'need_asset' when the derived values lack a found asset (prepareTxact, checkCategory): recompute derives
 *   every asset, so it cannot happen.
 * - 'value_now' (editAsset with `val`): the value now is derived; ZSaveParts strips it from a raw asset.
 * - 'need_name' (requireName): a gate before reports, not a change a save could store.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZSaveParts } from '../api/save.ts';
import {
  MAX_ASSETS,
  MAX_CONTACTS,
  MAX_EXPENSES,
  MAX_LOG_ENTRIES,
  MAX_TXACTS,
  MAX_TXACTS_PER_ASSET,
} from '../constants.ts';
import { type Facts, ZWorkingCopy } from '../entities/working-copy.ts';
import {
  ASSET_TYPE as A,
  AMOUNT_TYPE,
  CAT,
  DEBT_TYPE,
  HEIR_RELATIONSHIP as H,
  kindOfCat,
  PLAN,
} from '../enums.ts';
import * as M from '../messages.ts';
import { addAsset, editAsset } from '../ops/asset-ops.ts';
import { addContact, editContact } from '../ops/contact-ops.ts';
import { addDebt, editDebt, forgiveDebt } from '../ops/debt-ops.ts';
import { setDeathDate } from '../ops/estate-ops.ts';
import {
  addExpense,
  addLogEntry,
  deleteExpense,
  editExpense,
  editLogEntry,
  payExpenses,
} from '../ops/expense-ops.ts';
import type { OpContext, OpResult } from '../ops/result.ts';
import { createTxact, deleteTxact, editTxact, markDone, type NewTxact } from '../ops/txact-ops.ts';
import { ctx, estate } from '../test-kit.ts';
import { admitSave } from './admit-save.ts';

type Raw = z.input<typeof ZSaveParts>;
type Part = 'assets' | 'debts' | 'contacts' | 'exec_expenses' | 'exec_log' | 'txacts';
type Obj = Record<string, unknown>;
interface Row {
  name: string;
  before: () => Facts;
  op: (f: Facts) => OpResult;
  raw: Raw;
  msg: string;
}

/** Every confirmation answered yes, as admitSave answers them: what is left is a refusal. */
const YES: OpContext = { today: ctx.today, answers: new Proxy({}, { get: () => true }) };

// ---- Estates as stored (positive ids) ----

const more = (f: Facts, extra: Partial<Record<keyof Facts, unknown[]>>): Facts =>
  ZWorkingCopy.parse({
    ...f,
    ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, [...(f[k as Part] ?? []), ...v]])),
  });

/** A US estate mid-administration; the comments name what each item is there for. */
const us = (): Facts =>
  more(
    estate({
      assets: [
        { id: 1, name: 'Estate Cashflow Account', i_type: A.estateAccount },
        { id: 2, name: 'House', i_type: A.realEstate, val_death: 300_000_00, plan: PLAN.distribute }, // pending
        { id: 3, name: 'Stocks', i_type: A.stocks, val_death: 10_000_00 },
        { id: 4, name: 'Boat', i_type: A.vehicle, val_death: 2_000_00, plan: PLAN.sell }, // sold
        { id: 5, name: 'Car', i_type: A.vehicle, date: '2026-03-01' }, // bought; first used 15 Mar
        { id: 6, name: 'Various Refunds', i_type: A.refund, sundry_refunds: true },
        { id: 7, name: 'Bonds', i_type: A.bonds, val_death: 1_000_00 }, // all transferred out
        { id: 8, name: 'Piano', i_type: A.collectible, val_death: 3_000_00, plan: PLAN.distribute }, // emptied
      ],
      debts: [
        { id: 1, name: 'Visa', val_death: 500_00 }, // paid in full
        { id: 2, name: 'Loan', i_type: DEBT_TYPE.loan, date: '2026-02-05', val_forgiven: 500_00 }, // after death
        { id: 3, name: 'Mortgage', i_type: DEBT_TYPE.secured, val_death: 100_000_00 },
        { id: 4, name: 'Old expense', i_type: DEBT_TYPE.executorExpense, val_death: 10_00 }, // legacy
      ],
      heirs: [
        { id: 1, name: 'Ann', i_type: H.child },
        { id: 2, name: 'Sam', i_type: H.spouse },
      ],
      exec_expenses: [
        { id: 1, date: '2026-02-01', val: 72_50 }, // repaid
        { id: 2, date: '2026-02-02', val: 40_00 },
      ],
      txacts: [
        { id: 1, asset: 1, date: '2026-02-01', cat: CAT.otherDeposit, val: 20_000_00 },
        { id: 2, asset: 1, item: 1, date: '2026-02-02', cat: CAT.debtPayment, val: 500_00 },
        { id: 3, asset: 1, item: 4, date: '2026-02-03', cat: CAT.assetSale, val: 2_500_00 },
        { id: 4, asset: 2, heir_id: 1, date: null, cat: CAT.distribution, distrib_type: 0, percent: 100_000 },
        { id: 5, asset: 1, item: 5, date: '2026-03-01', cat: CAT.assetPurchase, val: 1_000_00 },
        { id: 6, asset: 5, date: '2026-03-15', cat: CAT.increase, val: 100_00 },
        { id: 7, asset: 7, item: 1, date: '2026-02-04', cat: CAT.transfer, val: 1_000_00 },
        { id: 8, asset: 1, item: 2, date: '2026-02-05', cat: CAT.loan, val: 1_000_00 },
        { id: 9, asset: 1, item: 6, date: '2026-02-06', cat: CAT.refund, val: 50_00 },
        { id: 10, asset: 1, date: '2026-03-01', cat: CAT.executorReimbursement, val: 72_50, exexp_ids: [1] },
        { id: 11, asset: 8, heir_id: 1, date: null, cat: CAT.distribution, distrib_type: 2, val: 1_000_00 },
        { id: 12, asset: 8, item: 1, date: '2026-03-02', cat: CAT.transfer, val: 3_000_00 },
      ],
    }),
    {
      contacts: [
        { id: 1, name: 'Lawyer' },
        { id: 2, name: 'Bank' },
      ],
      exec_log: [{ id: 1, date: '2026-02-01', hours: 2 }],
    },
  );

/** A Canadian estate: registered plans, cash, a bought car, the house rolling over to the spouse. */
const ca = (): Facts =>
  estate({
    country: 'ca',
    assets: [
      { id: 1, name: 'Estate account', i_type: A.estateAccount },
      { id: 2, name: 'TFSA', i_type: A.tfsa, val_death: 10_000_00 },
      { id: 3, name: 'RRSP', i_type: A.retirement, val_death: 50_000_00 },
      { id: 4, name: 'House', i_type: A.realEstate, val_death: 500_000_00, plan: PLAN.distribute },
      { id: 5, name: 'Cash', i_type: A.cash, val_death: 200_00 },
      { id: 6, name: 'Car', i_type: A.vehicle, date: '2026-03-01' },
    ],
    heirs: [{ id: 1, name: 'Sam', i_type: H.spouse }],
    txacts: [
      { id: 1, asset: 1, date: '2026-02-01', cat: CAT.otherDeposit, val: 20_000_00 },
      { id: 2, asset: 4, heir_id: 1, date: null, cat: CAT.distribution, distrib_type: 0, spouse: true },
      { id: 3, asset: 1, item: 6, date: '2026-03-01', cat: CAT.assetPurchase, val: 5_000_00 },
    ],
  });

const account = [{ id: 1, name: 'Account', i_type: A.estateAccount }];
const awaiting = () => estate({ death_date: null, assets: account });
const trust = () => estate({ trust: true, death_date: '2020-01-01', assets: account });
const noHeirs = () => estate({ assets: [...account, { id: 2, name: 'House', i_type: A.realEstate }] });
const born = (): Facts => ({ ...us(), dec: { ...us().dec, birth_date: '1950-05-05' } });
const blankContact = () => more(us(), { contacts: [{ id: 3, name: '' }] });
/** The estate with n more items of a part, made by `item(i)` (ids from 100). */
const many = (part: Part, n: number, item: (i: number) => Obj) => () =>
  more(us(), { [part]: Array.from({ length: n }, (_, i) => ({ id: 100 + i, ...item(i) })) });
const deposit = (asset: number) => ({ asset, date: '2026-02-01', cat: CAT.income, i_type: 0, val: 1 });
// Estates at a limit (constants.ts: MAX_TXACTS, MAX_TXACTS_PER_ASSET...)
const fullEstate = many('txacts', MAX_TXACTS, (i) => deposit(1 + (i % 3)));
const fullAsset = many('txacts', MAX_TXACTS_PER_ASSET, () => deposit(3));
const fullAssets = many('assets', MAX_ASSETS - 8, () => ({}));
const fullExpenses = many('exec_expenses', MAX_EXPENSES - 2, () => ({ date: '2026-02-01' }));
const fullLog = many('exec_log', MAX_LOG_ENTRIES - 1, () => ({ date: '2026-02-01' }));
const fullContacts = many('contacts', MAX_CONTACTS - 2, (i) => ({ name: `C${i}` }));

// ---- Row kinds: the op call and the raw parts that store the same result (the estate is us() unless given) ----

const addOf = (part: Part, row: Obj): Raw => ({ [part]: { add: [{ id: -1, ...row }] } });
const modOf = (part: Part, id: number, patch: Obj): Raw => ({ [part]: { mod: [{ id, ...patch }] } });
const rawTx = (t: NewTxact): Obj => ({ ...t, i_type: kindOfCat(t.cat) ?? 0 });

const create = (name: string, t: NewTxact, msg: string, before = us): Row => ({
  name: `create: ${name}`,
  before,
  op: (f) => createTxact(f, t, YES),
  raw: addOf('txacts', rawTx(t)),
  msg,
});
const EDIT: Record<Part, (f: Facts, id: number, p: Obj) => OpResult> = {
  assets: (f, id, p) => editAsset(f, id, p, YES),
  debts: (f, id, p) => editDebt(f, id, p),
  contacts: (f, id, p) => editContact(f, id, p),
  exec_expenses: (f, id, p) => editExpense(f, id, p, YES),
  exec_log: (f, id, p) => editLogEntry(f, id, p),
  txacts: (f, id, p) => editTxact(f, id, p, YES),
};
const edit = (part: Part, name: string, id: number, p: Obj, msg: string, before = us): Row => ({
  name: `edit ${part}: ${name}`,
  before,
  op: (f) => EDIT[part](f, id, p),
  raw: modOf(part, id, p),
  msg,
});
const ADD: Record<Exclude<Part, 'txacts'>, (f: Facts, r: Obj) => OpResult> = {
  assets: (f, r) => addAsset(f, r),
  debts: (f, r) => addDebt(f, r),
  contacts: (f, r) => addContact(f, r),
  exec_expenses: (f, r) => addExpense(f, r),
  exec_log: (f, r) => addLogEntry(f, r),
};
const add = (part: keyof typeof ADD, name: string, r: Obj, msg: string, before = us): Row => ({
  name: `add ${part}: ${name}`,
  before,
  op: (f) => ADD[part](f, r),
  raw: addOf(part, r),
  msg,
});
const other = (name: string, op: Row['op'], raw: Raw, msg: string, before = us): Row => ({
  name,
  before,
  op,
  raw,
  msg,
});

const D = '2026-03-01';
const tx = (asset: number, cat: number, val: number, t: Partial<NewTxact> = {}): NewTxact => ({
  ...{ asset, cat, val, date: D },
  ...t,
});
const income = (asset: number, t: Partial<NewTxact> = {}) => tx(asset, CAT.income, 5, t);
const repay = (val: number, exexp_ids: number[]) => tx(1, CAT.executorReimbursement, val, { exexp_ids });
const distrib = (asset: number, t: Partial<NewTxact> = {}): NewTxact =>
  tx(asset, CAT.distribution, 0, { heir_id: 1, date: null, distrib_type: AMOUNT_TYPE.entire, ...t });
const pct = AMOUNT_TYPE.percentage;

const ROWS: Row[] = [
  // Transactions (prepareTxact, checkCategory, checkReimbursement, normalizeDistribution, txact-ops)
  create('before a date of death', income(1, { date: null }), M.MSG_NOT_BEFORE_DEATH, awaiting),
  create('an unknown category', tx(1, 99, 5), M.MSG_INVALID_FORM),
  create('no such asset', income(99), M.MSG_NEED_ASSET),
  create('on the refunds asset', income(6), M.MSG_SUNDRY_REFUNDS),
  create('a negative check number', income(1, { check_num: -1 }), M.MSG_CHECK_NUM),
  create('dated before the death', income(1, { date: '2025-12-31' }), M.msgDateBefore('10-Jan-2026')),
  create('dated before 1900 (trust)', income(1, { date: '1899-12-31' }), M.MSG_DATE_MIN, trust),
  create('over the estate limit', income(4), M.MSG_MAX_REACHED, fullEstate),
  create('over the asset limit', income(3), M.MSG_MAX_REACHED, fullAsset),
  create(
    'before its asset was bought',
    tx(5, CAT.increase, 5, { date: '2026-02-15' }),
    M.MSG_PURCHASE_DATE_AFTER,
  ),
  create('a transfer to the same asset', tx(1, CAT.transfer, 5, { item: 1 }), M.MSG_NEED_OTHER_ASSET),
  create('a transfer to no asset', tx(1, CAT.transfer, 5), M.MSG_NEED_OTHER_ASSET),
  create('a transfer to the refunds asset', tx(1, CAT.transfer, 5, { item: 6 }), M.MSG_SUNDRY_REFUNDS),
  create('a sale with distributions', tx(1, CAT.assetSale, 5, { item: 2 }), M.MSG_SELL_HAS_DISTRIBS),
  create('a sale of a sold asset', tx(1, CAT.assetSale, 5, { item: 4 }), M.MSG_SELL_NO_VALUE),
  create('a transfer out of an emptied asset', tx(7, CAT.transfer, 5, { item: 1 }), M.MSG_TRANSFER_NO_VALUE),
  create('a payment with no debt', tx(1, CAT.debtPayment, 5), M.MSG_NOT_DEBT_ITEM),
  create('a payment of an expense debt', tx(1, CAT.debtPayment, 5, { item: 4 }), M.MSG_EXPENSE_NOT_DEBT),
  create('a payment on a paid debt', tx(1, CAT.debtPayment, 5, { item: 1 }), M.MSG_DEBT_RESOLVED),
  create('a new value of a sold asset', tx(4, CAT.newValue, 5), M.MSG_VALUE_SETTLED),
  create('an increase of a sold asset', tx(4, CAT.increase, 5), M.MSG_VALUE_SETTLED),
  create('a decrease of a sold asset', tx(4, CAT.decrease, 5), M.MSG_VALUE_SETTLED),
  create('a discard of an asset with plans', tx(2, CAT.assetDisposal, 0), M.MSG_DISCARD_HAS_PLANS),
  create('a discard of an emptied asset', tx(7, CAT.assetDisposal, 0), M.MSG_DISCARD_ALL_TRANSFERRED),
  create('a distribution with no heirs', distrib(2), M.MSG_NEED_HEIR, noHeirs),
  create('a distribution to no such heir', distrib(3, { heir_id: 99 }), M.MSG_DISTRIB_HEIR),
  create('a planned distribution of a sold asset', distrib(4), M.MSG_SETTLED_NO_MORE_DISTRIBS),
  create('a distribution done of a sold asset', distrib(4, { date: D }), M.MSG_CANNOT_DISTRIBUTE_SETTLED),
  create('a percentage with no percent', distrib(3, { distrib_type: pct }), M.MSG_PERCENT_RANGE),
  create('a reimbursement of no such expense', repay(5, [99]), M.MSG_NOT_FOUND),
  create('a reimbursement of paid and unpaid', repay(112_50, [1, 2]), M.MSG_MIXED_PAID),
  create('a reimbursement of paid expenses', repay(72_50, [1]), M.MSG_EXPENSE_REPAID_LOCK),
  create('a reimbursement off its expenses', repay(30_00, [2]), M.MSG_EXPENSES_DIFFER),
  edit('txacts', 'a purchase dated after first use', 5, { date: '2026-04-01' }, M.MSG_PURCHASE_DATE_AFTER),
  edit('txacts', 'a loan cut below its forgiveness', 8, { val: 100_00 }, M.MSG_FORGIVE_OVER_OWED),
  other(
    'Mark Done of a distribution of an emptied asset',
    (f) => markDone(f, 11, YES),
    modOf('txacts', 11, { date: ctx.today }),
    M.MSG_CANNOT_DISTRIBUTE_SETTLED,
  ),
  other(
    'pay expenses paid and unpaid',
    (f) => payExpenses(f, { ids: [1, 2], asset: 1, date: D }, YES),
    addOf('txacts', rawTx(repay(112_50, [1, 2]))),
    M.MSG_MIXED_PAID,
  ),
  other(
    'pay expenses from the refunds asset',
    (f) => payExpenses(f, { ids: [2], asset: 6, date: D }, YES),
    addOf('txacts', rawTx(tx(6, CAT.executorReimbursement, 40_00, { exexp_ids: [2] }))),
    M.MSG_NEED_PAY_ASSET,
  ),
  other(
    'pay expenses from no such asset',
    (f) => payExpenses(f, { ids: [2], asset: 99, date: D }, YES),
    addOf('txacts', rawTx(tx(99, CAT.executorReimbursement, 40_00, { exexp_ids: [2] }))),
    M.MSG_NEED_PAY_ASSET,
  ),
  other(
    'pay expenses already repaid',
    (f) => payExpenses(f, { ids: [1], asset: 1, date: D }, YES),
    addOf('txacts', rawTx(repay(72_50, [1]))),
    M.MSG_EXPENSE_REPAID_LOCK,
  ),
  other(
    'delete a repaid expense',
    (f) => deleteExpense(f, 1),
    { exec_expenses: { del: [1] } },
    M.MSG_EXPENSE_REPAID_LOCK,
  ),
  other(
    'delete a loan, keeping its forgiven debt',
    (f) => deleteTxact(f, 8, { today: ctx.today, answers: { delete_item: false } }),
    { txacts: { del: [8] } },
    M.MSG_FORGIVE_OVER_OWED,
  ),

  // Assets (addAsset, editAsset, checkAssetEdit)
  add(
    'assets',
    'an estate account with a death value',
    { i_type: A.estateAccount, val_death: 1 },
    M.MSG_ESTATE_ACCOUNT_DEATH_VALUE,
  ),
  add('assets', 'over the limit', { name: 'Fork' }, M.MSG_MAX_REACHED, fullAssets),
  edit('assets', 'death value of the estate account', 1, { val_death: 1 }, M.MSG_ESTATE_ACCOUNT_DEATH_VALUE),
  edit('assets', 'type of the refunds asset', 6, { i_type: A.cash }, M.MSG_SUNDRY_REFUNDS),
  edit('assets', 'death value of a sold asset', 4, { val_death: 1_00 }, M.MSG_VALUE_SETTLED),
  edit('assets', 'pre-death value of a sold asset', 4, { val_pre: 1_00 }, M.MSG_VALUE_SETTLED),
  edit('assets', 'death value of a bought asset', 5, { val_death: 1_00 }, M.MSG_PURCHASED_DEATH_VALUE),
  edit('assets', 'received date of a bought asset', 5, { received: '2026-03-02' }, M.MSG_RECEIVED_PURCHASED),
  edit('assets', 'plan of a sold asset', 4, { plan: PLAN.distribute }, M.MSG_PLAN_LOCKED_SOLD),
  edit('assets', 'plan of a distributed asset', 2, { plan: PLAN.sell }, M.MSG_PLAN_LOCKED_DISTRIB),
  edit('assets', 'cost basis of a cash asset', 1, { cost_basis_death: 5_00 }, M.MSG_COST_BASIS_LOCKED),
  edit('assets', 'cost basis of a sold asset', 4, { cost_basis_orig: 5_00 }, M.MSG_COST_BASIS_LOCKED),
  edit('assets', 'cost basis of a bought asset', 5, { cost_basis_orig: 5_00 }, M.MSG_COST_BASIS_LOCKED),
  edit('assets', 'basis of a spousal asset', 4, { cost_basis_death: 5_00 }, M.MSG_COST_BASIS_LOCKED, ca),
  edit('assets', 'deemed value outside Canada', 3, { deemed: 5_00 }, M.MSG_DEEMED_LOCKED),
  edit('assets', 'deemed value of a TFSA', 2, { deemed: 5_00 }, M.MSG_DEEMED_LOCKED, ca),
  edit('assets', 'deemed value of an RRSP', 3, { deemed: 5_00 }, M.MSG_DEEMED_LOCKED, ca),
  edit('assets', 'deemed value of cash', 5, { deemed: 5_00 }, M.MSG_DEEMED_LOCKED, ca),
  edit('assets', 'deemed value of a bought asset', 6, { deemed: 5_00 }, M.MSG_DEEMED_LOCKED, ca),
  edit('assets', 'deemed value of a spousal asset', 4, { deemed: 5_00 }, M.MSG_DEEMED_LOCKED, ca),
  edit('assets', 'death value of a spousal asset', 4, { val_death: 1_00 }, M.MSG_SPOUSAL_VALUE_LOCKED, ca),

  // Debts (addDebt, editDebt, forgiveDebt)
  add('debts', 'an executor expense', { i_type: DEBT_TYPE.executorExpense }, M.MSG_EXPENSE_NOT_DEBT),
  add('debts', 'borrowed after death, valued at death', { date: D, val_death: 1_00 }, M.MSG_DEBT_DEATH_AFTER),
  edit('debts', 'made an executor expense', 3, { i_type: DEBT_TYPE.executorExpense }, M.MSG_EXPENSE_NOT_DEBT),
  edit('debts', 'renaming an executor-expense debt', 4, { name: 'Renamed' }, M.MSG_EXPENSE_NOT_DEBT),
  edit('debts', 'death value of a debt borrowed after death', 2, { val_death: 1_00 }, M.MSG_DEBT_DEATH_AFTER),
  edit('debts', 'forgiveness over what is owed', 3, { val_forgiven: 100_000_01 }, M.MSG_FORGIVE_OVER_OWED),
  edit('debts', 'forgiveness of a paid debt', 1, { val_forgiven: 1 }, M.MSG_DEBT_RESOLVED),
  other(
    'forgive a paid debt',
    (f) => forgiveDebt(f, 1, 1_00, D),
    modOf('debts', 1, { val_forgiven: 1_00, forgive_date: D }),
    M.MSG_DEBT_RESOLVED,
  ),
  other(
    'forgive more than is owed',
    (f) => forgiveDebt(f, 3, 100_000_01, D),
    modOf('debts', 3, { val_forgiven: 100_000_01, forgive_date: D }),
    M.MSG_FORGIVE_OVER_OWED,
  ),

  // Executor expenses and time log
  add('exec_expenses', 'no date', { val: 5_00 }, M.MSG_DATE_REQUIRED),
  add('exec_expenses', 'over the limit', { date: D }, M.MSG_TOO_MANY_EXPENSES, fullExpenses),
  edit('exec_expenses', 'a repaid expense', 1, { val: 1_00 }, M.MSG_EXPENSE_REPAID_LOCK),
  edit('exec_expenses', 'date cleared', 2, { date: null }, M.MSG_DATE_REQUIRED),
  add('exec_log', 'no date', { hours: 1 }, M.MSG_DATE_REQUIRED),
  add('exec_log', 'over the limit', { date: D }, M.MSG_TOO_MANY_LOG, fullLog),
  edit('exec_log', 'date cleared', 1, { date: null }, M.MSG_DATE_REQUIRED),

  // Contacts
  add('contacts', 'a name already used', { name: 'Bank' }, M.MSG_CONTACT_UNIQUE),
  add('contacts', 'while a contact has no name', { name: 'Notary' }, M.MSG_CONTACT_NAMES_FIRST, blankContact),
  add('contacts', 'over the limit', { name: 'Notary' }, M.MSG_TOO_MANY_CONTACTS, fullContacts),
  edit('contacts', 'renamed to a name already used', 1, { name: 'Bank' }, M.MSG_CONTACT_UNIQUE),
  edit('contacts', 'name cleared', 1, { name: ' ' }, M.MSG_INVALID_FORM),

  // The death date (setDeathDate: checkDeathDate); name and death date travel on either part
  ...(
    [
      ['after today', '2026-12-01', M.msgDateAfter('22-Nov-2026')],
      ['before birth', '1950-05-04', M.msgDateBefore('05-May-1950')],
      ['before 1900', '1899-12-31', M.MSG_DATE_MIN],
    ] as const
  ).flatMap(([name, date, msg]) =>
    (['dec', 'meta'] as const).map((part) =>
      other(
        `death date ${name} (${part})`,
        (f) => setDeathDate(f, date, YES),
        { [part]: { death_date: date } },
        msg,
        born,
      ),
    ),
  ),
];

const deepFreeze = <T>(x: T): T => {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
};

describe('a raw save of what an operation refuses is refused with the same message and changes nothing', () => {
  it.each(ROWS)('$name', ({ before, op, raw, msg }) => {
    const f = deepFreeze(before());
    const kept = JSON.parse(JSON.stringify(f));
    expect(op(f)).toMatchObject({ kind: 'error', msg });
    expect(admitSave(f, ZSaveParts.parse(raw), ctx.today)).toMatchObject({ kind: 'error', msg });
    expect(f).toEqual(kept);
  });
});

describe('a deletion is refused only when the save leaves what the operation refuses', () => {
  const ok = (raw: Raw) =>
    expect(admitSave(us(), ZSaveParts.parse(raw), ctx.today)).toMatchObject({ kind: 'ok' });
  it('a loan deleted with the debt it created', () => ok({ debts: { del: [2] }, txacts: { del: [8] } }));
  it('a loan deleted with its forgiveness taken back', () =>
    ok({ debts: { mod: [{ id: 2, val_forgiven: 0 }] }, txacts: { del: [8] } }));
});
