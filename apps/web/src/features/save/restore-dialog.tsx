// Offered when an estate opens and the browser still holds edits that were never saved. It is drawn above every
// other dialog (Mantine's modals sit at z-index 200), and the quick start waits for its answer (issue 36).
import { Button, Group, Text } from '@mantine/core';
import { Dialog } from '../../components/dialog';
import { acceptBackup, declineBackup, useRestoreOffer } from './backup';

function when(ms: number): string {
  const d = new Date(ms);
  const sameDay = d.toDateString() === new Date().toDateString();
  const time = d.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
  return sameDay
    ? time
    : `${d.toLocaleDateString([], { day: '2-digit', month: 'short', year: 'numeric' })} ${time}`;
}

const RESTORE_Z_INDEX = 300;

/** Whether the restore question is waiting for an answer (other dialogs that open with an estate wait for it). */
export const useRestorePending = (): boolean => useRestoreOffer((s) => s.offer !== null);

export function RestoreDialog() {
  const offer = useRestoreOffer((s) => s.offer);
  return (
    <Dialog
      opened={offer !== null}
      onClose={declineBackup}
      title="Unsaved changes found"
      closeOnClickOutside={false}
      zIndex={RESTORE_Z_INDEX}
      testId={'restore-dialog'}
    >
      <Text size="sm" mb="lg">
        {offer ? `You have unsaved changes from ${when(offer.savedAt)}. Restore them?` : ''}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" data-testid="restore-discard" onClick={declineBackup}>
          Discard them
        </Button>
        <Button data-testid="restore-accept" onClick={acceptBackup}>
          Restore
        </Button>
      </Group>
    </Dialog>
  );
}
