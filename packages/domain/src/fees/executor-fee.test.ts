import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EFFORT_RATES,
  type ExecutorFeeInput,
  effortRatesOf,
  emptyFeeInput,
  executorFee,
  FEE_SCHEDULE_PLACES,
  FeeInputError,
} from './executor-fee.ts';

// Each figure worked out by hand from the statute named beside its rule in executor-fee.ts; dollars below,
// compared in cents.
const none: ExecutorFeeInput = emptyFeeInput();
const c = (d: number) => Math.round(d * 100);
/** The fee in dollars for an estate whose every base is `dollars`, unless `more` says otherwise (dollars). */
const fee = (
  place: string,
  dollars: number,
  more: Partial<Record<keyof ExecutorFeeInput, number>> = {},
  country: 'us' | 'ca' = 'us',
) => {
  const v = { ...none, gross: c(dollars), property: c(dollars) };
  for (const [key, d] of Object.entries(more))
    (v as Record<string, unknown>)[key] =
      key === 'num_execs' || key === 'adjust' || key === 'adjust_percent' || key === 'years' ? d : c(d);
  return (executorFee(place, country, v).amount ?? 0) / 100;
};

describe('US statutory schedules', () => {
  it('California §10800: 4% / 3% / 2% / 1% / 0.5%', () => {
    expect(fee('CA', 100_000)).toBe(4_000);
    expect(fee('CA', 100_000.01)).toBe(4_000); // 0.03 cents rounds away
    expect(fee('CA', 500_000)).toBe(13_000);
    expect(fee('CA', 750_000)).toBe(18_000); // 4,000 + 3,000 + 2% x 550,000
    expect(fee('CA', 1_000_000)).toBe(23_000);
    expect(fee('CA', 100_000, { extra: 1_000 })).toBe(5_000);
  });
  it('New York §2307: one commission below $100,000, up to three from $300,000', () => {
    expect(fee('NY', 100_000)).toBe(5_000);
    expect(fee('NY', 1_000_000)).toBe(34_000);
    expect(fee('NY', 99_000, { num_execs: 2 })).toBe(4_950); // one commission, shared
    expect(fee('NY', 200_000, { num_execs: 3 })).toBe(18_000); // two commissions of 9,000
    expect(fee('NY', 500_000, { num_execs: 3 })).toBe(57_000);
  });
  it('Florida, Missouri (a minimum), Arkansas and Iowa (maxima)', () => {
    expect(fee('FL', 1_000_000)).toBe(30_000);
    expect(fee('FL', 2_000_000)).toBe(55_000);
    expect(fee('MO', 100_000)).toBe(3_300);
    expect(fee('MO', 400_000)).toBe(11_550);
    expect(fee('MO', 1_000_000)).toBe(26_550);
    expect(fee('AR', 1_000)).toBe(100);
    expect(fee('AR', 5_000)).toBe(300);
    expect(fee('AR', 100_000)).toBe(3_150);
    expect(fee('IA', 1_000)).toBe(60);
    expect(fee('IA', 100_000)).toBe(2_120);
    expect(fee('IA', 1_000_000)).toBe(20_120);
  });
  it('Wyoming, Nevada (less liens), Maryland, Oklahoma, Oregon', () => {
    expect(fee('WY', 20_000)).toBe(750);
    expect(fee('WY', 600_000)).toBe(12_350);
    expect(fee('NV', 500_000)).toBe(11_150);
    expect(fee('NV', 600_000, { debt: 100_000 })).toBe(11_150);
    expect(fee('MD', 20_000)).toBe(1_800);
    expect(fee('MD', 100_000)).toBe(4_680);
    expect(fee('MD', 1_000_000)).toBe(37_080);
    expect(fee('OK', 6_000)).toBe(250);
    expect(fee('OK', 600_000)).toBe(15_100);
    expect(fee('OR', 100_000)).toBe(2_630);
    expect(fee('OR', 1_000_000, { benefits: 200_000 })).toBe(22_630);
  });
  it('New Jersey: corpus schedule, 1% more per further executor, 6% of income', () => {
    expect(fee('NJ', 200_000)).toBe(10_000);
    expect(fee('NJ', 1_000_000)).toBe(38_000);
    expect(fee('NJ', 1_000_000, { num_execs: 2, cashflow: 10_000 })).toBe(38_000 + 10_000 + 600);
  });
  it('flat rates: Wisconsin 2% less liens, Louisiana 2.5%, Kentucky 5% + 5%', () => {
    expect(fee('WI', 1_000_000, { debt: 200_000 })).toBe(16_000);
    expect(fee('LA', 500_000)).toBe(12_500);
    expect(fee('KY', 200_000, { cashflow: 10_000 })).toBe(10_500);
  });
  it('Texas: 5% in and out, held to 5% of the gross estate', () => {
    expect(fee('TX', 1_000_000, { funds_in: 300_000, funds_out: 200_000 })).toBe(25_000);
    expect(fee('TX', 1_000_000, { funds_in: 600_000, funds_out: 400_000 })).toBe(50_000); // exactly the cap
    expect(fee('TX', 1_000_000, { funds_in: 800_000, funds_out: 600_000 })).toBe(50_000);
  });
  it('Georgia: 2.5% in and out, 10% of loan interest, up to 3% in kind', () => {
    expect(
      fee('GA', 0, { funds_in: 100_000, funds_out: 80_000, loan_int: 1_000, asset_distribs: 50_000 }),
    ).toBe(6_100);
  });
  it('Ohio: personal property schedule plus 1% of real estate not sold and of non-probate property', () => {
    expect(fee('OH', 750_000)).toBe(20_000);
    expect(fee('OH', 1_000_000, { property: 750_000, benefits: 100_000 })).toBe(20_000 + 2_500 + 1_000);
  });
});

