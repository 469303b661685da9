// The asset unlink dialog: a bank-linked asset stops receiving downloads; what was imported stays.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AssetRow } from './asset-columns';
import { patchAsset } from './asset-edits';

export function UnlinkDialog({
  asset,
  reason,
  onClose,
}: {
  asset: AssetRow;
  reason?: string;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const unlink = async () => {
    const msg = await patchAsset(asset.id, { bank_link_id: null, last_check: null });
    if (msg) setError(msg);
    else onClose();
  };
  return (
    <Modal opened onClose={onClose} title="Unlink from bank" data-testid="unlink-dialog">
      <Stack gap="sm">
        {reason && (
          <Text size="sm" fw={500}>
            {reason}
          </Text>
        )}
        <Text size="sm">
          {asset.name} is linked to your bank. Unlinking stops new bank transactions from downloading into it.
          Transactions already imported stay on the Cashflow tab, and you can link the account again later.
        </Text>
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="orange" onClick={() => void unlink()}>
            Unlink
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
