// The asset unlink dialog: a bank-linked asset stops receiving downloads; what was imported stays. The server
// ends the link and clears the asset's link field (a saved change: the working copy is reloaded after it).
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useEstateStore } from '../../estate';
import { errorText } from '../../lib/api';
import { unlinkAndReload } from '../bank-import';
import { reloadEstate, selectIsDirty } from '../save';
import type { AssetRow } from './asset-columns';

export function UnlinkDialog({
  asset,
  reason,
  onClose,
}: {
  asset: AssetRow;
  reason?: string;
  onClose: () => void;
}) {
  const { estateId = '' } = useParams();
  const revision = useEstateStore((s) => s.revision);
  const dirty = useEstateStore(selectIsDirty);
  const [error, setError] = useState<string | null>(dirty ? 'Save your changes before unlinking.' : null);
  const unlink = async () => {
    try {
      await unlinkAndReload(estateId, revision, reloadEstate);
      onClose();
    } catch (e) {
      setError(errorText(e));
    }
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
          <Button color="orange" disabled={dirty} onClick={() => void unlink()} data-testid="unlink-confirm">
            Unlink
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
