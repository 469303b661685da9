/**
 * Renders a PdfTable with jsPDF + autotable: landscape letter, a 630 pt wide table centred on the page,
 * the header on every page and 'Page x of y' at the foot. jsPDF is imported on demand so it stays out
 * of the web's main bundle; the server renders with the same code (a published accounting).
 */
import { formatMoney, PDF_PAGE_WIDTH, parseMoney } from '@probity/domain';
import type { PdfDoc, PdfTable } from './doc.ts';
import { cacheMeasures } from './pdf-measure-cache.ts';
import { dropScriptPlugins } from './pdf-text-hooks.ts';

const TOP = 56;
/**
 * Decimals of a point in the page's coordinates. jsPDF's default, 16, writes a double's noise
 * (650.2000000000000455) for every cell's box and text: the maximum estate's accounting was 5.3 MB, 3.0 MB at
 * three decimals (a thousandth of a point, well below a printer's dot), with the same text and pages.
 */
const FLOAT_DIGITS = 3;
const BOTTOM = 40;

export async function renderPdfBytes(table: PdfTable): Promise<ArrayBuffer> {
  return renderDocPdfBytes({
    title: table.title,
    orientation: 'landscape',
    sections: [{ columns: table.columns, body: table.body }],
  });
}

/**
 * Renders a document of one or more tables: letter paper, tables 630 pt wide and centred, the title and caption
 * on every page, each table's header repeated on its pages, its totals row at its end, 'Page x of y' at the foot.
 */
export interface PdfProgress {
  /** Tables drawn so far, of `sections`. */
  done: number;
  sections: number;
  /** The heading of the table drawn next, when it has one. */
  heading?: string;
  pages: number;
}

/** jsPDF and autotable, fetched and compiled once: a screen that offers a PDF may call this early, so the click
 * does not wait for them. */
export const loadPdfLibrary = () => Promise.all([import('jspdf'), import('jspdf-autotable')]);

/** Hands the main thread back (a macrotask), so the page can draw the progress between tables. */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function renderDocPdfBytes(
  pdf: PdfDoc,
  onProgress?: (p: PdfProgress) => void,
): Promise<ArrayBuffer> {
  const [{ jsPDF }, { autoTable }] = await loadPdfLibrary();
  const doc = new jsPDF({
    orientation: pdf.orientation ?? 'landscape',
    unit: 'pt',
    format: 'letter',
    floatPrecision: FLOAT_DIGITS,
  });
  cacheMeasures(doc);
  dropScriptPlugins(doc, jsPDF.API);
  const pageW = doc.internal.pageSize.getWidth();
  const pageH = doc.internal.pageSize.getHeight();
  // 630 pt wide on landscape paper; on portrait, the page less 40 pt each side.
  const width = Math.min(PDF_PAGE_WIDTH, pageW - 80);
  const side = (pageW - width) / 2;
  const caption = pdf.caption ?? [];
  const top = TOP + caption.length * 12;
  // Each table calls this for every page it draws on: draw once per page, or the text is printed over itself.
  const headed = new Set<number>();
  const drawHeader = () => {
    const page = doc.getCurrentPageInfo().pageNumber;
    if (headed.has(page)) return;
    headed.add(page);
    doc.setFontSize(12);
    doc.setFont('helvetica', 'bold');
    doc.text(pdf.title, side, TOP - 20);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9);
    for (const [i, line] of caption.entries()) doc.text(line, side, TOP - 4 + i * 12);
  };
  let y = top;
  for (const [done, section] of pdf.sections.entries()) {
    if (onProgress) {
      onProgress({
        done,
        sections: pdf.sections.length,
        heading: section.heading,
        pages: doc.getNumberOfPages(),
      });
      await breathe();
    }
    if (section.newPage && y > top) {
      doc.addPage();
      y = top;
    }
    if (section.heading) {
      if (y > pageH - BOTTOM - 60) {
        doc.addPage();
        y = top;
      }
      doc.setFontSize(10);
      doc.setFont('helvetica', 'bold');
      doc.text(section.heading, side, y + 10);
      doc.setFont('helvetica', 'normal');
      y += 16;
    }
    // Running total of the carried column over the rows drawn so far (each row once, though drawn cell by cell).
    let carried = 0;
    let lastRow = -1;
    const carry = section.carryColumn;
    const columnStyles: Record<number, { halign: 'left' | 'right' }> = {};
    section.columns.forEach((c, i) => {
      columnStyles[i] = { halign: c.align };
    });
    autoTable(doc, {
      head: [section.columns.map((c) => c.header)],
      body:
        section.body.length > 0 ? section.body : [section.columns.map((_, i) => (i === 0 ? 'No rows' : ''))],
      foot: section.foot ? [section.foot] : undefined,
      showFoot: 'lastPage',
      startY: y,
      margin: { top, bottom: BOTTOM, left: side, right: side },
      tableWidth: width,
      theme: 'striped',
      styles: { fontSize: 8, cellPadding: 3, overflow: 'linebreak' },
      headStyles: { fillColor: [45, 85, 140], textColor: 255 },
      footStyles: { fillColor: [230, 236, 240], textColor: 20, fontStyle: 'bold' },
      columnStyles,
      didParseCell: (data) => {
        // Header and totals cells follow their column's alignment so money sits over money.
        if (data.section !== 'body')
          data.cell.styles.halign = section.columns[data.column.index]?.align ?? 'left';
      },
      didDrawCell: (data) => {
        if (carry === undefined || data.section !== 'body' || data.column.index !== carry) return;
        if (data.row.index <= lastRow) return;
        lastRow = data.row.index;
        carried += parseMoney(String(data.cell.raw ?? '')) ?? 0;
      },
      didDrawPage: (data) => {
        drawHeader();
        // The table goes on: print what this page adds up to so far, as court accountings carry totals.
        if (carry !== undefined && lastRow >= 0 && lastRow < section.body.length - 1) {
          doc.setFontSize(8);
          doc.text(`Carried forward: ${formatMoney(carried)}`, side + width, (data.cursor?.y ?? top) + 10, {
            align: 'right',
          });
        }
      },
    });
    y = ((doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? y) + 18;
  }
  if (pdf.verification) {
    const v = pdf.verification;
    doc.setFontSize(9);
    const paragraphs = v.paragraphs.map((p) => doc.splitTextToSize(p, width) as string[]);
    const LINE = 12;
    const SIGN = 34;
    const height = 20 + paragraphs.reduce((h, p) => h + p.length * LINE + 6, 0) + v.lines.length * SIGN;
    // The declaration and its signatures stay together on one page.
    if (y + height > pageH - BOTTOM) {
      doc.addPage();
      drawHeader();
      y = top;
    }
    doc.setFontSize(10);
    doc.setFont('helvetica', 'bold');
    doc.text(v.heading, side, y + 10);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9);
    y += 24;
    for (const p of paragraphs) {
      doc.text(p, side, y);
      y += p.length * LINE + 6;
    }
    for (const line of v.lines) {
      y += SIGN - 12;
      if (line.value) doc.text(line.value, side + 2, y - 3);
      doc.line(side, y, side + width * 0.6, y);
      doc.setFontSize(8);
      doc.text(line.label, side, y + 9);
      doc.setFontSize(9);
      y += 12;
    }
  }
  const total = doc.getNumberOfPages();
  doc.setFontSize(9);
  for (let i = 1; i <= total; i++) {
    doc.setPage(i);
    doc.text(`Page ${i} of ${total}`, pageW / 2, pageH - BOTTOM / 2, { align: 'center' });
  }
  return doc.output('arraybuffer');
}
