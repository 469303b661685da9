import { z } from 'zod';
import { MAX_PAYEE_KEY, MAX_REMEMBERED_PAYEES } from '../bank/propose-category.ts';
import { COUNTRY_CODES } from '../enums.ts';
import { ZCents, ZDateOrNull, ZFiles, ZId, ZSignedAmount, ZText } from './common.ts';

export const ZCountryCode = z.enum(COUNTRY_CODES);

/** Which account a court accounting is: the first, a later partial one, or the final one before discharge. */
export const ACCOUNT_KINDS = ['first', 'partial', 'final'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * Where the estate is administered and which account the fiduciary files (issue 36): the court reports' caption.
 * Free text as the court writes it; '' / null until the executor fills them in.
 */
export const ZCourtFields = z.object({
  /** The fiduciary (executor, administrator, trustee) as the court named them: the caption and the signature. */
  distributor: z.string().trim().max(500, 'The name is longer than 500 characters').default(''),
  court_name: z.string().trim().max(200, 'The court’s name is longer than 200 characters').default(''),
  court_county: z.string().trim().max(100, 'The county is longer than 100 characters').default(''),
  case_no: z.string().trim().max(60, 'The case or file number is longer than 60 characters').default(''),
  fiduciary_addr: z
    .string()
    .trim()
    .max(300, 'The fiduciary’s address is longer than 300 characters')
    .default(''),
  account_kind: z
    .enum(['', ...ACCOUNT_KINDS], { error: 'The account must be the first, a partial or the final account' })
    .default(''),
  account_no: z
    .number({ error: 'The account number must be a whole number from 1 to 99' })
    .int('The account number must be a whole number from 1 to 99')
    .min(1, 'The account number must be a whole number from 1 to 99')
    .max(99, 'The account number must be a whole number from 1 to 99')
    .nullable()
    .default(null),
});
export type CourtFields = z.infer<typeof ZCourtFields>;

export const ZEstateMeta = z.object({
  id: z.string().default(''),
  label: ZText.default(''),
  name: ZText.default(''),
  state: ZText.default(''),
  state_exec: ZText.default(''),
  country_code: ZCountryCode.default('us'),
  trust: z.boolean().default(false),
  /** The engine reads the death (or trust creation) date from here; the decedent's copy mirrors it. */
  death_date: ZDateOrNull.default(null),
  licensed: z.boolean().default(false),
  lic_reported: z.boolean().default(false),
  lic_quote: z.number().int().nullable().default(null),
  view_only: z.boolean().default(false),
  samples: z.number().int().default(0),
  is_user_dec: z.boolean().default(false),
  set_user_dec: z.boolean().default(false),
  /** The role the owner gave in the quick start ('' until answered): what their estate list and header show. */
  user_role: z.enum(['', 'owner', 'trustee', 'professional', 'executor']).default(''),
  /** The quick start's estimated value (cents, null: not given): the estate's gval_estimate until assets have values. */
  gval_stated: ZCents.min(0).nullable().default(null),
  /**
   * The executor's choice of tax year (issue 42; docs/taxes.md): the last day of the estate's first tax year, or
   * null for the calendar year. A US estate may end it on a month's end within 12 months of the death (IRC 441,
   * 645); a Canadian graduated rate estate on any day within 12 months (ITA 249(1)(b)). taxes/tax-year.ts checks it.
   */
  tax_year_end: ZDateOrNull.default(null),
  /**
   * A US trust's section 645 election (IRC 645; Form 8855): the trust is treated as part of the estate, so it may
   * keep the estate's fiscal year instead of the calendar year a trust otherwise reports on (IRC 644).
   */
  election_645: z.boolean().default(false),
  ...ZCourtFields.shape,
  questions_left: z.number().int().nullable().default(null),
  files: z.object({ letters: ZFiles, exec: ZFiles }).default({ letters: [], exec: [] }),
  config: z
    .object({
      currency: z.string().default(''),
      task_dates: z.record(z.string(), z.string()).default({}),
      /**
       * The import's memory (issue 36): payee (the description's words without numbers) -> the category last
       * booked for it where that differs from what the words propose. Documented in docs/api.md (Bank import).
       */
      payees: z
        .record(z.string().max(MAX_PAYEE_KEY), z.number().int())
        .refine((m) => Object.keys(m).length <= MAX_REMEMBERED_PAYEES, {
          message: `At most ${MAX_REMEMBERED_PAYEES} remembered payees`,
        })
        .default({}),
    })
    .default({ currency: '', task_dates: {}, payees: {} }),
});
export type EstateMeta = z.infer<typeof ZEstateMeta>;

export const ZEstateMetaDerived = z.object({
  /** Remaining estate debt (debts plus unpaid executor expenses). */
  debt: ZCents,
  debt_death: ZCents,
  refunds: ZCents,
  /** Any Real Estate asset. */
  land: z.boolean(),
  /** Any Spouse heir. */
  spouse: z.boolean(),
  gval_estimate: ZCents,
  gval_death: ZCents,
  gval_use_actual: z.boolean(),
  await_death: z.boolean(),
  /** Unpaid executor expenses. */
  unpaid_expenses: ZCents,
});
export type EstateMetaDerived = z.infer<typeof ZEstateMetaDerived>;

export const ZDecedent = z.object({
  name: ZText.default(''),
  birth_date: ZDateOrNull.default(null),
  death_date: ZDateOrNull.default(null),
  residence: ZText.default(''),
  addr_state: ZText.default(''),
  addr_county: ZText.default(''),
  addr_country: ZText.default(''),
  residence_addr_state: ZText.default(''),
  residence_addr_county: ZText.default(''),
  residence_addr_country: ZText.default(''),
  phone: ZText.default(''),
  ssn: ZText.default(''),
  files: z
    .object({ death_cert: ZFiles, funeral: ZFiles, will: ZFiles, organizing: ZFiles })
    .default({ death_cert: [], funeral: [], will: [], organizing: [] }),
});
export type Decedent = z.infer<typeof ZDecedent>;

export const ZBankLink = z.object({
  id: ZId,
  asset_id: ZId.nullable(),
  culled: z.boolean().default(false),
  linked: z.boolean().default(false),
  sync_point: z.string().nullable().default(null),
});
export type BankLink = z.infer<typeof ZBankLink>;

export const ZBankDownload = z.object({
  id: ZId,
  asset_id: ZId,
  transaction_id: z.string(),
  date: ZDateOrNull,
  val: ZSignedAmount,
  name: ZText.default(''),
  cat: z.number().int().nullable().default(null),
  i_type: z.number().int().min(0).max(2).nullable().default(null),
  item: ZId.nullable().default(null),
  matches: z.array(ZId).default([]),
  action: z.enum(['new', 'exists', 'match', 'ignore']).default('new'),
});
export type BankDownload = z.infer<typeof ZBankDownload>;
