// Adding an executor expense: what it was for, when, its type, and the amount (or, for mileage, the distance).
import { NumberInput, Select, TextInput } from '@mantine/core';
import { addExpense, EXPENSE_TYPE, EXPENSE_TYPES, formatMoney, MAX_MILEAGE, todayIso } from '@probity/domain';
import { useState } from 'react';
import { DateInput } from '../../components/date-input';
import { FormDialog } from '../../components/dialog-form';
import { showDone } from '../../components/done-toast';
import { runOp, useFacts } from '../../estate';
import { MoneyInput } from '../assets';
import { type ExpenseForm, newExpenseInput } from './new-expense';

const TYPE_DATA = EXPENSE_TYPES.map((e) => ({ value: String(e.id), label: e.label }));

export function AddExpenseDialog({ onClose }: { onClose: (id?: number) => void }) {
  const country = useFacts().meta.country_code;
  const [form, setForm] = useState<ExpenseForm>({
    date: todayIso(),
    name: '',
    type: EXPENSE_TYPE.standard,
    amount: null,
    distance: '',
  });
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<ExpenseForm>) => setForm((x) => ({ ...x, ...patch }));
  const mileage = form.type === EXPENSE_TYPE.mileage;

  const add = async () => {
    const r = newExpenseInput(form);
    if ('error' in r) return setError(r.error);
    const o = await runOp((f) => addExpense(f, r.input), { onError: setError });
    if (o.kind !== 'ok') return;
    showDone(
      mileage
        ? `Added expense '${r.input.name}'`
        : `Added expense '${r.input.name}' of ${formatMoney(r.input.val ?? 0)}`,
    );
    onClose(o.id);
  };

  return (
    <FormDialog
      testId="add-expense"
      title="Add expense"
      onClose={onClose}
      onSubmit={add}
      error={error}
      submitLabel="Add expense"
    >
      <TextInput
        label="What it was for"
        required
        value={form.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        maxLength={500}
        data-autofocus
        data-testid="expense-name"
      />
      <DateInput
        label="Date paid"
        required
        value={form.date}
        onCommit={(date) => set({ date })}
        data-testid="expense-date"
      />
      <Select
        label="Type"
        data={TYPE_DATA}
        value={String(form.type)}
        onChange={(v) => set({ type: Number(v ?? 0) })}
        allowDeselect={false}
        data-testid="expense-type"
      />
      {mileage ? (
        <NumberInput
          label={country === 'ca' ? 'Distance driven (km)' : 'Distance driven (miles)'}
          description="The amount is the distance times the standard rate for the year of the trip."
          required
          min={0}
          max={MAX_MILEAGE}
          decimalScale={2}
          value={form.distance}
          onChange={(distance) => set({ distance })}
          data-testid="expense-distance"
        />
      ) : (
        <MoneyInput
          label="Amount"
          required
          value={form.amount}
          onChange={(amount) => set({ amount })}
          data-testid="expense-amount"
        />
      )}
    </FormDialog>
  );
}
