// The executor fee calculator (issue 19): what a personal representative may be paid where the
// estate is settled. One rule per place, each naming its statute: the percentage schedules of the states that
// have one, the "effort" places (hours at a low, standard and high rate), and Canada's provinces with their
// tariffs, guidelines and maxima. Figures: each rule's statute (its `authority`), linked by place in
// places/fee-sources.ts.
import {
  dollars as $,
  type Bracket,
  type FeeAnswer,
  marginal,
  money,
  ofBp,
  pct,
  total,
  type WorkingLine,
} from './working.ts';

/** Cents, unless said otherwise. */
export interface ExecutorFeeInput {
  /** The probate estate at its value at death, before debts. */
  gross: number;
  net: number;
  /** Personal property (everything but real estate) in the probate estate. */
  property: number;
  /** Proceeds of real estate sold during the administration. */
  property_sold: number;
  /** Property passing outside probate that counts for estate tax (life insurance to named people left out). */
  benefits: number;
  /** Money received and paid out during the administration. */
  funds_in: number;
  funds_out: number;
  /** Property handed to heirs in kind. */
  asset_distribs: number;
  /** Interest earned on money the executor lent. */
  loan_int: number;
  /** Income earned during the administration. */
  cashflow: number;
  /** Liens and mortgages on the estate's property. */
  debt: number;
  /** Extra compensation a court allowed for extraordinary services. */
  extra: number;
  num_execs: number;
  /** Rent collected in a year of managing property. */
  rent: number;
  /** Effort places: hours of work at each level, and the hourly rates in cents. */
  hours: { low: number; standard: number; high: number };
  rates: { low: number; standard: number; high: number };
  /** Canada: how demanding the estate is (index into CANADA_ADJUST), and an own rate in basis points (0: none). */
  adjust: number;
  adjust_percent: number;
  /** Canada: average value under management and the years it was managed (care and management fee). */
  avg_val: number;
  years: number;
  cash_bequests: number;
  debts_paid: number;
}

export type EffortRates = { low: number; standard: number; high: number };
export const EFFORT_RATES: EffortRates = { low: $(18), standard: $(34), high: $(300) };
/** Quebec's own hourly rates, in place of the factored US ones (docs/architecture.md, the calculators). */
const QC_RATES: EffortRates = { low: $(21), standard: $(60), high: $(300) };
/**
 * Rate factors: multipliers of the effort rates for the places they name (issue 35), Probity's estimate: where
 * pay and prices run lower or higher than the US average, so does a reasonable hourly rate. Unnamed places: 1.
 */
const RATE_FACTORS: readonly (readonly [number, string])[] = [
  [0.87, 'CO DE HI IL MN ND NH RI VT'],
  [0.78, 'AZ IN ME MI NE PA UT'],
  [0.7, 'ID KS MT NM TN VI'],
  [0.65, 'MP MS'],
  [0.5, 'MH'],
  [1.5, 'DC'],
];
const FACTOR_OF = new Map(
  RATE_FACTORS.flatMap(([f, places]) => places.split(' ').map((p) => [p, f] as const)),
);

/** The estimated hourly rates of an effort place (cents): Quebec's own, else the US rates by the place's factor. */
export function effortRatesOf(place: string): EffortRates {
  if (place === 'QC') return QC_RATES;
  const f = FACTOR_OF.get(place) ?? 1;
  return {
    low: Math.round(EFFORT_RATES.low * f),
    standard: Math.round(EFFORT_RATES.standard * f),
    high: Math.round(EFFORT_RATES.high * f),
  };
}

/** Counties that publish fee guidelines of their own, which the effort estimate does not replace (issue 35). */
const LOCAL_GUIDELINES: Record<string, string> = {
  TN: 'Davidson, Hamilton and Shelby counties publish local guidelines for executor fees; courts treat them as guides, not fixed percentages. Read the one of the county where the estate is probated.',
  IN: 'Hamilton County publishes local guidelines for executor fees. If the estate is probated there, read them.',
};
export const CANADA_ADJUST = ['Minimal', 'Modest', 'Standard', 'Above Average', 'Exceptional'] as const;
/** The places whose law pays "reasonable compensation" with no schedule: estimated as hours x rate. */
export const EFFORT_PLACES =
  'AK AZ CO DC DE HI ID IL IN KS MA ME MH MI MN MP MS MT ND NE NH NM PA QC RI TN UT VI VT WA'.split(' ');

