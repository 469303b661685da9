// Cashflow tab: one asset or all (?assetId, ?all), running balances from the engine, plans
// included or not, older entries on demand, the transaction dialogs, Mark Done and deletion.
import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import {
  awaitingDeath,
  deleteTxact,
  EARLIER_ENTRIES_CUTOFF,
  formatMoney,
  MSG_NOT_BEFORE_DEATH,
  MSG_TXACT_UNAVAILABLE,
  markDone,
} from '@probity/domain';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EstateGrid, type GridColumn } from '../../components/grid';
import { HelpButton } from '../../components/help-button';
import { EditDoneButtons, IncludeOlder, useTabGrid } from '../../components/tab-grid';
import { runOp, useDerived, useFacts, useTerms } from '../../estate';
import { useTabParams } from '../../lib/estate-routes';
import { openImport } from '../bank-import';
import { filesColumn } from '../files';
import { type CashRow, cashRows } from './cashflow-rows';
import { cashTotals } from './cashflow-totals';
import { MultiDialog, openMultiDialog } from './multi-dialog';
import { openTxactDialog, TxactDialog } from './txact-dialog';

const COLUMNS: GridColumn<CashRow>[] = [
  { field: 'date', header: 'Date', kind: 'date', card: true },
  { field: 'assetName', header: 'Asset', kind: 'text' },
  { field: 'kind', header: 'Kind', kind: 'text', hidden: true },
  { field: 'category', header: 'Category', kind: 'text' },
  { field: 'name', header: 'Name', kind: 'text', lockVisible: true },
  { field: 'itemName', header: 'Item', kind: 'text' },
  { field: 'check_num', header: 'Check #', kind: 'number', decimals: 0, hidden: true },
  { field: 'amount', header: 'Amount', kind: 'money', allowNegative: true, card: true },
  { field: 'balance', header: 'Balance', kind: 'money', allowNegative: true, card: true },
  { field: 'status', header: 'Status', kind: 'text', card: true },
  { field: 'note', header: 'Note', kind: 'text', hidden: true },
  filesColumn<CashRow>('txacts', (r) => r.name),
];

/**
 * The account shown, picked from every asset. Drawn again only when the accounts or the choice change: a searchable
 * Select filters and lays out all its options on every render, closed or not (some 1,000 on a maximum estate),
 * and the tab is drawn again on every edit.
 */
const AccountPicker = memo(function AccountPicker({
  options,
  value,
  onChange,
}: {
  options: { value: string; label: string }[];
  value: string;
  onChange: (v: string | null) => void;
}) {
  return (
    <Select
      label="Asset"
      w={320}
      data-testid="cash-asset"
      data={options}
      value={value}
      onChange={onChange}
      allowDeselect={false}
      searchable
    />
  );
});

