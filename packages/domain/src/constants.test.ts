import { describe, expect, it } from 'vitest';
import { CHECK_NUM_NEW_VALUE, CHECK_NUM_SALE, filingLimitFor } from './constants.ts';
import { defaultEstateLabel, terms } from './terminology.ts';

describe('constants', () => {
  it('has no filing limit before 2010', () => expect(filingLimitFor(2009)).toBeNull());
  it('uses 5.12M for 2012 deaths', () => expect(filingLimitFor(2012)).toBe(512_000_000));
  it('uses 13.99M for 2025 deaths', () => expect(filingLimitFor(2025)).toBe(1_399_000_000));
  it('uses 15.00M for 2026 and later deaths', () => expect(filingLimitFor(2031)).toBe(1_500_000_000));
  it('numbers a sale right after a new value', () => expect(CHECK_NUM_SALE - CHECK_NUM_NEW_VALUE).toBe(1));
});

describe('terminology', () => {
  it('says SIN, Province and ACB in Canada', () => {
    const t = terms('ca', false);
    expect([t.taxId, t.region, t.costBasis]).toEqual(['SIN', 'Province', 'ACB']);
  });
  it('titles the Decedent tab Decedent whatever the label (issue 36), Trust for a trust', () => {
    expect(terms('us', false).decedentTab).toBe('Decedent');
    expect(terms('ca', true).decedentTab).toBe('Trust');
  });
  it('speaks of a living owner only while the death is awaited', () => {
    expect(terms('us', false, true).valuePreHelp).toBe(
      'What it is worth today, while the owner is alive: for planning ahead.',
    );
    expect(terms('us', false, false).valuePreHelp).toBe(
      'What it was worth before the death, as entered while planning ahead.',
    );
    expect(terms('ca', true, false).valuePreHelp).toBe(
      'What it was worth before the trust was created, if that was entered.',
    );
  });
  it('offers "Estate of {name}" as a new estate label, the trust name for a trust', () => {
    expect(defaultEstateLabel('  Walter   Grant ', false)).toBe('Estate of Walter Grant');
    expect(defaultEstateLabel('Tremblay Family Trust', true)).toBe('Tremblay Family Trust');
    expect(defaultEstateLabel('  ', false)).toBe('');
  });
  it('says trustee, Trust and creation for a US trust', () => {
    const t = terms('us', true);
    expect([t.executor, t.decedentTab, t.death, t.executorTab]).toEqual([
      'trustee',
      'Trust',
      'creation',
      'Trustee',
    ]);
  });
  it('names the estate cashflow account', () =>
    expect(terms('us', false).cashflowAccount).toBe('Estate Cashflow Account'));
});
