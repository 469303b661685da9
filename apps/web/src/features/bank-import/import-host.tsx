// Mounted once in the estate shell: the import's code (CSV and OFX readers, the review, the bank link) loads when
// one of its dialogs is opened.
import { lazy, Suspense } from 'react';
import { useImportDialog } from './import-store';

const ImportDialog = lazy(() => import('./import-dialog').then((m) => ({ default: m.ImportDialog })));
const BankLinkDialog = lazy(() => import('./bank-link-dialog').then((m) => ({ default: m.BankLinkDialog })));

export function ImportHost() {
  const { assetId, link, review, synced } = useImportDialog();
  if (assetId === null && !link) return null;
  return (
    <Suspense fallback={null}>
      {link ? <BankLinkDialog /> : <ImportDialog assetId={assetId ?? 0} review={review} synced={synced} />}
    </Suspense>
  );
}
