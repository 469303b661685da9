// The category an imported row is proposed (issue 36): what the estate last booked for this payee, else what its
// description and sign say (a tax refund, a pension, a utility bill, a fee...), else Other Deposit or Other
// Withdrawal. Proposals never need a counterpart the user has not named, so "Accept all" can take them as they
// are. Descriptions are read in US and Canadian English and Canadian French, accents folded; short words that
// other descriptions hold by chance (French "eau" in an accented name) are left out.
import { CAT, kindOfCat, TXACT_KIND } from '../enums.ts';
import { counterpartOf } from '../ledger/categories.ts';
import { payeeKey } from './statement.ts';

/** The estate's remembered choices: payee (payeeMemoryKey) -> category. Kept in the estate's config.payees. */
export type PayeeCats = Readonly<Record<string, number>>;

/** Most payees an estate remembers; beyond it the oldest choice is forgotten first. */
export const MAX_REMEMBERED_PAYEES = 500;
/** Longest remembered payee key. */
export const MAX_PAYEE_KEY = 60;

/** A description's words: accents folded, lower case, letters and digits. */
const wordsOf = (name: string): string =>
  payeeKey(name.normalize('NFD').replace(/\p{M}/gu, '').replace(/['’]/g, ''));

/**
 * The payee as the estate remembers it: the description's words without those holding digits (dates, check and
 * reference numbers change from month to month; the payee does not).
 */
export function payeeMemoryKey(name: string): string {
  return wordsOf(name)
    .split(' ')
    .filter((w) => w && !/\d/.test(w))
    .join(' ')
    .slice(0, MAX_PAYEE_KEY)
    .trim();
}

/** Rules in order: the first whose words appear (whole words, or whole phrases) in the description wins. */
type Rule = { cat: number; words: readonly string[] };

const REFUND_WORDS = ['refund', 'tax ref', 'rebate', 'remboursement', 'remb', 'ristourne', 'reimbursement'];
const BENEFIT_WORDS = [
  // US: Social Security, veterans', pensions and annuities, final wages.
  'ssa',
  'soc sec',
  'social security',
  'ssi',
  'va benefit',
  'benefit',
  'benefits',
  'pension',
  'pensions',
  'annuity',
  'retirement',
  'payroll',
  'salary',
  'wages',
  // Canada: CPP/RPC, QPP/RRQ, OAS/SV, GIS, GST/HST credit; French: rente, prestation, paie, salaire.
  'cpp',
  'rpc',
  'qpp',
  'rrq',
  'retraite quebec',
  'oas',
  'oas sv',
  'sv oas',
  'old age security',
  'securite de la vieillesse',
  'gis',
  'gst',
  'hst',
  'tps',
  'rente',
  'rentes',
  'prestation',
  'prestations',
  'paie',
  'salaire',
];
/** Tax authorities: money from them is a refund, money to them a tax. */
const TAX_AGENCY_WORDS = [
  'irs',
  'usataxpymt',
  'eftps',
  'franchise tax board',
  'dept of revenue',
  'department of revenue',
  'cra',
  'arc',
  'cra arc',
  'canada revenue',
  'receiver general',
  'receveur general',
  'revenu quebec',
  'impot',
  'impots',
];
const UTILITY_WORDS = [
  'utility',
  'utilities',
  'hydro',
  'electric',
  'electricity',
  'electricite',
  'power',
  'energy',
  'energie',
  'gas',
  'gaz',
  'water',
  'sewer',
  'egout',
  'propane',
  'heating',
  'chauffage',
];
const INSURANCE_WORDS = ['insurance', 'ins prem', 'premium', 'assurance', 'assurances', 'prime'];
const FEE_WORDS = [
  'fee',
  'fees',
  'charge',
  'service charge',
  'svc chg',
  'frais',
  'interest',
  'interet',
  'interets',
  'rent',
  'loyer',
];
const INTEREST_WORDS = ['interest', 'int paid', 'int earned', 'bank int', 'interet', 'interets'];
const DIVIDEND_WORDS = ['dividend', 'dividends', 'div', 'dividende', 'dividendes'];

const IN_RULES: readonly Rule[] = [
  { cat: CAT.refund, words: REFUND_WORDS },
  { cat: CAT.dividend, words: DIVIDEND_WORDS },
  { cat: CAT.interest, words: INTEREST_WORDS },
  { cat: CAT.income, words: BENEFIT_WORDS },
  // From the tax authority or the Treasury and not a benefit: a refund (IRS TREAS 310 TAX REF, CANADA CRA).
  // Money to the Treasury is not always a tax (TreasuryDirect sells bonds), so "treas" counts only coming in.
  { cat: CAT.refund, words: [...TAX_AGENCY_WORDS, 'treas', 'treasury'] },
  // Money back from a utility or an insurer: a closed account's credit, an unearned premium.
  { cat: CAT.refund, words: [...UTILITY_WORDS, ...INSURANCE_WORDS] },
  { cat: CAT.rent, words: ['rent', 'rental', 'loyer'] },
];
const OUT_RULES: readonly Rule[] = [
  { cat: CAT.tax, words: TAX_AGENCY_WORDS },
  // Bills and charges the estate pays (a tax preparer's fee is a fee, so these come before the word "tax").
  { cat: CAT.estateExpense, words: [...UTILITY_WORDS, ...INSURANCE_WORDS, ...FEE_WORDS] },
  { cat: CAT.tax, words: ['tax', 'taxes', 'taxe', 'property tax', 'taxes municipales', 'taxe fonciere'] },
];

/** Whether the phrase's words appear together, as whole words, in the description's words. */
const holds = (words: string, phrase: string): boolean => ` ${words} `.includes(` ${phrase} `);

/** The categories the review offers for a new row, by its direction: those that need at most a counterpart. */
export const IMPORT_CATS = {
  in: [
    CAT.otherDeposit,
    CAT.income,
    CAT.interest,
    CAT.dividend,
    CAT.refund,
    CAT.rent,
    CAT.transferIn,
    CAT.assetSale,
  ],
  out: [
    CAT.otherWithdrawal,
    CAT.estateExpense,
    CAT.debtPayment,
    CAT.tax,
    CAT.executorFee,
    CAT.transfer,
    CAT.assetPurchase,
  ],
} as const;

/** What a category's counterpart is: another asset (a transfer), a debt (a payment), or none (a refund too). */
export function importItemKind(cat: number): 'asset' | 'debt' | null {
  const c = counterpartOf(cat);
  return c === 'asset' || c === 'debt' ? c : null;
}

/** Categories a proposal may carry: the import's that need no counterpart (a refund's is Various Refunds). */
const PROPOSABLE: ReadonlySet<number> = new Set(
  [...IMPORT_CATS.in, ...IMPORT_CATS.out].filter((c) => importItemKind(c) === null),
);

/** Whether a remembered category can be proposed for a row of this sign without a counterpart. */
const fits = (cat: number, val: number): boolean =>
  kindOfCat(cat) === (val >= 0 ? TXACT_KIND.credit : TXACT_KIND.debit) && PROPOSABLE.has(cat);

/** The category a description and a sign say, without the estate's memory (Other Deposit or Withdrawal if none). */
export function categoryByWords(name: string, val: number): number {
  const words = wordsOf(name);
  for (const rule of val >= 0 ? IN_RULES : OUT_RULES)
    if (rule.words.some((w) => holds(words, w))) return rule.cat;
  return val >= 0 ? CAT.otherDeposit : CAT.otherWithdrawal;
}

/**
 * The category proposed for an imported row: the estate's remembered choice for this payee when it fits the
 * row's sign, else the statement's own (a brokerage's dividend or fee), else what the words say.
 */
export function proposeCategory(
  row: { name: string; val: number; cat?: number | null },
  remembered: PayeeCats,
): number {
  const mine = remembered[payeeMemoryKey(row.name)];
  if (mine !== undefined && fits(mine, row.val)) return mine;
  if (row.cat !== undefined && row.cat !== null) return row.cat;
  return categoryByWords(row.name, row.val);
}

/**
 * The memory after the user booked these rows: a payee remembers the category chosen for it when that differs
 * from what its words say (and forgets it when the choice agrees again), so the map stays small.
 */
export function rememberPayees(
  remembered: PayeeCats,
  booked: readonly { name: string; val: number; cat: number }[],
): Record<string, number> {
  // Unchanged, the same object comes back (nothing to save).
  const next: Record<string, number> = { ...remembered };
  let changed = false;
  for (const b of booked) {
    const key = payeeMemoryKey(b.name);
    if (!key || !fits(b.cat, b.val)) continue;
    const own = categoryByWords(b.name, b.val) === b.cat;
    if (own ? next[key] === undefined : next[key] === b.cat) continue;
    delete next[key];
    if (!own) next[key] = b.cat; // re-inserted last: the newest choice
    changed = true;
  }
  if (!changed) return remembered as Record<string, number>;
  const keys = Object.keys(next);
  for (const k of keys.slice(0, Math.max(0, keys.length - MAX_REMEMBERED_PAYEES))) delete next[k];
  return next;
}
