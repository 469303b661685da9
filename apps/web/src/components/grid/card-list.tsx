/**
 * The grid on a phone: one card per row (its title and key figures), the totals as a summary card first. A card is
 * a button that opens the row for editing (the tab's dialog, or the card editor); its checkbox selects it for the
 * toolbar's actions (Delete, Sell, Mark Done...), as the grid's checkmark column does.
 */
import { Button, Center, Checkbox, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { type CardLayout, cardTitle, cellText } from './card-layout.ts';
import { formatCell } from './cell-format.ts';
import { type EmptyContent, EmptyState } from './empty-state.tsx';
import { RowBadge, SETTLED_CARD_CLASS } from './row-badge.tsx';
import { TOTALS_LABEL } from './totals-row.ts';
import type { GridColumn, RowId } from './types.ts';

interface Props<T> {
  rows: readonly T[];
  layout: CardLayout<T>;
  totals: Readonly<Record<string, unknown>> | null | undefined;
  /** The visible columns: the totals card's figures and a nameless row's heading come from them. */
  columns: readonly GridColumn<T>[];
  idOf: (row: T) => RowId;
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  onOpen: (row: T) => void;
  empty: EmptyContent;
  rowBadge?: (row: T) => string | null | undefined;
}

function Figures<T>({
  columns,
  text,
}: {
  columns: readonly GridColumn<T>[];
  text: (c: GridColumn<T>) => string;
}) {
  return (
    <Group component="span" gap="md" wrap="wrap" style={{ display: 'flex' }}>
      {columns.map((c) => (
        <Stack component="span" key={c.field} gap={0} style={{ display: 'flex' }}>
          <Text component="span" size="xs" c="dimmed">
            {c.header}
          </Text>
          <Text component="span" size="sm" fw={500} data-card-field={c.field}>
            {text(c) || '-'}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}

/**
 * Cards drawn at first, and added by each Show more: a maximum estate's 6,000 transactions as cards were 174,000
 * elements and 10 s on a desktop's CPU before the first card showed (a phone is several times slower).
 */
export const CARD_PAGE = 50;

/** How many cards to draw: the pages asked for, and always up to the last selected card (a row just added, an
 * ?itemId), so it can be brought into view. */
function drawnCount<T>(p: Props<T>, pages: number): number {
  let n = Math.min(p.rows.length, CARD_PAGE * pages);
  if (p.selected.size > 0)
    for (let i = p.rows.length - 1; i >= n; i--)
      if (p.selected.has(String(p.idOf(p.rows[i])))) {
        n = i + 1;
        break;
      }
  return n;
}

export function CardList<T>(p: Props<T>) {
  const { figures } = p.layout;
  const [pages, setPages] = useState(1);
  const drawn = drawnCount(p, pages);
  const rest = p.rows.length - drawn;
  const totalsCols = p.totals ? p.columns.filter((c) => p.totals && c.field in p.totals) : [];
  return (
    <Stack gap="xs" className="estate-grid-cards">
      {p.totals && totalsCols.length > 0 && p.rows.length > 0 && (
        <Paper withBorder p="sm" bg="gray.0" data-testid="grid-card-totals" aria-label="Totals">
          <Text fw={600} size="sm" mb={4}>
            {TOTALS_LABEL}
          </Text>
          <Figures columns={totalsCols} text={(c) => formatCell(c, p.totals?.[c.field])} />
        </Paper>
      )}
      {p.rows.length === 0 && <EmptyState {...p.empty} />}
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {p.rows.slice(0, drawn).map((row) => {
          const id = String(p.idOf(row));
          const name = cardTitle(p.layout, p.columns, row);
          const on = p.selected.has(id);
          const badge = p.rowBadge?.(row);
          const classes = [on && 'estate-grid-card-selected', badge && SETTLED_CARD_CLASS].filter(Boolean);
          return (
            <Paper
              component="li"
              key={id}
              withBorder
              p={0}
              data-row-id={id}
              data-testid="grid-card"
              className={classes.length ? classes.join(' ') : undefined}
            >
              <Group gap={0} wrap="nowrap" align="stretch">
                <Checkbox
                  aria-label={`Select ${name}`}
                  checked={on}
                  onChange={(e) => p.onToggle(id, e.currentTarget.checked)}
                  p="sm"
                  pr={4}
                />
                <UnstyledButton
                  onClick={() => p.onOpen(row)}
                  p="sm"
                  pl={4}
                  style={{ flex: 1, minWidth: 0 }}
                  data-testid="grid-card-open"
                >
                  {/* the title's own span holds the name alone; a settled card's badge follows it */}
                  <Text
                    component="span"
                    fw={600}
                    size="sm"
                    display={badge ? 'inline-block' : 'block'}
                    mb={figures.length ? 4 : 0}
                    mr={badge ? 6 : 0}
                  >
                    {name}
                  </Text>
                  {badge && <RowBadge text={badge} />}
                  <Figures columns={figures} text={(c) => cellText(c, row)} />
                </UnstyledButton>
                {p.layout.aside.map((c) => (
                  <Center key={c.field} px="xs">
                    {c.renderCell?.((row as Record<string, unknown>)[c.field], row, cellText(c, row))}
                  </Center>
                ))}
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {rest > 0 && (
        <Button
          variant="default"
          onClick={() => setPages(Math.ceil(drawn / CARD_PAGE) + 1)}
          data-testid="grid-cards-more"
        >
          Show {Math.min(rest, CARD_PAGE)} more of {rest}
        </Button>
      )}
    </Stack>
  );
}
