// Reimbursing selected executor expenses from an asset: one Executor Reimbursement payment for their sum.
import { Select, Text } from '@mantine/core';
import { formatMoney, payExpenses, todayIso } from '@probity/domain';
import { useEffect, useState } from 'react';
import { DateInput } from '../../components/date-input';
import { FormDialog } from '../../components/dialog-form';
import { runOp, useFacts } from '../../estate';

export function ReimburseDialog({ ids, onClose }: { ids: number[] | null; onClose: () => void }) {
  const f = useFacts();
  const [asset, setAsset] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(todayIso());
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new selection opens a blank form
  useEffect(() => {
    setError(null);
    setAsset(null);
  }, [ids]);
  const sum = f.exec_expenses.filter((e) => ids?.includes(e.id)).reduce((s, e) => s + e.val, 0);
  const submit = async () => {
    if (!ids) return;
    const r = await runOp(
      (fx, ctx) => payExpenses(fx, { ids, asset: asset === null ? null : Number(asset), date }, ctx),
      { onError: setError },
    );
    if (r.kind === 'ok') onClose();
  };
  return (
    <FormDialog
      testId="reimburse"
      title="Reimburse expenses"
      opened={ids !== null}
      dense
      onClose={onClose}
      onSubmit={submit}
      error={error}
      submitLabel="Pay"
    >
      <Text size="sm">
        {ids?.length ?? 0} expense(s), total <b data-testid="reimburse-total">{formatMoney(sum)}</b>
      </Text>
      <Select
        label="Pay from asset"
        data={f.assets.filter((a) => !a.sundry_refunds).map((a) => ({ value: String(a.id), label: a.name }))}
        value={asset}
        onChange={setAsset}
        allowDeselect={false}
        data-testid="reimburse-asset"
      />
      <DateInput label="Date" value={date} onCommit={setDate} data-testid="reimburse-date" />
    </FormDialog>
  );
}
