// Cashflow tab (workspace §2, §4): one asset or all (?assetId, ?all), running balances from the engine, plans
// included or not, older entries on demand, the transaction dialogs, Mark Done and deletion.
import { Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { awaitingDeath, deleteTxact, formatMoney, MSG_NOT_BEFORE_DEATH, markDone } from '@probity/domain';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EstateGrid, type GridColumn, useEstateGrid } from '../../components/grid';
import { useItemId, useTabParams } from '../../lib/estate-routes';
import { type CashRow, cashRows } from './cashflow-rows';
import { useDerived, useFacts, useReadOnly } from './ledger/facts';
import { runOp } from './ledger/run-op';
import { MultiDialog, openMultiDialog } from './multi-dialog';
import { openTxactDialog, TxactDialog } from './txact-dialog';

const COLUMNS: GridColumn<CashRow>[] = [
  { field: 'date', header: 'Date', kind: 'date' },
  { field: 'assetName', header: 'Asset', kind: 'text' },
  { field: 'kind', header: 'Kind', kind: 'text', hidden: true },
  { field: 'category', header: 'Category', kind: 'text' },
  { field: 'name', header: 'Name', kind: 'text', lockVisible: true },
  { field: 'itemName', header: 'Item', kind: 'text' },
  { field: 'check_num', header: 'Check #', kind: 'number', decimals: 0, hidden: true },
  { field: 'amount', header: 'Amount', kind: 'money', allowNegative: true },
  { field: 'balance', header: 'Balance', kind: 'money', allowNegative: true },
  { field: 'status', header: 'Status', kind: 'text' },
  { field: 'note', header: 'Note', kind: 'text', hidden: true },
];

export function CashflowTab() {
  const f = useFacts();
  const d = useDerived();
  const readOnly = useReadOnly();
  const { assetId: paramAsset, all } = useTabParams('Cashflow') as { assetId: number | null; all: boolean };
  const [, setParams] = useSearchParams();
  const [itemId] = useItemId();
  const [plans, setPlans] = useState(true);
  const [older, setOlder] = useState(false);
  const [noDeath, setNoDeath] = useState(false);
  const grid = useEstateGrid<CashRow>();
  const firstAsset = f.assets.find((a) => !a.sundry_refunds)?.id ?? null;
  const assetId = all ? null : (paramAsset ?? (itemId === null ? firstAsset : null));
  const { rows, olderCount } = useMemo(
    () => cashRows(f, d, { assetId, plans, older }),
    [f, d, assetId, plans, older],
  );
  const ad = assetId === null ? undefined : d.assets.get(assetId);
  // Rebuilt only when the assets change: Mantine re-reads the options of a Select whenever its data array is new.
  const assetOptions = useMemo(
    () => [
      { value: 'all', label: 'All assets' },
      ...f.assets.map((a) => ({ value: String(a.id), label: a.name || `Asset ${a.id}` })),
    ],
    [f.assets],
  );
  const choose = (v: string | null) =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      n.delete('itemId');
      if (v === 'all' || v === null) {
        n.set('all', 'true');
        n.delete('assetId');
      } else {
        n.set('assetId', v);
        n.delete('all');
      }
      return n;
    });
  const guard = (action: () => void) => () => (awaitingDeath(f) ? setNoDeath(true) : action());
  const toolbar = readOnly ? null : (
    <Group gap="xs">
      <Button size="xs" onClick={guard(() => openTxactDialog({ assetId }))} data-testid="cash-new">
        New Transaction
      </Button>
      <Button
        size="xs"
        variant="light"
        onClick={grid.withSelection((r) => r[0] && openTxactDialog({ txactId: r[0].id }))}
        data-testid="cash-edit"
      >
        Edit
      </Button>
      <Button
        size="xs"
        variant="light"
        onClick={grid.withSelection(async (r) => {
          for (const x of r) await runOp((fx, ctx) => markDone(fx, x.id, ctx));
        })}
        data-testid="cash-done"
      >
        Mark Done
      </Button>
      <Button
        size="xs"
        variant="light"
        onClick={guard(() => openMultiDialog('payment', assetId))}
        data-testid="cash-multi-pay"
      >
        Multi-Payment
      </Button>
      <Button
        size="xs"
        variant="light"
        onClick={guard(() => openMultiDialog('transfer', assetId))}
        data-testid="cash-multi-xfer"
      >
        Multi-Transfer
      </Button>
    </Group>
  );
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <Select
          label="Asset"
          w={320}
          data-testid="cash-asset"
          data={assetOptions}
          value={assetId === null ? 'all' : String(assetId)}
          onChange={choose}
          allowDeselect={false}
          searchable
        />
        <Checkbox
          label="Include future plans"
          checked={plans}
          onChange={(e) => setPlans(e.currentTarget.checked)}
          data-testid="cash-plans"
        />
        {olderCount > 0 && !older && (
          <Button size="xs" variant="subtle" onClick={() => setOlder(true)} data-testid="cash-older">
            Include Older ({olderCount})
          </Button>
        )}
        {ad && (
          <Text size="sm" data-testid="cash-value-now">
            Value now: <b>{formatMoney(ad.val)}</b>
          </Text>
        )}
      </Group>
      <EstateGrid<CashRow>
        ref={grid.ref}
        gridId="cashflow"
        rows={rows}
        columns={COLUMNS}
        readOnly={readOnly}
        itemId={itemId}
        title="Cashflow"
        toolbar={toolbar}
        emptyText="No transactions yet"
        onDelete={async (ids) => {
          for (const id of ids) await runOp((fx, ctx) => deleteTxact(fx, Number(id), ctx));
        }}
      />
      <TxactDialog />
      <MultiDialog />
      <Modal opened={noDeath} onClose={() => setNoDeath(false)} title="Not before death">
        <Text size="sm" data-testid="no-death-dialog">
          {MSG_NOT_BEFORE_DEATH}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setNoDeath(false)}>OK</Button>
        </Group>
      </Modal>
    </Stack>
  );
}