export function CashflowTab() {
  const f = useFacts();
  const d = useDerived();
  const t = useTerms();
  const {
    assetId: paramAsset,
    all: allAsked,
    import: importAsked,
    txacts: onlyIds,
    from,
  } = useTabParams('Cashflow') as {
    assetId: number | null;
    all: boolean;
    import: boolean;
    txacts: number[] | null;
    from: string | null;
  };
  const [, setParams] = useSearchParams();
  // A tax worksheet's line (cashflowTxactsPath): those transactions alone, on every account and of every date.
  const only = useMemo(() => (onlyIds ? new Set(onlyIds) : null), [onlyIds]);
  const all = allAsked || only !== null;
  const [plans, setPlans] = useState(true);
  const [olderAsked, setOlder] = useState(false);
  const [noDeath, setNoDeath] = useState(false);
  const grid = useTabGrid<CashRow>({
    gridId: 'cashflow',
    title: 'Cashflow',
    emptyText:
      'Every movement of money in or out appears here: deposits, bills paid, sales, transfers between accounts.',
  });
  const { readOnly, itemId } = grid.props;
  // ?itemId names a transaction: it may be gone (deleted, or a stale link), or older than the cutoff.
  const linked =
    itemId === null || itemId === undefined ? undefined : f.txacts.find((t) => t.id === Number(itemId));
  const missing = itemId !== null && itemId !== undefined && !linked;
  const older = olderAsked || only !== null || (!!linked?.date && linked.date < EARLIER_ENTRIES_CUTOFF);
  const firstAsset = f.assets.find((a) => !a.sundry_refunds)?.id ?? null;
  const assetId = all ? null : (paramAsset ?? (itemId === null ? firstAsset : null));
  const { rows, olderCount } = useMemo(() => {
    const r = cashRows(f, d, { assetId, plans, older });
    return only ? { ...r, rows: r.rows.filter((x) => only.has(x.id)) } : r;
  }, [f, d, assetId, plans, older, only]);
  const ad = assetId === null ? undefined : d.assets.get(assetId);
  // Rebuilt only when the assets change: Mantine re-reads the options of a Select whenever its data array is new.
  const assetOptions = useMemo(
    () => [
      { value: 'all', label: 'All assets' },
      ...f.assets.map((a) => ({ value: String(a.id), label: a.name || `Asset ${a.id}` })),
    ],
    [f.assets],
  );
  // A transaction recorded on another account than the one shown: show that account, the new entry selected.
  const follow = (recordedOn: number, txactId?: number) => {
    if (assetId === null || recordedOn === assetId) return;
    setParams((p) => {
      const n = new URLSearchParams(p);
      n.set('assetId', String(recordedOn));
      n.delete('all');
      if (txactId === undefined) n.delete('itemId');
      else n.set('itemId', String(txactId));
      return n;
    });
  };
  // Running balances belong to one account: the All assets view has no Balance column.
  const columns = useMemo(
    () => (assetId === null ? COLUMNS.filter((c) => c.field !== 'balance') : COLUMNS),
    [assetId],
  );
  const totals = useMemo(() => cashTotals(rows, assetId), [rows, assetId]);
  const showEvery = () =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      n.delete('txacts');
      n.delete('from');
      n.set('all', 'true');
      return n;
    });
  // One function while the address stays, so the picker is not drawn again on every edit (see AccountPicker).
  const choose = useCallback(
    (v: string | null) =>
      setParams((p) => {
        const n = new URLSearchParams(p);
        n.delete('itemId');
        n.delete('txacts');
        n.delete('from');
        if (v === 'all' || v === null) {
          n.set('all', 'true');
          n.delete('assetId');
        } else {
          n.set('assetId', v);
          n.delete('all');
        }
        return n;
      }),
    [setParams],
  );
  const guard = (action: () => void) => () => (awaitingDeath(f) ? setNoDeath(true) : action());
  // ?import (a link from the Overview or a task) opens the import on the asset shown, once.
  const importTarget = assetId ?? firstAsset;
  useEffect(() => {
    if (!importAsked || readOnly || importTarget === null) return;
    setParams((p) => {
      const n = new URLSearchParams(p);
      n.delete('import');
      return n;
    });
    if (awaitingDeath(f)) setNoDeath(true);
    else openImport(importTarget);
  }, [importAsked, readOnly, importTarget, f, setParams]);
  const toolbar = readOnly ? null : (
    <>
      <Button size="xs" onClick={guard(() => openTxactDialog({ assetId }))} data-testid="cash-new">
        Add transaction
      </Button>
      <EditDoneButtons
        grid={grid}
        testId="cash"
        onEdit={(r) => openTxactDialog({ txactId: r.id })}
        onDone={(r) => runOp((fx, ctx) => markDone(fx, r.id, ctx))}
      />
      <Button
        size="xs"
        variant="light"
        onClick={guard(() => openMultiDialog('payment', assetId))}
        data-testid="cash-multi-pay"
      >
        Multi-payment
      </Button>
      <Button
        size="xs"
        variant="light"
        onClick={guard(() => openMultiDialog('transfer', assetId))}
        data-testid="cash-multi-xfer"
      >
        Multi-transfer
      </Button>
      <Button
        size="xs"
        variant="light"
        onClick={guard(() => importTarget !== null && openImport(importTarget))}
        disabled={importTarget === null}
        data-testid="cash-import"
      >
        Import
      </Button>
    </>
  );
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <AccountPicker
          options={assetOptions}
          value={assetId === null ? 'all' : String(assetId)}
          onChange={choose}
        />
        <Checkbox
          label="Include future plans"
          checked={plans}
          onChange={(e) => setPlans(e.currentTarget.checked)}
          data-testid="cash-plans"
        />
        <IncludeOlder count={older ? 0 : olderCount} onClick={() => setOlder(true)} testId="cash-older" />
        {ad && (
          <Text size="sm" data-testid="cash-value-now">
            Value now: <b>{formatMoney(ad.val)}</b>
          </Text>
        )}
        <HelpButton title="Cashflow">
          Every movement of money or value in the {t.estate}: income, bill and debt payments, sales, transfers
          between accounts, loans, purchases and distributions to heirs. Each asset keeps a running balance;
          planned entries (no date yet) show what is still to come and can be left out with Include future
          plans.
        </HelpButton>
      </Group>
      {only && (
        <Alert color="blue" data-testid="cash-only">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {rows.length === 1 ? 'The transaction' : `The ${rows.length} transactions`} of{' '}
              <b>{from || 'the line you opened'}</b>.
            </Text>
            <Button size="xs" variant="light" onClick={showEvery} data-testid="cash-only-clear">
              Show every transaction
            </Button>
          </Group>
        </Alert>
      )}
      {missing && (
        <Alert color="orange" data-testid="cash-unavailable">
          {MSG_TXACT_UNAVAILABLE}
        </Alert>
      )}
      <EstateGrid<CashRow>
        {...grid.props}
        emptyAction={{ label: 'Add transaction', onClick: guard(() => openTxactDialog({ assetId })) }}
        rows={rows}
        columns={columns}
        totals={totals}
        toolbar={toolbar}
        onOpenItem={(r) => openTxactDialog({ txactId: r.id })}
        onDelete={async (ids) => {
          for (const id of ids) await runOp((fx, ctx) => deleteTxact(fx, Number(id), ctx));
        }}
      />
      <TxactDialog onRecorded={follow} />
      <MultiDialog onRecorded={follow} />
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
