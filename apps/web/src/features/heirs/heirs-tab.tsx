// Heirs tab: every heir field and relationship, target percent and value with the over-100%
// warning, the spouse flag, and deleting an heir with distributions after confirmation (they go too).
import { Alert, Badge, Button, Group, Stack } from '@mantine/core';
import {
  deleteHeir,
  editHeir,
  HEIR_RELATIONSHIPS,
  type HeirFull,
  heirWarnings,
  isMasked,
  MSG_SECRET_MASKED,
} from '@probity/domain';
import { useMemo, useState } from 'react';
import { EstateGrid, type GridColumn, moneyTotals } from '../../components/grid';
import { HelpButton } from '../../components/help-button';
import { enumColumn, useTabGrid } from '../../components/tab-grid';
import { cellEdit, runOp, useDerived, useFacts, useTerms } from '../../estate';
import { filesColumn } from '../files';
import { commitLocationEdit, locationColumn } from '../locations';
import { AddHeirDialog } from './add-heir-dialog';
import { HEIR_TOTALS_SKIP, heirRows } from './heir-rows';
import { useHeirSecret } from './heir-secret';
import { ReleasesCard } from './releases-card';

type Row = HeirFull;

function columns(taxId: string): GridColumn<Row>[] {
  return [
    { field: 'name', header: 'Name', kind: 'text', editable: true, lockVisible: true },
    enumColumn<Row>('i_type', 'Relationship', HEIR_RELATIONSHIPS),
    { field: 'percent_target', header: 'Target %', kind: 'percent', editable: true },
    { field: 'val_target', header: 'Target Value', kind: 'money', editable: true },
    { field: 'val_alloc', header: 'Allocated', kind: 'money', card: true },
    { field: 'val_bequest', header: 'Bequests', kind: 'money', hidden: true },
    { field: 'val_benefit', header: 'Benefits', kind: 'money' },
    { field: 'val_distrib', header: 'Distributed', kind: 'money', card: true },
    locationColumn<Row>(),
    { field: 'ssn', header: taxId, kind: 'text', editable: true, hidden: true },
    { field: 'note', header: 'Note', kind: 'text', editable: true, hidden: true },
    filesColumn<Row>('heirs', (r) => r.name),
  ];
}

/** One heir field through the engine's rule; answers the refusal to show, if any. */
const edit = (id: number, field: string, value: unknown, report: (msg: string | null) => void) =>
  cellEdit((f) => editHeir(f, id, { [field]: value }), report);

export function HeirsTab() {
  const f = useFacts();
  const d = useDerived();
  const t = useTerms();
  const grid = useTabGrid<Row>({
    gridId: 'heirs',
    title: 'Heirs',
    emptyText:
      'List everyone who is to receive something: the family named in the will, charities, the beneficiaries of accounts and policies.',
  });
  const { readOnly } = grid;
  const cols = useMemo(() => columns(t.taxId), [t.taxId]);
  const rows = useMemo(() => heirRows(f, d), [f, d]);
  const totals = useMemo(() => moneyTotals(rows, cols, HEIR_TOTALS_SKIP), [rows, cols]);
  const warning = heirWarnings(f.heirs)[0];
  const secret = useHeirSecret(grid.ref, t.taxId);
  const [adding, setAdding] = useState(false);
  const add = readOnly ? null : (
    <Button size="xs" data-testid="heir-add" onClick={() => setAdding(true)}>
      Add heir
    </Button>
  );
  const toolbar = (
    <>
      {add}
      {secret.button}
    </>
  );
  return (
    <Stack gap="sm">
      <Group>
        <HelpButton title="Heirs">
          List the people and charities who inherit. A target percent or value records what the will or the
          law gives each of them; the allocated column then shows what the planned and done distributions add
          up to, and benefits count what passes to them outside the will, such as a policy naming them.
        </HelpButton>
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
      {secret.alert}
      <EstateGrid<Row>
        {...grid.props}
        emptyAction={{ label: 'Add heir', onClick: () => setAdding(true) }}
        rows={rows}
        columns={cols}
        totals={totals}
        toolbar={toolbar}
        onCellEdit={(id, field, value) => {
          // a masked number (read from the server) cannot be edited in place: typed anew, or revealed first
          if (field === 'ssn' && typeof value === 'string' && isMasked(value)) return MSG_SECRET_MASKED;
          if (field === 'loc_name') {
            commitLocationEdit(
              value,
              (name) => edit(Number(id), field, name, grid.showMessage),
              grid.showMessage,
            );
            return null;
          }
          return edit(
            Number(id),
            field,
            value ?? (field === 'name' || field === 'ssn' || field === 'note' ? '' : null),
            grid.showMessage,
          );
        }}
        onDelete={async (ids) => {
          for (const id of ids) await runOp((fx, ctx) => deleteHeir(fx, Number(id), ctx));
        }}
      />
      <ReleasesCard />
      {adding && (
        <AddHeirDialog
          onClose={(id) => {
            setAdding(false);
            grid.selectSoon(id);
          }}
        />
      )}
    </Stack>
  );
}
