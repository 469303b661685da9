// The probate fee calculator (issue 19): the court fee or tax a place charges to probate an
// estate, from the value the place's rule is based on. Canada: gross-based BC MB NL NS ON PE SK, net-based AB NT
// NU, New Brunswick on the value to be distributed. In the US most states charge a flat filing fee set by the
// court; the states below charge by value. Figures: each rule's statute or tariff (its `authority`), linked by
// place in places/fee-sources.ts.
import {
  dollars as $,
  banded,
  type FeeAnswer,
  money,
  ofBp,
  perUnit,
  total,
  type WorkingLine,
} from './working.ts';

/** Connecticut's largest probate fee (C.G.S. §45a-107(b)(2), deaths from 1 July 2016). */
const CT_FEE_MAX = 40_000_00;

export interface ProbateFeeInput {
  /** Cents: what the estate owns at death, before debts. */
  gross: number;
  /** Cents: gross less the debts. */
  net: number;
  /** Cents: held in a living trust or otherwise passing outside probate (left out of the value). */
  trust: number;
  /** Cents: New Brunswick, the value of the estate to be distributed. */
  distrib: number;
  /** Cents: Connecticut, the part passing to the surviving spouse (counted at half). */
  amount: number;
}

type Rule = (v: ProbateFeeInput) => Omit<FeeAnswer, 'amount'> & { amount?: number | null };

const probated = (v: ProbateFeeInput, base: 'gross' | 'net') => Math.max(0, v[base] - v.trust);
const baseNote = (base: 'gross' | 'net') =>
  base === 'gross'
    ? 'Based on the gross value of the estate (before debts), less what passes outside probate.'
    : 'Based on the net value of the estate (after debts), less what passes outside probate.';

