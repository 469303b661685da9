import { describe, expect, it } from 'vitest';
import { CAT, dispositionProgress, heirBars, keyFigures, recompute, ZWorkingCopy } from '../index.ts';

const facts = ZWorkingCopy.parse({
  meta: { death_date: '2026-01-10', country_code: 'us' },
  dec: {},
  assets: [
    { id: 1, name: 'Bank', i_type: 14, val_pre: 10_000_00, val_death: 10_000_00 },
    { id: 2, name: 'Car', i_type: 8, val_pre: 5_000_00, val_death: 4_000_00 },
  ],
  debts: [{ id: 3, name: 'Card', i_type: 1, val_pre: 500_00, val_death: 500_00 }],
  heirs: [
    { id: 4, name: 'Ann', percent_target: 50_000 },
    { id: 5, name: 'Ben', val_target: 1_000_00 },
  ],
  txacts: [
    { id: 6, asset: 1, item: 3, cat: CAT.debtPayment, i_type: 1, val: 500_00, date: '2026-02-01' },
    {
      id: 7,
      asset: 1,
      cat: CAT.distribution,
      i_type: 1,
      heir_id: 4,
      distrib_type: 2,
      val: 2_000_00,
      reason: 3,
      date: '2026-03-01',
    },
    {
      id: 8,
      asset: 2,
      cat: CAT.distribution,
      i_type: 1,
      heir_id: 5,
      distrib_type: 0,
      percent: 100_000,
      reason: 1,
      date: null,
    },
  ],
});

describe('overview figures', () => {
  const d = recompute(facts);
  it('adds up the key figures', () => {
    expect(keyFigures(facts, d)).toEqual({
      valuePre: 15_000_00,
      valueDeath: 14_000_00,
      remaining: 7_500_00 + 4_000_00,
      distributed: 2_000_00,
      debts: 0,
      debtsDeath: 500_00,
    });
  });
  it('splits disposition progress', () => {
    expect(dispositionProgress(facts, d)).toEqual([
      { name: 'Distributed', value: 2_000_00 },
      { name: 'Planned for heirs', value: 4_000_00 },
      { name: 'Sold', value: 0 },
      { name: 'Not yet planned', value: 7_500_00 },
    ]);
  });
  it('caps heir target bars at 101%', () => {
    const bars = heirBars(facts, d);
    // Ann's 50% is of what the heirs share: 11,500 still held (7,500 bank + 4,000 car) + 2,000 given - 0 owed.
    expect(bars[0]).toMatchObject({ name: 'Ann', distributed: 2_000_00, planned: 0, target: 29.6 });
    expect(bars[1]).toMatchObject({ name: 'Ben', planned: 4_000_00, target: 101, targetRaw: 400 });
  });
});
