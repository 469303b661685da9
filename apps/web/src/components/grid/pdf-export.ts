/** The PDF as the browser offers it: a Blob of the grid's table, a download, a file name. */
import { type PdfTable, renderPdfBytes } from '@probity/documents';

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
