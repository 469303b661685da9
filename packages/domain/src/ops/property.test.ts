/**
 * Property test: long random sequences of operations. After each step: the incremental update equals a
 * full recompute, every asset balance equals its transactions, heir, asset-allocation and debt totals
 * equal their parts, the save invariants hold, and a refused operation changed nothing (facts are
 * deep-frozen, so any mutation throws).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, opArb, start } from '../fixtures/random-estate.ts';
import { expectedJournalBalances, toLedgerJournal } from '../journal/to-ledger-journal.ts';
import { recomputeIncremental } from '../ledger/incremental.ts';
import { recompute } from '../ledger/recompute.ts';
import type { Derived } from '../ledger/types.ts';
import { sumJournal } from '../test-kit.ts';
import { checkConsistency } from '../validate/consistency.ts';
import { checkInvariants } from '../validate/invariants.ts';

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
