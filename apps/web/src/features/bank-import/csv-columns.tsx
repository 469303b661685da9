// The CSV wizard's second step (after picking the file): which column holds what, read the way the bank
// wrote it, with the first rows shown as the import will read them.
import { Group, Select, Stack, Switch, Table, Text } from '@mantine/core';
import { CSV_DATE_FORMATS, csvFirstRow, csvStatement, formatDisplayDate, formatMoney } from '@probity/domain';
import { useMemo } from 'react';
import type { CsvFormat } from './import-api';

const PREVIEW = 6;

export function CsvColumns({
  grid,
  format,
  onChange,
}: {
  grid: string[][];
  format: CsvFormat;
  onChange: (f: CsvFormat) => void;
}) {
  const width = Math.max(...grid.slice(0, 20).map((r) => r.length));
  // The header may sit below lines the bank wrote above it (a title, the account).
  const start = csvFirstRow(grid, format);
  const head = format.header ? (grid[start - 1] ?? []) : [];
  const columns = Array.from({ length: width }, (_, i) => ({
    value: String(i),
    label: `${i + 1}: ${head[i] || grid[start]?.[i] || ''}`.slice(0, 40),
  }));
  const none = [{ value: '', label: 'None' }, ...columns];
  const col = (v: string | null) => (v === '' || v === null ? null : Number(v));
  const set = (patch: Partial<CsvFormat>) => onChange({ ...format, ...patch });
  const sample = useMemo(
    () => csvStatement(grid.slice(0, PREVIEW + start), format).statement.rows,
    [grid, format, start],
  );
  const oneColumn = format.amount !== null;
  return (
    <Stack gap="sm">
      <Switch
        label="The first row holds the column names"
        checked={format.header}
        onChange={(e) => set({ header: e.currentTarget.checked })}
        data-testid="csv-header"
      />
      <Group grow align="flex-end">
        <Select
          label="Date column"
          data={columns}
          value={String(format.date)}
          onChange={(v) => set({ date: col(v) ?? 0 })}
          allowDeselect={false}
          data-testid="csv-date"
        />
        <Select
          label="Dates read as"
          data={CSV_DATE_FORMATS.map((f) => ({ value: f, label: f }))}
          value={format.dateFormat}
          onChange={(v) => v && set({ dateFormat: v as CsvFormat['dateFormat'] })}
          allowDeselect={false}
          data-testid="csv-date-format"
        />
        <Select
          label="Description column"
          data={columns}
          value={String(format.name)}
          onChange={(v) => set({ name: col(v) ?? 0 })}
          allowDeselect={false}
          data-testid="csv-name"
        />
      </Group>
      <Group grow align="flex-end">
        <Select
          label="Amount column (signed)"
          data={none}
          value={format.amount === null ? '' : String(format.amount)}
          onChange={(v) => set({ amount: col(v), ...(col(v) === null ? {} : { debit: null, credit: null }) })}
          data-testid="csv-amount"
        />
        <Select
          label="Money out column"
          data={none}
          value={format.debit === null ? '' : String(format.debit)}
          onChange={(v) => set({ debit: col(v), amount: null })}
          data-testid="csv-debit"
        />
        <Select
          label="Money in column"
          data={none}
          value={format.credit === null ? '' : String(format.credit)}
          onChange={(v) => set({ credit: col(v), amount: null })}
          data-testid="csv-credit"
        />
      </Group>
      {oneColumn && (
        <Switch
          label="This bank shows money out as positive amounts"
          checked={format.negate}
          onChange={(e) => set({ negate: e.currentTarget.checked })}
          data-testid="csv-negate"
        />
      )}
      <Text size="sm" fw={500}>
        The first rows as they will be imported
      </Text>
      <Table withTableBorder fz="sm" data-testid="csv-preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sample.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{formatDisplayDate(r.date)}</Table.Td>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td ta="right" data-figure>
                {formatMoney(r.val)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {sample.length === 0 && (
        <Text size="sm" c="red">
          No row can be read with these columns: check the date column and its format.
        </Text>
      )}
    </Stack>
  );
}
