// Offered when an estate opens and the browser still holds edits that were never saved.
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

export function RestoreDialog() {
  const offer = useRestoreOffer((s) => s.offer);
  return (
    <Dialog
      opened={offer !== null}
      onClose={declineBackup}
      title="Unsaved changes found"
      closeOnClickOutside={false}
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
