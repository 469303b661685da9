/**
 * Toolbar above the grid: tab actions, delete, row count, quick filter, columns menu and PDF export. Its groups
 * wrap onto more lines on a phone rather than widen the page, and there the tab's secondary actions fold into
 * a menu (ToolbarActions). The selection reaches every action that needs one (SelectionButton, Delete included)
 * through GridSelectionContext: disabled with its reason until the selection suits it.
 */
import { Button, CloseButton, Group, Text, TextInput } from '@mantine/core';
import { formatCount } from '@probity/domain';
import { type ReactNode, useMemo } from 'react';
import { ColumnMenu } from './column-menu.tsx';
import { TOOLBAR_HEIGHT_PX } from './grid-size.ts';
import { GridSelectionContext, SelectionButton } from './selection-button.tsx';
import { ToolbarActions } from './toolbar-actions.tsx';
import type { GridColumn } from './types.ts';
import type { ColumnVisibility } from './use-column-visibility.ts';

interface Props<T> {
  columns: readonly GridColumn<T>[];
  visibility: ColumnVisibility;
  extra?: ReactNode;
  /** A phone's card layout: the tab's secondary actions fold into a menu. */
  compact: boolean;
  quickFilter: string;
  onQuickFilter: (text: string) => void;
  selectedCount: number;
  shownCount: number;
  totalCount: number;
  filtersActive: boolean;
  onClearFilters: () => void;
  onDelete?: () => void;
  onExportPdf: () => void;
  exporting: boolean;
}

export function GridToolbar<T>(p: Props<T>) {
  const rows = p.totalCount === 1 ? 'row' : 'rows';
  const counts =
    p.shownCount === p.totalCount
      ? `${formatCount(p.totalCount)} ${rows}`
      : `${formatCount(p.shownCount)} of ${formatCount(p.totalCount)} ${rows}`;
  const selection = useMemo(
    () => ({ count: p.selectedCount, cards: p.compact }),
    [p.selectedCount, p.compact],
  );
  return (
    <GridSelectionContext.Provider value={selection}>
      <Group mih={TOOLBAR_HEIGHT_PX} gap="xs" wrap="wrap" justify="space-between" style={{ flex: 'none' }}>
        <Group gap="xs" wrap="wrap">
          <ToolbarActions compact={p.compact}>{p.extra}</ToolbarActions>
          {p.onDelete && (
            // destructive: usable only once rows are chosen, so it never asks about nothing
            <SelectionButton color="red" onClick={p.onDelete}>
              Delete
            </SelectionButton>
          )}
          {/* On a phone the count has a line of its own: beside the buttons, "1 row, 1 selected" no longer fit
              once a card was ticked and wrapped, moving every card under the finger down a line. */}
          <Text
            size="xs"
            c="dimmed"
            aria-live="polite"
            style={{ whiteSpace: 'nowrap', flexBasis: p.compact ? '100%' : undefined }}
          >
            {counts}
            {p.selectedCount > 0 ? `, ${formatCount(p.selectedCount)} selected` : ''}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          {p.filtersActive && (
            <Button size="xs" variant="subtle" onClick={p.onClearFilters}>
              Clear filters
            </Button>
          )}
          <TextInput
            size="xs"
            w={{ base: 150, xs: 200 }}
            placeholder="Filter rows"
            aria-label="Filter rows"
            value={p.quickFilter}
            onChange={(e) => p.onQuickFilter(e.currentTarget.value)}
            rightSection={
              p.quickFilter ? (
                <CloseButton size="xs" aria-label="Clear filter text" onClick={() => p.onQuickFilter('')} />
              ) : null
            }
          />
          <ColumnMenu columns={p.columns} visibility={p.visibility} />
          <Button size="xs" variant="default" onClick={p.onExportPdf} loading={p.exporting}>
            PDF
          </Button>
        </Group>
      </Group>
    </GridSelectionContext.Provider>
  );
}
