// The asset received date dialog: when the executor took the asset into the estate's hands.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DateInput } from '../../components/date-input';
import type { AssetRow } from './asset-columns';
import { patchAsset } from './asset-edits';

export function ReceivedDateDialog({
  asset,
  minDate,
  onClose,
}: {
  asset: AssetRow;
  minDate: string | null;
  onClose: () => void;
}) {
  const [date, setDate] = useState<string | null>(asset.received);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const msg = date === asset.received ? null : await patchAsset(asset.id, { received: date });
    if (msg) setError(msg);
    else onClose();
  };
  return (
    <Modal opened onClose={onClose} title={`Received: ${asset.name}`} data-testid="received-dialog">
      <Stack gap="sm">
        <Text size="sm">The date the estate took possession or control of this asset.</Text>
        <DateInput
          label="Date received"
          value={date}
          onCommit={setDate}
          minDate={minDate}
          data-testid="received-date"
        />
        {error && (
          <Alert color="red" variant="light" data-testid="received-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()}>Save</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
