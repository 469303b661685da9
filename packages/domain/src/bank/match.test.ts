import { describe, expect, it } from 'vitest';
import { ASSET_TYPE, CAT } from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import * as M from '../messages.ts';
import { ctx, estate, nth, okFacts } from '../test-kit.ts';
import { checkInvariants } from '../validate/invariants.ts';
import { acceptImports } from './import-ops.ts';
import { proposeImports } from './match.ts';
import { importItemKind } from './propose-category.ts';
import type { StatementRow } from './statement.ts';

const CHECKING = 1;
const SAVINGS = 2;
const hand = (
  id: number,
  date: string | null,
  cat: number,
  val: number,
  name: string,
  d_id: string | null = null,
) => ({
  id,
  asset: CHECKING,
  date,
  cat,
  val,
  name,
  d_id,
});
const base = () =>
  estate({
    assets: [
      { id: CHECKING, name: 'Checking', i_type: ASSET_TYPE.deposit, val_death: 500_000 },
      { id: SAVINGS, name: 'Savings', i_type: ASSET_TYPE.deposit, val_death: 100_000 },
    ],
    txacts: [
      hand(10, '2026-02-03', CAT.debtPayment, 21_733, 'Georgia Power final bill'),
      hand(11, '2026-02-10', CAT.estateExpense, 5_000, 'Coffee'),
      hand(12, '2026-02-10', CAT.estateExpense, 5_000, 'Coffee'),
      hand(13, null, CAT.estateExpense, 45_000, 'Funeral home balance'),
      hand(14, '2026-02-15', CAT.income, 185_000, 'Pension', 'plaid:abc'),
      hand(15, '2026-02-20', CAT.income, 1_240, 'Interest', 'csv:2026-02-20:1240:interest:0'),
      {
        id: 16,
        asset: SAVINGS,
        item: CHECKING,
        date: '2026-02-22',
        cat: CAT.transfer,
        val: 30_000,
        name: 'To checking',
      },
    ],
  });
const row = (id: string, date: string, val: number, name: string): StatementRow => ({ id, date, val, name });

describe('proposeImports', () => {
  const f = base();
  const rows = [
    row('ofx:1:A', '2026-02-15', 185_000, 'PENSION DEPOSIT'), // the same deposit, booked from the bank link
    row('plaid:abc', '2026-02-15', 185_000, 'Pension'), // imported before
    row('ofx:1:B', '2026-02-05', -21_733, 'GEORGIA POWER CO ONLINE PMT'), // entered by hand two days off
    row('ofx:1:C', '2026-02-10', -5_000, 'STARBUCKS'), // two like transactions that day: the user chooses
    row('ofx:1:D', '2026-03-01', -45_000, 'HART FUNERAL HOME'), // the plan
    row('ofx:1:E', '2026-02-22', 30_000, 'TRANSFER FROM SAVINGS'), // a transfer stored on the other asset
    row('ofx:1:F', '2026-02-20', 1_240, 'INTEREST PAID'), // the CSV already booked it
    row('ofx:1:G', '2026-02-25', -9_999, 'HARDWARE STORE'),
  ];
  const byId = new Map(proposeImports(f, recompute(f), CHECKING, rows).map((p) => [p.row.id, p]));
  it('finds each action a statement row can take', () => {
    expect(byId.get('plaid:abc')).toMatchObject({ action: 'exists', matches: [14] });
    expect(byId.get('ofx:1:A')).toMatchObject({ action: 'exists?', matches: [14] });
    expect(byId.get('ofx:1:F')).toMatchObject({ action: 'exists?', matches: [15] });
    expect(byId.get('ofx:1:B')).toMatchObject({ action: 'matched?', matches: [10] });
    expect(byId.get('ofx:1:C')).toMatchObject({ action: 'choose?', matches: [11, 12] });
    expect(byId.get('ofx:1:D')).toMatchObject({ action: 'matched?', matches: [13] });
    expect(byId.get('ofx:1:E')).toMatchObject({ action: 'matched', matches: [16] });
    expect(byId.get('ofx:1:G')).toMatchObject({ action: 'new', matches: [] });
  });
  it('never pairs a transaction with two rows, nor a row of the same source with another id', () => {
    const twice = [
      row('ofx:1:X', '2026-02-03', -21_733, 'Power'),
      row('ofx:1:Y', '2026-02-03', -21_733, 'Power'),
    ];
    const p = proposeImports(f, recompute(f), CHECKING, twice);
    expect(p.map((x) => x.action)).toEqual(['matched', 'new']);
    const again = [row('plaid:zzz', '2026-02-15', 185_000, 'Pension')];
    expect(proposeImports(f, recompute(f), CHECKING, again)[0]?.action).toBe('new');
  });
});

