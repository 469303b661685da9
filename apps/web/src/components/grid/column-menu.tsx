/**
 * The Columns popover: one checkbox per column; choices are remembered by useColumnVisibility. A popover (a
 * dialog holding checkboxes), not a Menu: a menu may only hold menu items, and axe reports checkboxes in one.
 */
import { Button, Checkbox, Divider, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import type { GridColumn } from './types.ts';
import type { ColumnVisibility } from './use-column-visibility.ts';

interface Props<T> {
  columns: readonly GridColumn<T>[];
  visibility: ColumnVisibility;
}

export function ColumnMenu<T>({ columns, visibility }: Props<T>) {
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus returnFocus>
      <Popover.Target>
        <Button variant="default" size="xs">
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Show or hide columns" p="xs" data-testid="column-menu">
        <Text size="xs" c="dimmed" fw={600} mb={4}>
          Show columns
        </Text>
        <ScrollArea.Autosize mah={320} type="auto">
          <Stack gap={6} py={4}>
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
        <Divider my={6} />
        <Button variant="subtle" size="xs" fullWidth justify="flex-start" onClick={visibility.reset}>
          Reset to default columns
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
