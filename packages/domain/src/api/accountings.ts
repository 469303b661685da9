import { z } from 'zod';
import { estateMinDate } from '../dates.ts';
import { ZIsoDate } from '../entities/common.ts';
import type { EstateMeta } from '../entities/estate.ts';
import { COURT_FORMATS, type CourtFormat, courtFormatFor } from '../reports/court-formats.ts';
import { defaultApproach, REPORT_APPROACHES } from '../reports/options.ts';

/**
 * Published accountings (issue 39): the executor seals an accounting for a period; its canonical JSON and its PDF
 * are stored with their SHA-256 and numbered (Accounting 1, 2, ...), never changed afterwards. The heirs read them.
 */

/** The options of an accounting, as the report dialog asks for them and a publication seals them. */
export const ZAccountingOptions = z.object({
  start: ZIsoDate,
  end: ZIsoDate,
  /** carry: charges against credits (a court's format); standard: receipts and disbursements. */
  approach: z.enum(REPORT_APPROACHES),
  format: z.enum(Object.keys(COURT_FORMATS) as [CourtFormat, ...CourtFormat[]]),
  /** Each schedule's lines after the summary (else the summary alone). */
  lines: z.boolean(),
  /** List the assets worth $0.00 among the property on hand too. */
  zeros: z.boolean(),
});
export type AccountingOptions = z.infer<typeof ZAccountingOptions>;

/**
 * The accounting of the whole administration so far, as the report dialog first offers it: from the estate's first
 * day (the death, or the earliest date for a trust) to `today`, in the approach and court format of its state.
 */
export const wholeAdministration = (
  meta: Pick<EstateMeta, 'trust' | 'death_date' | 'state' | 'country_code'>,
  today: string,
): AccountingOptions => ({
  start: estateMinDate(meta.trust, meta.death_date),
  end: today,
  approach: defaultApproach(meta.state),
  format: courtFormatFor(meta.country_code, meta.state),
  lines: true,
  zeros: false,
});

/** POST /api/estate/{id}/accountings: publish. `rev` is the saved revision the executor looked at. */
export const ZPublishIn = z.object({ options: ZAccountingOptions, rev: z.number().int().nonnegative() });

/** One line that differs from the accounting before: a row of a table, keyed by its table and its first cell. */
export const ZDocChange = z.object({
  section: z.string(),
  line: z.string(),
  kind: z.enum(['added', 'removed', 'changed']),
  /** The row's cells before and after (null where the row did not exist). */
  before: z.array(z.string()).nullable(),
  after: z.array(z.string()).nullable(),
});
export type DocChange = z.infer<typeof ZDocChange>;

export const ZPublicationSummary = z.object({
  number: z.number().int().positive(),
  title: z.string(),
  options: ZAccountingOptions,
  /** The estate's revision the accounting was drawn from. */
  rev: z.number().int(),
  published_at: z.string(),
  published_by: z.string(),
  /** Lowercase hex SHA-256 of the canonical JSON and of the PDF, as stored. */
  json_sha256: z.string(),
  pdf_sha256: z.string(),
  pdf_bytes: z.number().int(),
  /** Lines that differ from the accounting before (0 for the first). */
  changes: z.number().int(),
});
export type PublicationSummary = z.infer<typeof ZPublicationSummary>;

export const ZPublicationList = z.object({ accountings: z.array(ZPublicationSummary) });

/** GET /api/estate/{id}/accountings/{n}: the summary, the sealed JSON as stored (text) and the changes. */
export const ZPublication = ZPublicationSummary.extend({
  /** The canonical JSON exactly as sealed: its SHA-256 is json_sha256. */
  json: z.string(),
  /** What changed since the accounting before, line by line (empty for the first). */
  diff: z.array(ZDocChange),
  /** The number of the accounting the diff compares with; null for the first. */
  since: z.number().int().nullable(),
});
export type Publication = z.infer<typeof ZPublication>;

export const ZPublicationParams = z.object({ id: z.string(), n: z.coerce.number().int().positive() });