describe('acceptImports', () => {
  it('creates New rows with their id, merges matches, dates a plan, and moves the balance by the bank amounts', () => {
    const f = base();
    const before = recompute(f).assets.get(CHECKING)?.val ?? 0;
    const r = acceptImports(
      f,
      CHECKING,
      [
        { kind: 'new', row: row('ofx:1:G', '2026-02-25', -9_999, 'HARDWARE STORE') },
        { kind: 'new', row: row('ofx:1:H', '2026-02-26', 2_500, 'REFUND'), cat: CAT.refund },
        { kind: 'merge', row: row('ofx:1:D', '2026-03-01', -45_000, 'HART FUNERAL HOME'), txact: 13 },
        { kind: 'same', row: row('ofx:1:A', '2026-02-15', 185_000, 'PENSION') },
      ],
      ctx,
    );
    const next = okFacts(r);
    const g = next.txacts.find((t) => t.d_id === 'ofx:1:G');
    expect(g).toMatchObject({ asset: CHECKING, cat: CAT.otherWithdrawal, val: 9_999, date: '2026-02-25' });
    expect(next.txacts.find((t) => t.d_id === 'ofx:1:H')).toMatchObject({ cat: CAT.refund, val: 2_500 });
    expect(next.txacts.find((t) => t.id === 13)).toMatchObject({ d_id: 'ofx:1:D', date: '2026-03-01' });
    expect(next.txacts).toHaveLength(f.txacts.length + 2);
    // The plan now executes too: -9,999 + 2,500 - 45,000.
    expect(recompute(next).assets.get(CHECKING)?.val).toBe(before - 9_999 + 2_500 - 45_000);
  });

  it('books a transfer in on the other asset in canonical form, and a debt payment against its debt', () => {
    const f = estate({
      assets: [
        { id: CHECKING, name: 'Checking', i_type: ASSET_TYPE.deposit, val_death: 500_000 },
        { id: SAVINGS, name: 'Savings', i_type: ASSET_TYPE.deposit, val_death: 100_000 },
      ],
      debts: [{ id: 7, name: 'Visa', i_type: 1, val_death: 40_000 }],
    });
    const next = okFacts(
      acceptImports(
        f,
        CHECKING,
        [
          {
            kind: 'new',
            row: row('ofx:1:T', '2026-03-02', 30_000, 'FROM SAVINGS'),
            cat: CAT.transferIn,
            item: SAVINGS,
          },
          {
            kind: 'new',
            row: row('ofx:1:V', '2026-03-03', -40_000, 'VISA PAYMENT'),
            cat: CAT.debtPayment,
            item: 7,
          },
        ],
        ctx,
      ),
    );
    // Stored the way the ledger keeps transfers: on the asset the money left, toward this one.
    expect(next.txacts.find((t) => t.d_id === 'ofx:1:T')).toMatchObject({
      asset: SAVINGS,
      item: CHECKING,
      cat: CAT.transfer,
      val: 30_000,
    });
    expect(next.txacts.find((t) => t.d_id === 'ofx:1:V')).toMatchObject({
      asset: CHECKING,
      item: 7,
      cat: CAT.debtPayment,
    });
    const d = recompute(next);
    expect(d.assets.get(CHECKING)?.val).toBe(500_000 + 30_000 - 40_000);
    expect(d.assets.get(SAVINGS)?.val).toBe(70_000);
    expect(importItemKind(CAT.transferIn)).toBe('asset');
    expect(importItemKind(CAT.debtPayment)).toBe('debt');
    expect(importItemKind(CAT.interest)).toBeNull();
    // The transfer, read again from the checking account's bank, is already there.
    const again = proposeImports(next, d, CHECKING, [row('ofx:1:T', '2026-03-02', 30_000, 'FROM SAVINGS')]);
    expect(again[0]?.action).toBe('exists');
  });

  it('refuses a row already booked and a merge into an imported transaction, and keeps the rest', () => {
    const r = acceptImports(
      base(),
      CHECKING,
      [
        { kind: 'new', row: row('plaid:abc', '2026-02-15', 185_000, 'Pension') },
        { kind: 'merge', row: row('ofx:1:Q', '2026-02-15', 185_000, 'Pension'), txact: 14 },
        { kind: 'new', row: row('ofx:1:R', '2026-02-27', -100, 'Fee'), cat: CAT.income },
        { kind: 'new', row: row('ofx:1:S', '2026-02-27', -100, 'Fee') },
      ],
      ctx,
    );
    expect(r.kind).toBe('ok');
    expect(r.rejected).toEqual(['plaid:abc', 'ofx:1:Q', 'ofx:1:R']);
    expect(r.kind === 'ok' && r.warnings).toEqual([M.MSG_IMPORT_CONFLICTS]);
    expect(okFacts(r).txacts.filter((t) => t.d_id === 'ofx:1:S')).toHaveLength(1);
  });
});

describe('the saved estate', () => {
  it('refuses two transactions carrying one bank row (a tampered or doubled save)', () => {
    const f = base();
    const doubled = { ...f, txacts: [...f.txacts, { ...nth(f.txacts, 4), id: 99 }] };
    expect(checkInvariants(doubled).map((x) => x.code)).toContain('imported_twice');
    expect(checkInvariants(f).map((x) => x.code)).not.toContain('imported_twice');
  });
});
