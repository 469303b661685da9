// Adding an asset: the fields a user knows at first; the rest is edited in the grid.
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { ASSET_TYPE, addAsset, type Terms } from '@probity/domain';
import { useState } from 'react';
import { runOp } from '../../lib/run-op';
import { LocationPicker } from '../locations';
import { ASSET_TYPE_OPTIONS } from './asset-columns';
import { MoneyInput } from './money-input';

interface Props {
  terms: Terms;
  awaitDeath: boolean;
  onClose: (id?: number, trust?: boolean) => void;
}

const typeData = ASSET_TYPE_OPTIONS.filter((o) => o.value !== ASSET_TYPE.refund).map((o) => ({
  value: String(o.value),
  label: o.label,
}));

export function AddAssetDialog({ terms, awaitDeath, onClose }: Props) {
  const [name, setName] = useState('');
  const [type, setType] = useState('0');
  const [account, setAccount] = useState('');
  const [value, setValue] = useState<number | null>(null);
  const [loc, setLoc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const estateAccount = Number(type) === ASSET_TYPE.estateAccount;

  const add = async () => {
    if (!name.trim()) return setError('Please enter a name for the asset.');
    const input = {
      name: name.trim(),
      i_type: Number(type),
      account,
      loc_name: loc,
      ...(estateAccount ? {} : awaitDeath ? { val_pre: value } : { val_death: value, val_pre: value }),
    };
    const o = await runOp((f) => addAsset(f, input));
    if (o.kind === 'error') setError(o.msg);
    else if (o.kind === 'ok') onClose(o.id, input.i_type === ASSET_TYPE.trust);
  };

  return (
    <Modal opened onClose={() => onClose()} title="Add asset" data-testid="add-asset-dialog">
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={500}
          data-autofocus
          data-testid="asset-name"
        />
        <Select
          label="Type"
          data={typeData}
          value={type}
          onChange={(v) => setType(v ?? '0')}
          allowDeselect={false}
          searchable
          comboboxProps={{ withinPortal: true }}
          data-testid="asset-type"
        />
        <TextInput
          label="Account or identifier"
          value={account}
          onChange={(e) => setAccount(e.currentTarget.value)}
          maxLength={500}
        />
        {!estateAccount && (
          <MoneyInput
            label={awaitDeath ? 'Value Pre-Death' : terms.valueAtDeath}
            value={value}
            onChange={(v) => setValue(v)}
            data-testid="asset-value"
          />
        )}
        <LocationPicker value={loc} onChange={setLoc} data-testid="asset-location" />
        {error && (
          <Alert color="red" variant="light" data-testid="add-asset-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose()}>
            Cancel
          </Button>
          <Button onClick={() => void add()} data-testid="add-asset-save">
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
