// A report document on screen: each table with its heading and totals. Long tables show their first rows; the
// PDF and the CSV hold them all.
import { Stack, Table, Text, Title } from '@mantine/core';
import type { PdfDoc } from '../../components/grid';

const SHOWN = 200;

export function DocView({ doc }: { doc: PdfDoc }) {
  return (
    <Stack gap="lg">
      {doc.sections.map((s, i) => (
        <div key={`${s.heading ?? ''}-${i}`} data-testid="report-section">
          {s.heading && (
            <Title order={3} size="h4" mb="xs">
              {s.heading}
            </Title>
          )}
          {/* A region the keyboard can scroll when the table is wider than a phone. */}
          <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={s.heading ?? doc.title}>
            <Table striped verticalSpacing={4} fz="sm" miw={480}>
              <Table.Thead>
                <Table.Tr>
                  {s.columns.map((c, j) => (
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
                    {row.map((cell, j) => (
                      <Table.Td
                        key={`${j}-${cell}`}
                        ta={s.columns[j]?.align}
                        data-figure={s.columns[j]?.align === 'right' || undefined}
                      >
                        {cell}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              {s.foot && (
                <Table.Tfoot>
                  <Table.Tr>
                    {s.foot.map((cell, j) => (
                      <Table.Td key={`${j}-${cell}`} ta={s.columns[j]?.align} fw={700} data-figure>
                        {cell}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                </Table.Tfoot>
              )}
            </Table>
          </div>
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
