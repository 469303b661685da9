import { z } from 'zod';
import { ZBankDownload } from '../entities/estate.ts';

/** Where each column of a CSV export is, and how its dates and amounts read (the wizard's second step). */
export const CSV_DATE_FORMATS = ['m/d/yyyy', 'd/m/yyyy', 'yyyy-mm-dd', 'dd-Mon-yyyy'] as const;
const ZCol = z.number().int().min(0).max(200);
export const ZCsvFormat = z.object({
  header: z.boolean(),
  date: ZCol,
  name: ZCol,
  amount: ZCol.nullable(),
  debit: ZCol.nullable(),
  credit: ZCol.nullable(),
  dateFormat: z.enum(CSV_DATE_FORMATS),
  negate: z.boolean(),
});

/** Most rows one statement file may hold (a few years of a busy account). */
export const MAX_STATEMENT_ROWS = 20_000;

/** POST /connect/estate/{id}/csv/{assetId}: a CSV, OFX or QFX statement's text into the asset's downloads. */
export const ZStatementUpload = z.object({
  kind: z.enum(['csv', 'ofx']),
  text: z.string().max(16_000_000),
  file_name: z.string().max(255).default(''),
  /** CSV: the columns as the wizard set them (guessed from the file when absent). */
  format: ZCsvFormat.optional(),
  /** OFX: which account of a file that holds several. */
  account: z.string().max(64).optional(),
});
export const ZAssetParams = z.object({
  id: z.string().min(1).max(64),
  assetId: z.coerce.number().int().positive(),
});

export const ZStatementImported = z.object({
  /** Rows now waiting in the import dialog. */
  added: z.number().int(),
  /** Rows downloaded before or already in the ledger. */
  already: z.number().int(),
  /** Rows dated before the date of death: left out (the value at death accounts for them). */
  before_death: z.number().int(),
  /** Lines that could not be read, by line number. */
  problems: z.array(z.object({ row: z.number().int(), msg: z.string() })),
  /** When the file holds several accounts and none was chosen: nothing imported, pick one. */
  accounts: z.array(z.string()).optional(),
  /** The statement's closing balance, when it gives one (cents, and its day). */
  closing: z.object({ val: z.number().int(), date: z.string() }).nullable(),
  /** A brokerage statement: its holdings' market value and cash at its date, offered as the asset's New Value. */
  value: z
    .object({ val: z.number().int(), date: z.string(), positions: z.number().int(), cash: z.number().int() })
    .nullable()
    .default(null),
});

/** The estate's bank link as the browser sees it (never the provider's token). */
export const ZBankLinkOut = z.object({
  id: z.number().int(),
  asset_id: z.number().int().nullable(),
  linked: z.boolean(),
  /** The bank dropped the link or the account: relink. */
  culled: z.boolean(),
  provider: z.string(),
  account_name: z.string(),
  /** Downloaded at least once (the next download asks for what is new). */
  synced: z.boolean(),
});

/** GET /api/estate/{id}/bank: the link and the rows waiting to be accepted. */
export const ZBankState = z.object({
  link: ZBankLinkOut.nullable(),
  downloads: z.array(ZBankDownload),
  /** Which bank link this server runs: Plaid, or the practice bank (made-up rows, no bank contacted). */
  provider: z.enum(['plaid', 'local']),
});

/** POST /connect/estate/{id}/: a token for the bank's link widget. */
export const ZLinkAsk = z.object({ want_link_token: z.boolean(), mobile: z.boolean().optional() });
export const ZLinkToken = z.object({ link_token: z.string(), provider: z.enum(['plaid', 'local']) });

/** PUT /connect/estate/{id}/: the widget's public token, and the asset the account is. */
export const ZLinkSave = z.object({
  public_token: z.string().min(1).max(400),
  asset_id: z.number().int().positive(),
  /** Which of the login's accounts (the widget's choice); the first when absent. */
  account_id: z.string().max(200).optional(),
  /** The working copy's revision: linking writes the asset's link, like a save. */
  revision: z.number().int(),
});
export const ZLinkSaved = z.object({ link: ZBankLinkOut, revision: z.number().int() });

/** POST /connect/estate/{id}?sync, or ?import=y&redo=true&start=&end= for a redownload. */
export const ZBankQuery = z.object({
  sync: z.string().optional(),
  inc: z.string().optional(),
  import: z.string().optional(),
  redo: z.string().optional(),
  transacts: z.string().optional(),
  start: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  end: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export const ZBankSynced = z.object({
  added: z.number().int(),
  already: z.number().int(),
  before_death: z.number().int(),
  /** Waiting rows the bank withdrew or corrected. */
  removed: z.number().int(),
  modified: z.number().int(),
});

/** DELETE /connect/estate/{id}: unlinked; the asset's link is cleared at this revision. */
export const ZUnlinkBody = z.object({ revision: z.number().int() });
export const ZUnlinked = z.object({ revision: z.number().int() });
