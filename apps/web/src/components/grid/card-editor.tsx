/**
 * What a tapped card opens on a tab without an edit dialog of its own: the row's visible columns as a form, the
 * editable ones as fields. Saving parses each changed field with the grid's own cell rules (parseCellInput) and
 * hands it to the same commit as a cell edit (onCellEdit), one field after the other; a refusal keeps the dialog
 * open with its message. Read-only grids show the same form without fields.
 */
import { Autocomplete, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { todayIso } from '@probity/domain';
import { useState } from 'react';
import { Dialog } from '../dialog';
import { FormDialog } from '../dialog-form';
import { showDone } from '../done-toast';
import { cellText } from './card-layout.ts';
import { parseCellInput } from './cell-parse.ts';
import type { EditResult, GridColumn } from './types.ts';

interface Props<T> {
  row: T;
  title: string;
  /** The column the title comes from: the toast names the item as renamed. */
  titleField?: string;
  columns: readonly GridColumn<T>[];
  readOnly: boolean;
  readOnlyMessage?: string;
  /** The grid's cell-edit commit: an error message, or nothing when accepted. */
  commit: (row: T, field: string, value: unknown) => EditResult;
  onClose: () => void;
}

const canEdit = <T,>(c: GridColumn<T>, row: T, readOnly: boolean) =>
  !readOnly && !c.value && (typeof c.editable === 'function' ? c.editable(row) : !!c.editable);

export function CardEditor<T>({
  row,
  title,
  titleField,
  columns,
  readOnly,
  readOnlyMessage,
  commit,
  onClose,
}: Props<T>) {
  const editable = columns.filter((c) => canEdit(c, row, readOnly));
  const initial = Object.fromEntries(
    editable.map((c) => [
      c.field,
      c.kind === 'boolean'
        ? !!(row as Record<string, unknown>)[c.field]
        : c.kind === 'enum'
          ? String((row as Record<string, unknown>)[c.field] ?? '')
          : cellText(c, row),
    ]),
  ) as Record<string, string | boolean>;
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const set = (field: string, v: string | boolean) => setValues((s) => ({ ...s, [field]: v }));

  const save = () => {
    for (const c of editable) {
      const v = values[c.field];
      if (v === initial[c.field] || v === undefined) continue;
      let value: unknown = v;
      if (c.kind === 'enum') value = c.options?.find((o) => String(o.value) === v)?.value ?? null;
      else if (c.kind !== 'boolean') {
        const parsed = parseCellInput(c, v, row, todayIso());
        if (!parsed.ok) return setError(`${c.header}: ${parsed.error}`);
        value = parsed.value;
      }
      const refused = commit(row, c.field, value);
      if (refused) return setError(refused);
    }
    if (editable.some((c) => values[c.field] !== initial[c.field]))
      showDone(`Saved the changes to '${String(values[titleField ?? ''] ?? title)}'`);
    onClose();
  };

  const fields = (
    <Stack gap="xs">
      {readOnly && readOnlyMessage && (
        <Text size="sm" c="dimmed">
          {readOnlyMessage}
        </Text>
      )}
      {columns.map((c) => {
        const v = values[c.field];
        if (v === undefined)
          return (
            <Group key={c.field} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" c="dimmed">
                {c.header}
              </Text>
              {c.card === 'aside' && c.renderCell ? (
                c.renderCell((row as Record<string, unknown>)[c.field], row, cellText(c, row))
              ) : (
                <Text size="sm" ta="right">
                  {cellText(c, row) || '-'}
                </Text>
              )}
            </Group>
          );
        if (c.kind === 'boolean')
          return (
            <Checkbox
              key={c.field}
              label={c.header}
              checked={v === true}
              onChange={(e) => set(c.field, e.currentTarget.checked)}
            />
          );
        if (c.kind === 'enum')
          return (
            <Select
              key={c.field}
              label={c.header}
              data={(c.options ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
              value={String(v) || null}
              onChange={(x) => set(c.field, x ?? '')}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          );
        if (c.suggestions)
          return (
            <Autocomplete
              key={c.field}
              label={c.header}
              data={[...new Set(c.suggestions())]}
              value={String(v)}
              onChange={(x) => set(c.field, x)}
            />
          );
        return (
          <TextInput
            key={c.field}
            label={c.header}
            value={String(v)}
            onChange={(e) => set(c.field, e.currentTarget.value)}
          />
        );
      })}
    </Stack>
  );
  // Nothing to change: the item's figures and one button to close them.
  if (editable.length === 0)
    return (
      <Dialog opened onClose={onClose} title={title || 'Item'} testId="grid-card-edit-dialog">
        {fields}
        <Group justify="flex-end" mt="md">
          <Button onClick={onClose} data-testid="grid-card-edit-close">
            Close
          </Button>
        </Group>
      </Dialog>
    );
  return (
    <FormDialog
      testId="grid-card-edit"
      title={title || 'Item'}
      onClose={onClose}
      onSubmit={save}
      error={error}
    >
      {fields}
    </FormDialog>
  );
}
