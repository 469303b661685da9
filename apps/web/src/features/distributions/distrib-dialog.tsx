// The multi-distribution edit dialog: one asset, one date (empty = planned) and reason, and one line per heir with
// its amount type (Entire Asset, Asset Percentage, Fixed amount) and, in Canada, the spouse rollover.
import { Checkbox, Group, Select, TextInput } from '@mantine/core';
import {
  AMOUNT_TYPE,
  AMOUNT_TYPES,
  CAT,
  createTxact,
  DISTRIB_TYPE,
  DISTRIB_TYPES_FILTERABLE,
  editTxact,
  HEIR_RELATIONSHIP,
  MSG_DISTRIB_HEIR,
  MSG_NEED_ASSET,
  parseMoney,
  parsePercent,
} from '@probity/domain';
import { useEffect, useState } from 'react';
import { DateInput } from '../../components/date-input';
import { AddLineButton, FormDialog } from '../../components/dialog-form';
import { createDialogStore, runChain, useFacts } from '../../estate';

const store = createDialogStore<{ txactId: number | null }>({ txactId: null });
export const openDistribDialog = (txactId: number | null = null) => store.open({ txactId });
const close = store.close;

interface Line {
  heir: string | null;
  type: string;
  amount: string;
  spouse: boolean;
}
const blank = (): Line => ({ heir: null, type: String(AMOUNT_TYPE.percentage), amount: '', spouse: false });

export function DistribDialog() {
  const dialog = store.useDialog();
  const { txactId } = dialog.args;
  const f = useFacts();
  const [asset, setAsset] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [reason, setReason] = useState<string>(String(DISTRIB_TYPE.residuary));
  const [lines, setLines] = useState<Line[]>([blank()]);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per opening
  useEffect(() => {
    if (!dialog.opened) return;
    const t = txactId === null ? undefined : f.txacts.find((x) => x.id === txactId);
    setAsset(t ? String(t.asset) : null);
    setDate(t?.date ?? null);
    setReason(String(t?.reason ?? DISTRIB_TYPE.residuary));
    setLines(
      t
        ? [
            {
              heir: String(t.heir_id),
              type: String(t.distrib_type ?? 0),
              amount:
                t.distrib_type === AMOUNT_TYPE.fixed
                  ? (t.val / 100).toFixed(2)
                  : t.percent === null
                    ? ''
                    : String(t.percent / 1000),
              spouse: t.spouse,
            },
          ]
        : [blank()],
    );
    setError(null);
  }, [dialog.opening]);
  const ca = f.meta.country_code === 'ca';
  const heirs = f.heirs.map((h) => ({ value: String(h.id), label: h.name || `Heir ${h.id}` }));
  const setLine = (i: number, p: Partial<Line>) =>
    setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...p } : l)));
  const isSpouse = (id: string | null) =>
    f.heirs.find((h) => String(h.id) === id)?.i_type === HEIR_RELATIONSHIP.spouse;

  const submit = async () => {
    if (asset === null) return setError(MSG_NEED_ASSET);
    const steps = [];
    for (const l of lines) {
      if (l.heir === null) return setError(MSG_DISTRIB_HEIR);
      const type = Number(l.type);
      const percent = type === AMOUNT_TYPE.percentage ? parsePercent(l.amount) : null;
      const val = type === AMOUNT_TYPE.fixed ? parseMoney(l.amount) : 0;
      if ((type === AMOUNT_TYPE.percentage && percent === null) || val === null)
        return setError('Enter a percent from 0 to 100, or an amount.');
      const input = {
        asset: Number(asset),
        cat: CAT.distribution,
        heir_id: Number(l.heir),
        date,
        distrib_type: type,
        percent: type === AMOUNT_TYPE.entire ? 100_000 : percent,
        val,
        reason: Number(reason),
        spouse: ca && isSpouse(l.heir) && l.spouse,
      };
      steps.push(
        txactId === null
          ? (fx: Parameters<typeof createTxact>[0], ctx: Parameters<typeof createTxact>[2]) =>
              createTxact(fx, input, ctx)
          : (fx: Parameters<typeof createTxact>[0], ctx: Parameters<typeof createTxact>[2]) =>
              editTxact(fx, txactId, input, ctx),
      );
    }
    if ((await runChain(steps, { onError: setError })).kind === 'ok') close();
  };

  return (
    <FormDialog
      {...dialog.props}
      testId="distrib"
      title={txactId === null ? 'New distributions' : 'Edit distribution'}
      size="xl"
      dense
      onSubmit={submit}
      error={error}
      submitLabel="OK"
    >
      <Group grow align="flex-start">
        <Select
          label="Asset"
          data={f.assets
            .filter((a) => !a.sundry_refunds)
            .map((a) => ({ value: String(a.id), label: a.name }))}
          value={asset}
          onChange={setAsset}
          searchable
          data-testid="distrib-asset"
        />
        <DateInput
          label="Date done (empty: planned)"
          value={date}
          onCommit={setDate}
          data-testid="distrib-date"
        />
        <Select
          label="Reason"
          data={DISTRIB_TYPES_FILTERABLE.filter((x) => x.id !== DISTRIB_TYPE.automatic).map((x) => ({
            value: String(x.id),
            label: x.label,
          }))}
          value={reason}
          onChange={(v) => setReason(v ?? reason)}
          data-testid="distrib-reason"
          description="Assets outside probate pass as benefits (Automatic)."
        />
      </Group>
      {lines.map((l, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity of their own
        <Group key={i} grow align="flex-end">
          <Select
            label="Heir"
            data={heirs}
            value={l.heir}
            onChange={(v) => setLine(i, { heir: v })}
            data-testid={`distrib-heir-${i}`}
          />
          <Select
            label="Amount type"
            data={AMOUNT_TYPES.map((x) => ({ value: String(x.id), label: x.label }))}
            value={l.type}
            onChange={(v) => setLine(i, { type: v ?? l.type })}
            data-testid={`distrib-type-${i}`}
            allowDeselect={false}
          />
          <TextInput
            label={Number(l.type) === AMOUNT_TYPE.fixed ? 'Amount' : 'Percent'}
            disabled={Number(l.type) === AMOUNT_TYPE.entire}
            value={Number(l.type) === AMOUNT_TYPE.entire ? '100' : l.amount}
            onChange={(e) => setLine(i, { amount: e.currentTarget.value })}
            data-testid={`distrib-amount-${i}`}
          />
          {ca && isSpouse(l.heir) && (
            <Checkbox
              label="Spouse rollover"
              checked={l.spouse}
              onChange={(e) => setLine(i, { spouse: e.currentTarget.checked })}
              data-testid={`distrib-spouse-${i}`}
            />
          )}
        </Group>
      ))}
      {txactId === null && (
        <AddLineButton
          label="Add an heir"
          testId="distrib-add-line"
          onClick={() => setLines((ls) => [...ls, blank()])}
        />
      )}
    </FormDialog>
  );
}
