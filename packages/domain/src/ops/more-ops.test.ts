import { describe, expect, it } from 'vitest';
import { MAX_CONTACTS, MAX_TXACTS } from '../constants.ts';
import { ZContact } from '../entities/people.ts';
import { ZTxact } from '../entities/txact.ts';
import { ASSET_TYPE, CAT } from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import * as M from '../messages.ts';
import { ctx, estate, nth, okFacts } from '../test-kit.ts';
import { addAsset } from './asset-ops.ts';
import { addContact } from './contact-ops.ts';
import { newWorkingCopy, requireName, setCountry, setTrust } from './estate-ops.ts';
import { addLogEntry, deleteLogEntry, editLogEntry } from './expense-ops.ts';
import { createTxact, editTxact, markDone, type NewTxact } from './txact-ops.ts';

const base = () =>
  estate({
    assets: [
      { id: 1, name: 'Cash', i_type: ASSET_TYPE.cash, val_death: 1_000_00 },
      { id: 2, name: 'Loan to son', i_type: ASSET_TYPE.loan, val_death: 2_000_00 },
    ],
    debts: [{ id: 1, name: 'Loan', i_type: 7, val_death: 600_00 }],
  });
/** The working copy after this transaction on the base estate (which must be accepted). */
const made = (t: NewTxact) => okFacts(createTxact(base(), t, ctx));

describe('more transaction rules', () => {
  it('Mark Done on a planned income sets today and applies it', () => {
    const f = made({ asset: 1, date: null, cat: CAT.income, val: 50_00 });
    const g = okFacts(markDone(f, nth(f.txacts, -1).id, ctx));
    expect(nth(g.txacts, -1).date).toBe('2026-11-22');
    expect(recompute(g).assets.get(1)?.val).toBe(1_050_00);
  });
  it('editing a transfer into a Transfer In keeps the canonical form', () => {
    const f = made({ asset: 1, item: 2, date: '2026-02-01', cat: CAT.transfer, val: 10_00 });
    const g = okFacts(editTxact(f, nth(f.txacts, -1).id, { cat: CAT.transferIn }, ctx));
    expect(nth(g.txacts, -1)).toMatchObject({ cat: CAT.transfer, asset: 2, item: 1 });
  });
  it('an executor loan repayment counts as a payment of that loan', () => {
    const f = made({ asset: 1, item: 1, date: '2026-02-01', cat: CAT.executorLoanRepayment, val: 600_00 });
    expect(recompute(f).debts.get(1)).toMatchObject({ pay_num: 1, val: 0, resolved: true });
  });
  it('a loan asset repayment reduces the loan asset and fills the account', () => {
    const f = made({ asset: 2, item: 1, date: '2026-02-01', cat: CAT.loanRepayment, val: 250_00 });
    const d = recompute(f);
    expect([d.assets.get(1)?.val, d.assets.get(2)?.val]).toEqual([1_250_00, 1_750_00]);
  });
  it('refuses more than the maximum number of transactions', () => {
    const t = ZTxact.parse({ id: 1, asset: 1, date: '2026-02-01', cat: CAT.income, i_type: 0, val: 1 });
    const f = { ...base(), txacts: Array.from({ length: MAX_TXACTS }, (_, i) => ({ ...t, id: i + 1 })) };
    expect(createTxact(f, { asset: 1, date: '2026-02-01', cat: CAT.income, val: 1 }, ctx)).toMatchObject({
      msg: M.MSG_MAX_REACHED,
    });
  });
  it('a payment needs an existing debt', () => {
    expect(
      createTxact(base(), { asset: 1, item: 9, date: '2026-02-01', cat: CAT.debtPayment, val: 1 }, ctx),
    ).toMatchObject({ msg: M.MSG_NOT_DEBT_ITEM });
  });
});

describe('more item rules', () => {
  it('number cells are at least 0: a negative value at death is refused', () => {
    expect(addAsset(base(), { name: 'x', val_death: -1 })).toMatchObject({
      kind: 'error',
      msg: M.MSG_INVALID_FORM,
    });
  });
  it('refuses more than 2000 contacts', () => {
    const c = ZContact.parse({ id: 1, name: 'x' });
    const f = {
      ...base(),
      contacts: Array.from({ length: MAX_CONTACTS }, (_, i) => ({ ...c, id: i + 1, name: `c${i}` })),
    };
    expect(addContact(f, { name: 'new' })).toMatchObject({ msg: M.MSG_TOO_MANY_CONTACTS });
  });
  it('a time log entry needs a date, also when edited', () => {
    expect(addLogEntry(base(), { hours: 2 })).toMatchObject({ msg: M.MSG_DATE_REQUIRED });
    const f = okFacts(addLogEntry(base(), { date: '2026-02-01', hours: 2.5, name: 'Court' }));
    expect(editLogEntry(f, nth(f.exec_log, -1).id, { date: null })).toMatchObject({
      msg: M.MSG_DATE_REQUIRED,
    });
    const id = nth(f.exec_log, -1).id;
    expect(okFacts(deleteLogEntry(f, id)).exec_log).toEqual([]);
    expect(deleteLogEntry(base(), id)).toMatchObject({ msg: M.MSG_NOT_FOUND });
  });
  it('switching to a trust and changing country ask first', () => {
    expect(setTrust(base(), true, ctx)).toMatchObject({ kind: 'confirm', code: 'trust_toggle' });
    expect(setCountry(base(), 'ca', ctx)).toMatchObject({ kind: 'confirm', code: 'country_change' });
    expect(
      okFacts(setCountry(base(), 'ca', { ...ctx, answers: { country_change: true } })).meta.country_code,
    ).toBe('ca');
  });
  it('a new estate starts with the Estate Cashflow Account', () => {
    const f = newWorkingCopy({ label: 'Mom', country: 'ca' });
    expect(f.assets).toMatchObject([
      { id: -1, name: 'Estate Cashflow Account', i_type: ASSET_TYPE.estateAccount },
    ]);
    expect(recompute(f).meta.await_death).toBe(true);
    expect(nth(newWorkingCopy({ label: 'T', trust: true }).assets, 0).name).toBe('Trust Cashflow Account');
  });
  it('some actions need the decedent name', () => {
    const f = { ...base(), meta: { ...base().meta, name: '' }, dec: { ...base().dec, name: ' ' } };
    expect(requireName(f)).toMatchObject({ msg: M.MSG_NEED_NAME });
  });
});