export class FeeInputError extends Error {}

/** An estate of nothing, one executor, the default rates and level: what a form starts from. */
export const emptyFeeInput = (): ExecutorFeeInput => ({
  gross: 0,
  net: 0,
  property: 0,
  property_sold: 0,
  benefits: 0,
  funds_in: 0,
  funds_out: 0,
  asset_distribs: 0,
  loan_int: 0,
  cashflow: 0,
  debt: 0,
  extra: 0,
  num_execs: 1,
  rent: 0,
  hours: { low: 0, standard: 0, high: 0 },
  rates: EFFORT_RATES,
  adjust: 2,
  adjust_percent: 0,
  avg_val: 0,
  years: 0,
  cash_bequests: 0,
  debts_paid: 0,
});

type Rule = (v: ExecutorFeeInput) => Omit<FeeAnswer, 'amount'>;
const k = (d: number) => $(d * 1000);
const flat = (base: number, bp: number, what: string): WorkingLine => ({
  text: `${pct(bp)} of ${what}: ${pct(bp)} x ${money(base)}`,
  amount: ofBp(Math.max(0, base), bp),
});
const tiers = (...t: [number | null, number][]): Bracket[] =>
  t.map(([upTo, bp]) => ({ upTo: upTo === null ? null : k(upTo), bp }));
const scheduled = (
  authority: string,
  qualifier: string,
  base: number,
  brackets: Bracket[],
  what: string,
  notes: string[] = [],
) => ({
  qualifier,
  authority,
  lines: marginal(Math.max(0, base), brackets, ` of ${what}`),
  notes,
});

