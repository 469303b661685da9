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
});

/** GET /api/estate/{id}/bank: the rows waiting to be accepted. */
export const ZBankState = z.object({ downloads: z.array(ZBankDownload) });
