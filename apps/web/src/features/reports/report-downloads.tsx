// The downloads of a report on screen: its PDF (with progress), a CSV and the spreadsheet, through the reports'
// one renderer in packages/documents; the accounting adds its ledger journal.
import { Button, Group, Loader, Text } from '@mantine/core';
import {
  docRows as docRowsOf,
  loadPdfLibrary,
  type PdfDoc,
  renderDocPdfBytes,
  renderDocXlsxBytes,
  XLSX_TYPE,
} from '@probity/documents';
import { plural } from '@probity/domain';
import Papa from 'papaparse';
import { useEffect, useState } from 'react';
import { downloadBlob, pdfFileName } from '../../components/grid';
import { errorText } from '../../lib/api';
import { JournalDownload } from './journal-download';

/** How often the PDF's progress line may change. */
const PROGRESS_MS = 400;

/** A download the report offers in place of the CSV of its tables (the tax worksheets: the sales CSV). */
export interface CsvFile {
  text: () => string;
  fileName: string;
  label?: string;
}

export function Downloads({ doc, journal, csvFile }: { doc: PdfDoc; journal: boolean; csvFile?: CsvFile }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The PDF library is fetched and compiled while the report is read, not after the click (a failure here shows
  // again, as an error, when the PDF is asked for).
  useEffect(() => {
    loadPdfLibrary().catch(() => undefined);
  }, []);
  const pdf = async () => {
    setBusy('Building the PDF');
    setError(null);
    // A new line at most every PROGRESS_MS: the drawing hands the thread back for it, and a phone reads no faster.
    let shown = performance.now();
    try {
      const bytes = await renderDocPdfBytes(doc, (p) => {
        if (performance.now() - shown < PROGRESS_MS) return;
        shown = performance.now();
        setBusy(
          `Building the PDF: table ${p.done + 1} of ${p.sections}${p.heading ? ` (${p.heading})` : ''}, ${plural(p.pages, 'page')} so far`,
        );
      });
      downloadBlob(new Blob([bytes], { type: 'application/pdf' }), pdfFileName(doc.title));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  };
  const csv = () => {
    const text = csvFile ? csvFile.text() : Papa.unparse(docRowsOf(doc));
    downloadBlob(
      new Blob([text], { type: 'text/csv;charset=utf-8' }),
      csvFile?.fileName ?? pdfFileName(doc.title).replace(/\.pdf$/, '.csv'),
    );
  };
  const xlsx = async () => {
    setError(null);
    try {
      const bytes = await renderDocXlsxBytes(doc);
      downloadBlob(new Blob([bytes], { type: XLSX_TYPE }), pdfFileName(doc.title).replace(/\.pdf$/, '.xlsx'));
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <Group gap="xs">
      <Button
        onClick={pdf}
        disabled={busy !== null}
        leftSection={busy ? <Loader size={14} /> : undefined}
        data-testid="report-pdf"
      >
        PDF
      </Button>
      <Button variant="light" onClick={csv} data-testid="report-csv">
        {csvFile?.label ?? 'CSV'}
      </Button>
      <Button variant="light" onClick={xlsx} data-testid="report-xlsx">
        Excel
      </Button>
      {journal && <JournalDownload />}
      {busy && (
        // strict containment, two lines high: a new line lays out this box alone, not the dialog and the report in it
        <Text
          size="sm"
          role="status"
          lineClamp={2}
          style={{ contain: 'strict', height: 44, flex: '1 1 240px', minWidth: 200 }}
          data-testid="report-pdf-progress"
        >
          {busy}
        </Text>
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Group>
  );
}
