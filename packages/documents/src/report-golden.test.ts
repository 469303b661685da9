// Golden copies of the court accountings (issue 16): the scenario estate from death to the end of the year,
// rendered as the user downloads it, its text read back with pdftotext and compared with the copy in golden/
// (test/golden.ts says how the copies are updated).
import {
  accountingReport,
  type CourtFormat,
  courtAccounting,
  courtExtras,
  type Facts,
  inventoryReport,
  recompute,
  verificationOf,
  ZWorkingCopy,
} from '@probity/domain';
import { scenarioEstate } from '@probity/domain/fixtures';
import { sampleEstates } from '@probity/domain/samples';
import { describe, expect, it } from 'vitest';
import { matchesGolden, pdfText } from '../test/golden.ts';
import type { PdfDoc } from './doc.ts';
import { type PdfProgress, renderDocPdfBytes } from './render-pdf.ts';
import { captionOf, courtDoc, inventoryDoc } from './report-docs';

/** The document rendered as the user downloads it, its text read back with pdftotext. */
const docText = async (doc: PdfDoc, name: string) => pdfText(await renderDocPdfBytes(doc), name);

const inPlace = (country: 'us' | 'ca', state: string, county: string): Facts => {
  const f = scenarioEstate();
  return {
    ...f,
    meta: {
      ...f.meta,
      country_code: country,
      state,
      distributor: 'Jordan Doe',
      court_name: `Court of ${county}`,
      case_no: '2026-000123',
      fiduciary_addr: '12 Elm St.\nSpringfield',
      account_kind: 'final',
      account_no: 1,
    },
    dec: { ...f.dec, residence_addr_state: state, residence_addr_county: county },
  };
};

const PLACES: { format: CourtFormat; f: () => Facts }[] = [
  { format: 'california', f: () => inPlace('us', 'CA', 'Alameda') },
  { format: 'new_york', f: () => inPlace('us', 'NY', 'Kings') },
  { format: 'ontario', f: () => inPlace('ca', 'ON', 'York') },
];

describe('court accountings, golden copies', () => {
  for (const { format, f: make } of PLACES) {
    it(`${format}: the PDF's text is the golden copy and its summary balances`, async () => {
      const f = make();
      const period = { start: '2026-01-10', end: '2026-12-31' };
      const report = accountingReport(f, period.start, period.end);
      const court = courtAccounting(report, format, courtExtras(f, report));
      expect(court.charges).toBe(court.credits);
      const doc = courtDoc(court, captionOf(f, period), true, verificationOf(f, 'accounting', format));
      const text = await docText(doc, format);
      matchesGolden(format, text);
    });
  }

  it('inventory: the PDF text is the golden copy and its totals are the engine figures', async () => {
    const f = inPlace('us', 'CA', 'Alameda');
    const d = recompute(f);
    const inv = inventoryReport(f, d);
    expect(inv.assetTotals.atDeath).toBe(d.meta.gval_death - d.meta.refunds);
    const doc = inventoryDoc(inv, captionOf(f), verificationOf(f, 'inventory'));
    matchesGolden('inventory', await docText(doc, 'inventory'));
  });
});

// The Sample estates as the server seeds them, on a fixed day (their dates count back from today), each in the
// format its death state chooses; e2e checks the live Samples balance in the same formats.
const SAMPLE_DAY = '2026-11-22';
const SAMPLE_FORMAT: Record<string, CourtFormat> = { sample: 'uniform', sample_ca: 'ontario' };

describe.each(sampleEstates(SAMPLE_DAY))('the $id Sample estate, golden copies', ({ id, body }) => {
  const death = body.dec.death_date ?? SAMPLE_DAY;
  const f = ZWorkingCopy.parse({ ...body, meta: { ...body.meta, death_date: death }, locs: [] });
  const format = SAMPLE_FORMAT[id] ?? 'uniform';

  it(`the ${format} accounting from death to the day balances and its PDF text is the golden copy`, async () => {
    const period = { start: death, end: SAMPLE_DAY };
    const report = accountingReport(f, period.start, period.end);
    const court = courtAccounting(report, format, courtExtras(f, report));
    expect(court.charges).toBe(court.credits);
    expect(court.charges).toBe(report.totals.charges);
    const doc = courtDoc(court, captionOf(f, period), true, verificationOf(f, 'accounting', format));
    matchesGolden(`${id}-${format}`, await docText(doc, `${id}-${format}`));
  });

  it('the inventory equals the engine figures and its PDF text is the golden copy', async () => {
    const d = recompute(f);
    const inv = inventoryReport(f, d);
    expect(inv.assetTotals.atDeath).toBe(d.meta.gval_death - d.meta.refunds);
    const doc = inventoryDoc(inv, captionOf(f), verificationOf(f, 'inventory'));
    matchesGolden(`${id}-inventory`, await docText(doc, `${id}-inventory`));
  });
});

describe('a schedule longer than a page', () => {
  it('carries its running total forward at each break, and the carried totals add up to the end', async () => {
    const body = Array.from({ length: 150 }, (_, i) => [
      '01-Feb-2026',
      `Payment ${i + 1}`,
      'Estate Expense',
      '$1.25',
    ]);
    const text = await docText(
      {
        title: 'Carry test',
        orientation: 'portrait',
        sections: [
          {
            heading: 'Schedule F: Disbursements',
            columns: [
              { header: 'Date', align: 'left' },
              { header: 'Description', align: 'left' },
              { header: 'Category', align: 'left' },
              { header: 'Amount', align: 'right' },
            ],
            body,
            foot: ['Total', '', '', '$187.50'],
            carryColumn: 3,
          },
        ],
      },
      'carry',
    );
    const carried = [...text.matchAll(/Carried forward: \$([\d.]+)/g)].map((m) => Number(m[1]));
    expect(carried.length).toBeGreaterThanOrEqual(2);
    // Each page's carried figure counts the rows drawn so far: the last row number printed before it, x 1.25.
    const pages = text.split('\f');
    for (const [i, amount] of carried.entries()) {
      const rows = [...(pages[i] ?? '').matchAll(/Payment (\d+)/g)].map((m) => Number(m[1]));
      expect(amount).toBe(Math.max(...rows) * 1.25);
    }
    expect(text).toMatch(/Total\s+\$187\.50/);
  });
});

describe('the progress a long PDF reports', () => {
  it('names each table before it is drawn, with the pages drawn so far, and the PDF holds them all', async () => {
    const table = (n: number) => ({
      heading: `Schedule ${n}`,
      columns: [
        { header: 'Description', align: 'left' as const },
        { header: 'Amount', align: 'right' as const },
      ],
      body: Array.from({ length: 120 }, (_, i) => [`Row ${n}.${i + 1}`, '$1.00']),
    });
    const seen: PdfProgress[] = [];
    const bytes = await renderDocPdfBytes(
      { title: 'Progress test', orientation: 'portrait', sections: [table(1), table(2), table(3)] },
      (p) => seen.push(p),
    );
    expect(seen.map((p) => [p.done, p.sections, p.heading])).toEqual([
      [0, 3, 'Schedule 1'],
      [1, 3, 'Schedule 2'],
      [2, 3, 'Schedule 3'],
    ]);
    // 120 rows fill more than a portrait page: each table starts on a later page than the one before
    expect(seen[0]?.pages).toBe(1);
    expect(seen[1]?.pages).toBeGreaterThan(1);
    expect(seen[2]?.pages).toBeGreaterThan(seen[1]?.pages ?? 0);
    expect(pdfText(bytes, 'progress')).toContain('Row 3.120');
  });
});
