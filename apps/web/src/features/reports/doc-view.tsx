// A report document on screen: each table with its heading and totals. Long tables show their first rows; the
// PDF and the CSV hold them all. On a phone each row stacks, every cell under its column's name (global.css,
// .doc-table), so no amount is cut or scrolled out of view.
import { Stack, Table, Text, Title } from '@mantine/core';
import type { PdfDoc } from '../../components/grid';

const SHOWN = 200;

export function DocView({ doc }: { doc: PdfDoc }) {
  return (
    <Stack gap="lg">
      {doc.sections.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections have no identity; headings may repeat
        <div key={`${s.heading ?? ''}-${i}`} data-testid="report-section">
          {s.heading && (
            <Title order={3} size="h4" mb="xs">
              {s.heading}
            </Title>
          )}
          {/* A region the keyboard can scroll when the table is wider than a phone (axe: scrollable-region-focusable). */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard */}
          <section style={{ overflowX: 'auto' }} tabIndex={0} aria-label={s.heading ?? doc.title}>
            <Table striped verticalSpacing={4} fz="sm" className="doc-table">
              <Table.Thead>
                <Table.Tr>
                  {s.columns.map((c, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position
                    <Table.Th key={`${c.header}-${j}`} ta={c.align}>
                      {c.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.body.slice(0, SHOWN).map((row, r) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no identity of their own
                  <Table.Tr key={r}>
                    {row.map((cell, j) => {
                      const ta = s.columns[j]?.align;
                      const figure = ta === 'right' || undefined;
                      return (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its position in the row
                        <Table.Td key={j} ta={ta} data-figure={figure} data-label={s.columns[j]?.header}>
                          {cell}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              {s.foot && (
                <Table.Tfoot>
                  <Table.Tr>
                    {s.foot.map((cell, j) => (
                      <Table.Td
                        // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its position in the row
                        key={`${j}-${cell}`}
                        ta={s.columns[j]?.align}
                        fw={700}
                        data-figure
                        data-label={s.columns[j]?.header}
                      >
                        {cell}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                </Table.Tfoot>
              )}
            </Table>
          </section>
          {s.body.length > SHOWN && (
            <Text size="sm" c="dimmed" mt={4}>
              {s.body.length - SHOWN} more rows in the PDF and the CSV.
            </Text>
          )}
          {s.body.length === 0 && (
            <Text size="sm" c="dimmed">
              Nothing in this period.
            </Text>
          )}
        </div>
      ))}
    </Stack>
  );
}
