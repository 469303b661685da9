/** The Columns menu: one checkbox per column; choices are remembered by useColumnVisibility. */
import { Button, Checkbox, Menu, ScrollArea, Stack } from '@mantine/core';
import type { GridColumn } from './types.ts';
import type { ColumnVisibility } from './use-column-visibility.ts';

interface Props<T> {
  columns: readonly GridColumn<T>[];
  visibility: ColumnVisibility;
}

export function ColumnMenu<T>({ columns, visibility }: Props<T>) {
  return (
    <Menu closeOnItemClick={false} position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs">
          Columns
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label="Show or hide columns">
        <Menu.Label>Show columns</Menu.Label>
        <ScrollArea.Autosize mah={320} type="auto">
          <Stack gap={6} px="xs" py={4}>
            {columns.map((c) => (
              <Checkbox
                key={c.field}
                size="xs"
                label={c.header}
                checked={visibility.visible[c.field] !== false}
                disabled={c.lockVisible}
                onChange={(e) => visibility.setVisible(c.field, e.currentTarget.checked)}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Menu.Divider />
        <Menu.Item onClick={visibility.reset}>Reset to default columns</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
