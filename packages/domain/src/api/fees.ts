import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from '../constants.ts';
import { CANADA_ADJUST } from '../fees/executor-fee.ts';
import { ZSource } from '../tasks/schema.ts';
import { CA_PROVINCE_CODES, US_STATE_CODES } from '../tasks/state-codes.ts';

// The calculators (issue 19, docs/api.md): money in integer cents as on every other route.
const places = [...US_STATE_CODES, ...CA_PROVINCE_CODES] as [string, ...string[]];
export const ZPlaceParams = z.object({ state: z.enum(places) });
/** As every amount of the app: up to ten billion dollars (so cents x basis points stays an exact integer). */
const ZCents = z.number().int().min(0).max(MAX_AMOUNT_CENTS).default(0);
const ZHours = z.number().min(0).max(100_000).default(0);
const ZRate = z.number().int().min(0).max(10_000_000).optional();

/** POST /api/comp/{state}: the fee calculator payload, cents. */
export const ZCompIn = z
  .object({
    gross: ZCents,
    net: ZCents,
    property: ZCents,
    property_sold: ZCents,
    benefits: ZCents,
    funds_in: ZCents,
    funds_out: ZCents,
    asset_distribs: ZCents,
    loan_int: ZCents,
    cashflow: ZCents,
    complexity: z.number().int().min(0).max(10).default(0),
    debt: ZCents,
    extra: ZCents,
    num_execs: z.number().int().min(1).max(20).default(1),
    rent: ZCents,
    hours: z
      .object({ low: ZHours, standard: ZHours, high: ZHours })
      .default({ low: 0, standard: 0, high: 0 }),
    /** Hourly rates in cents; each one left out is the place's estimate (effortRatesOf). */
    rates: z.object({ low: ZRate, standard: ZRate, high: ZRate }).default({}),
    /** Canada: 0 Minimal ... 4 Exceptional (default Standard). */
    adjust: z
      .number()
      .int()
      .min(0)
      .max(CANADA_ADJUST.length - 1)
      .default(2),
    /** Canada: an own rate in basis points (250 = 2.5%); 0 none. */
    adjust_percent: z.number().int().min(0).max(10_000).default(0),
    avg_val: ZCents,
    years: z.number().min(0).max(100).default(0),
    cash_bequests: ZCents,
    debts_paid: ZCents,
    joint: ZCents,
  })
  .strict();
export type CompIn = z.infer<typeof ZCompIn>;

/** POST /api/probate_fee/{state}: the probate fee calculator payload, cents. */
export const ZProbateFeeIn = z
  .object({ net: ZCents, gross: ZCents, trust: ZCents, distrib: ZCents, amount: ZCents })
  .strict();

export const ZFeeOut = z.object({
  amount: z.number().int().nullable(),
  qualifier: z.string(),
  lines: z.array(z.object({ text: z.string(), amount: z.number().int() })),
  notes: z.array(z.string()),
  authority: z.string(),
});
export type FeeOut = z.infer<typeof ZFeeOut>;

/** GET /api/place_facts/{state}: the state or province page's facts (issue 19). */
export const ZPlaceFactsOut = z.object({
  code: z.string(),
  name: z.string(),
  country: z.enum(['us', 'ca']),
  facts: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      text: z.string(),
      sources: z.array(ZSource),
      /** ISO date the figure was last checked against its sources (issue 35). */
      checked: z.string(),
    }),
  ),
});
