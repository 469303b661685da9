/**
 * A Sample estate's paper (domain samples/sample-papers.ts) as a one-page-or-more portrait PDF, through jsPDF and
 * autotable as the reports are. Every page carries the SAMPLE mark twice: a band at the top and the foot, and the
 * word across the page behind the text. The PDF's dates and file id come from the paper, so the same paper always
 * gives the same bytes (the server stores it under a name made from them).
 */
import type { SamplePaper } from '@probity/domain/samples';

const MARGIN = 64;
const LINE = 15;
const RED: [number, number, number] = [170, 20, 20];

/** 32 hex digits from the paper's text (FNV-1a, four seeds): the PDF file id, the same for the same paper. */
function fileIdOf(text: string): string {
  return [0x811c9dc5, 0x01000193, 0x2166136, 0x5bd1e995]
    .map((seed) => {
      let h = seed >>> 0;
      for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
      return h.toString(16).padStart(8, '0');
    })
    .join('')
    .toUpperCase();
}

export async function renderSamplePaperPdf(paper: SamplePaper): Promise<Uint8Array> {
  const [{ jsPDF, GState }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'letter', compress: true });
  doc.setCreationDate(new Date(`${paper.date}T12:00:00Z`));
  doc.setFileId(fileIdOf(JSON.stringify(paper)));
  doc.setProperties({ title: `${paper.title} (${paper.mark})`, creator: 'Probity' });
  const pageW = doc.internal.pageSize.getWidth();
  const pageH = doc.internal.pageSize.getHeight();
  const width = pageW - 2 * MARGIN;

  let y = MARGIN + 40;
  doc.setFont('helvetica', 'bold').setFontSize(18).text(paper.title, MARGIN, y);
  doc.setFont('helvetica', 'normal').setFontSize(9).setTextColor(90);
  for (const line of paper.issuer) {
    y += 14;
    doc.text(line, MARGIN, y);
  }
  doc.setTextColor(0).setFontSize(10);
  y += 24;
  for (const [label, value] of paper.fields) {
    doc.setFont('helvetica', 'bold').text(label, MARGIN, y);
    const rows = doc.setFont('helvetica', 'normal').splitTextToSize(value, width - 150) as string[];
    doc.text(rows, MARGIN + 150, y);
    y += LINE * rows.length + 3;
  }
  if (paper.table) {
    const t = paper.table;
    autoTable(doc, {
      head: [t.columns.map((c) => c.header)],
      body: t.body,
      foot: [t.foot],
      startY: y + 8,
      margin: { left: MARGIN, right: MARGIN, top: MARGIN + 20, bottom: MARGIN },
      theme: 'striped',
      styles: { fontSize: 9, cellPadding: 4 },
      headStyles: { fillColor: [45, 85, 140], textColor: 255 },
      footStyles: { fillColor: [230, 236, 240], textColor: 20, fontStyle: 'bold' },
      columnStyles: Object.fromEntries(t.columns.map((c, i) => [i, { halign: c.align }])),
      didParseCell: (d) => {
        if (d.section !== 'body') d.cell.styles.halign = t.columns[d.column.index]?.align ?? 'left';
      },
    });
    y = ((doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? y) + 10;
  }
  y += 14;
  for (const p of paper.paragraphs) {
    for (const row of doc.splitTextToSize(p, width) as string[]) {
      if (y > pageH - MARGIN - 10) {
        doc.addPage();
        y = MARGIN + 30;
      }
      doc.text(row, MARGIN, y);
      y += LINE;
    }
    y += 6;
  }

  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    doc
      .setFont('helvetica', 'bold')
      .setFontSize(11)
      .setTextColor(...RED);
    doc.text(paper.mark, pageW / 2, MARGIN - 16, { align: 'center' });
    doc.text(paper.mark, pageW / 2, pageH - MARGIN + 24, { align: 'center' });
    // the word across the page, faint enough to read the text through it
    doc.saveGraphicsState();
    doc.setGState(new GState({ opacity: 0.12 }));
    doc.setFontSize(120).text('SAMPLE', pageW / 2 - 210, pageH / 2 + 150, { angle: 40 });
    doc.restoreGraphicsState();
    if (pages > 1) {
      doc.setFont('helvetica', 'normal').setFontSize(8).setTextColor(0);
      doc.text(`Page ${page} of ${pages}`, pageW - MARGIN, pageH - MARGIN + 40, { align: 'right' });
    }
  }
  return new Uint8Array(doc.output('arraybuffer'));
}
