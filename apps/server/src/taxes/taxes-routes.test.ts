// GET /api/estate/{id}/taxes and its downloads (issue 42): the domain's worksheets by the stored tax year, read
// from the saved estate in PostgreSQL; figures worked by hand below.

import * as M from '@probity/domain';
import { ASSET_TYPE, CAT } from '@probity/domain';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { createEstate, signUp, useApp } from '../../test/support/helpers.ts';

const t = useApp();

/** Pat Doe died 10 January 2026: interest 1,200.00 and a dividend 4,500.00; Acme (20,000.00 at death) sold for
 *  23,500.00 and Beta (12,000.00) for 10,800.00; an executor fee of 1,000.00. */
const PAT = {
  meta: { label: 'Pat Doe', country_code: 'us', state: 'GA', state_exec: 'GA' },
  dec: { name: 'Pat Doe', death_date: '2026-01-10' },
  assets: [
    { id: -1, name: 'Estate account', i_type: ASSET_TYPE.estateAccount },
    { id: -2, name: 'Acme Corp shares', i_type: ASSET_TYPE.stocks, val_death: 20_000_00 },
    { id: -3, name: 'Beta Inc shares', i_type: ASSET_TYPE.stocks, val_death: 12_000_00 },
    { id: -4, name: 'Checking', i_type: ASSET_TYPE.deposit, val_death: 30_000_00 },
  ],
  txacts: [
    {
      id: -11,
      asset: -4,
      cat: CAT.interest,
      i_type: 0,
      val: 1_200_00,
      date: '2026-03-31',
      name: 'Bank interest',
    },
    {
      id: -12,
      asset: -1,
      cat: CAT.dividend,
      i_type: 0,
      val: 4_500_00,
      date: '2026-06-30',
      name: 'Acme dividend',
    },
    { id: -13, asset: -1, item: -2, cat: CAT.assetSale, i_type: 0, val: 23_500_00, date: '2026-05-15' },
    { id: -14, asset: -1, item: -3, cat: CAT.assetSale, i_type: 0, val: 10_800_00, date: '2026-07-20' },
    { id: -15, asset: -1, cat: CAT.executorFee, i_type: 1, val: 1_000_00, date: '2026-08-01', name: 'Fee' },
  ],
};

const line = (lines: { key: string; value: number | null; txactIds: number[] }[], key: string) =>
  lines.find((l) => l.key === key);

describe('GET /api/estate/{id}/taxes', () => {
  it('answers the Form 1041 of a tax year by the stored choice, its lines traced to the transactions', async () => {
    const u = await signUp(t.app, 'taxesjson');
    const e = await createEstate(u, PAT);
    await u.call('PUT', `/api/estate/${e.id}`, { revision: 1, tax_year_end: '2026-09-30' });
    const res = await u.call('GET', `/api/estate/${e.id}/taxes?year=1`);
    expect(res.statusCode).toBe(200);
    const p = res.json().payload;
    expect(p.country).toBe('us');
    expect(p.tax_year_end).toBe('2026-09-30');
    // A year to 30 September 2026: the Form 1041 is due 15 January 2027.
    expect(p.year).toMatchObject({ n: 1, start: '2026-01-10', end: '2026-09-30', due: '2027-01-15' });
    const w = p.worksheets.form1041;
    expect(line(w.income, '1041:1')?.value).toBe(1_200_00);
    expect(line(w.income, '1041:1')?.txactIds).toEqual([e.ids['-11']]);
    expect(line(w.income, '1041:2a')?.value).toBe(4_500_00);
    // Sales: 23,500 - 20,000 = 3,500 gain; 10,800 - 12,000 = 1,200 loss; net 2,300.
    expect(w.gains.sales.map((s: { gain: number }) => s.gain)).toEqual([3_500_00, -1_200_00]);
    expect(line(w.income, '1041:4')?.value).toBe(2_300_00);
    expect(line(w.deductions, '1041:12')?.value).toBe(1_000_00);
    expect(p.worksheets.form706.grossEstate.value).toBe(62_000_00);
  });

  it('downloads the year’s sales CSV (one row per sale), the PDF and the spreadsheet', async () => {
    const u = await signUp(t.app, 'taxesfiles');
    const e = await createEstate(u, PAT);
    const csv = await u.call('GET', `/api/estate/${e.id}/taxes/csv?year=1`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="Sales-year-1.csv"');
    const rows = Papa.parse<string[]>(csv.body, { skipEmptyLines: true }).data;
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      'Acme Corp shares',
      'INHERITED',
      '05/15/2026',
      '23500.00',
      '20000.00',
      '3500.00',
      'Long-term (Part II)',
      String(e.ids['-13']),
    ]);
    const pdf = await u.call('GET', `/api/estate/${e.id}/taxes/pdf?year=1`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await u.call('GET', `/api/estate/${e.id}/taxes/xlsx?year=1`);
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const income = wb.getWorksheet('Form 1041 - income');
    const interest = ((income?.getSheetValues() ?? []) as unknown[][]).find((r) => r?.[1] === '1');
    expect(interest?.[3]).toBe(1200);
  });

  it('refuses a year the estate has not reached and an estate without a death date, with the message', async () => {
    const u = await signUp(t.app, 'taxesbad');
    const e = await createEstate(u, PAT);
    const far = await u.call('GET', `/api/estate/${e.id}/taxes?year=40`);
    expect(far.statusCode).toBe(404);
    expect(far.json().msg).toMatch(/^There is no tax year 40: the estate has /);
    const none = await createEstate(u, { meta: { label: 'Alive', state: 'GA' } });
    const res = await u.call('GET', `/api/estate/${none.id}/taxes`);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(M.MSG_TAX_YEAR_NO_DEATH);
  });
});
