import { describe, expect, it } from 'vitest';
import { CAT } from '../enums.ts';
import { maxEstate } from '../fixtures/max-estate.ts';
import { scenarioEstate } from '../fixtures/scenario-estate.ts';
import { recompute } from '../ledger/recompute.ts';
import * as M from '../messages.ts';
import { estate, nth } from '../test-kit.ts';
import { checkConsistency } from './consistency.ts';
import {
  checkAccountForm,
  checkCanSave,
  checkCheckNum,
  checkEntryDate,
  checkSelection,
  checkText,
} from './fields.ts';
import { checkInvariants } from './invariants.ts';

const good = () =>
  estate({
    assets: [
      { id: 1, name: 'Cash', i_type: 17 },
      { id: 2, name: 'Stocks', i_type: 3, val_death: 1_000_00 },
    ],
    heirs: [{ id: 1, name: 'Ann' }],
    debts: [{ id: 1, name: 'Visa', val_death: 10_00 }],
    txacts: [
      { id: 1, asset: 2, item: 1, date: '2026-02-01', cat: CAT.transfer, val: 100_00 },
      { id: 2, asset: 1, item: 1, date: '2026-02-02', cat: CAT.debtPayment, val: 10_00 },
      { id: 3, asset: 2, heir_id: 1, cat: CAT.distribution, distrib_type: 0, percent: 100_000 },
    ],
  });

describe('field checks', () => {
  it('text over 500 characters is refused', () =>
    expect(checkText('x'.repeat(501))?.msg).toBe(M.MSG_TEXT_TOO_LONG));
  it('check numbers must be >= 0 except sale and new value', () => {
    expect(checkCheckNum(CAT.income, -1)?.msg).toBe(M.MSG_CHECK_NUM);
    expect(checkCheckNum(CAT.assetSale, -1)).toBeNull();
  });
  it('row actions need a selection', () => expect(checkSelection([])?.msg).toBe(M.MSG_SELECT_ITEM_FIRST));
  it('the Sample estate cannot be saved; view-only users neither', () => {
    expect(checkCanSave({ sample: true, viewOnly: false })?.msg).toBe(M.MSG_SAMPLE_SAVE);
    expect(checkCanSave({ sample: false, viewOnly: true })?.msg).toBe(M.MSG_NO_PERMISSION_THIS);
  });
  it('expense and log dates are required', () => expect(checkEntryDate(null)?.msg).toBe(M.MSG_DATE_REQUIRED));
  it('the account form needs a valid email and label', () => {
    expect(checkAccountForm('a@b', 'Mom')?.msg).toBe(M.MSG_ACCOUNT_FORM);
    expect(checkAccountForm('a@b.org', "Mom's estate")).toBeNull();
  });
});

describe('invariants', () => {
  it('a consistent estate has none', () => expect(checkInvariants(good())).toEqual([]));
  it('the maximum estate has none', () => expect(checkInvariants(maxEstate())).toEqual([]));
  it('names a transaction on a missing asset', () => {
    const f = good();
    f.txacts.push({ ...nth(f.txacts, 0), id: 9, asset: 77 });
    expect(checkInvariants(f).map((x) => x.msg)).toContain('txact 9: asset 77 does not exist');
  });
  it('refuses a non-canonical transfer in', () => {
    const f = good();
    f.txacts.push({ ...nth(f.txacts, 0), id: 9, cat: CAT.transferIn, i_type: 0 });
    expect(checkInvariants(f).map((x) => x.code)).toContain('canonical');
  });
  it('refuses a distribution to a missing heir', () => {
    const f = good();
    f.txacts.push({ ...nth(f.txacts, 2), id: 9, heir_id: 5 });
    expect(checkInvariants(f).map((x) => x.code)).toEqual(['heir']);
  });
  it('refuses forgiving more than owed', () => {
    const f = good();
    f.debts[0] = { ...nth(f.debts, 0), val_forgiven: 10_01 };
    expect(checkInvariants(f)[0]).toMatchObject({ kind: 'debt', id: 1, code: 'forgiven' });
  });
  it('refuses duplicate ids', () => {
    const f = good();
    f.heirs.push({ ...nth(f.heirs, 0) });
    expect(checkInvariants(f)[0]).toMatchObject({ kind: 'heir', code: 'duplicate_id' });
  });
});

describe('consistency (debug alerts)', () => {
  it('the scenario estate is consistent', () => {
    const f = scenarioEstate();
    expect(checkConsistency(f, recompute(f))).toEqual([]);
  });
  it('reports a tampered balance naming the asset', () => {
    const f = scenarioEstate();
    const d = recompute(f);
    const a = d.assets.get(3);
    if (a) d.assets.set(3, { ...a, val: a.val + 1 });
    expect(checkConsistency(f, d)[0]).toMatch(/^asset 3 val: got \d+, want \d+$/);
  });
});
