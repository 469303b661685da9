/**
 * A notice of death (domain notices/draft.ts) as the executor sends it: a portrait letter-size PDF through jsPDF,
 * the reports' PDF library, and a Word document through the docx package. A packet is several letters, each
 * starting on a page of its own. Both libraries are imported on demand, so neither weighs on a page until a
 * letter is downloaded.
 */
import type { NoticeLetter } from '@probity/domain';

const MARGIN = 72;
const LINE = 14;
const SIZE = 11;

/** The letter's blocks in reading order: sender, date, addressee, subject, body, enclosures. */
function blocks(l: NoticeLetter): { lines: string[]; bold?: boolean; gap: number }[] {
  return [
    { lines: l.from, gap: LINE },
    { lines: [l.date], gap: LINE },
    { lines: l.to, gap: LINE },
    { lines: [`Re: ${l.subject}`], bold: true, gap: LINE },
    { lines: [l.salutation], gap: LINE * 0.6 },
    ...l.body.map((p) => ({ lines: [p], gap: LINE * 0.6 })),
    // room to sign between the sign-off and the name
    { lines: l.closing.slice(0, 1), gap: LINE * 2.5 },
    { lines: l.closing.slice(1), gap: LINE },
    ...(l.enclosures.length
      ? [{ lines: ['Enclosures:', ...l.enclosures.map((e) => `- ${e}`)], gap: 0 }]
      : []),
  ];
}

/** The letters as one PDF, each from a new page, 'Page x of y' at the foot of a letter that runs over a page. */
export async function renderNoticesPdf(letters: readonly NoticeLetter[]): Promise<ArrayBuffer> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'letter' });
  const pageW = doc.internal.pageSize.getWidth();
  const pageH = doc.internal.pageSize.getHeight();
  const width = pageW - 2 * MARGIN;
  doc.setFontSize(SIZE);
  for (const [n, letter] of letters.entries()) {
    if (n > 0) doc.addPage();
    const first = doc.getNumberOfPages();
    let y = MARGIN;
    for (const block of blocks(letter)) {
      doc.setFont('helvetica', block.bold ? 'bold' : 'normal');
      for (const line of block.lines) {
        for (const row of doc.splitTextToSize(line, width) as string[]) {
          if (y > pageH - MARGIN) {
            doc.addPage();
            y = MARGIN;
          }
          doc.text(row, MARGIN, y);
          y += LINE;
        }
      }
      y += block.gap;
    }
    const last = doc.getNumberOfPages();
    if (last > first) {
      doc.setFont('helvetica', 'normal');
      doc.setFontSize(9);
      for (let p = first; p <= last; p++) {
        doc.setPage(p);
        doc.text(`Page ${p - first + 1} of ${last - first + 1}`, pageW - MARGIN, pageH - 36, {
          align: 'right',
        });
      }
      doc.setPage(last);
      doc.setFontSize(SIZE);
    }
  }
  return doc.output('arraybuffer');
}

/** The letters as one Word document (.docx), each from a new page. */
export async function renderNoticesDocx(letters: readonly NoticeLetter[]): Promise<ArrayBuffer> {
  const { Document, Packer, Paragraph, TextRun } = await import('docx');
  const children: InstanceType<typeof Paragraph>[] = [];
  for (const [n, letter] of letters.entries()) {
    for (const [b, block] of blocks(letter).entries()) {
      for (const [i, line] of block.lines.entries()) {
        const last = i === block.lines.length - 1;
        children.push(
          new Paragraph({
            children: [new TextRun({ text: line, bold: block.bold, size: SIZE * 2, font: 'Calibri' })],
            pageBreakBefore: n > 0 && b === 0 && i === 0,
            spacing: { after: last ? Math.max(block.gap, 2) * 20 : 0 },
          }),
        );
      }
    }
  }
  const doc = new Document({
    creator: 'Probity',
    title: letters[0]?.subject ?? 'Notice',
    sections: [{ children }],
  });
  return Packer.toArrayBuffer(doc);
}
