/**
 * Property test (issue 16): on 1,000 generated estates and a random period each, every accounting balances to the
 * cent — the carry report (charges = credits), each court format (every line in exactly one schedule, the same
 * totals), the standard report (opening cash + receipts - disbursements = closing cash) — and the property on
 * hand at a date after every transaction is what the engine says the assets are worth, and the inventory as of a
 * date values each asset as the accounting's property on hand that day.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estateMinDate } from '../dates.ts';
import { randomEstateArb } from '../fixtures/random-estate.ts';
import { recompute } from '../ledger/recompute.ts';
import { accountingReport } from './accounting.ts';
import { type CourtFormat, courtAccounting } from './court-formats.ts';
import { inventoryReport } from './inventory.ts';
import { standardReport } from './standard.ts';

const FORMATS: CourtFormat[] = ['california', 'new_york', 'ontario', 'uniform'];
const dayAfter = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let estates = 0;
let withLines = 0;
describe('property: reports balance on generated estates', () => {
  it('balance to the cent in every approach and court format over 1,000 estates', () => {
    fc.assert(
      fc.property(
        randomEstateArb({ minLength: 20, maxLength: 60 }),
        fc.nat({ max: 120 }),
        fc.integer({ min: 30, max: 500 }),
        (f, from, length) => {
          estates++;
          const d = recompute(f);
          const min = estateMinDate(f.meta.trust, f.meta.death_date) ?? '2026-01-01';
          const start = dayAfter(min, from);
          const end = dayAfter(start, length);
          const carry = accountingReport(f, start, end, d);
          expect(carry.totals.charges).toBe(carry.totals.credits);
          const lines =
            Object.values(carry.sections).reduce((n, l) => n + l.length, 0) +
            carry.onHandStart.length +
            carry.onHandEnd.length;
          if (Object.values(carry.sections).some((l) => l.length > 0)) withLines++;
          for (const format of FORMATS) {
            const court = courtAccounting(carry, format);
            expect([format, court.charges]).toEqual([format, court.credits]);
            expect(court.charges).toBe(carry.totals.charges);
            expect(court.schedules.reduce((n, s) => n + s.lines.length, 0)).toBe(lines);
          }
          const std = standardReport(f, start, end, d);
          expect(std.openingCash + std.receipts - std.disbursements).toBe(std.closingCash);
          // After every transaction, the property on hand is the engine's value of every asset.
          const all = accountingReport(f, min, '2099-12-31', d);
          const engine = f.assets.reduce((s, a) => s + (d.assets.get(a.id)?.val ?? 0), 0);
          expect(all.totals.onHandEnd).toBe(engine);
          // The inventory as of the period's end values each asset held at death as the accounting does.
          const inv = inventoryReport(f, d, end);
          const onHand = new Map(carry.onHandEnd.map((l) => [l.assetId, l.amount]));
          for (const row of inv.groups.flatMap((g) => g.rows)) expect(row.now).toBe(onHand.get(row.id) ?? 0);
          const later = inventoryReport(f, d, '2099-12-31');
          expect(later.assetTotals.now).toBe(inventoryReport(f, d).assetTotals.now);
          expect(later.debtTotals).toEqual(inventoryReport(f, d).debtTotals);
        },
      ),
      { numRuns: 1000, endOnFailure: true },
    );
    expect(estates).toBeGreaterThanOrEqual(1000);
    // Not a vacuous pass: most periods hold transactions to place.
    expect(withLines).toBeGreaterThan(estates / 2);
  }, 240_000);
});
