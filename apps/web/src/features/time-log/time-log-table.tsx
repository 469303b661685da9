// Time Log (workspace §3, §5): date (required), hours, activity and work type; the total hours summary.
import { Button, Group, Stack, Text } from '@mantine/core';
import {
  addLogEntry,
  EARLIER_ENTRIES_CUTOFF,
  type ExecLog,
  editLogEntry,
  todayIso,
  WORK_TYPES,
} from '@probity/domain';
import { useMemo, useState } from 'react';
import { EstateGrid, type GridColumn, useEstateGrid } from '../../components/grid';
import { useItemId, useTabParams } from '../../lib/estate-routes';
import { applyFacts, currentFacts, runOp, useFacts, useReadOnly } from '../cashflow';

type Row = ExecLog;
const COLUMNS: GridColumn<Row>[] = [
  { field: 'date', header: 'Date', kind: 'date', editable: true, required: 'Date required' },
  { field: 'hours', header: 'Hours', kind: 'number', editable: true },
  { field: 'name', header: 'Activity', kind: 'text', editable: true, lockVisible: true },
  {
    field: 'i_type',
    header: 'Work Type',
    kind: 'enum',
    editable: true,
    options: WORK_TYPES.map((x) => ({ value: x.id, label: x.label })),
  },
];

export function TimeLogTable() {
  const f = useFacts();
  const readOnly = useReadOnly();
  const [itemId] = useItemId();
  const { all } = useTabParams('Executor') as { all?: boolean };
  const [older, setOlder] = useState(false);
  const grid = useEstateGrid<Row>();
  const showOlder = older || all === true;
  const rows = useMemo(
    () => f.exec_log.filter((e) => showOlder || e.date === null || e.date >= EARLIER_ENTRIES_CUTOFF),
    [f.exec_log, showOlder],
  );
  const olderCount = f.exec_log.length - rows.length;
  const hours = f.exec_log.reduce((s, x) => s + x.hours, 0);
  const toolbar = readOnly ? null : (
    <Button
      size="xs"
      data-testid="log-add"
      onClick={() => runOp((fx) => addLogEntry(fx, { date: todayIso(), hours: 0, name: '' }))}
    >
      Add Entry
    </Button>
  );
  return (
    <Stack gap="xs">
      <Group gap="lg">
        <Text size="sm" data-testid="log-summary">
          Entries: <b>{f.exec_log.length}</b> · Hours: <b>{hours}</b>
        </Text>
        {olderCount > 0 && (
          <Button size="xs" variant="subtle" onClick={() => setOlder(true)} data-testid="log-older">
            Include Older ({olderCount})
          </Button>
        )}
      </Group>
      <EstateGrid<Row>
        ref={grid.ref}
        gridId="exec-log"
        rows={rows}
        columns={COLUMNS}
        readOnly={readOnly}
        itemId={itemId}
        title="Time Log"
        toolbar={toolbar}
        emptyText="No time logged yet"
        onCellEdit={(id, field, value) => {
          const r = editLogEntry(currentFacts(), Number(id), {
            [field]: value ?? (field === 'name' ? '' : field === 'hours' ? 0 : null),
          });
          if (r.kind !== 'ok') return r.kind === 'error' ? r.msg : null;
          applyFacts(r.facts);
          return null;
        }}
        onDelete={(ids) => {
          const f0 = currentFacts();
          applyFacts({ ...f0, exec_log: f0.exec_log.filter((e) => !ids.includes(e.id)) });
        }}
      />
    </Stack>
  );
}
