// Multi-payment and multi-transfer dialogs: one source asset, several debts to pay or assets to fund, one date.
// Each line becomes one transaction through the engine, in order; the first refusal stops and is shown.
import { Group, Select, TextInput } from '@mantine/core';
import { CAT, createTxact, formatMoney, MSG_NEED_ASSET, parseMoney, todayIso } from '@probity/domain';
import { useEffect, useMemo, useState } from 'react';
import { DateInput } from '../../components/date-input';
import { AddLineButton, FormDialog } from '../../components/dialog-form';
import { showDone } from '../../components/done-toast';
import { createDialogStore, type OpFn, runChain, useFactsWhileOpen } from '../../estate';

type Mode = 'payment' | 'transfer';
const store = createDialogStore<{ mode: Mode; assetId: number | null }>({ mode: 'payment', assetId: null });
export const openMultiDialog = (mode: Mode, assetId: number | null) => store.open({ mode, assetId });
const close = store.close;

interface Line {
  item: string | null;
  amount: string;
}

export function MultiDialog({ onRecorded }: { onRecorded?: (assetId: number) => void }) {
  const dialog = store.useDialog();
  const { mode, assetId } = dialog.args;
  const f = useFactsWhileOpen(dialog.opened);
  const [source, setSource] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(todayIso());
  const [lines, setLines] = useState<Line[]>([]);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts afresh at each opening
  useEffect(() => {
    if (!dialog.opened) return;
    setSource(assetId === null ? null : String(assetId));
    setLines([
      { item: null, amount: '' },
      { item: null, amount: '' },
    ]);
    setError(null);
  }, [dialog.opening]);
  const assets = useMemo(
    () => f.assets.filter((a) => !a.sundry_refunds).map((a) => ({ value: String(a.id), label: a.name })),
    [f.assets],
  );
  const targets =
    mode === 'payment'
      ? f.debts.map((x) => ({ value: String(x.id), label: x.name }))
      : assets.filter((a) => a.value !== source);
  const setLine = (i: number, p: Partial<Line>) =>
    setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...p } : l)));

  const submit = async () => {
    if (source === null) return setError(MSG_NEED_ASSET);
    const steps: OpFn[] = [];
    let total = 0;
    for (const l of lines) {
      if (l.item === null && !l.amount.trim()) continue;
      const val = parseMoney(l.amount);
      if (l.item === null || val === null) return setError('Choose an item and an amount on every line.');
      const cat = mode === 'payment' ? CAT.debtPayment : CAT.transfer;
      const input = { asset: Number(source), item: Number(l.item), val, date, cat };
      steps.push((f, ctx) => createTxact(f, input, ctx));
      total += val;
    }
    if ((await runChain(steps, { onError: setError, onApplied: close })).kind !== 'ok') return;
    const from = f.assets.find((a) => a.id === Number(source))?.name || 'the account';
    const what = `${mode}${steps.length === 1 ? '' : 's'}`;
    showDone(`${steps.length} ${what} of ${formatMoney(total)} in all recorded from ${from}`);
    onRecorded?.(Number(source));
  };

  return (
    <FormDialog
      {...dialog.props}
      testId="multi"
      title={mode === 'payment' ? 'Pay several debts' : 'Transfer to several assets'}
      size="lg"
      dense
      onSubmit={submit}
      error={error}
      submitLabel="OK"
    >
      <Group grow>
        <Select
          label="From asset"
          data={assets}
          value={source}
          onChange={setSource}
          // Choosing the account already there (Cashflow presets the one it shows) must not clear it.
          allowDeselect={false}
          data-testid="multi-source"
        />
        <DateInput label="Date" value={date} onCommit={setDate} data-testid="multi-date" />
      </Group>
      {lines.map((l, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity of their own
        <Group key={i} grow align="flex-end">
          <Select
            label={mode === 'payment' ? 'Debt' : 'To asset'}
            data={targets}
            value={l.item}
            onChange={(v) => setLine(i, { item: v })}
            data-testid={`multi-item-${i}`}
          />
          <TextInput
            label="Amount"
            value={l.amount}
            onChange={(e) => setLine(i, { amount: e.currentTarget.value })}
            data-testid={`multi-amount-${i}`}
          />
        </Group>
      ))}
      <AddLineButton
        label="Add a line"
        testId="multi-add"
        onClick={() => setLines((ls) => [...ls, { item: null, amount: '' }])}
      />
    </FormDialog>
  );
}
