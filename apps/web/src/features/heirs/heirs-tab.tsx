// Heirs tab (workspace §3, §4, §5): every heir field and relationship, target percent and value with the over-100%
// warning, the spouse flag, and deleting an heir with distributions after confirmation (they go too).
import { Alert, Badge, Button, Group, Stack } from '@mantine/core';
import {
  addHeir,
  deleteHeir,
  editHeir,
  HEIR_RELATIONSHIPS,
  type HeirFull,
  heirWarnings,
} from '@probity/domain';
import { useMemo } from 'react';
import { EstateGrid, type GridColumn, useEstateGrid } from '../../components/grid';
import { useItemId } from '../../lib/estate-routes';
import { applyFacts, currentFacts, runOp, useDerived, useFacts, useReadOnly, useTerms } from '../cashflow';
import { useEstateStore } from '../save';

type Row = HeirFull;

function columns(taxId: string, locs: string[]): GridColumn<Row>[] {
  return [
    { field: 'name', header: 'Name', kind: 'text', editable: true, lockVisible: true },
    {
      field: 'i_type',
      header: 'Relationship',
      kind: 'enum',
      editable: true,
      options: HEIR_RELATIONSHIPS.map((r) => ({ value: r.id, label: r.label })),
    },
    { field: 'percent_target', header: 'Target %', kind: 'percent', editable: true },
    { field: 'val_target', header: 'Target Value', kind: 'money', editable: true },
    { field: 'val_alloc', header: 'Allocated', kind: 'money' },
    { field: 'val_bequest', header: 'Bequests', kind: 'money', hidden: true },
    { field: 'val_benefit', header: 'Benefits', kind: 'money' },
    { field: 'val_distrib', header: 'Distributed', kind: 'money' },
    locs.length
      ? {
          field: 'loc_name',
          header: 'Location',
          kind: 'enum',
          editable: true,
          options: locs.map((l) => ({ value: l, label: l })),
        }
      : { field: 'loc_name', header: 'Location', kind: 'text', editable: true },
    { field: 'ssn', header: taxId, kind: 'text', editable: true, hidden: true },
    { field: 'note', header: 'Note', kind: 'text', editable: true, hidden: true },
  ];
}

export function HeirsTab() {
  const f = useFacts();
  const d = useDerived();
  const t = useTerms();
  const readOnly = useReadOnly();
  const [itemId] = useItemId();
  const grid = useEstateGrid<Row>();
  const locs = useEstateStore((s) => s.work.locs) as { name?: string }[];
  const locNames = useMemo(
    () => [
      ...new Set(
        [
          ...locs.map((l) => l.name ?? ''),
          ...f.assets.map((a) => a.loc_name),
          ...f.heirs.map((h) => h.loc_name),
        ].filter(Boolean),
      ),
    ],
    [locs, f.assets, f.heirs],
  );
  const cols = useMemo(() => columns(t.taxId, locNames), [t.taxId, locNames]);
  const rows = useMemo(
    () =>
      f.heirs.map((h) => ({
        ...h,
        ...(d.heirs.get(h.id) ?? { val_alloc: 0, val_benefit: 0, val_bequest: 0, val_distrib: 0 }),
      })),
    [f.heirs, d],
  );
  const warning = heirWarnings(f.heirs)[0];
  const toolbar = readOnly ? null : (
    <Button
      size="xs"
      data-testid="heir-add"
      onClick={async () => {
        const r = await runOp((fx) => addHeir(fx, { name: '' }));
        if (r?.id !== undefined) grid.ref.current?.selectIds([r.id], true);
      }}
    >
      Add Heir
    </Button>
  );
  return (
    <Stack gap="sm">
      <Group>
        {d.meta.spouse && (
          <Badge color="grape" data-testid="heir-spouse-flag">
            Spouse among the heirs
          </Badge>
        )}
      </Group>
      {warning && (
        <Alert color="yellow" data-testid="heir-warning">
          {warning}
        </Alert>
      )}
      <EstateGrid<Row>
        ref={grid.ref}
        gridId="heirs"
        rows={rows}
        columns={cols}
        readOnly={readOnly}
        itemId={itemId}
        title="Heirs"
        toolbar={toolbar}
        emptyText="No heirs yet"
        onCellEdit={(id, field, value) => {
          const r = editHeir(currentFacts(), Number(id), {
            [field]:
              value ??
              (field === 'name' || field === 'ssn' || field === 'note' || field === 'loc_name' ? '' : null),
          });
          if (r.kind !== 'ok') return r.kind === 'error' ? r.msg : null;
          applyFacts(r.facts);
          return null;
        }}
        onDelete={async (ids) => {
          for (const id of ids) await runOp((fx, ctx) => deleteHeir(fx, Number(id), ctx));
        }}
      />
    </Stack>
  );
}
