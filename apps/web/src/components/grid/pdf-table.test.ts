import { renderPdfBytes, truncateHeader } from '@probity/documents';
import { describe, expect, it } from 'vitest';
import { pdfFileName } from './pdf-export.ts';
import { buildPdfTable, columnValue } from './pdf-table.ts';
import type { GridColumn } from './types.ts';

interface Row {
  id: number;
  name: string;
  value: number;
  when: string;
}
const columns: GridColumn<Row>[] = [
  { field: 'name', header: 'Name', kind: 'text' },
  { field: 'value', header: 'Value', kind: 'money' },
  { field: 'when', header: 'Date', kind: 'date' },
];
const rows: Row[] = [
  { id: 1, name: 'House', value: 45000000, when: '2026-03-05' },
  { id: 2, name: 'Car', value: 1250050, when: '2025-12-31' },
];

describe('PDF header', () => {
  it('keeps a header of 80 characters whole', () => {
    const h = 'a'.repeat(80);
    expect(truncateHeader(h)).toBe(h);
  });
  it('cuts a longer header to 80 characters ending in ...', () => {
    const cut = truncateHeader(`Assets of the estate of ${'x'.repeat(100)}`);
    expect(cut).toHaveLength(80);
    expect(cut.endsWith('...')).toBe(true);
  });
});

describe('PDF table building', () => {
  it('prints the given columns in order with display text', () => {
    const t = buildPdfTable('Assets', columns, rows, columnValue);
    expect(t.columns).toEqual([
      { header: 'Name', align: 'left' },
      { header: 'Value', align: 'right' },
      { header: 'Date', align: 'left' },
    ]);
    expect(t.body).toEqual([
      ['House', '$450,000.00', '05-Mar-2026'],
      ['Car', '$12,500.50', '31-Dec-2025'],
    ]);
  });
  it('prints a computed column through its value function', () => {
    const computed: GridColumn<Row> = {
      field: 'id',
      header: 'Double',
      kind: 'money',
      value: (r) => r.value * 2,
    };
    expect(buildPdfTable('t', [computed], rows.slice(0, 1), columnValue).body).toEqual([['$900,000.00']]);
  });
  it('leaves out a control column (a paperclip, a notice status): it holds no value to print', () => {
    const paperclip: GridColumn<Row> = {
      field: 'id',
      header: 'Files',
      kind: 'text',
      value: () => '',
      control: true,
    };
    const t = buildPdfTable('t', [columns[0], paperclip, columns[1]], rows.slice(0, 1), columnValue);
    expect(t.columns.map((c) => c.header)).toEqual(['Name', 'Value']);
    expect(t.body).toEqual([['House', '$450,000.00']]);
  });
});

/** jsPDF writes page text uncompressed by default, so the strings can be found in the bytes. */
const pdfText = async (n: number, title = 'Assets') => {
  const many = Array.from({ length: n }, (_, i) => ({
    id: i,
    name: `Item ${i}`,
    value: i * 100,
    when: '2026-01-02',
  }));
  return new TextDecoder('latin1').decode(
    await renderPdfBytes(buildPdfTable(title, columns, many, columnValue)),
  );
};

describe('PDF rendering', () => {
  it('renders a landscape letter page', async () => {
    const text = await pdfText(3);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/MediaBox \[0 0 792\.?\d* 612\.?\d*\]/);
  });
  it('puts the header and Page 1 of 1 on a short table', async () => {
    const text = await pdfText(3);
    expect(text).toContain('(Assets)');
    expect(text).toContain('(Page 1 of 1)');
    expect(text).toContain('($2.00)');
    expect(text).toContain('(02-Jan-2026)');
  });
  it('numbers every page of a long table as x of y', async () => {
    const text = await pdfText(120);
    const pages = [...text.matchAll(/\(Page (\d+) of (\d+)\)/g)];
    const total = Number(pages[0]?.[2]);
    expect(total).toBeGreaterThan(1);
    expect(pages.map((m) => Number(m[1]))).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  });
});

describe('PDF file name', () => {
  it('makes a safe file name from the title', () => {
    expect(pdfFileName('Assets - Estate of Jane Doe')).toBe('Assets-Estate-of-Jane-Doe.pdf');
  });
  it('falls back to export.pdf for a title without letters or digits', () => {
    expect(pdfFileName(' - ')).toBe('export.pdf');
  });
});
