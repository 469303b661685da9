// The Assets tab: the estate's assets in the shared grid, with its dialogs (add, sell, cost
// basis, received date, unlink, trust hint). Every change goes through the engine into the working copy.
import { Badge, Button, Group } from '@mantine/core';
import { assetSettledBadge, CAT, CONFIRM_DELETE_ASSET_TXACTS, createTxact, todayIso } from '@probity/domain';
import { useCallback, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EstateGrid, type EstateGridHandle, moneyTotals, SelectionButton } from '../../components/grid';
import { HelpButton } from '../../components/help-button';
import { createDialogStore, errorsToCaller, runOp, useEstateStore } from '../../estate';
import { noticeDraftPath, useItemId, useTabParams } from '../../lib/estate-routes';
import { useUser } from '../auth';
import { useNoticed, withNoticeColumn } from '../notices';
import { AddAssetDialog } from './add-asset-dialog';
import { type AssetRow, assetColumns } from './asset-columns';
import { deleteAssets, editAssetCell } from './asset-edits';
import { CostBasisDialog } from './cost-basis-dialog';
import { ReceivedDateDialog } from './received-date-dialog';
import { SellDialog } from './sell-dialog';
import { TrustHint } from './trust-hint';
import { UnlinkDialog } from './unlink-dialog';
import { useAssetRows } from './use-asset-rows';

type Dialog =
  | { kind: 'add' | 'trust' }
  | { kind: 'cost' | 'received' | 'sell' | 'unlink'; asset: AssetRow; reason?: string };
const dialogs = createDialogStore<Dialog | null>(null);

