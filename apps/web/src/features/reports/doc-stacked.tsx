// A report table on a phone (issue 36): each row a block of "column: value" lines, one under the other, so no
// amount is cut or pushed out of view by a table wider than the screen. The same rows as the table, in order.
import { Group, Stack, Text } from '@mantine/core';
import type { PdfSection } from '@probity/documents';

function RowBlock({ section, row, total }: { section: PdfSection; row: string[]; total?: boolean }) {
  const lines = row.map((cell, j) => ({ cell, j })).filter(({ cell }) => cell !== '');
  return (
    <Stack
      gap={2}
      py={6}
      px="xs"
      data-testid={total ? 'report-stacked-total' : 'report-stacked-row'}
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      bg={total ? 'var(--mantine-color-gray-1)' : undefined}
    >
      {lines.map(({ cell, j }) => {
        const column = section.columns[j];
        const figure = column?.align === 'right';
        return (
          <Group key={j} justify="space-between" gap="xs" wrap="wrap" align="baseline">
            {/* The first cell names the row (or says Total); the others carry their column's header. */}
            {j === 0 ? null : (
              <Text size="xs" c="dimmed">
                {column?.header}
              </Text>
            )}
            <Text
              size="sm"
              fw={j === 0 || total ? 600 : undefined}
              ta={figure ? 'right' : undefined}
              data-figure={figure || undefined}
              style={{ overflowWrap: 'anywhere', flex: j === 0 ? 1 : undefined }}
            >
              {cell}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}

export function StackedRows({ section, shown }: { section: PdfSection; shown: number }) {
  return (
    <div>
      {section.body.slice(0, shown).map((row, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no identity of their own
        <RowBlock key={r} section={section} row={row} />
      ))}
      {section.foot && <RowBlock section={section} row={section.foot} total />}
    </div>
  );
}
