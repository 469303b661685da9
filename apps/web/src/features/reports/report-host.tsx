// Mounted once in the estate shell: the reports' code (options, screens, PDF and CSV) loads when one is asked for.
import { lazy, Suspense } from 'react';
import { useReportDialog } from './reports-store';

const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

export function ReportHost() {
  const kind = useReportDialog((s) => s.kind);
  if (!kind) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog kind={kind} />
    </Suspense>
  );
}