const RULES: Record<string, Rule> = {
  // Estate Administration Tax Act, 1998 (Ontario) s.2(6): nil on the first $50,000, then $15 per $1,000 or part
  // (certificates applied for from 1 January 2020).
  ON: (v) => {
    const value = probated(v, 'gross');
    return {
      qualifier: 'statutory',
      authority: 'Estate Administration Tax Act, 1998 (Ontario), s. 2',
      lines: [perUnit(Math.max(0, value - $(50_000)), $(1_000), $(15), 'the value above $50,000.00')],
      notes: [
        baseNote('gross'),
        'Ontario real estate counts less its mortgages; other debts are not deducted.',
      ],
    };
  },
  // Probate Fee Act (BC) s.2: nil to $25,000; $6 per $1,000 or part from $25,000 to $50,000; $14 above; plus the
  // $200 court filing fee (Supreme Court Civil/Probate fees) when the estate passes $25,000.
  BC: (v) => {
    const value = probated(v, 'gross');
    const lines: WorkingLine[] = [];
    if (value > $(25_000)) {
      lines.push(
        perUnit(
          Math.min(value, $(50_000)) - $(25_000),
          $(1_000),
          $(6),
          'the value from $25,000.00 to $50,000.00',
        ),
      );
      if (value > $(50_000))
        lines.push(perUnit(value - $(50_000), $(1_000), $(14), 'the value above $50,000.00'));
      lines.push({ text: 'Court filing fee for an estate over $25,000.00', amount: $(200) });
    }
    return {
      qualifier: 'statutory',
      authority: 'Probate Fee Act (British Columbia), s. 2',
      lines,
      notes: [baseNote('gross')],
    };
  },
  // Alberta Surrogate Rules, Schedule 2: by the net value of the Alberta property.
  AB: (v) => ({
    qualifier: 'statutory',
    authority: 'Surrogate Rules (Alberta), Schedule 2',
    lines: [
      banded(
        probated(v, 'net'),
        [
          { upTo: $(10_000), fee: $(35) },
          { upTo: $(25_000), fee: $(135) },
          { upTo: $(125_000), fee: $(275) },
          { upTo: $(250_000), fee: $(400) },
          { upTo: null, fee: $(525) },
        ],
        'a net estate',
      ),
    ],
    notes: [baseNote('net')],
  }),
  // The Administration of Estates Act (Saskatchewan) fees: $7 per $1,000 or part of the whole value.
  SK: (v) => ({
    qualifier: 'statutory',
    authority: 'The Administration of Estates Act (Saskatchewan), fees',
    lines: [perUnit(probated(v, 'gross'), $(1_000), $(7), 'the whole value')],
    notes: [baseNote('gross')],
  }),
  // Manitoba abolished its probate fee on 6 November 2020 (The Court Services Fees Act).
  MB: () => ({
    qualifier: 'none',
    authority: 'The Court Services Fees Act (Manitoba)',
    lines: [{ text: 'Manitoba charges no probate fee since 6 November 2020', amount: 0 }],
    notes: ['A small processing fee may still apply.'],
  }),
  // Quebec has no probate tax; a notarial will needs no verification, other wills are verified by the court or
  // a notary for a fee not set by value.
  QC: () => ({
    qualifier: 'none',
    authority: 'Civil Code of Québec, arts. 772-773 (verification of wills)',
    lines: [{ text: 'Québec charges no probate tax', amount: 0 }],
    notes: [
      'A notarial will needs no verification. A holograph or witnessed will is verified by the court or a notary, whose fee is not based on the estate value and is not included.',
    ],
  }),
  // Probate Court Act (New Brunswick), Schedule A: bands to $20,000, then $5 per $1,000 or part of the whole
  // estate; on the value of the estate to be distributed (the calculator's `distrib`).
  NB: (v) => {
    const value = Math.max(0, v.distrib);
    const lines =
      value > $(20_000)
        ? [perUnit(value, $(1_000), $(5), 'the whole estate')]
        : [
            banded(
              value,
              [
                { upTo: $(5_000), fee: $(25) },
                { upTo: $(10_000), fee: $(50) },
                { upTo: $(15_000), fee: $(75) },
                { upTo: $(20_000), fee: $(100) },
              ],
              'an estate',
            ),
          ];
    return {
      qualifier: 'statutory',
      authority: 'Probate Court Act (New Brunswick), Schedule A',
      lines,
      notes: ['Based on the value of the estate to be distributed.'],
    };
  },
  // Probate Act (Nova Scotia) s.87(2), from 1 April 2015: bands to $100,000, then $16.95 per $1,000 or part.
  NS: (v) => {
    const value = probated(v, 'gross');
    const lines = [
      banded(
        Math.min(value, $(100_000)),
        [
          { upTo: $(10_000), fee: 8_560 },
          { upTo: $(25_000), fee: 21_520 },
          { upTo: $(50_000), fee: 35_815 },
          { upTo: $(100_000), fee: 100_265 },
        ],
        'an estate',
      ),
    ];
    if (value > $(100_000))
      lines.push(perUnit(value - $(100_000), $(1_000), 1_695, 'the value above $100,000.00'));
    return {
      qualifier: 'statutory',
      authority: 'Probate Act (Nova Scotia), s. 87',
      lines,
      notes: [baseNote('gross')],
    };
  },
  // Probate fees (Prince Edward Island): bands to $100,000, then $400 + $4 per $1,000 or part.
  PE: (v) => {
    const value = probated(v, 'gross');
    const lines = [
      banded(
        Math.min(value, $(100_000)),
        [
          { upTo: $(10_000), fee: $(50) },
          { upTo: $(25_000), fee: $(100) },
          { upTo: $(50_000), fee: $(200) },
          { upTo: $(100_000), fee: $(400) },
        ],
        'an estate',
      ),
    ];
    if (value > $(100_000))
      lines.push(perUnit(value - $(100_000), $(1_000), $(4), 'the value above $100,000.00'));
    return {
      qualifier: 'statutory',
      authority: 'Probate Act (Prince Edward Island), fees',
      lines,
      notes: [baseNote('gross')],
    };
  },
  // Services Charges Act (Newfoundland and Labrador), from 23 June 2015: $60 to $1,000, then $0.60 per $100.
  NL: (v) => {
    const value = probated(v, 'gross');
    const lines: WorkingLine[] = [{ text: 'Fee on the first $1,000.00', amount: $(60) }];
    if (value > $(1_000)) lines.push(perUnit(value - $(1_000), $(100), 60, 'the value above $1,000.00'));
    return {
      qualifier: 'statutory',
      authority: 'Services Charges Act (Newfoundland and Labrador)',
      lines,
      notes: [baseNote('gross')],
    };
  },
  // Northwest Territories court fees: bands by the net value.
  NT: (v) => ({
    qualifier: 'statutory',
    authority: 'Court fees (Northwest Territories)',
    lines: [
      banded(
        probated(v, 'net'),
        [
          { upTo: $(10_000), fee: $(30) },
          { upTo: $(25_000), fee: $(110) },
          { upTo: $(125_000), fee: $(215) },
          { upTo: $(250_000), fee: $(325) },
          { upTo: null, fee: $(435) },
        ],
        'a net estate',
      ),
    ],
    notes: [baseNote('net')],
  }),
  // Yukon: nil to $25,000, $140 above.
  YT: (v) => ({
    qualifier: 'statutory',
    authority: 'Court fees (Yukon)',
    lines: [
      banded(
        probated(v, 'gross'),
        [
          { upTo: $(25_000), fee: 0 },
          { upTo: null, fee: $(140) },
        ],
        'an estate',
      ),
    ],
    notes: [baseNote('gross')],
  }),
  // Surrogate's Court Procedure Act (New York) §2402(7): bands by the gross estate in the petition.
  NY: (v) => ({
    qualifier: 'statutory',
    authority: 'N.Y. Surr. Ct. Proc. Act §2402(7)',
    lines: [
      banded(
        probated(v, 'gross'),
        // "under $10,000" etc.: the upper bounds are exclusive, so each band ends a cent below the next
        [
          { upTo: $(10_000) - 1, fee: $(45) },
          { upTo: $(20_000) - 1, fee: $(75) },
          { upTo: $(50_000) - 1, fee: $(215) },
          { upTo: $(100_000) - 1, fee: $(280) },
          { upTo: $(250_000) - 1, fee: $(420) },
          { upTo: $(500_000) - 1, fee: $(625) },
          { upTo: null, fee: $(1_250) },
        ],
        'a gross estate',
      ),
    ],
    notes: [baseNote('gross'), 'The fee is adjusted (more or a refund) once the estate is accounted for.'],
  }),
  // Maryland Estates & Trusts §2-206, estates opened on or after 1 October 2022.
  MD: (v) => {
    const value = probated(v, 'gross');
    const lines = [
      banded(
        Math.min(value, $(10_000_000) - 1),
        [
          { upTo: $(50_000) - 1, fee: 0 },
          { upTo: $(100_000) - 1, fee: $(100) },
          { upTo: $(500_000) - 1, fee: $(200) },
          { upTo: $(1_000_000) - 1, fee: $(1_000) },
          { upTo: $(2_500_000) - 1, fee: $(2_000) },
          { upTo: $(5_000_000) - 1, fee: $(5_000) },
          { upTo: $(7_500_000) - 1, fee: $(7_500) },
          { upTo: $(10_000_000) - 1, fee: $(10_000) },
        ],
        'a probate estate',
      ),
    ];
    if (value >= $(10_000_000)) {
      lines[0] = { text: 'Fee for a probate estate of $10,000,000.00 or more', amount: $(10_000) };
      lines.push({
        text: `0.02% of the value above $10,000,000.00 (${money(value - $(10_000_000))})`,
        amount: ofBp(value - $(10_000_000), 2),
      });
    }
    return {
      qualifier: 'statutory',
      authority: 'Md. Code, Est. & Trusts §2-206',
      lines,
      notes: [baseNote('gross')],
    };
  },
  // Connecticut General Statutes §45a-107(b) (deaths from 1 July 2016, the table every estate opened now falls
  // under): on the larger of the estate's measures, non-probate property included, the part passing to a surviving
  // spouse counted at half; $40,000 at most (reached at a basis of $8,877,000).
  CT: (v) => {
    const value = Math.max(0, v.gross - Math.round(Math.max(0, v.amount) / 2));
    const lines: WorkingLine[] = [];
    if (value <= $(500)) lines.push({ text: 'Fee for an estate up to $500.00', amount: $(25) });
    else if (value <= $(1_000))
      lines.push({ text: 'Fee for an estate from $500.00 to $1,000.00', amount: $(50) });
    else {
      const steps: [number, number | null, number, number][] = [
        [$(1_000), $(10_000), $(50), 100],
        [$(10_000), $(500_000), $(150), 35],
        [$(500_000), $(2_000_000), $(1_865), 25],
        [$(2_000_000), null, $(5_615), 50],
      ];
      const [from, , base, bp] =
        steps.find(([f, to]) => value > f && (to === null || value <= to)) ?? steps[0];
      lines.push({ text: `Base fee for an estate over ${money(from)}`, amount: base });
      lines.push({
        text: `${bp / 100}% of the value above ${money(from)} (${money(value - from)})`,
        amount: ofBp(value - from, bp),
      });
      const over = base + ofBp(value - from, bp) - CT_FEE_MAX;
      if (over > 0)
        lines.push({ text: `Less the part above the law's maximum of ${money(CT_FEE_MAX)}`, amount: -over });
    }
    return {
      qualifier: 'statutory',
      authority: 'Conn. Gen. Stat. §45a-107',
      lines,
      notes: ['Connecticut counts non-probate property too; the part passing to the spouse counts at half.'],
    };
  },
  // Virginia Code §58.1-1712 and -1718: $0.10 per $100 or part of the whole value when it passes $15,000, and a
  // local tax of up to a third of it.
  // Michigan inventory fee, MCL §600.871: a base and a rate by band to $500,000, then $62.50 for each further
  // $100,000 or part to $1,000,000 and $31.25 above; rounded to the whole dollar. The court's filing fee is extra.
  MI: (v) => {
    const value = probated(v, 'gross');
    const steps: [number, number, number, number][] = [
      // [from, base, rate bp on the part above `from`, up to]
      [$(1_000), $(25), 0, $(3_000)],
      [$(3_000), $(25), 62.5, $(10_000)],
      [$(10_000), 6_875, 50, $(25_000)],
      [$(25_000), 14_375, 37.5, $(50_000)],
      [$(50_000), 23_750, 25, $(100_000)],
      [$(100_000), 36_250, 12.5, $(500_000)],
    ];
    const lines: WorkingLine[] = [];
    if (value < $(1_000)) {
      lines.push({ text: 'Base fee for an estate under $1,000.00', amount: $(5) });
      if (value > $(500))
        lines.push({
          text: `1% of the value above $500.00 (${money(value - $(500))})`,
          amount: ofBp(value - $(500), 100),
        });
    } else {
      const top = Math.min(value, $(500_000));
      const [from, base, bp] = steps.find(([f, , , to]) => top >= f && top < to) ?? steps[steps.length - 1];
      lines.push({ text: `Base fee for an estate of ${money(from)} or more`, amount: base });
      if (bp > 0)
        lines.push({
          text: `${bp / 100}% of the value above ${money(from)} (${money(top - from)})`,
          amount: Math.round(((top - from) * bp) / 10_000),
        });
      if (value > $(500_000)) {
        const mid = Math.ceil((Math.min(value, $(1_000_000)) - $(500_000)) / $(100_000));
        lines.push({
          text: `$62.50 for each $100,000.00 or part from $500,000.00 to $1,000,000.00: ${mid} x $62.50`,
          amount: mid * 6_250,
        });
      }
      if (value > $(1_000_000)) {
        const high = Math.ceil((value - $(1_000_000)) / $(100_000));
        lines.push({
          text: `$31.25 for each $100,000.00 or part above $1,000,000.00: ${high} x $31.25`,
          amount: high * 3_125,
        });
      }
    }
    const exact = total(lines);
    const rounded = Math.round(exact / 100) * 100;
    if (rounded !== exact) lines.push({ text: 'Rounded to the whole dollar', amount: rounded - exact });
    return {
      qualifier: 'statutory',
      authority: 'Mich. Comp. Laws §600.871',
      lines,
      notes: [baseNote('gross'), 'Liens on real estate are deducted; the court\u2019s filing fee is extra.'],
    };
  },
  VA: (v) => {
    const value = probated(v, 'gross');
    if (value <= $(15_000))
      return {
        qualifier: 'statutory',
        authority: 'Va. Code §58.1-1712',
        lines: [{ text: 'No probate tax on an estate of $15,000.00 or less', amount: 0 }],
        notes: [baseNote('gross')],
      };
    const state = perUnit(value, $(100), 10, 'the whole value');
    return {
      qualifier: 'maximum',
      authority: 'Va. Code §58.1-1712, §58.1-1718',
      lines: [
        { ...state, text: `State probate tax: ${state.text}` },
        { text: 'Local probate tax, at most a third of the state tax', amount: Math.round(state.amount / 3) },
      ],
      notes: [baseNote('gross'), 'Recording and qualification fees are extra.'],
    };
  },
};

