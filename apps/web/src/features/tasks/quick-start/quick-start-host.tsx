// Opens the quick-start wizard: from the `created` query (u, b, f or anything else) once per visit, or from the
// Tasks tab's button. View-only users are told they may not use it instead. It waits while the "Unsaved changes
// found" question is open, so that question is never hidden behind it (issue 36).
import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { taskMessage, useEstateStore } from '../../../estate';
import { useUser } from '../../auth';
import { useRestorePending } from '../../save';
import { QuickStartDialog } from './quick-start-dialog';
import { type CreatedKind, createdKind } from './topics';

export const MSG_QUICK_START_DENIED = 'You do not have permission for the Quick Start Wizard';

const CONSUMED = ['created', 'role', 'countryCode'];

export function QuickStartHost() {
  const [params, setParams] = useSearchParams();
  const viewOnly = useEstateStore((s) => s.viewOnly);
  const sample = useEstateStore((s) => s.mode === 'sample');
  const [open, setOpen] = useState<{
    kind: CreatedKind;
    roleParam: string | null;
    country: string | null;
  } | null>(null);
  const created = params.get('created');
  const { data: user, isPending } = useUser();

  useEffect(() => {
    const kind = createdKind(created);
    if (!kind || isPending) return;
    // A user who turned the wizard off still gets the probate service flow they asked for.
    const off = user?.wiz_off === true && kind !== 'probate';
    if (viewOnly || sample) taskMessage(MSG_QUICK_START_DENIED);
    else if (!off) setOpen({ kind, roleParam: params.get('role'), country: params.get('countryCode') });
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const k of CONSUMED) next.delete(k);
        return next;
      },
      { replace: true },
    );
  }, [created, viewOnly, sample, params, setParams, isPending, user?.wiz_off]);

  const restorePending = useRestorePending();
  return open && !restorePending ? <QuickStartDialog {...open} onClose={() => setOpen(null)} /> : null;
}

/** The Tasks tab's "Quick start" button. */
export function QuickStartButton() {
  const viewOnly = useEstateStore((s) => s.viewOnly || s.mode === 'sample');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        data-testid="quick-start-open"
        onClick={() => (viewOnly ? taskMessage(MSG_QUICK_START_DENIED) : setOpen(true))}
      >
        Quick start
      </Button>
      {open && (
        <QuickStartDialog kind="quick" roleParam={null} country={null} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
