// The transaction edit dialog: every kind and category, the counterpart asset, debt or heir, check
// numbers, executor expenses of a reimbursement. Rules and messages come from the engine (createTxact/editTxact).
import { Group, MultiSelect, SegmentedControl, Select, Text, TextInput } from '@mantine/core';
import type { Facts, Txact } from '@probity/domain';
import {
  ALL_CATS,
  counterpartOf,
  createTxact,
  editTxact,
  estateMinDate,
  formatMoney,
  labelOf,
  TXACT_KINDS,
} from '@probity/domain';
import { useEffect, useMemo, useState } from 'react';
import { DateInput } from '../../components/date-input';
import { FormDialog } from '../../components/dialog-form';
import { showDone } from '../../components/done-toast';
import { createDialogStore, derivedOf, runOp, useFactsWhileOpen } from '../../estate';
import { FilesCell } from '../files';
import { CATS_OF_KIND, createsItem, formOf, inputOf, type TxactForm } from './txact-form';

interface Args {
  txactId: number | null;
  assetId: number | null;
  preset: Partial<TxactForm>;
}
const store = createDialogStore<Args>({ txactId: null, assetId: null, preset: {} });
export const openTxactDialog = (o: Partial<Args> = {}) =>
  store.open({ txactId: o.txactId ?? null, assetId: o.assetId ?? null, preset: o.preset ?? {} });
const close = store.close;
/** The counterpart's label by side: [an existing item, a category that may create it from the name]. */
const ITEM_LABELS = {
  asset: ['Other asset (supplies or accepts the funds)', 'Purchased asset (empty: create it from the name)'],
  debt: ['Debt', 'Loan (empty: create it from the name)'],
} as const;

/** What the toast says: the category, amount and account, and whether it is done or a plan. */
export function recordedText(f: Facts, t: Txact, created: boolean): string {
  const account = f.assets.find((a) => a.id === t.asset)?.name || 'the account';
  const what = `${labelOf(ALL_CATS, t.cat)} of ${formatMoney(t.val)}`;
  if (!created) return `${what} on ${account} updated`;
  return t.date === null ? `${what} planned on ${account}` : `${what} recorded on ${account}`;
}

