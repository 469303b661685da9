import { describe, expect, it } from 'vitest';
import { ASSET_TYPE, CAT } from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import { ctx, estate, okFacts } from '../test-kit.ts';
import { acceptImports, isTradeLeg } from './import-ops.ts';
import {
  categoryByWords,
  importItemKind,
  MAX_REMEMBERED_PAYEES,
  payeeMemoryKey,
  proposeCategory,
  rememberPayees,
} from './propose-category.ts';

const by = (name: string, val: number) => categoryByWords(name, val);

describe('categoryByWords', () => {
  it('reads tax refunds, benefits and pensions coming in (US)', () => {
    expect(by('IRS TREAS 310 TAX REF', 241_200)).toBe(CAT.refund);
    expect(by('OHIO DEPT OF REVENUE TAX REFUND', 31_000)).toBe(CAT.refund);
    expect(by('SSA TREAS 310 XXSOC SEC', 185_000)).toBe(CAT.income);
    expect(by('SOCIAL SECURITY DEPOSIT', 185_000)).toBe(CAT.income);
    expect(by('OPERS PENSION PAYMENT', 92_000)).toBe(CAT.income);
    expect(by('METLIFE ANNUITY PMT', 40_000)).toBe(CAT.income);
    expect(by('DOMINION ENERGY REFUND OF DEPOSIT', 15_000)).toBe(CAT.refund);
    expect(by('STATE FARM INSURANCE PREMIUM RETURN', 8_800)).toBe(CAT.refund);
  });
  it('reads Canadian English and French: CRA/ARC, CPP/RPC, OAS/SV, accents folded', () => {
    expect(by('CANADA CRA/ARC TAX REFUND', 120_000)).toBe(CAT.refund);
    expect(by('Remboursement d’impôt fédéral ARC', 120_000)).toBe(CAT.refund);
    expect(by('CPP CANADA', 81_500)).toBe(CAT.income);
    expect(by('RPC/CPP Régime de pensions', 81_500)).toBe(CAT.income);
    expect(by('OAS/SV Canada', 71_300)).toBe(CAT.income);
    expect(by('Pension de la Sécurité de la vieillesse', 71_300)).toBe(CAT.income);
    expect(by('Intérêts créditeurs', 412)).toBe(CAT.interest);
    expect(by('HYDRO-QUÉBEC', -14_200)).toBe(CAT.estateExpense);
    expect(by('Frais mensuels', -400)).toBe(CAT.estateExpense);
    expect(by('ARC impôt paiement', -50_000)).toBe(CAT.tax);
    expect(by('Taxes municipales Laval', -210_000)).toBe(CAT.tax);
  });
  it('reads bills, fees and taxes going out', () => {
    expect(by('GEORGIA POWER CO ONLINE PMT', -21_733)).toBe(CAT.estateExpense);
    expect(by('CITY WATER', -9_733)).toBe(CAT.estateExpense);
    expect(by('TORONTO HYDRO', -9_733)).toBe(CAT.estateExpense);
    expect(by('ALLSTATE INS PREM', -60_000)).toBe(CAT.estateExpense);
    expect(by('MONTHLY SERVICE FEE', -1_200)).toBe(CAT.estateExpense);
    expect(by('IRS USATAXPYMT', -150_000)).toBe(CAT.tax);
    expect(by('FRANKLIN COUNTY PROPERTY TAX', -150_000)).toBe(CAT.tax);
    // A tax preparer's fee is a fee; TreasuryDirect sells bonds (money to the Treasury is not always a tax).
    expect(by('H&R BLOCK TAX PREP FEE', -25_000)).toBe(CAT.estateExpense);
    expect(by('DIRECT DEBIT TREASURY DIRECTREAS DRCT', -100_000)).toBe(CAT.otherWithdrawal);
  });
  it('leaves the rest as Other Deposit or Other Withdrawal, whole words only', () => {
    expect(by('HARDWARE STORE', -1_200)).toBe(CAT.otherWithdrawal);
    expect(by('TRANSFER IN', 150_000)).toBe(CAT.otherDeposit);
    // "Arco" is not ARC, "parent" is not rent.
    expect(by('ARCO #1234', -4_000)).toBe(CAT.otherWithdrawal);
    expect(by('PARENT TEACHER ASSN', 2_000)).toBe(CAT.otherDeposit);
  });
});