describe('the flat and split rates, three cases each', () => {
  it('Louisiana and Wisconsin', () => {
    expect(fee('LA', 0)).toBe(0);
    expect(fee('LA', 1_000)).toBe(25);
    expect(fee('LA', 1_000_000)).toBe(25_000);
    expect(fee('WI', 100_000)).toBe(2_000);
    expect(fee('WI', 100_000, { debt: 150_000 })).toBe(0); // liens above the value: nothing, never negative
  });
  it('Kentucky, South Carolina, Alabama, North Carolina', () => {
    expect(fee('KY', 0, { cashflow: 2_000 })).toBe(100);
    expect(fee('KY', 50_000)).toBe(2_500);
    expect(fee('SC', 100_000, { property_sold: 200_000, cashflow: 4_000 })).toBe(5_000 + 10_000 + 200);
    expect(fee('SC', 0)).toBe(0);
    expect(fee('AL', 200_000, { cashflow: 10_000, funds_out: 40_000 })).toBe(5_250 + 1_000);
    expect(fee('AL', 1)).toBe(0.03); // 2.5% of $1.00, rounded to the cent
    expect(fee('NC', 100_000, { property_sold: 50_000, funds_out: 20_000 })).toBe(7_500 + 1_000);
    expect(fee('NC', 2_000)).toBe(100);
  });
  it('Georgia: each part alone', () => {
    expect(fee('GA', 0, { funds_in: 10_000 })).toBe(250);
    expect(fee('GA', 0, { asset_distribs: 100_000 })).toBe(3_000);
    expect(fee('GA', 0, { rent: 12_000 })).toBe(1_200);
  });
});

