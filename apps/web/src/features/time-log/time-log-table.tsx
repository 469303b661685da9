// Time Log: date (required), hours, activity and work type; the total hours summary.
import { Button, Stack } from '@mantine/core';
import {
  deleteLogEntry,
  EARLIER_ENTRIES_CUTOFF,
  type ExecLog,
  editLogEntry,
  WORK_TYPES,
} from '@probity/domain';
import { useMemo, useState } from 'react';
import { EstateGrid, type GridColumn } from '../../components/grid';
import { enumColumn, SummaryBar, useOlderEntries, useTabGrid } from '../../components/tab-grid';
import { cellEdit, runChain, useFacts } from '../../estate';
import { useTabParams } from '../../lib/estate-routes';
import { filesColumn } from '../files';
import { AddLogDialog } from './add-log-dialog';

type Row = ExecLog;
const COLUMNS: GridColumn<Row>[] = [
  { field: 'date', header: 'Date', kind: 'date', editable: true, required: 'Date required', card: true },
  { field: 'hours', header: 'Hours', kind: 'number', editable: true, card: true },
  { field: 'name', header: 'Activity', kind: 'text', editable: true, lockVisible: true },
  enumColumn<Row>('i_type', 'Work Type', WORK_TYPES),
  filesColumn<Row>('exec_log', (r) => r.name),
];

export function TimeLogTable() {
  const f = useFacts();
  const { all } = useTabParams('Executor') as { all?: boolean };
  const { showOlder, includeOlder } = useOlderEntries(all === true);
  const grid = useTabGrid<Row>({
    gridId: 'exec-log',
    title: 'Time Log',
    emptyText:
      'Keep a note of the hours you spend on the estate and what you did: they support a fee you may claim.',
  });
  const [adding, setAdding] = useState(false);
  const rows = useMemo(
    () => f.exec_log.filter((e) => showOlder || e.date === null || e.date >= EARLIER_ENTRIES_CUTOFF),
    [f.exec_log, showOlder],
  );
  const olderCount = f.exec_log.length - rows.length;
  const hours = f.exec_log.reduce((s, x) => s + x.hours, 0);
  const toolbar = grid.readOnly ? null : (
    <Button size="xs" data-testid="log-add" onClick={() => setAdding(true)}>
      Add time entry
    </Button>
  );
  return (
    <Stack gap="xs">
      <SummaryBar testId="log" olderCount={olderCount} onOlder={includeOlder}>
        Entries: <b>{f.exec_log.length}</b> · Hours: <b>{hours}</b>
      </SummaryBar>
      <EstateGrid<Row>
        {...grid.props}
        emptyAction={{ label: 'Add time entry', onClick: () => setAdding(true) }}
        rows={rows}
        columns={COLUMNS}
        toolbar={toolbar}
        onCellEdit={(id, field, value) =>
          cellEdit(
            (fx) =>
              editLogEntry(fx, Number(id), {
                [field]: value ?? (field === 'name' ? '' : field === 'hours' ? 0 : null),
              }),
            grid.showMessage,
          )
        }
        onDelete={(ids) => void runChain(ids.map((id) => (fx) => deleteLogEntry(fx, Number(id))))}
      />
      {adding && (
        <AddLogDialog
          onClose={(id) => {
            setAdding(false);
            grid.selectSoon(id);
          }}
        />
      )}
    </Stack>
  );
}
