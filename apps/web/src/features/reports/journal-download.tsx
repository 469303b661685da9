// The estate's ledger as a plain-text journal (GET /api/estate/{id}/journal) for an accountant's ledger-cli or
// hledger. The server writes it from the estate as saved, so a new estate and unsaved changes say so.
import { Button, Group, Text, Tooltip } from '@mantine/core';
import { useEstateStore } from '../../estate';
import { selectIsDirty } from '../save';

export function JournalDownload() {
  const id = useEstateStore((s) => s.estateId);
  const mode = useEstateStore((s) => s.mode);
  const dirty = useEstateStore(selectIsDirty);
  if (mode === 'new' || !id)
    return (
      <Text size="sm" c="dimmed" data-testid="report-journal-unsaved">
        Save the estate to download its ledger journal.
      </Text>
    );
  return (
    <Group gap="xs">
      <Tooltip label="Every transaction as plain text, for ledger-cli or hledger">
        <Button
          component="a"
          href={`/api/estate/${encodeURIComponent(id)}/journal`}
          download
          variant="light"
          data-testid="report-journal"
        >
          Ledger journal
        </Button>
      </Tooltip>
      {dirty && (
        <Text size="sm" c="dimmed">
          As last saved: save to include your latest changes.
        </Text>
      )}
    </Group>
  );
}