describe('effort places and Canada', () => {
  it('pays the hours at the default rates, and needs a gross value', () => {
    const v = { ...none, gross: c(250_000), hours: { low: 10, standard: 20, high: 2 } };
    expect(executorFee('CO', 'us', v).amount).toBe(c(180 + 680 + 600));
    expect(executorFee('QC', 'ca', v).qualifier).toBe('reasonable');
    expect(() => executorFee('CO', 'us', { ...v, gross: 0 })).toThrow(FeeInputError);
  });
  it("the rates are the place's estimate: the US rates by the place's factor, Quebec's own", () => {
    expect(effortRatesOf('AK')).toEqual(EFFORT_RATES);
    expect(effortRatesOf('CO')).toEqual({ low: 15_66, standard: 29_58, high: 261_00 }); // x 0.87
    expect(effortRatesOf('PA')).toEqual({ low: 14_04, standard: 26_52, high: 234_00 }); // x 0.78
    expect(effortRatesOf('TN')).toEqual({ low: 12_60, standard: 23_80, high: 210_00 }); // x 0.7
    expect(effortRatesOf('MS')).toEqual({ low: 11_70, standard: 22_10, high: 195_00 }); // x 0.65
    expect(effortRatesOf('MH')).toEqual({ low: 9_00, standard: 17_00, high: 150_00 }); // x 0.5
    expect(effortRatesOf('DC')).toEqual({ low: 27_00, standard: 51_00, high: 450_00 }); // x 1.5
    expect(effortRatesOf('QC')).toEqual({ low: 21_00, standard: 60_00, high: 300_00 });
    const v = { ...none, gross: c(1), hours: { low: 1, standard: 0, high: 0 }, rates: effortRatesOf('IN') };
    const indiana = executorFee('IN', 'us', v);
    expect(indiana.lines).toEqual([{ text: '1 hour of low work at $14.04 an hour', amount: 14_04 }]);
    expect(indiana.notes.join(' ')).toContain('Hamilton County publishes local guidelines');
    expect(executorFee('CO', 'us', v).notes.join(' ')).not.toContain('local guidelines');
  });
  it("Ontario's tariff: 2.5% of capital and revenue receipts and disbursements, 0.4% a year care", () => {
    expect(
      fee(
        'ON',
        1_000_000,
        { cashflow: 20_000, funds_out: 5_000, debts_paid: 50_000, asset_distribs: 900_000 },
        'ca',
      ),
    ).toBe(49_375);
    expect(fee('ON', 0, { avg_val: 500_000, years: 2 }, 'ca')).toBe(4_000);
  });
  it('Alberta by level inside the guideline ranges; British Columbia held to 5%; the others by level', () => {
    expect(fee('AB', 600_000, {}, 'ca')).toBe(19_250); // Standard: 4% + 3% + 1.75%
    expect(fee('AB', 600_000, { adjust: 0 }, 'ca')).toBe(7_500 + 5_000 + 500); // Minimal: 3% + 2% + 0.5%
    expect(fee('BC', 500_000, {}, 'ca')).toBe(15_000);
    expect(fee('BC', 500_000, { adjust_percent: 700 }, 'ca')).toBe(25_000);
    expect(fee('SK', 500_000, { adjust: 0 }, 'ca')).toBe(5_000);
    expect(fee('MB', 500_000, { adjust: 4, avg_val: 100_000, years: 1 }, 'ca')).toBe(25_400);
    // Nova Scotia at most 5%; Nunavut with care and management; New Brunswick's Modest level (2%)
    expect(fee('NS', 500_000, { adjust_percent: 900 }, 'ca')).toBe(25_000);
    expect(fee('NU', 600_000, { avg_val: 300_000, years: 2 }, 'ca')).toBe(18_000 + 2_400);
    expect(fee('NB', 250_000, { adjust: 1, cashflow: 10_000 }, 'ca')).toBe(5_200);
  });
});

describe('every place', () => {
  it('never negative, whole cents, lines adding up, never less for a larger estate', () => {
    const cents = fc.integer({ min: 1, max: 3_000_000_000 });
    const places = [
      ...FEE_SCHEDULE_PLACES.map(
        (p) =>
          [
            p,
            p.length === 2 &&
            ['ON', 'BC', 'AB', 'SK', 'MB', 'NS', 'NB', 'NL', 'PE', 'NT', 'NU', 'YT'].includes(p)
              ? 'ca'
              : 'us',
          ] as const,
      ),
    ];
    fc.assert(
      fc.property(fc.constantFrom(...places), cents, cents, ([place, country], a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const at = (x: number) =>
          executorFee(place, country, {
            ...none,
            gross: x,
            property: x,
            funds_in: x,
            funds_out: x,
            cashflow: Math.round(x / 20),
          });
        const small = at(lo);
        expect(small.amount).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(small.amount)).toBe(true);
        expect(small.lines.reduce((s, l) => s + l.amount, 0)).toBe(small.amount);
        expect(at(hi).amount).toBeGreaterThanOrEqual(small.amount ?? 0);
      }),
      { numRuns: 2_000 },
    );
  });
});
