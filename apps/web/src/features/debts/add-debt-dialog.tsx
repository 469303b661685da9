// Adding a debt: name, type, amount owed, location. Executor Expense is not offered: those are executor expenses.
import { addDebt, DEBT_TYPE, type Terms } from '@probity/domain';
import { useState } from 'react';
import { BLANK_ITEM_HEAD, FormDialog, ItemHeadFields, newItemInput } from '../../components/dialog-form';
import { runOp } from '../../estate';
import { MoneyInput } from '../assets';
import { LocationPicker, resolveLocation } from '../locations';
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
  const [head, setHead] = useState(BLANK_ITEM_HEAD);
  const [value, setValue] = useState<number | null>(null);
  const [loc, setLoc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    if (!head.name.trim()) return setError('Please enter a name for the debt.');
    const locName = await resolveLocation(loc, setError);
    if (locName === null) return;
    const input = newItemInput(head, locName, value, awaitDeath);
    const o = await runOp((f) => addDebt(f, input), { onError: setError });
    if (o.kind === 'ok') onClose(o.id);
  };
  return (
    <FormDialog
      testId="add-debt"
      title="Add debt"
      onClose={onClose}
      onSubmit={add}
      error={error}
      submitLabel="Add debt"
    >
      <ItemHeadFields value={head} onChange={setHead} types={typeData} testId="debt" accountLabel="Account" />
      <MoneyInput
        label={awaitDeath ? 'Owed Pre-Death' : `Owed at ${terms.Death}`}
        value={value}
        onChange={(v) => setValue(v)}
        data-testid="debt-value"
      />
      <LocationPicker value={loc} onChange={setLoc} data-testid="debt-location" />
    </FormDialog>
  );
}
