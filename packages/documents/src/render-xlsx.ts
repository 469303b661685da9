// A report as a spreadsheet (exceljs, loaded when asked for): one sheet per table, money as numbers in a money
// format so an accountant can add and check them, headings bold, totals bold. The web app and the server (the tax
// worksheets' download) render with this same code.
import type { PdfDoc } from './doc.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MONEY = /^-?\$[\d,]+\.\d{2}$/;
const asCell = (text: string): string | number =>
  MONEY.test(text) ? Number(text.replace(/[$,]/g, '')) : text;

/** Sheet names: at most 31 characters, no []:*?/\, unique within the workbook. */
function sheetName(wanted: string, taken: Set<string>): string {
  const base =
    wanted
      .replace(/:\s*/g, ' - ')
      .replace(/[[\]*?/\\]/g, ' ')
      .slice(0, 28)
      .trim() || 'Sheet';
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base} ${i}`;
  taken.add(name);
  return name;
}

export async function renderDocXlsxBytes(doc: PdfDoc): Promise<ArrayBuffer> {
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Probity';
  const taken = new Set<string>();
  for (const s of doc.sections) {
    const ws = wb.addWorksheet(sheetName(s.heading ?? doc.title, taken));
    for (const line of [doc.title, ...(doc.caption ?? [])]) ws.addRow([line]);
    if (s.heading) ws.addRow([s.heading]).font = { bold: true };
    ws.addRow([]);
    ws.addRow(s.columns.map((c) => c.header)).font = { bold: true };
    for (const row of s.body) ws.addRow(row.map(asCell));
    if (s.foot) ws.addRow(s.foot.map(asCell)).font = { bold: true };
    s.columns.forEach((c, i) => {
      const col = ws.getColumn(i + 1);
      col.width = c.align === 'right' ? 16 : 32;
      if (c.align === 'right') {
        col.numFmt = '$#,##0.00;-$#,##0.00';
        col.alignment = { horizontal: 'right' };
      }
    });
  }
  const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