const RULES: Record<string, Rule> = {
  // Cal. Prob. Code §10800: on the estate accounted for (inventory plus receipts), no deduction for debts.
  CA: (v) => ({
    ...scheduled(
      'Cal. Prob. Code §10800',
      'statutory',
      v.gross + v.cashflow,
      tiers([100, 400], [200, 300], [1000, 200], [10_000, 100], [25_000, 50]),
      'the estate accounted for',
    ),
    notes: [
      'Above $25,000,000 the court sets a reasonable amount; the attorney is paid on the same schedule (§10810).',
    ],
  }),
  // N.Y. SCPA §2307(1): on what is received and paid out; co-executors share one, two or three commissions.
  NY: (v) => {
    const one = marginal(
      v.gross + v.cashflow,
      tiers([100, 500], [300, 400], [1000, 300], [5000, 250], [null, 200]),
      ' of the property received and paid out',
    );
    const base = v.gross + v.cashflow;
    const commissions = Math.max(1, Math.min(v.num_execs, base < k(100) ? 1 : base < k(300) ? 2 : 3));
    const lines =
      commissions === 1
        ? one
        : [
            ...one,
            {
              text: `Commissions for ${commissions} executors (the law allows up to ${commissions}): ${commissions - 1} more x ${money(total(one))}`,
              amount: (commissions - 1) * total(one),
            },
          ];
    return { qualifier: 'maximum', authority: 'N.Y. Surr. Ct. Proc. Act §2307', lines, notes: [] };
  },
  // Fla. Stat. §733.617(2): on the inventory value plus income, presumed reasonable.
  FL: (v) =>
    scheduled(
      'Fla. Stat. §733.617',
      'statutory',
      v.gross + v.cashflow,
      tiers([1000, 300], [5000, 250], [10_000, 200], [null, 150]),
      'the inventory value and income',
    ),
  // RSMo §473.153: a minimum, on personal property and the proceeds of real estate sold.
  MO: (v) =>
    scheduled(
      'Mo. Rev. Stat. §473.153',
      'minimum',
      v.property + v.property_sold,
      tiers([5, 500], [25, 400], [100, 300], [400, 275], [1000, 250], [null, 200]),
      'the personal property and real estate sold',
    ),
  // Ark. Code §28-48-108: a maximum, on the personal property administered.
  AR: (v) =>
    scheduled(
      'Ark. Code §28-48-108',
      'maximum',
      v.property,
      tiers([1, 1000], [5, 500], [null, 300]),
      'the personal property',
    ),
  // Iowa Code §633.197: a maximum, on the gross assets in the inventory.
  IA: (v) =>
    scheduled(
      'Iowa Code §633.197',
      'maximum',
      v.gross,
      tiers([1, 600], [5, 400], [null, 200]),
      'the gross assets',
    ),
  // Wyo. Stat. §2-7-803: on the gross value and income.
  WY: (v) =>
    scheduled(
      'Wyo. Stat. §2-7-803',
      'statutory',
      v.gross + v.cashflow,
      tiers([1, 1000], [5, 500], [20, 300], [null, 200]),
      'the estate and its income',
    ),
  // NRS §150.020: on the estate accounted for less liens and encumbrances.
  NV: (v) =>
    scheduled(
      'Nev. Rev. Stat. §150.020',
      'statutory',
      v.gross + v.cashflow - v.debt,
      tiers([15, 400], [100, 300], [null, 200]),
      'the estate less liens',
    ),
  // Md. Est. & Trusts §7-601(b): 9% to $20,000, then $1,800 plus 3.6% of the excess (the same as marginal rates).
  MD: (v) =>
    scheduled(
      'Md. Code, Est. & Trusts §7-601',
      'maximum',
      v.gross,
      tiers([20, 900], [null, 360]),
      'the property administered',
      ['Together with the attorney the fee is generally held to this total.'],
    ),
  // N.J.S.A. 3B:18-14 (corpus, +1% per additional fiduciary) and 3B:18-13 (6% of income).
  NJ: (v) => {
    const lines = marginal(
      Math.max(0, v.gross),
      tiers([200, 500], [1000, 350], [null, 200]),
      ' of the corpus',
    );
    if (v.num_execs > 1)
      lines.push({ ...flat(v.gross, 100 * (v.num_execs - 1), 'the corpus for the other executors') });
    if (v.cashflow > 0) lines.push(flat(v.cashflow, 600, 'the income'));
    return {
      qualifier: 'statutory',
      authority: 'N.J. Stat. §3B:18-13, §3B:18-14',
      lines,
      notes: ['No one executor receives more than a sole executor would.'],
    };
  },
  // Wis. Stat. §857.05: 2% of the inventory less mortgages and liens.
  WI: (v) => ({
    qualifier: 'statutory',
    authority: 'Wis. Stat. §857.05',
    lines: [flat(v.gross - v.debt, 200, 'the inventory less liens')],
    notes: [],
  }),
  // Tex. Estates Code §352.002: 5% of cash received and 5% of cash paid out, at most 5% of the gross estate.
  TX: (v) => {
    const lines = [flat(v.funds_in, 500, 'the cash received'), flat(v.funds_out, 500, 'the cash paid out')];
    const cap = ofBp(v.gross, 500);
    if (total(lines) > cap)
      lines.push({ text: `Held to 5% of the gross estate (${money(cap)})`, amount: cap - total(lines) });
    return {
      qualifier: 'statutory',
      authority: 'Tex. Estates Code §352.002',
      lines,
      notes: ['Cash on hand at death, life insurance and payments to heirs do not count.'],
    };
  },
  // O.C.G.A. §53-6-60(b): 2.5% in and 2.5% out, 10% of interest on loans, up to 3% of property delivered in kind,
  // up to 10% of the income of property managed.
  GA: (v) => ({
    qualifier: 'statutory',
    authority: 'Ga. Code §53-6-60',
    lines: [
      flat(v.funds_in, 250, 'the money received'),
      flat(v.funds_out, 250, 'the money paid out'),
      flat(v.loan_int, 1000, 'the interest on loans'),
      flat(v.asset_distribs, 300, 'the property delivered in kind (at most)'),
      flat(v.rent, 1000, 'the rent of property managed (at most)'),
    ].filter((l) => l.amount > 0),
    notes: [],
  }),
  // 58 O.S. §527: on the whole estate accounted for.
  OK: (v) =>
    scheduled(
      'Okla. Stat. tit. 58 §527',
      'statutory',
      v.gross + v.cashflow,
      tiers([1, 500], [6, 400], [null, 250]),
      'the estate accounted for',
      ['Co-executors share one fee.'],
    ),
  // R.C. §2113.35: personal property, income and real estate sold; 1% of real estate not sold and of non-probate
  // property counted for estate tax.
  OH: (v) => {
    const lines = marginal(
      Math.max(0, v.property + v.cashflow + v.property_sold),
      tiers([100, 400], [400, 300], [null, 200]),
      ' of the personal property, income and real estate sold',
    );
    const unsold = Math.max(0, v.gross - v.property - v.property_sold);
    if (unsold > 0) lines.push(flat(unsold, 100, 'the real estate not sold'));
    if (v.benefits > 0) lines.push(flat(v.benefits, 100, 'the non-probate property'));
    return { qualifier: 'statutory', authority: 'Ohio Rev. Code §2113.35', lines, notes: [] };
  },
  // KRS §395.150: at most 5% of the personal estate and 5% of the income.
  KY: (v) => ({
    qualifier: 'maximum',
    authority: 'Ky. Rev. Stat. §395.150',
    lines: [flat(v.property, 500, 'the personal estate'), flat(v.cashflow, 500, 'the income')],
    notes: [],
  }),
  // La. C.C.P. art. 3351: 2.5% of the inventory.
  LA: (v) => ({
    qualifier: 'statutory',
    authority: 'La. Code Civ. Proc. art. 3351',
    lines: [flat(v.gross, 250, 'the inventory')],
    notes: [],
  }),
  // Ala. Code §43-2-848: at most 2.5% of what is received and 2.5% of what is paid out.
  AL: (v) => ({
    qualifier: 'maximum',
    authority: 'Ala. Code §43-2-848',
    lines: [
      flat(v.gross + v.cashflow, 250, 'the property received'),
      flat(v.funds_out, 250, 'the disbursements'),
    ],
    notes: [],
  }),
  // N.C.G.S. §28A-23-3: at most 5% of receipts and 5% of expenditures.
  NC: (v) => ({
    qualifier: 'maximum',
    authority: 'N.C. Gen. Stat. §28A-23-3',
    lines: [
      flat(v.property + v.property_sold + v.cashflow, 500, 'the receipts'),
      flat(v.funds_out, 500, 'the expenditures'),
    ],
    notes: ['Payments to heirs are not expenditures.'],
  }),
  // S.C. Code §62-3-719: at most 5% of the personal property, of real estate sold, and of income.
  SC: (v) => ({
    qualifier: 'maximum',
    authority: 'S.C. Code §62-3-719',
    lines: [
      flat(v.property, 500, 'the personal property'),
      flat(v.property_sold, 500, 'the real estate sold'),
      flat(v.cashflow, 500, 'the income'),
    ].filter((l) => l.amount > 0),
    notes: [],
  }),
  // ORS §116.173: on the probate property and income, plus 1% of non-probate property counted for estate tax.
  OR: (v) => {
    const lines = marginal(
      Math.max(0, v.gross + v.cashflow),
      tiers([1, 700], [10, 400], [50, 300], [null, 200]),
      ' of the probate property and income',
    );
    if (v.benefits > 0) lines.push(flat(v.benefits, 100, 'the non-probate property'));
    return {
      qualifier: 'statutory',
      authority: 'Or. Rev. Stat. §116.173',
      lines,
      notes: ['Co-executors share the fee.'],
    };
  },
};

