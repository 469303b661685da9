import { renderDocPdfBytes, renderDocXlsxBytes, taxYearDoc, XLSX_TYPE } from '@probity/documents';
import {
  type EstateTaxWorksheets,
  type Facts,
  msgTaxYearNone,
  returnDueDate,
  storedTaxWorksheets,
  todayIso,
  ZEstateParams,
} from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readAccess, readEstateSnapshot } from '../estate/index.ts';
import { failAnswers, okAnswers } from '../http/answers.ts';
import { badRequest, notFound, ok } from '../http/http-error.ts';
import { sendAttachment } from '../http/send-pdf.ts';

const ZTaxQuery = z.object({
  year: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe('The tax year, 1 for the first; the latest so far (the one holding today) when left out.'),
});

const ZTaxYearOut = z.object({
  n: z.number().int(),
  start: z.string(),
  end: z.string(),
  final: z.boolean(),
  gre: z.boolean(),
  /** When the year's Form 1041 or T3 is due, before any weekend or holiday shift. */
  due: z.string(),
});

const ZTaxWorksheetsOut = z.object({
  country: z.enum(['us', 'ca']),
  tax_year_end: z
    .string()
    .nullable()
    .describe('The stored choice: the first tax year’s last day; null = calendar.'),
  problem: z
    .string()
    .nullable()
    .describe('Why the stored choice no longer holds (the years then follow the calendar year), or null.'),
  years: z.array(ZTaxYearOut),
  year: ZTaxYearOut,
  worksheets: z
    .unknown()
    .describe(
      'US: { form1041, salesCsv, form706 }; Canada: { t3, salesCsv, finalT1, tx19 } (packages/domain/src/taxes/).',
    ),
});

const FORMATS = ['pdf', 'xlsx', 'csv'] as const;

interface YearPick {
  w: EstateTaxWorksheets;
  problem: string | null;
  n: number;
}

/** The worksheets by the estate's stored tax year, and the year asked for: a refusal names what is missing. */
function pickYear(facts: Facts, asked: number | undefined): YearPick {
  const today = todayIso();
  const r = storedTaxWorksheets(facts, today);
  if (!r.ok) throw badRequest(r.msg);
  const count = r.worksheets.years.length;
  const n = asked ?? count;
  if (n > count) throw notFound(msgTaxYearNone(n, count));
  return { w: r.worksheets, problem: r.problem, n };
}

/**
 * The tax worksheets (issue 42, docs/taxes.md): GET /api/estate/{id}/taxes?year gives one tax year's figures as
 * JSON, GET /api/estate/{id}/taxes/{pdf|xlsx|csv}?year the same as a document (the reports' renderers) or the
 * year's Form 8949 / Schedule 3 sales CSV. Same read rights as the estate (viewers and the Sample estate included).
 */
export function taxesRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx = root.ctx;

  app.get(
    '/api/estate/:id/taxes',
    { schema: { params: ZEstateParams, querystring: ZTaxQuery, response: okAnswers(ZTaxWorksheetsOut) } },
    async (req) => {
      const { estate } = await readAccess(ctx, req, req.params.id);
      const { facts } = await readEstateSnapshot(ctx.db, estate.id);
      const { w, problem, n } = pickYear(facts, req.query.year);
      const years = w.years.map(({ year }) => ({ ...year, due: returnDueDate(w.country, year.end) }));
      const { years: all, country: _c, ...once } = w;
      const chosen = all[n - 1] as (typeof all)[number];
      const { year: _y, ...ofYear } = chosen;
      return ok({
        country: w.country,
        tax_year_end: facts.meta.tax_year_end,
        problem,
        years,
        year: years[n - 1] as (typeof years)[number],
        worksheets: { ...ofYear, ...once },
      });
    },
  );

  app.get(
    '/api/estate/:id/taxes/:format',
    {
      schema: {
        params: ZEstateParams.extend({ format: z.enum(FORMATS) }),
        querystring: ZTaxQuery,
        response: {
          200: z
            .string()
            .describe("The year's worksheets as a PDF or an Excel workbook, or its sales as a CSV."),
          ...failAnswers,
        },
      },
    },
    async (req, reply) => {
      const { estate } = await readAccess(ctx, req, req.params.id);
      const { facts } = await readEstateSnapshot(ctx.db, estate.id);
      const { w, n } = pickYear(facts, req.query.year);
      const name = `${w.country === 'ca' ? 'T3' : 'Form-1041'}-worksheet-year-${n}`;
      if (req.params.format === 'csv') {
        const csv = w.years[n - 1]?.salesCsv ?? '';
        return sendAttachment(reply, `Sales-year-${n}.csv`, 'text/csv; charset=utf-8', Buffer.from(csv));
      }
      const doc = taxYearDoc(w, n, facts);
      if (!doc) throw notFound(msgTaxYearNone(n, w.years.length));
      if (req.params.format === 'pdf')
        return sendAttachment(
          reply,
          `${name}.pdf`,
          'application/pdf',
          Buffer.from(await renderDocPdfBytes(doc)),
        );
      return sendAttachment(reply, `${name}.xlsx`, XLSX_TYPE, Buffer.from(await renderDocXlsxBytes(doc)));
    },
  );
}
