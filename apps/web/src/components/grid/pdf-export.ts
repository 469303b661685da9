/**
 * Renders a PdfTable with jsPDF + autotable: landscape letter, a 630 pt wide table centred on the page,
 * the header on every page and 'Page x of y' at the foot. jsPDF is imported on demand so it stays out
 * of the main bundle.
 */
import { PDF_PAGE_WIDTH } from '@probity/domain';
import type { PdfTable } from './pdf-table.ts';

const TOP = 56;
const BOTTOM = 40;

export async function renderPdfBytes(table: PdfTable): Promise<ArrayBuffer> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'letter' });
  const pageW = doc.internal.pageSize.getWidth();
  const pageH = doc.internal.pageSize.getHeight();
  const side = Math.max(20, (pageW - PDF_PAGE_WIDTH) / 2);
  const columnStyles: Record<number, { halign: 'left' | 'right' }> = {};
  table.columns.forEach((c, i) => {
    columnStyles[i] = { halign: c.align };
  });
  autoTable(doc, {
    head: [table.columns.map((c) => c.header)],
    body: table.body.length > 0 ? table.body : [table.columns.map((_, i) => (i === 0 ? 'No rows' : ''))],
    startY: TOP,
    margin: { top: TOP, bottom: BOTTOM, left: side, right: side },
    tableWidth: PDF_PAGE_WIDTH,
    theme: 'striped',
    styles: { fontSize: 8, cellPadding: 3, overflow: 'linebreak' },
    headStyles: { fillColor: [45, 85, 140], textColor: 255 },
    columnStyles,
    didParseCell: (data) => {
      // Header cells follow their column's alignment so money headers sit over their figures.
      if (data.section === 'head')
        data.cell.styles.halign = table.columns[data.column.index]?.align ?? 'left';
    },
    didDrawPage: () => {
      doc.setFontSize(12);
      doc.setFont('helvetica', 'bold');
      doc.text(table.title, side, TOP - 20);
      doc.setFont('helvetica', 'normal');
    },
  });
  const total = doc.getNumberOfPages();
  doc.setFontSize(9);
  for (let i = 1; i <= total; i++) {
    doc.setPage(i);
    doc.text(`Page ${i} of ${total}`, pageW / 2, pageH - BOTTOM / 2, { align: 'center' });
  }
  return doc.output('arraybuffer');
}

export async function renderPdf(table: PdfTable): Promise<Blob> {
  return new Blob([await renderPdfBytes(table)], { type: 'application/pdf' });
}

/** Offer a Blob as a download (browser only). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 'Assets - Estate of Jane Doe' -> 'Assets-Estate-of-Jane-Doe.pdf'. */
export function pdfFileName(title: string): string {
  const base = title
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'export'}.pdf`;
}
