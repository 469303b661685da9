// A report table on a phone (issue 36): each row a block of "column: value" lines, one under the other, so no
// amount is cut or pushed out of view by a table wider than the screen. The same rows as the table, in order.
import { Group, Stack, Text } from '@mantine/core';
import type { PdfSection } from '@probity/documents';
import { cellOf, type DocLink } from './doc-link';

interface RowProps {
  section: PdfSection;
  row: string[];
  total?: boolean;
  /** The row's index in the body, and where its sources lead. */
  r?: number;
  link?: DocLink;
}

function RowBlock({ section, row, total, r, link }: RowProps) {
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
              {r === undefined ? cell : (cellOf(section, row, r, j, link) ?? cell)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}

export function StackedRows({
  section,
  shown,
  link,
}: {
  section: PdfSection;
  shown: number;
  link?: DocLink;
}) {
  return (
    <div>
      {section.body.slice(0, shown).map((row, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no identity of their own
        <RowBlock key={r} section={section} row={row} r={r} link={link} />
      ))}
      {section.foot && <RowBlock section={section} row={section.foot} total />}
    </div>
  );
}
