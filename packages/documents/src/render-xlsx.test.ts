import { accountingReport, courtAccounting } from '@probity/domain';
import { scenarioEstate } from '@probity/domain/fixtures';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { renderDocXlsxBytes } from './render-xlsx.ts';
import { captionOf, courtDoc } from './report-docs.ts';

describe('the accounting as a spreadsheet', () => {
  it('has a sheet per schedule with money as numbers that add up to the totals', async () => {
    const f = scenarioEstate();
    const court = courtAccounting(accountingReport(f, '2026-01-10', '2026-12-31'), 'california');
    const bytes = await renderDocXlsxBytes(courtDoc(court, captionOf(f)));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes);
    expect(wb.worksheets.map((w) => w.name)).toContain('Schedule F - Disbursements');
    const summary = wb.getWorksheet('Summary');
    const values = summary?.getSheetValues() as unknown[][];
    const total = values.find((r) => r?.[1] === 'Total');
    expect(total?.slice(2, 4)).toEqual([court.charges / 100, court.credits / 100]);
    const f2 = wb.getWorksheet('Schedule F - Disbursements');
    const rows = ((f2?.getSheetValues() ?? []) as unknown[][]).filter((r) => typeof r?.[4] === 'number');
    const lines = rows.slice(0, -1).reduce((s, r) => s + Math.round((r[4] as number) * 100), 0);
    expect(lines).toBe(Math.round((rows.at(-1)?.[4] as number) * 100));
  });
});
