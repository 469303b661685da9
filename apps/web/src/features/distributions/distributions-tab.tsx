// Distributions tab: distributions per heir with the heirName and distribType prefilters, the
// multi-distribution dialog, Mark Done (today, values recalculated) and the settled-asset refusals of the engine.
import { Button, Group, Select, Stack } from '@mantine/core';
import {
  AMOUNT_TYPES,
  CAT,
  DISTRIB_TYPES,
  DISTRIB_TYPES_FILTERABLE,
  deleteTxact,
  labelOf,
  MSG_NEED_HEIR,
  markDone,
} from '@probity/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EstateGrid, type GridColumn, moneyTotals } from '../../components/grid';
import { HelpButton } from '../../components/help-button';
import { EditDoneButtons, useTabGrid } from '../../components/tab-grid';
import { runOp, useDerived, useFacts, useTerms } from '../../estate';
import { useTabParams } from '../../lib/estate-routes';
import { DistribDialog, openDistribDialog } from './distrib-dialog';

interface Row {
  id: number;
  heir: string;
  asset: string;
  reason: string;
  amountType: string;
  percent: number | null;
  val: number;
  cost_basis: number | null;
  date: string | null;
  status: string;
  note: string;
}

export function DistributionsTab() {
  const f = useFacts();
  const d = useDerived();
  const t = useTerms();
  const { heirName, distribType } = useTabParams('Distributions') as {
    heirName: string | null;
    distribType: string | null;
  };
  const [, setParams] = useSearchParams();
  const grid = useTabGrid<Row>({
    gridId: 'distributions',
    title: 'Distributions',
    emptyText:
      'Record what each heir receives and from which asset: planned first, then done when it is handed over.',
  });
  const columns = useMemo<GridColumn<Row>[]>(
    () => [
      { field: 'heir', header: 'Heir', kind: 'text', lockVisible: true },
      { field: 'asset', header: 'Asset', kind: 'text', card: true },
      { field: 'reason', header: 'Reason', kind: 'text' },
      { field: 'amountType', header: 'Amount Type', kind: 'text' },
      { field: 'percent', header: 'Percent', kind: 'percent' },
      { field: 'val', header: 'Value', kind: 'money', card: true },
      { field: 'cost_basis', header: t.costBasis, kind: 'money', hidden: true },
      { field: 'date', header: 'Date Done', kind: 'date' },
      { field: 'status', header: 'Status', kind: 'text', card: true },
      { field: 'note', header: 'Note', kind: 'text', hidden: true },
    ],
    [t.costBasis],
  );
  const rows = useMemo(() => {
    const heirs = new Map(f.heirs.map((h) => [h.id, h.name]));
    const assets = new Map(f.assets.map((a) => [a.id, a.name]));
    const typeId =
      distribType === null
        ? null
        : (DISTRIB_TYPES.find((x) => x.label === distribType || String(x.id) === distribType)?.id ?? -1);
    return f.txacts
      .filter((x) => x.cat === CAT.distribution)
      .map((x): Row & { reasonId: number | null } => {
        const dx = d.txacts.get(x.id);
        return {
          id: x.id,
          heir: heirs.get(x.heir_id ?? 0) ?? '',
          asset: assets.get(x.asset) ?? '',
          reason: labelOf(DISTRIB_TYPES, x.reason),
          reasonId: x.reason,
          amountType: labelOf(AMOUNT_TYPES, x.distrib_type),
          percent: x.percent,
          val: dx?.val ?? x.val,
          cost_basis: dx?.cost_basis ?? x.cost_basis,
          date: x.date,
          status: x.date ? 'Done' : 'Planned',
          note: x.note,
        };
      })
      .filter((r) => (heirName === null || r.heir === heirName) && (typeId === null || r.reasonId === typeId))
      .sort((a, b) => a.heir.localeCompare(b.heir) || a.asset.localeCompare(b.asset) || a.id - b.id);
  }, [f, d, heirName, distribType]);
  // Value and cost basis add up across the rows shown (the heir and reason filters included); percentages of
  // different assets do not.
  const totals = useMemo(() => moneyTotals(rows, columns), [rows, columns]);
  const setFilter = (k: string, v: string | null) =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      if (v === null) n.delete(k);
      else n.set(k, v);
      return n;
    });
  const guardNew = () => (f.heirs.length === 0 ? grid.showMessage(MSG_NEED_HEIR) : openDistribDialog(null));
  const toolbar = grid.readOnly ? null : (
    <>
      <Button size="xs" onClick={guardNew} data-testid="distrib-new">
        Add distribution
      </Button>
      <EditDoneButtons
        grid={grid}
        testId="distrib"
        onEdit={(r) => openDistribDialog(r.id)}
        onDone={(r) => runOp((fx, ctx) => markDone(fx, r.id, ctx))}
      />
    </>
  );
  return (
    <Stack gap="sm">
      <Group>
        <Select
          label="Heir"
          placeholder="All heirs"
          clearable
          w={240}
          data={[...new Set(f.heirs.map((h) => h.name))]}
          value={heirName}
          onChange={(v) => setFilter('heirName', v)}
          data-testid="distrib-filter-heir"
        />
        <Select
          label="Reason"
          placeholder="All reasons"
          clearable
          w={200}
          data={DISTRIB_TYPES_FILTERABLE.map((x) => x.label)}
          value={
            distribType === null
              ? null
              : (DISTRIB_TYPES.find((x) => x.label === distribType || String(x.id) === distribType)?.label ??
                null)
          }
          onChange={(v) => setFilter('distribType', v)}
          data-testid="distrib-filter-type"
        />
        <HelpButton title="Distributions">
          What each heir receives, asset by asset: an entire asset, a percentage of one, or a fixed amount.
          The reason records why (a bequest in the will, the residue, or a benefit that passes outside the
          will). Planned distributions have no date; Mark Done dates them today and fixes their values.
        </HelpButton>
      </Group>
      <EstateGrid<Row>
        {...grid.props}
        emptyAction={{ label: 'Add distribution', onClick: guardNew }}
        rows={rows}
        columns={columns}
        totals={totals}
        toolbar={toolbar}
        onOpenItem={(r) => openDistribDialog(r.id)}
        onDelete={async (ids) => {
          for (const id of ids) await runOp((fx, ctx) => deleteTxact(fx, Number(id), ctx));
        }}
      />
      <DistribDialog />
    </Stack>
  );
}
