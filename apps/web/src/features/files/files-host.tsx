// Mounted once in the estate shell: loads the files dialogs' code the first time one opens.
import { lazy, Suspense } from 'react';
import { useFilesDialogs } from './files-store';

const FilesDialogs = lazy(() => import('./files-dialogs').then((m) => ({ default: m.FilesDialogs })));

export function FilesHost() {
  const wanted = useFilesDialogs((s) => s.target !== null || s.estateFiles || s.storageFull);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FilesDialogs />
    </Suspense>
  );
}
