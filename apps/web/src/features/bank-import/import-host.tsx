// Mounted once in the estate shell: the import's code (CSV and OFX readers, the review) loads when it is opened.
import { lazy, Suspense } from 'react';
import { useImportDialog } from './import-store';

const ImportDialog = lazy(() => import('./import-dialog').then((m) => ({ default: m.ImportDialog })));

export function ImportHost() {
  const assetId = useImportDialog((s) => s.assetId);
  if (assetId === null) return null;
  return (
    <Suspense fallback={null}>
      <ImportDialog assetId={assetId} />
    </Suspense>
  );
}