/** An effort place: the hours at each rate; the amount a court would find reasonable for that work. */
function effort(place: string, v: ExecutorFeeInput, authority: string): Omit<FeeAnswer, 'amount'> {
  if (v.gross <= 0) throw new FeeInputError('Enter the gross value of the estate (above 0)');
  const lines = (['low', 'standard', 'high'] as const)
    .filter((t) => v.hours[t] > 0)
    .map((t) => ({
      text: `${v.hours[t]} ${v.hours[t] === 1 ? 'hour' : 'hours'} of ${t === 'high' ? 'professional' : t} work at ${money(v.rates[t])} an hour`,
      amount: Math.round(v.hours[t] * v.rates[t]),
    }));
  return {
    qualifier: 'reasonable',
    authority,
    lines,
    notes: [
      'The law here allows reasonable pay for the work done: courts look at the time spent, the skill needed and the size of the estate.',
      'The hourly rates are estimates for this place; use the rates you would in fact be paid if you know them.',
      ...(LOCAL_GUIDELINES[place] ? [LOCAL_GUIDELINES[place]] : []),
    ],
  };
}

/** Canada's levels between a low and a high rate (bp): Minimal the low end, Exceptional the high end. */
const level = (v: ExecutorFeeInput, low: number, high: number) =>
  Math.round(low + ((high - low) * Math.min(4, Math.max(0, v.adjust))) / 4);