/** `onRecorded`: the tab follows the account a transaction was recorded on. */
export function TxactDialog({ onRecorded }: { onRecorded?: (assetId: number, txactId: number) => void }) {
  const dialog = store.useDialog();
  const { txactId, assetId, preset } = dialog.args;
  const f = useFactsWhileOpen(dialog.opened);
  const d = derivedOf(f);
  const [form, setForm] = useState<TxactForm>(formOf(null, null));
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form loads once per opening
  useEffect(() => {
    if (!dialog.opened) return;
    const t = txactId === null ? null : (f.txacts.find((x) => x.id === txactId) ?? null);
    setForm({ ...formOf(t, assetId), ...preset });
    setError(null);
  }, [dialog.opening]);
  const set = (patch: Partial<TxactForm>) => setForm((x) => ({ ...x, ...patch }));
  const cat = Number(form.cat);
  const side = counterpartOf(cat);
  // Option lists are rebuilt only when their items change: Mantine re-reads a Select's options whenever data is new.
  const assets = useMemo(
    () =>
      f.assets
        .filter((a) => !a.sundry_refunds)
        .map((a) => ({ value: String(a.id), label: a.name || `Asset ${a.id}` })),
    [f.assets],
  );
  const others = useMemo(() => assets.filter((a) => a.value !== form.asset), [assets, form.asset]);
  const debts = useMemo(
    () => f.debts.map((x) => ({ value: String(x.id), label: x.name || `Debt ${x.id}` })),
    [f.debts],
  );
  const heirs = useMemo(
    () => f.heirs.map((h) => ({ value: String(h.id), label: h.name || `Heir ${h.id}` })),
    [f.heirs],
  );
  const expenses = useMemo(
    () =>
      f.exec_expenses
        .filter((e) => !d.expensePaid.has(e.id) || d.expensePaid.get(e.id) === txactId)
        .map((e) => ({ value: String(e.id), label: `${e.name || 'Expense'} (${formatMoney(e.val)})` })),
    [f.exec_expenses, d.expensePaid, txactId],
  );
  const available = form.asset === null ? null : d.assets.get(Number(form.asset))?.val;

  const submit = async () => {
    const input = inputOf(form);
    if (typeof input === 'string') return setError(input);
    const r = await runOp(
      (facts, ctx) =>
        txactId === null ? createTxact(facts, input, ctx) : editTxact(facts, txactId, input, ctx),
      { onError: setError, onApplied: close },
    );
    if (r.kind !== 'ok') return;
    const saved = r.facts.txacts.find((t) => t.id === (r.id ?? txactId));
    if (!saved) return;
    showDone(recordedText(r.facts, saved, txactId === null));
    onRecorded?.(saved.asset, saved.id);
  };

  return (
    <FormDialog
      {...dialog.props}
      testId="txact"
      title={txactId === null ? 'New transaction' : 'Edit transaction'}
      size="lg"
      dense
      onSubmit={submit}
      error={error}
      submitLabel="OK"
    >
      <Select
        label="Asset"
        data={assets}
        value={form.asset}
        onChange={(v) => set({ asset: v })}
        searchable
        data-testid="txact-asset"
        required
        description={
          available === undefined || available === null ? undefined : `Value now ${formatMoney(available)}`
        }
      />
      <SegmentedControl
        data={TXACT_KINDS.map((k) => ({ value: String(k.id), label: k.label }))}
        value={String(form.kind)}
        onChange={(v) =>
          set({ kind: Number(v), cat: String(CATS_OF_KIND[Number(v)]?.[0]?.id ?? 0), item: null })
        }
        data-testid="txact-kind"
      />
      <Select
        label="Category"
        data={(CATS_OF_KIND[form.kind] ?? []).map((c) => ({ value: String(c.id), label: c.label }))}
        value={form.cat}
        onChange={(v) => set({ cat: v ?? form.cat, item: null })}
        data-testid="txact-cat"
        allowDeselect={false}
      />
      {(side === 'asset' || side === 'debt') && (
        <Select
          key={side}
          label={ITEM_LABELS[side][createsItem(cat) ? 1 : 0]}
          data={side === 'asset' ? others : debts}
          value={form.item}
          onChange={(v) => set({ item: v })}
          clearable
          searchable
          data-testid="txact-item"
        />
      )}
      {side === 'heir' && (
        <Select
          label="Heir"
          data={heirs}
          value={form.heir}
          onChange={(v) => set({ heir: v })}
          data-testid="txact-heir"
        />
      )}
      <Group grow align="flex-start">
        <DateInput
          label="Date"
          value={form.date}
          onCommit={(v) => set({ date: v })}
          minDate={estateMinDate(f.meta.trust, f.meta.death_date)}
          data-testid="txact-date"
        />
        <TextInput
          label={cat === 152 ? 'New value' : 'Amount'}
          value={form.amount}
          onChange={(e) => set({ amount: e.currentTarget.value })}
          data-testid="txact-amount"
        />
        {cat !== 4 && cat !== 152 && (
          <TextInput
            label="Check #"
            value={form.check}
            onChange={(e) => set({ check: e.currentTarget.value })}
            data-testid="txact-check"
          />
        )}
      </Group>
      {/* Under the row, not as the date's description: in the narrow date field it wrapped to four lines. */}
      <Text size="xs" c="dimmed" mt={-6}>
        Leave the date blank if it has not happened yet: it is kept as a plan.
      </Text>
      {cat === 56 && (
        <MultiSelect
          label="Executor expenses included"
          data={expenses}
          value={form.expenses}
          onChange={(v) => set({ expenses: v })}
          data-testid="txact-expenses"
        />
      )}
      <TextInput
        label="Name / payee"
        value={form.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        data-testid="txact-name"
        maxLength={500}
      />
      <TextInput
        label="Note"
        value={form.note}
        onChange={(e) => set({ note: e.currentTarget.value })}
        data-testid="txact-note"
        maxLength={500}
      />
      {txactId !== null && txactId > 0 && (
        <Group justify="space-between" data-testid="txact-files">
          <Text size="sm">Attached files</Text>
          <FilesCell entityType="txacts" id={txactId} label={form.name || 'this transaction'} />
        </Group>
      )}
    </FormDialog>
  );
}
