// The asset received date dialog: when the executor took the asset into the estate's hands.
import { Text } from '@mantine/core';
import { useState } from 'react';
import { DateInput } from '../../components/date-input';
import { FormDialog } from '../../components/dialog-form';
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
    <FormDialog
      testId="received"
      title={`Received: ${asset.name}`}
      onClose={onClose}
      onSubmit={save}
      error={error}
    >
      <Text size="sm">The date the estate took possession or control of this asset.</Text>
      <DateInput
        label="Date received"
        value={date}
        onCommit={setDate}
        minDate={minDate}
        data-testid="received-date"
      />
    </FormDialog>
  );
}
