// Mounted once in the estate shell: the sharing dialogs' code loads when one is opened.
import { lazy, Suspense } from 'react';
import { useSharingDialog } from './sharing-store';

const UserAccessDialog = lazy(() =>
  import('./user-access-dialog').then((m) => ({ default: m.UserAccessDialog })),
);
const OwnerChangeDialog = lazy(() =>
  import('./owner-change-dialog').then((m) => ({ default: m.OwnerChangeDialog })),
);

const AuditDialog = lazy(() => import('./audit-dialog').then((m) => ({ default: m.AuditDialog })));

export function SharingHost() {
  const open = useSharingDialog((s) => s.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      {open === 'access' && <UserAccessDialog />}
      {open === 'owner' && <OwnerChangeDialog />}
      {open === 'history' && <AuditDialog />}
    </Suspense>
  );
}
