/**
 * Property test: long random sequences of operations. After each step: the incremental update equals a
 * full recompute, every asset balance equals its transactions, heir, asset-allocation and debt totals
 * equal their parts, the save invariants hold, and a refused operation changed nothing (facts are
 * deep-frozen, so any mutation throws).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Facts } from '../entities/working-copy.ts';
import { ZWorkingCopy } from '../entities/working-copy.ts';
import { AMOUNT_TYPE, ASSET_TYPE, CAT, HEIR_RELATIONSHIP } from '../enums.ts';
import { expectedJournalBalances, toLedgerJournal } from '../journal/to-ledger-journal.ts';
import { recomputeIncremental } from '../ledger/incremental.ts';
import { recompute } from '../ledger/recompute.ts';
import type { Derived } from '../ledger/types.ts';
import { sumJournal } from '../test-kit.ts';
import { checkConsistency } from '../validate/consistency.ts';
import { checkInvariants } from '../validate/invariants.ts';
import { addAsset, deleteAsset, editAsset } from './asset-ops.ts';
import { addDebt, deleteDebt, forgiveDebt } from './debt-ops.ts';
import { setDeathDate } from './estate-ops.ts';
import { addExpense, deleteExpense, payExpenses } from './expense-ops.ts';
import { addHeir, deleteHeir } from './heir-ops.ts';
import type { OpContext, OpResult } from './result.ts';
import { createTxact, deleteTxact, editTxact, markDone } from './txact-ops.ts';

const CATS = [
  CAT.otherDeposit,
  CAT.income,
  CAT.capGainLong,
  CAT.assetSale,
  CAT.executorLoan,
  CAT.interest,
  CAT.loanRepaymentIn,
  CAT.transferIn,
  CAT.loan,
  CAT.refund,
  CAT.dividend,
  CAT.otherWithdrawal,
  CAT.debtPayment,
  CAT.distribution,
  CAT.estateExpense,
  CAT.executorLoanRepayment,
  CAT.assetDisposal,
  CAT.assetPurchase,
  CAT.transfer,
  CAT.tax,
  CAT.loanRepayment,
  CAT.decrease,
  CAT.increase,
  CAT.newValue,
];

function start(country: 'us' | 'ca'): Facts {
  return ZWorkingCopy.parse({
    meta: { id: 'prop', name: 'P', death_date: '2026-01-10', country_code: country },
    dec: { name: 'P' },
    assets: [
      { id: 1, name: 'Estate account', i_type: ASSET_TYPE.estateAccount },
      { id: 2, name: 'Checking', i_type: ASSET_TYPE.deposit, val_death: 5_000_00 },
      { id: 3, name: 'Stocks', i_type: ASSET_TYPE.stocks, val_death: 10_000_00, cost_basis_orig: 3_000_00 },
      { id: 4, name: 'House', i_type: ASSET_TYPE.realEstate, val_death: 300_000_00 },
      { id: 5, name: 'Car', i_type: ASSET_TYPE.vehicle, val_death: 8_000_00 },
      {
        id: 6,
        name: 'IRA',
        i_type: ASSET_TYPE.retirement,
        ownership: 6,
        probate: false,
        val_death: 50_000_00,
      },
      { id: 7, name: 'Loan to son', i_type: ASSET_TYPE.loan, val_death: 2_000_00 },
    ],
    debts: [
      { id: 1, name: 'Visa', val_death: 500_00 },
      { id: 2, name: 'Hospital', val_death: 3_000_00 },
    ],
    heirs: [
      { id: 1, name: 'Ann', i_type: HEIR_RELATIONSHIP.child },
      { id: 2, name: 'Sam', i_type: HEIR_RELATIONSHIP.spouse },
    ],
    exec_expenses: [{ id: 1, date: '2026-02-01', val: 40_00 }],
  });
}

const opArb = fc.record({
  op: fc.integer({ min: 0, max: 20 }),
  a: fc.nat(),
  b: fc.nat(),
  c: fc.nat(),
  v: fc.oneof(fc.integer({ min: 0, max: 20_000_00 }), fc.integer({ min: 0, max: 400_000_00 })),
  day: fc.integer({ min: 0, max: 400 }),
  plan: fc.boolean(),
  p: fc.integer({ min: 0, max: 100_000 }),
  yes: fc.boolean(),
});
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

const pick = <T>(xs: readonly T[], n: number): T | undefined => (xs.length ? xs[n % xs.length] : undefined);
const dayIso = (d: number): string => new Date(Date.UTC(2026, 0, 10 + d)).toISOString().slice(0, 10);

function apply(f: Facts, o: Op): OpResult {
  const answers = o.yes
    ? new Proxy({}, { get: () => true, has: () => true })
    : new Proxy({}, { get: () => undefined });
  const ctx: OpContext = { today: '2027-06-30', answers: answers as Record<string, boolean> };
  const asset = pick(f.assets, o.a)?.id ?? 1;
  const other = pick(f.assets, o.b)?.id ?? 2;
  const date = o.plan ? null : dayIso(o.day);
  const tx = pick(f.txacts, o.a);
  switch (o.op) {
    case 0:
    case 1:
    case 2:
    case 3:
    case 4: {
      const cat = pick(CATS, o.c) ?? CAT.income;
      const debt = pick(f.debts, o.b)?.id ?? null;
      const needsDebt = cat === CAT.debtPayment || cat === CAT.executorLoanRepayment;
      const item = needsDebt
        ? debt
        : [CAT.assetSale, CAT.transfer, CAT.transferIn, CAT.loanRepayment, CAT.loanRepaymentIn].includes(
              cat as never,
            )
          ? other
          : null;
      const dist =
        cat === CAT.distribution
          ? {
              heir_id: pick(f.heirs, o.b)?.id ?? null,
              distrib_type: o.c % 3,
              percent: o.c % 3 === 1 ? o.p : null,
            }
          : {};
      return createTxact(f, { asset, item, date, cat, val: o.v, ...dist }, ctx);
    }
    case 5:
    case 6: {
      const heir = pick(f.heirs, o.b)?.id ?? null;
      const type = o.c % 3;
      return createTxact(
        f,
        {
          asset,
          date,
          cat: CAT.distribution,
          heir_id: heir,
          distrib_type: type,
          percent: type === AMOUNT_TYPE.percentage ? o.p : null,
          val: type === AMOUNT_TYPE.fixed ? o.v % 5_000_00 : 0,
          spouse: o.yes,
        },
        ctx,
      );
    }
    case 7:
      return tx
        ? editTxact(f, tx.id, o.plan ? { val: o.v } : { date: dayIso(o.day) }, ctx)
        : createTxact(f, { asset, date, cat: CAT.income, val: o.v }, ctx);
    case 8:
      return tx ? deleteTxact(f, tx.id, ctx) : addHeir(f, { name: 'x' });
    case 9:
    case 10:
      return tx ? markDone(f, tx.id, ctx) : addHeir(f, { name: 'y' });
    case 11:
      return addAsset(f, {
        name: 'New',
        i_type: o.c % 24 === 17 ? 0 : o.c % 24,
        val_death: o.plan ? null : o.v,
      });
    case 12:
      return editAsset(f, asset, o.plan ? { val_death: o.v } : { i_type: o.c % 24, plan: o.c % 5 }, ctx);
    case 13:
      return deleteAsset(f, asset, ctx);
    case 14:
      return o.plan
        ? addDebt(f, { name: 'D', val_death: o.v })
        : deleteDebt(f, pick(f.debts, o.b)?.id ?? 0, ctx);
    case 15:
      return forgiveDebt(f, pick(f.debts, o.b)?.id ?? 0, o.v % 1_000_00, dayIso(o.day));
    case 16:
      return o.plan
        ? addHeir(f, { name: `H${o.c}`, i_type: o.c % 10 })
        : deleteHeir(f, pick(f.heirs, o.b)?.id ?? 0, ctx);
    case 17:
      return addExpense(f, {
        date: dayIso(o.day),
        val: o.v % 1_000_00,
        i_type: o.c % 2,
        mileage: o.c % 2 ? o.v % 500 : null,
      });
    case 18: {
      const ids = f.exec_expenses.filter((_, i) => (o.c >> i) & 1).map((e) => e.id);
      return payExpenses(f, { ids, asset, date }, ctx);
    }
    case 20:
      // Clearing the death date (awaiting death: values from pre-death figures) and setting it again.
      return setDeathDate(f, o.plan && o.c % 4 === 0 ? null : dayIso((o.day % 20) - 10), ctx);
    default:
      return deleteExpense(f, pick(f.exec_expenses, o.b)?.id ?? 0);
  }
}

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

const sorted = <V>(m: Map<number, V>): [number, V][] => [...m].sort((x, y) => x[0] - y[0]);
/** A canonical text of derived values (maps sorted by id), cheap to compare. */
const plain = (d: Derived): string =>
  JSON.stringify([
    d.meta,
    sorted(d.assets),
    sorted(d.debts),
    sorted(d.heirs),
    sorted(d.txacts),
    sorted(d.expensePaid),
    sorted(d.ledgerOrder),
  ]);

