/**
 * Property test (issue 42): on generated US and Canadian estates, for a random tax year, the worksheets place every
 * receipt, disbursement and distribution of the accounting report for the same period (their totals are the
 * report's, line by line), the beneficiaries' shares add up to what the estate deducts, the Form 706 gross estate
 * is the engine's gross value at death, and the TX19 values today are the engine's asset values.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomEstateArb } from '../fixtures/random-estate.ts';
import { recompute } from '../ledger/recompute.ts';
import { accountingReport } from '../reports/accounting.ts';
import { finalT1 } from './final-t1.ts';
import { form706Worksheet } from './form706-worksheet.ts';
import { form1041Worksheet, worksheetTotals } from './form1041.ts';
import type { TaxLine } from './lines.ts';
import { t3Worksheet } from './t3.ts';
import { taxYears } from './tax-year.ts';
import { tx19Schedule } from './tx19.ts';

const sumOf = (lines: readonly TaxLine[], keys: readonly string[]) =>
  lines.filter((l) => keys.includes(l.key)).reduce((s, l) => s + (l.value ?? 0), 0);
const one = (lines: readonly TaxLine[], key: string) => lines.find((l) => l.key === key)?.value ?? 0;

let checked = 0;
let withFlows = 0;
describe('property: the tax worksheets agree with the accounting report', () => {
  it('for a random tax year of 300 generated estates', () => {
    fc.assert(
      fc.property(randomEstateArb({ minLength: 20, maxLength: 60 }), fc.nat({ max: 2 }), (f, pick) => {
        const death = f.meta.death_date;
        if (!death) return;
        const years = taxYears(
          { country: f.meta.country_code, deathDate: death, choice: { kind: 'calendar' } },
          '2027-06-30',
        );
        if (!years.ok) throw new Error(years.msg);
        const year = years.years[pick % years.years.length];
        if (!year) throw new Error('no tax year');
        checked++;
        const d = recompute(f);
        const report = accountingReport(f, year.start, year.end, d);
        const t = report.totals;
        if (t.receipts + t.disbursements + t.distributions > 0) withFlows++;
        if (f.meta.country_code === 'us') {
          const w = form1041Worksheet(f, year, d);
          expect(worksheetTotals(w.flows)).toEqual({
            receipts: t.receipts,
            disbursements: t.disbursements,
            distributions: t.distributions,
          });
          // Line by line: the income lines, the gains received in cash and what is no income make the receipts.
          const received = w.gains.distributionsShort.amount + w.gains.distributionsLong.amount;
          const income = sumOf(w.income, ['1041:1', '1041:2a', '1041:5', '1041:8']);
          const notIncome = sumOf(w.notOnReturn, ['loans', 'refunds', 'deposits']);
          expect(income + received + notIncome).toBe(t.receipts);
          const notDeducted = sumOf(w.notOnReturn, ['debts', 'withdrawals']);
          expect(one(w.deductions, '1041:16') + notDeducted).toBe(t.disbursements);
          expect(w.dni.beneficiaries.reduce((s, b) => s + (b.distributed.value ?? 0), 0)).toBe(
            t.distributions,
          );
          // The K-1 shares add up to the distribution deduction, each beneficiary's kinds to their share.
          const deduction = one(w.result, '1041:18');
          expect(w.dni.beneficiaries.reduce((s, b) => s + b.income, 0)).toBe(deduction);
          for (const b of w.dni.beneficiaries) {
            expect(Object.values(b.byKind).reduce((s, x) => s + x, 0)).toBe(b.income);
            expect(Object.values(b.byKind).every((x) => x >= 0)).toBe(true);
          }
          expect(deduction).toBeLessThanOrEqual(Math.max(0, w.dni.dni));
          expect(form706Worksheet(f, d).grossEstate.value).toBe(d.meta.gval_death);
        } else {
          const w = t3Worksheet(f, year, d);
          expect(worksheetTotals(w.flows)).toEqual({
            receipts: t.receipts,
            disbursements: t.disbursements,
            distributions: t.distributions,
          });
          // Line by line, as for the US: income, gains received, fees listed and what is no income or deduction.
          const amounts = (lines: readonly TaxLine[]) => lines.reduce((s, l) => s + l.amount, 0);
          const receivedCa = one(w.gains, 'T3S3:slips');
          const receipts = ['loans', 'refunds', 'deposits'];
          expect(
            amounts(w.income.filter((l) => l.key !== 'T3:np')) + receivedCa + sumOf(w.notOnReturn, receipts),
          ).toBe(t.receipts);
          const outs = w.notOnReturn.filter((l) => !receipts.includes(l.key));
          expect(amounts(w.deductions) + amounts(outs)).toBe(t.disbursements);
          const allocated = one(w.result, 'T3:allocated');
          expect(w.slips.reduce((s, x) => s + x.allocated, 0)).toBe(allocated);
          expect(allocated).toBeLessThanOrEqual(Math.max(0, one(w.result, 'T3:net')));
          // The final T1's proceeds (deemed and rolled) are the ACB the estate takes: the engine's basis at death.
          const t1 = finalT1(f, d);
          for (const r of t1.deemed) {
            expect(r.deemedProceeds + r.rolled).toBe(d.assets.get(r.assetId)?.cost_basis_death_used);
          }
          const tx19 = tx19Schedule(f, d);
          const engine = f.assets
            .filter((a) => !a.sundry_refunds)
            .reduce((s, a) => s + (d.assets.get(a.id)?.val ?? 0), 0);
          expect(tx19.totals.fmvNow).toBe(engine);
        }
      }),
      { numRuns: 300, endOnFailure: true },
    );
    // Not a vacuous pass: most estates had a death date and money moving in the year picked.
    expect(checked).toBeGreaterThan(250);
    expect(withFlows).toBeGreaterThan(checked / 2);
  }, 240_000);
});
