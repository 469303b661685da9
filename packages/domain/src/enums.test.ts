import { describe, expect, it } from 'vitest';
import * as E from './enums.ts';

describe('id tables', () => {
  it('asset types 0-23 with Refund last', () => {
    expect(E.ASSET_TYPES.map((x) => x.id)).toEqual([...Array(24).keys()]);
    expect(E.labelOf(E.ASSET_TYPES, 17)).toBe('Estate Account');
    expect(E.labelOf(E.ASSET_TYPES, 23)).toBe('Refund');
  });
  it('cash types are cash, deposit account, estate account, TFSA, refund', () =>
    expect([...E.CASH_TYPES].sort((a, b) => a - b)).toEqual([1, 14, 17, 18, 23]));
  it('benefit types are retirement, life insurance, both annuities, TFSA, trust', () =>
    expect([...E.BENEFIT_TYPES].sort((a, b) => a - b)).toEqual([11, 12, 15, 16, 18, 21]));
  it('ownership 0-6 ends with Transfer on Death; plan 0-4 ends with Transfer', () => {
    expect(E.labelOf(E.OWNERSHIPS, 6)).toBe('Transfer on Death');
    expect(E.PLANS.map((p) => p.label)).toEqual(['None', 'Distribute', 'Sell', 'Discard', 'Transfer']);
  });
  it('credit categories 0-12, debit 50-62, adjustments 150-152', () => {
    expect(E.CREDIT_CATS.map((c) => c.id)).toEqual([...Array(13).keys()]);
    expect(E.DEBIT_CATS.map((c) => c.id)).toEqual([...Array(13).keys()].map((i) => i + 50));
    expect(E.ADJUST_CATS.map((c) => c.label)).toEqual(['Decrease', 'Increase', 'New Value']);
    expect([E.labelOf(E.ALL_CATS, 12), E.labelOf(E.ALL_CATS, 62)]).toEqual([
      'Dividend',
      'Loan Asset Repayment',
    ]);
    expect([E.kindOfCat(12), E.kindOfCat(50), E.kindOfCat(152), E.kindOfCat(13)]).toEqual([0, 1, 2, null]);
  });
  it('debt types end with Executor Expense; heir relationships start Other, Spouse', () => {
    expect(E.labelOf(E.DEBT_TYPES, 9)).toBe('Executor Expense');
    expect(E.HEIR_RELATIONSHIPS.slice(0, 2).map((h) => h.label)).toEqual(['Other', 'Spouse']);
  });
  it('Heir Request is left out of distribution filters', () =>
    expect(E.DISTRIB_TYPES_FILTERABLE.map((d) => d.label)).toEqual([
      'Other',
      'Bequest',
      'Residuary',
      'Automatic',
    ]));
  it('contact, expense and work types', () => {
    expect(E.CONTACT_TYPES).toHaveLength(10);
    expect(E.EXPENSE_TYPES.map((x) => x.label)).toEqual(['Standard', 'Mileage']);
    expect(E.WORK_TYPES.map((x) => x.label)).toEqual(['Standard', 'Professional', 'Unskilled']);
  });
});
