/**
 * Property (issue 17, "never twice"): a bank account's real transactions, read as overlapping statements from the
 * bank link, CSV and OFX files in any order, some read again, some waiting together in one download, some entered
 * by hand first; the user accepts what the import proposes (picking a free candidate where it asks to choose).
 * Every real transaction is booked exactly once and the account ends at the statement's closing balance.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shiftDays } from '../dates.ts';
import type { Facts } from '../entities/working-copy.ts';
import { ASSET_TYPE, CAT } from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import { ctx, estate } from '../test-kit.ts';
import { acceptImports, type ImportDecision } from './import-ops.ts';
import { proposeImports } from './match.ts';
import { payeeKey, type StatementRow, type StatementSource } from './statement.ts';

const START = '2026-03-01';
const DAYS = 90;
const OPENING = 1_000_000;
const ACCOUNT = 1;
const NAMES = ['Coffee', 'Georgia Power', 'Pension deposit', 'Interest', 'Check 1042', 'Grocery'];

interface Truth {
  k: number;
  date: string;
  val: number;
  name: string;
}

const truthArb = fc
  .array(
    fc.record({
      day: fc.nat({ max: DAYS - 1 }),
      val: fc.oneof(
        fc.constantFrom(-5_000, -2_500, 1_240, -21_733, 185_000),
        fc.integer({ min: -90_000, max: 90_000 }),
      ),
      name: fc.constantFrom(...NAMES),
    }),
    { minLength: 5, maxLength: 60 },
  )
  .map((xs) =>
    xs
      .filter((x) => x.val !== 0)
      .map((x, k): Truth => ({ k, date: shiftDays(START, x.day), val: x.val, name: x.name })),
  );

/** The rows of a statement of the truth between two days, with the ids each source gives them. */
function statement(truth: Truth[], source: StatementSource, from: number, to: number): StatementRow[] {
  const lo = shiftDays(START, from);
  const hi = shiftDays(START, to);
  const seen = new Map<string, number>();
  return truth
    .filter((t) => t.date >= lo && t.date <= hi)
    .map((t) => {
      if (source !== 'csv')
        return {
          id: `${source}:${source === 'ofx' ? '1:' : ''}T${t.k}`,
          date: t.date,
          val: t.val,
          name: t.name,
        };
      const key = `${t.date}:${t.val}:${payeeKey(t.name).slice(0, 40)}`;
      const n = seen.get(key) ?? 0;
      seen.set(key, n + 1);
      return { id: `csv:${key}:${n}`, date: t.date, val: t.val, name: t.name.toUpperCase() };
    });
}

/** What a careful user accepts: every proposal, a free candidate where asked to choose. */
function decide(f: Facts, rows: StatementRow[]): ImportDecision[] {
  const used = new Set<number>();
  return proposeImports(f, recompute(f), ACCOUNT, rows).map((p): ImportDecision => {
    if (p.action === 'exists' || p.action === 'exists?') return { kind: 'same', row: p.row };
    if (p.action === 'new') return { kind: 'new', row: p.row };
    const txact = p.matches.find((m) => !used.has(m));
    if (txact === undefined) return { kind: 'new', row: p.row };
    used.add(txact);
    return { kind: 'merge', row: p.row, txact };
  });
}

const readArb = fc.record({
  source: fc.constantFrom<StatementSource>('plaid', 'csv', 'ofx'),
  from: fc.nat({ max: DAYS - 1 }),
  length: fc.integer({ min: 1, max: DAYS }),
  /** Waits in the download with the next read before the user looks. */
  together: fc.boolean(),
});

let runs = 0;
describe('property: never twice', () => {
  it('books each real transaction once, whatever the sources, order and repeats', () => {
    fc.assert(
      fc.property(
        truthArb,
        fc.array(readArb, { minLength: 1, maxLength: 6 }),
        fc.array(fc.boolean(), { maxLength: 60 }),
        fc.constantFrom<StatementSource>('plaid', 'csv', 'ofx'),
        (truth, reads, byHand, last) => {
          runs++;
          let f = estate({
            death_date: '2026-02-01',
            assets: [
              { id: ACCOUNT, name: 'Estate checking', i_type: ASSET_TYPE.deposit, val_death: OPENING },
            ],
            txacts: truth
              .filter((t) => byHand[t.k])
              .map((t) => ({
                id: 1000 + t.k,
                asset: ACCOUNT,
                date: t.date,
                cat: t.val > 0 ? CAT.income : CAT.estateExpense,
                val: Math.abs(t.val),
                name: t.name,
              })),
          });
          const all = [...reads, { source: last, from: 0, length: DAYS, together: false }];
          let waiting: StatementRow[] = [];
          for (const r of all) {
            for (const row of statement(truth, r.source, r.from, Math.min(DAYS - 1, r.from + r.length - 1))) {
              if (!waiting.some((w) => w.id === row.id)) waiting.push(row);
            }
            if (r.together) continue;
            const res = acceptImports(f, ACCOUNT, decide(f, waiting), ctx);
            if (res.kind !== 'ok') throw new Error(JSON.stringify(res));
            expect(res.rejected).toEqual([]);
            f = res.facts;
            waiting = [];
          }
          const ids = f.txacts.map((t) => t.d_id).filter((x) => x !== null);
          expect(new Set(ids).size).toBe(ids.length);
          expect(f.txacts).toHaveLength(truth.length);
          const closing = OPENING + truth.reduce((s, t) => s + t.val, 0);
          expect(recompute(f).assets.get(ACCOUNT)?.val).toBe(closing);
        },
      ),
      { numRuns: 1000 },
    );
    expect(runs).toBeGreaterThanOrEqual(1000);
  });
});
