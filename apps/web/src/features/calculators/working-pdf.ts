// The calculator's working as a PDF (issue 19), through the reports' one PDF renderer; loaded only when asked.

import { type PdfDoc, renderDocPdfBytes } from '@probity/documents';
import { type FeeOut, formatMoney } from '@probity/domain';
import { downloadBlob, pdfFileName } from '../../components/grid/pdf-export';

export function workingDoc(title: string, answer: FeeOut): PdfDoc {
  return {
    title,
    orientation: 'portrait',
    caption: [answer.authority ? `Source: ${answer.authority}` : '', ...answer.notes].filter(Boolean),
    sections: [
      {
        columns: [
          { header: 'How it is worked out', align: 'left' },
          { header: 'Amount', align: 'right' },
        ],
        body: answer.lines.map((l) => [l.text, formatMoney(l.amount)]),
        foot: ['Total', answer.amount === null ? 'No figure' : formatMoney(answer.amount)],
      },
    ],
  };
}

export async function saveWorkingPdf(title: string, answer: FeeOut): Promise<void> {
  const doc = workingDoc(title, answer);
  const bytes = await renderDocPdfBytes(doc);
  downloadBlob(new Blob([bytes], { type: 'application/pdf' }), pdfFileName(doc.title));
}
