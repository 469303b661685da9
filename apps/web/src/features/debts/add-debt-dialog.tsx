// Adding a debt: name, type, amount owed, location. Executor Expense is not offered: those are executor expenses.
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { addDebt, DEBT_TYPE, type Terms } from '@probity/domain';
import { useState } from 'react';
import { runOp } from '../../lib/run-op';
import { MoneyInput } from '../assets';
import { LocationPicker } from '../locations';
import { DEBT_TYPE_OPTIONS } from './debt-columns';

const typeData = DEBT_TYPE_OPTIONS.filter((o) => o.value !== DEBT_TYPE.executorExpense).map((o) => ({
  value: String(o.value),
  label: o.label,
}));

export function AddDebtDialog({
  terms,
  awaitDeath,
  onClose,
}: {
  terms: Terms;
  awaitDeath: boolean;
  onClose: (id?: number) => void;
}) {
  const [name, setName] = useState('');
  const [type, setType] = useState('0');
  const [account, setAccount] = useState('');
  const [value, setValue] = useState<number | null>(null);
  const [loc, setLoc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    if (!name.trim()) return setError('Please enter a name for the debt.');
    const input = {
      name: name.trim(),
      i_type: Number(type),
      account,
      loc_name: loc,
      ...(awaitDeath ? { val_pre: value } : { val_death: value, val_pre: value }),
    };
    const o = await runOp((f) => addDebt(f, input));
    if (o.kind === 'error') setError(o.msg);
    else if (o.kind === 'ok') onClose(o.id);
  };
  return (
    <Modal opened onClose={() => onClose()} title="Add debt" data-testid="add-debt-dialog">
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={500}
          data-autofocus
          data-testid="debt-name"
        />
        <Select
          label="Type"
          data={typeData}
          value={type}
          onChange={(v) => setType(v ?? '0')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="debt-type"
        />
        <TextInput
          label="Account"
          value={account}
          onChange={(e) => setAccount(e.currentTarget.value)}
          maxLength={500}
        />
        <MoneyInput
          label={awaitDeath ? 'Owed Pre-Death' : `Owed at ${terms.Death}`}
          value={value}
          onChange={(v) => setValue(v)}
          data-testid="debt-value"
        />
        <LocationPicker value={loc} onChange={setLoc} />
        {error && (
          <Alert color="red" variant="light" data-testid="add-debt-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose()}>
            Cancel
          </Button>
          <Button onClick={() => void add()} data-testid="add-debt-save">
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