export function AssetsTab() {
  const { rows, viewOnly, awaitDeath, terms, country, canada, land, minDate } = useAssetRows();
  const grid = useRef<EstateGridHandle<AssetRow>>(null);
  const dialog = dialogs.useOpen();
  const [itemId] = useItemId();
  const { pdf } = useTabParams('Assets');
  const [, setParams] = useSearchParams();
  const { data: user } = useUser();
  const noticed = useNoticed('assets');
  const columns = useMemo(
    () => withNoticeColumn(assetColumns(terms, awaitDeath, country), 'assets', noticed, (r) => r.name),
    [terms, awaitDeath, country, noticed],
  );
  const totals = useMemo(() => moneyTotals(rows, columns), [rows, columns]);
  const hooks = useMemo(
    () => ({
      report: (m: string | null) => grid.current?.showMessage(m),
      onTrust: () => dialogs.open({ kind: 'trust' }),
    }),
    [],
  );
  const title = `${terms.Estate} Assets`;

  // ?pdf: export the grid once its rows are drawn (onReady), then drop the flag so a reload does not repeat it.
  const exportOnArrival = useCallback(
    (g: EstateGridHandle<AssetRow>) => {
      void g.exportPdf(title, true).finally(() =>
        setParams(
          (p) => {
            const n = new URLSearchParams(p);
            n.delete('pdf');
            return n;
          },
          { replace: true },
        ),
      );
    },
    [title, setParams],
  );

  const one = (kind: 'cost' | 'received' | 'sell' | 'unlink') => () => {
    const sel = grid.current?.requireSelection();
    if (sel?.[0]) dialogs.open({ kind, asset: sel[0] });
  };
  const estateId = useEstateStore((s) => s.estateId);
  const navigate = useNavigate();
  // a letter telling the asset's institution of the death (Executor tab, Notices)
  const notice = () => {
    const a = grid.current?.requireSelection()?.[0];
    if (a && estateId) navigate(noticeDraftPath(estateId, 'assets', a.id));
  };
  const discard = async () => {
    const sel = grid.current?.requireSelection();
    if (!sel?.[0]) return;
    const a = sel[0];
    const o = await runOp(
      (f, ctx) =>
        createTxact(
          f,
          { asset: a.id, cat: CAT.assetDisposal, val: 0, date: todayIso(), name: `Discarded ${a.name}` },
          ctx,
        ),
      errorsToCaller,
    );
    grid.current?.showMessage(o.kind === 'error' ? o.msg : null);
  };
  const onDelete = async (_ids: unknown[], sel: AssetRow[]) => {
    const linked = sel.find((a) => a.bank_link_id !== null);
    if (linked) {
      dialogs.open({
        kind: 'unlink',
        asset: linked,
        reason: 'Unlink this asset from the bank before deleting it.',
      });
      return 'Unlink this asset from the bank before deleting it.';
    }
    return deleteAssets(
      sel.map((a) => a.id),
      sel.some((a) => a.sundry_refunds),
    );
  };

  const close = dialogs.close;
  const actions = viewOnly ? null : (
    <>
      <Button size="xs" onClick={() => dialogs.open({ kind: 'add' })} data-testid="asset-add">
        Add asset
      </Button>
      {/* each acts on one asset: disabled, with the reason, until exactly one is selected */}
      <SelectionButton need="one" onClick={one('sell')} data-testid="asset-sell">
        Sell
      </SelectionButton>
      <SelectionButton need="one" onClick={() => void discard()} data-testid="asset-discard">
        Discard
      </SelectionButton>
      <SelectionButton need="one" onClick={one('cost')} data-testid="asset-cost-basis">
        {terms.costBasis}
      </SelectionButton>
      <SelectionButton need="one" onClick={one('received')} data-testid="asset-received">
        Received
      </SelectionButton>
      <SelectionButton need="one" onClick={notice} data-testid="asset-notice">
        Notice
      </SelectionButton>
      {rows.some((a) => a.bank_link_id !== null) && (
        <SelectionButton need="one" color="orange" onClick={one('unlink')} data-testid="asset-unlink">
          Unlink
        </SelectionButton>
      )}
    </>
  );

  return (
    <>
      <Group gap="xs" mb={4}>
        <HelpButton title="Assets">
          List everything the {terms.estate} owned at {terms.death}: accounts, property, vehicles,
          investments, policies. Enter the {terms.valueAtDeath.toLowerCase()}; the Value Now then follows the
          transactions on the Cashflow tab. Ownership and type decide whether an asset goes through probate.
          Use Sell or Discard to settle an asset, and {terms.costBasis} for its tax basis.
        </HelpButton>
        {awaitDeath && (
          <Badge color="gray" variant="light">
            Awaiting {terms.death}: values are pre-{terms.death}
          </Badge>
        )}
        {land && (
          <Badge color="teal" variant="light" data-testid="land-flag">
            Real estate in the {terms.estate}
          </Badge>
        )}
      </Group>
      <EstateGrid<AssetRow>
        ref={grid}
        gridId="assets"
        userId={user?.id}
        rows={rows}
        columns={columns}
        totals={totals}
        rowBadge={assetSettledBadge}
        readOnly={viewOnly}
        itemId={itemId}
        title={title}
        onReady={pdf ? exportOnArrival : undefined}
        toolbar={actions}
        onCellEdit={(id, field, value) => editAssetCell(Number(id), field, value, hooks)}
        onDelete={viewOnly ? undefined : onDelete}
        deleteConfirmText={(sel) =>
          sel.some((a) => (a.txact_num ?? 0) > 0) ? CONFIRM_DELETE_ASSET_TXACTS : undefined
        }
        emptyText="List everything that was owned at the death: accounts, property, vehicles, investments, policies."
        emptyAction={{ label: 'Add asset', onClick: () => dialogs.open({ kind: 'add' }) }}
      />
      {dialog?.kind === 'add' && (
        <AddAssetDialog
          terms={terms}
          country={country}
          awaitDeath={awaitDeath}
          onClose={(id, trust) => {
            if (trust) dialogs.open({ kind: 'trust' });
            else dialogs.close();
            if (id !== undefined) setTimeout(() => grid.current?.selectIds([id]), 50);
          }}
        />
      )}
      {dialog?.kind === 'trust' && <TrustHint onClose={close} />}
      {dialog?.kind === 'cost' && (
        <CostBasisDialog asset={dialog.asset} terms={terms} canada={canada} onClose={close} />
      )}
      {dialog?.kind === 'received' && (
        <ReceivedDateDialog asset={dialog.asset} minDate={minDate} onClose={close} />
      )}
      {dialog?.kind === 'sell' && (
        <SellDialog asset={dialog.asset} assets={rows} minDate={minDate} onClose={close} />
      )}
      {dialog?.kind === 'unlink' && (
        <UnlinkDialog asset={dialog.asset} reason={dialog.reason} onClose={close} />
      )}
    </>
  );
}
