// The forgive debt dialog: how much of the debt the creditor let go, and when (never more than is owed).
import { Text } from '@mantine/core';
import { forgiveDebt, formatMoney, MSG_DATE_REQUIRED, todayIso } from '@probity/domain';
import { useState } from 'react';
import { DateInput } from '../../components/date-input';
import { FormDialog } from '../../components/dialog-form';
import { runOp } from '../../estate';
import { MoneyInput } from '../assets';
import type { DebtRow } from './debt-columns';

export function ForgiveDialog({
  debt,
  minDate,
  onClose,
}: {
  debt: DebtRow;
  minDate: string | null;
  onClose: () => void;
}) {
  const owed = (debt.owed ?? 0) - (debt.paid ?? 0);
  const [amount, setAmount] = useState<number | null>(debt.val_forgiven || owed);
  const [date, setDate] = useState<string | null>(debt.forgive_date ?? todayIso());
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const cents = amount ?? 0;
    if (cents > 0 && !date) return setError(MSG_DATE_REQUIRED);
    const o = await runOp((f) => forgiveDebt(f, Number(debt.id), cents, date), { onError: setError });
    if (o.kind === 'ok') onClose();
  };
  return (
    <FormDialog
      testId="forgive"
      title={`Forgive: ${debt.name}`}
      onClose={onClose}
      onSubmit={save}
      error={error}
    >
      <Text size="sm">
        Owed after payments: <b>{formatMoney(owed)}</b>. Enter the part the creditor forgave; zero removes it.
      </Text>
      <MoneyInput
        label="Amount forgiven"
        value={amount}
        onChange={(v) => setAmount(v)}
        data-testid="forgive-amount"
      />
      <DateInput
        label="Date forgiven"
        value={date}
        onCommit={setDate}
        minDate={minDate}
        data-testid="forgive-date"
      />
    </FormDialog>
  );
}