describe('proposeCategory and the estate memory', () => {
  it('takes the remembered payee first, when it fits the sign, then the statement’s own category', () => {
    const memory = { 'acme lawn care': CAT.estateExpense, 'joe smith': CAT.rent };
    expect(proposeCategory({ name: 'ACME LAWN CARE #4411', val: -5_000 }, memory)).toBe(CAT.estateExpense);
    expect(proposeCategory({ name: 'Joe Smith 2026-03', val: 120_000 }, memory)).toBe(CAT.rent);
    // Money out to Joe is not rent coming in: the words decide.
    expect(proposeCategory({ name: 'Joe Smith', val: -120_000 }, memory)).toBe(CAT.otherWithdrawal);
    expect(proposeCategory({ name: 'Dividend: INTEL CORP', val: 2_250, cat: CAT.dividend }, {})).toBe(
      CAT.dividend,
    );
    expect(payeeMemoryKey('CHECK #1234 Joe’s Café 03/12')).toBe('check joes cafe');
  });
  it('remembers a choice that differs from the words, forgets one that agrees again, and stays bounded', () => {
    const once = rememberPayees({}, [
      { name: 'ACME LAWN CARE 4411', val: -5_000, cat: CAT.estateExpense },
      { name: 'CITY WATER', val: -9_000, cat: CAT.estateExpense }, // what the words say: nothing to remember
      { name: 'GOODWILL', val: -1, cat: CAT.transfer }, // needs a counterpart: never proposed
    ]);
    expect(once).toEqual({ 'acme lawn care': CAT.estateExpense });
    expect(rememberPayees(once, [{ name: 'ACME LAWN CARE', val: -5_000, cat: CAT.estateExpense }])).toBe(
      once,
    );
    expect(rememberPayees(once, [{ name: 'ACME LAWN CARE', val: -5_000, cat: CAT.otherWithdrawal }])).toEqual(
      {},
    );
    const many = Array.from({ length: MAX_REMEMBERED_PAYEES + 3 }, (_, i) => ({
      name: `PAYEE ${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}x`,
      val: -100,
      cat: CAT.estateExpense,
    }));
    const full = rememberPayees({}, many);
    expect(Object.keys(full)).toHaveLength(MAX_REMEMBERED_PAYEES);
    expect(full['payee aax']).toBeUndefined(); // the oldest went first
  });
});

describe('accepting imported rows', () => {
  const CHECKING = 1;
  const f0 = () =>
    estate({
      assets: [
        { id: CHECKING, name: 'Checking', i_type: ASSET_TYPE.deposit, val_death: 500_000 },
        { id: 2, name: 'House', i_type: ASSET_TYPE.realEstate, val_death: 30_000_000 },
      ],
    });
  const row = (id: string, val: number, name: string) => ({ id, date: '2026-03-02', val, name });

  it('books a tax refund with no asset named (the Various Refunds asset), and remembers the payee', () => {
    expect(importItemKind(CAT.refund)).toBeNull();
    const r = acceptImports(
      f0(),
      CHECKING,
      [
        { kind: 'new', row: row('csv:a', 241_200, 'IRS TREAS 310 TAX REF'), cat: CAT.refund },
        { kind: 'new', row: row('csv:b', -5_000, 'ACME LAWN CARE'), cat: CAT.estateExpense },
      ],
      ctx,
    );
    const f = okFacts(r);
    const refund = f.txacts.find((t) => t.d_id === 'csv:a');
    const various = f.assets.find((a) => a.sundry_refunds);
    expect(refund).toMatchObject({ cat: CAT.refund, asset: CHECKING, item: various?.id, val: 241_200 });
    expect(recompute(f).assets.get(CHECKING)?.val).toBe(500_000 + 241_200 - 5_000);
    expect(f.meta.config.payees).toEqual({ 'acme lawn care': CAT.estateExpense });
  });

  it('skips a trade leg: nothing booked, the memory untouched', () => {
    expect(isTradeLeg({ i_type: 2 })).toBe(true);
    expect(isTradeLeg({ i_type: 1 })).toBe(false);
    const f = f0();
    const r = acceptImports(
      f,
      CHECKING,
      [{ kind: 'skip', row: row('ofx:1:B', -257_145, 'Purchase: INTEL') }],
      ctx,
    );
    expect(okFacts(r).txacts).toEqual(f.txacts);
    expect(okFacts(r).meta).toBe(f.meta);
  });
});