const careAndManagement = (v: ExecutorFeeInput): WorkingLine[] =>
  v.avg_val > 0 && v.years > 0
    ? [
        {
          text: `Care and management: 0.4% a year of ${money(v.avg_val)} for ${v.years} years`,
          amount: Math.round(ofBp(v.avg_val, 40) * v.years),
        },
      ]
    : [];

const CANADA: Record<string, Rule> = {
  // Trustee Act (Ontario) s.61 and the courts' tariff: 2.5% of capital and revenue receipts and disbursements,
  // and 0.4% a year care and management.
  ON: (v) => {
    const bp = v.adjust_percent > 0 ? v.adjust_percent : 250;
    return {
      qualifier: v.adjust_percent > 0 ? 'estimate' : 'guideline',
      authority: 'Trustee Act (Ontario), s. 61, and the courts\u2019 tariff',
      lines: [
        flat(v.gross, bp, 'the capital receipts'),
        flat(v.debts_paid + v.cash_bequests + v.asset_distribs, bp, 'the capital disbursements'),
        flat(v.cashflow, bp, 'the revenue receipts'),
        flat(v.funds_out, bp, 'the revenue disbursements'),
        ...careAndManagement(v),
      ],
      notes: [
        'Courts test the total against the size of the estate, the care and responsibility, the time, the skill and the result.',
      ],
    };
  },
  // Trustee Act (BC) s.88: at most 5% of the capital and 5% of income, plus 0.4% a year care and management.
  BC: (v) => {
    const bp = Math.min(500, v.adjust_percent > 0 ? v.adjust_percent : level(v, 100, 500));
    return {
      qualifier: 'estimate',
      authority: 'Trustee Act (British Columbia), s. 88',
      lines: [flat(v.gross, bp, 'the capital'), flat(v.cashflow, bp, 'the income'), ...careAndManagement(v)],
      notes: ['The law allows at most 5% of the capital and of the income; courts often allow about 3%.'],
    };
  },
  // Alberta Surrogate Rules Committee guideline (1995): ranges by capital band and 4-6% of revenue.
  AB: (v) => {
    const lines = marginal(
      Math.max(0, v.gross),
      [
        { upTo: k(250), bp: level(v, 300, 500) },
        { upTo: k(500), bp: level(v, 200, 400) },
        { upTo: null, bp: level(v, 50, 300) },
      ],
      ' of the capital',
    );
    if (v.cashflow > 0) lines.push(flat(v.cashflow, level(v, 400, 600), 'the revenue'));
    return {
      qualifier: 'guideline',
      authority: 'Surrogate Rules (Alberta), Schedule 1, and the 1995 guideline',
      lines: [...lines, ...careAndManagement(v)],
      notes: ['The guideline gives ranges; the level chooses where in each range the estate sits.'],
    };
  },
};
// The provinces with a "fair and reasonable" allowance and no tariff: a percentage of the capital and income by
// level (commonly 2-5%, at most 5% where a maximum is set), plus care and management where it is customary.
for (const [place, authority, care] of [
  ['SK', 'The Trustee Act, 2009 (Saskatchewan), s. 52', false],
  ['MB', 'The Trustee Act (Manitoba), s. 90', true],
  ['NS', 'Probate Act (Nova Scotia)', false],
  ['NB', 'Trustees Act (New Brunswick)', false],
  ['NL', 'Trustee Act (Newfoundland and Labrador)', true],
  ['PE', 'Trustee Act (Prince Edward Island)', false],
  ['NT', 'Trustee Act (Northwest Territories)', false],
  ['NU', 'Trustee Act (Nunavut)', true],
  ['YT', 'Trustee Act (Yukon)', false],
] as const)
  CANADA[place] = (v) => {
    const bp = Math.min(500, v.adjust_percent > 0 ? v.adjust_percent : level(v, 100, 500));
    return {
      qualifier: 'estimate',
      authority,
      lines: [
        flat(v.gross, bp, 'the capital'),
        flat(v.cashflow, bp, 'the income'),
        ...(care ? careAndManagement(v) : []),
      ],
      notes: ['A fair and reasonable allowance: the level reflects how demanding the estate was.'],
    };
  };

