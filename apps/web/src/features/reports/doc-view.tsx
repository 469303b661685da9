// A report document on screen: each table with its heading and totals. Long tables show their first rows; the
// PDF and the CSV hold them all.
import { Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PdfDoc } from '@probity/documents';
import { CARDS_BELOW_PX } from '../../components/grid';
import { cellOf, type DocLink } from './doc-link';
import { StackedRows } from './doc-stacked';

const SHOWN = 200;

export function DocView({ doc, link }: { doc: PdfDoc; link?: DocLink }) {
  // Below 600 px, as the grids turn to cards, each row stacks its cells (doc-stacked.tsx).
  const stacked = useMediaQuery(`(max-width: ${CARDS_BELOW_PX - 0.02}px)`, undefined, {
    getInitialValueInEffect: false,
  });
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
          {stacked ? (
            <section aria-label={s.heading ?? doc.title}>
              <StackedRows section={s} shown={SHOWN} link={link} />
            </section>
          ) : (
            <>
              {/* A region the keyboard can scroll when the table is wider than a phone (axe: scrollable-region-focusable). */}
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard */}
              <section style={{ overflowX: 'auto' }} tabIndex={0} aria-label={s.heading ?? doc.title}>
                <Table striped verticalSpacing={4} fz="sm" miw={480}>
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
                            <Table.Td key={j} ta={ta} data-figure={figure}>
                              {cellOf(s, row, r, j, link) ?? cell}
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
                          // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its position in the row
                          <Table.Td key={`${j}-${cell}`} ta={s.columns[j]?.align} fw={700} data-figure>
                            {cell}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    </Table.Tfoot>
                  )}
                </Table>
              </section>
            </>
          )}
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
      {doc.verification && <VerificationView v={doc.verification} />}
    </Stack>
  );
}

/** The fiduciary's declaration and the lines to sign, as the PDF prints them. */
function VerificationView({ v }: { v: NonNullable<PdfDoc['verification']> }) {
  return (
    <div data-testid="report-verification">
      <Title order={3} size="h4" mb="xs">
        {v.heading}
      </Title>
      <Stack gap="xs">
        {v.paragraphs.map((p) => (
          <Text key={p} size="sm">
            {p}
          </Text>
        ))}
        {v.lines.map((l) => (
          <div key={l.label} style={{ maxWidth: 360, marginTop: 12 }}>
            <Text size="sm" mih={22} style={{ borderBottom: '1px solid var(--mantine-color-gray-6)' }}>
              {l.value}
            </Text>
            <Text size="xs" c="dimmed">
              {l.label}
            </Text>
          </div>
        ))}
      </Stack>
    </div>
  );
}