/** Path and values of the first difference between two JSON values ('' when equal). */
function firstDiff(a: unknown, b: unknown, path: string): string {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) {
    return a === b ? '' : `${path}: incremental ${JSON.stringify(a)} != full ${JSON.stringify(b)}`;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const d = firstDiff((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}/${k}`);
    if (d) return d;
  }
  return '';
}

let total = 0;
let accepted = 0;
describe('property: random operation sequences', () => {
  it('keep every derived value consistent over at least 10,000 operations', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'us' | 'ca'>('us', 'ca'),
        fc.array(opArb, { minLength: 100, maxLength: 110 }),
        (country, ops) => {
          let f = deepFreeze(start(country));
          let d = recompute(f);
          for (const o of ops) {
            total++;
            const r = apply(f, o);
            if (r.kind !== 'ok') continue;
            accepted++;
            const next = deepFreeze(r.facts);
            const full = recompute(next);
            const inc = plain(recomputeIncremental(f, d, next));
            if (inc !== plain(full)) {
              const diff = firstDiff(JSON.parse(inc), JSON.parse(plain(full)), '');
              const m = /^\/4\/(\d+)\//.exec(diff);
              const tx = m ? sorted(full.txacts)[Number(m[1])]?.[0] : undefined;
              const info =
                tx === undefined
                  ? ''
                  : JSON.stringify({
                      op: o,
                      now: next.txacts.find((x) => x.id === tx),
                      before: f.txacts.find((x) => x.id === tx),
                      assetsBefore: f.assets.map((a) => a.id),
                      assetsNow: next.assets.map((a) => a.id),
                    });
              expect(`${diff} ${info}`).toBe('');
            }
            const bad = checkConsistency(next, full);
            if (bad.length) expect(bad).toEqual([]);
            const broken = checkInvariants(next, full);
            if (broken.length) expect(broken).toEqual([]);
            if (accepted % 10 === 0) {
              // The journal export balances every asset, debt and heir to the cent.
              const sums = sumJournal(toLedgerJournal(next, full));
              for (const [account, cents] of expectedJournalBalances(next, full)) {
                if (sums.get(account) !== cents)
                  expect([account, sums.get(account)]).toEqual([account, cents]);
              }
            }
            f = next;
            d = full;
          }
        },
      ),
      { numRuns: 100, endOnFailure: true, interruptAfterTimeLimit: 100_000, markInterruptAsFailure: true },
    );
    expect(total).toBeGreaterThanOrEqual(10_000);
    expect(accepted).toBeGreaterThan(total / 4);
  }, 120_000);
});