/** The places with a rule of their own (the rest of the US pays for effort). */
export const FEE_SCHEDULE_PLACES = [...Object.keys(RULES), ...Object.keys(CANADA)];

/**
 * The executor's fee in a place with its working. Throws FeeInputError for input the place cannot use (an
 * effort place without a gross value).
 */
export function executorFee(place: string, country: 'us' | 'ca', v: ExecutorFeeInput): FeeAnswer {
  const rule = country === 'ca' ? (place === 'QC' ? undefined : CANADA[place]) : RULES[place];
  const a = rule
    ? rule(v)
    : effort(
        place,
        v,
        place === 'QC'
          ? 'Civil Code of Québec, arts. 789, 1300'
          : 'Uniform Probate Code §3-719 or the state\u2019s own statute',
      );
  const lines = [...a.lines];
  if (v.extra > 0) lines.push({ text: 'Extraordinary services the court allowed', amount: v.extra });
  return { ...a, lines, amount: total(lines) };
}

export type FeeField = Exclude<keyof ExecutorFeeInput, 'net' | 'rates'>;
const CARE: FeeField[] = ['avg_val', 'years'];
const CA_LEVEL: FeeField[] = ['gross', 'cashflow', 'adjust', 'adjust_percent'];
/** The inputs each place's rule reads (the form asks for these only); `extra` everywhere. */
const FIELDS: Record<string, FeeField[]> = {
  CA: ['gross', 'cashflow'],
  NY: ['gross', 'cashflow', 'num_execs'],
  FL: ['gross', 'cashflow'],
  MO: ['property', 'property_sold'],
  AR: ['property'],
  IA: ['gross'],
  WY: ['gross', 'cashflow'],
  NV: ['gross', 'cashflow', 'debt'],
  MD: ['gross'],
  NJ: ['gross', 'cashflow', 'num_execs'],
  WI: ['gross', 'debt'],
  TX: ['gross', 'funds_in', 'funds_out'],
  GA: ['funds_in', 'funds_out', 'loan_int', 'asset_distribs', 'rent'],
  OK: ['gross', 'cashflow'],
  OH: ['gross', 'property', 'property_sold', 'cashflow', 'benefits'],
  KY: ['property', 'cashflow'],
  LA: ['gross'],
  AL: ['gross', 'cashflow', 'funds_out'],
  NC: ['property', 'property_sold', 'cashflow', 'funds_out'],
  SC: ['property', 'property_sold', 'cashflow'],
  OR: ['gross', 'cashflow', 'benefits'],
};
const CA_FIELDS: Record<string, FeeField[]> = {
  ON: [
    'gross',
    'debts_paid',
    'cash_bequests',
    'asset_distribs',
    'cashflow',
    'funds_out',
    ...CARE,
    'adjust_percent',
  ],
  BC: [...CA_LEVEL, ...CARE],
  AB: ['gross', 'cashflow', 'adjust', ...CARE],
  MB: [...CA_LEVEL, ...CARE],
  NL: [...CA_LEVEL, ...CARE],
  NU: [...CA_LEVEL, ...CARE],
};

/** The fields the form shows for a place. */
export function feeFieldsOf(place: string, country: 'us' | 'ca'): FeeField[] {
  const own =
    country === 'ca' ? (place === 'QC' ? undefined : (CA_FIELDS[place] ?? CA_LEVEL)) : FIELDS[place];
  return [...(own ?? ['gross', 'hours']), 'extra'];
}
