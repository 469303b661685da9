// Selling an asset: a sale transaction whose proceeds go into another asset (the estate account by default).
// Without a date it is a planned sale. The engine refuses sales of distributed or empty assets and asks first
// when the asset's plan was not Sell.
import { Select, Text } from '@mantine/core';
import { ASSET_TYPE, CAT, createTxact, formatMoney, todayIso } from '@probity/domain';
import { useMemo, useState } from 'react';
import { DateInput } from '../../components/date-input';
import { FormDialog } from '../../components/dialog-form';
import { showDone } from '../../components/done-toast';
import { runOp } from '../../estate';
import type { AssetRow } from './asset-columns';
import { MoneyInput } from './money-input';

interface Props {
  asset: AssetRow;
  assets: readonly AssetRow[];
  minDate: string | null;
  onClose: () => void;
}

export function SellDialog({ asset, assets, minDate, onClose }: Props) {
  const targets = useMemo(
    () =>
      assets
        .filter((a) => a.id !== asset.id && !a.sundry_refunds && !a.settled)
        .map((a) => ({ value: String(a.id), label: a.name || '(no name)' })),
    [assets, asset.id],
  );
  const estateAccount = assets.find((a) => a.i_type === ASSET_TYPE.estateAccount && a.id !== asset.id);
  const [target, setTarget] = useState<string | null>(
    estateAccount ? String(estateAccount.id) : (targets[0]?.value ?? null),
  );
  const [amount, setAmount] = useState<number | null>(asset.val_plan ?? asset.val ?? null);
  const [date, setDate] = useState<string | null>(todayIso());
  const [error, setError] = useState<string | null>(null);

  const sell = async () => {
    if (target === null || amount === null)
      return setError('Choose where the proceeds go and enter the amount.');
    const sale = { asset: Number(target), item: asset.id, cat: CAT.assetSale, val: amount, date };
    const o = await runOp((f, ctx) => createTxact(f, { ...sale, name: `Sale of ${asset.name}` }, ctx), {
      onError: setError,
    });
    if (o.kind !== 'ok') return;
    onClose();
    const to = targets.find((t) => t.value === target)?.label ?? 'the account';
    showDone(
      date === null
        ? `Sale of ${asset.name} for ${formatMoney(amount)} planned`
        : `${asset.name} sold for ${formatMoney(amount)}, paid into ${to}`,
    );
  };

  return (
    <FormDialog
      testId="sell"
      title={`Sell ${asset.name}`}
      onClose={onClose}
      onSubmit={sell}
      error={error}
      submitLabel="Sell"
    >
      <Text size="sm">Record the sale. Leave the date blank to plan the sale for later.</Text>
      <Select
        label="Proceeds go to"
        data={targets}
        value={target}
        onChange={setTarget}
        allowDeselect={false}
        data-testid="sell-target"
      />
      <MoneyInput
        label="Sale amount"
        value={amount}
        onChange={(v) => setAmount(v)}
        data-testid="sell-amount"
      />
      <DateInput
        label="Date sold"
        value={date}
        onCommit={setDate}
        minDate={minDate}
        data-testid="sell-date"
      />
    </FormDialog>
  );
}
