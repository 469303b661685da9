// The reports as documents (issue 39 moved them here from the web app): the document model, its builders, the one
// PDF renderer (jsPDF, loaded on demand) and what a published accounting seals. The web app offers them as
// downloads; the server renders a publication with the same code, so both print the same cents.
export { type AccountingDoc, accountingDoc } from './accounting-doc.ts';
export type { PdfColumn, PdfDoc, PdfSection, PdfTable } from './doc.ts';
export { truncateHeader } from './doc.ts';
export { docChanges } from './doc-diff.ts';
export { renderNoticesDocx, renderNoticesPdf } from './notice-letter.ts';
export {
  PUBLICATION_FORMAT,
  publishedDoc,
  type Sealed,
  type SealedBefore,
  sealAccounting,
} from './publication.ts';
export {
  RELEASE_FORMAT,
  type ReleaseDocument,
  releaseDoc,
  releaseJson,
  type SignatureRecord,
} from './release-doc.ts';
export { loadPdfLibrary, type PdfProgress, renderDocPdfBytes, renderPdfBytes } from './render-pdf.ts';
export { renderDocXlsxBytes, XLSX_TYPE } from './render-xlsx.ts';
export { captionOf, contactsDoc, courtDoc, docRows, inventoryDoc, standardDoc } from './report-docs.ts';
export { renderSamplePaperPdf } from './sample-paper-pdf.ts';
export { FOR_PREPARER, linesSection, taxYearDoc, taxYearLabel } from './tax-docs.ts';