/** The places with a value-based probate fee in our reference. */
export const PROBATE_FEE_PLACES = Object.keys(RULES);

/**
 * The probate fee of a place, with its working; a place outside the table charges a flat filing fee set by its
 * court (amount null, qualifier 'flat').
 */
export function probateFee(place: string, v: ProbateFeeInput): FeeAnswer {
  const rule = RULES[place];
  // Nunavut: no current official schedule found (older charts are unverified); no figure rather than a guess
  if (place === 'NU')
    return {
      amount: null,
      qualifier: 'unknown',
      lines: [],
      notes: [
        'We have no verified fee schedule for Nunavut yet: the Nunavut Court of Justice can tell you the fee.',
      ],
      authority: '',
    };
  if (!rule)
    return {
      amount: null,
      qualifier: 'flat',
      lines: [],
      notes: [
        'This place charges a flat court filing fee that does not depend on the value of the estate; the court publishes it.',
      ],
      authority: '',
    };
  const a = rule(v);
  return { ...a, amount: a.amount === undefined ? total(a.lines) : a.amount };
}

/** The inputs a place's probate fee reads (the form asks for these only). */
export function probateFieldsOf(place: string): (keyof ProbateFeeInput)[] {
  if (place === 'NB') return ['distrib'];
  if (place === 'CT') return ['gross', 'amount'];
  if (place === 'AB' || place === 'NT') return ['net', 'trust'];
  if (place === 'MB' || place === 'QC' || !RULES[place]) return [];
  return ['gross', 'trust'];
}
