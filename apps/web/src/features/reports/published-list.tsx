// The published accountings of an estate (issue 39), as the executor's report dialog and the heirs' page list them:
// each with its number, period, who published it when, and its sealed PDF.
import { Anchor, Stack, Text } from '@mantine/core';
import { formatDisplayDate, type PublicationSummary, plural } from '@probity/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api';

export const accountingsKey = (id: string) => ['accountings', id];
export const accountingsPath = (id: string) => `/api/estate/${encodeURIComponent(id)}/accountings`;

/** The published accountings of an estate, newest first (the heirs' page reads the same list). */
export function usePublications(estateId: string | null) {
  return useQuery({
    queryKey: accountingsKey(estateId ?? ''),
    queryFn: () => apiGet<{ accountings: PublicationSummary[] }>(accountingsPath(estateId ?? '')),
    enabled: !!estateId,
    select: (d) => d.accountings,
  });
}

/** Each published accounting: its number, period, date, its sealed PDF and (for the heirs) the PDF's SHA-256. */
export function PublishedList({
  estateId,
  rows,
  hashes = false,
}: {
  estateId: string;
  rows: PublicationSummary[];
  hashes?: boolean;
}) {
  if (rows.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="published-list">
      {rows.map((p) => (
        <div key={p.number} data-testid="published-item">
          <Text size="sm">
            <Anchor href={`${accountingsPath(estateId)}/${p.number}/pdf`} download underline="always">
              Accounting {p.number}
            </Anchor>
            {` · ${formatDisplayDate(p.options.start)} to ${formatDisplayDate(p.options.end)} · published ${formatDisplayDate(p.published_at.slice(0, 10))} by ${p.published_by}`}
            {p.changes > 0 && ` · ${plural(p.changes, 'line')} changed since the one before`}
          </Text>
          {hashes && (
            <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
              PDF SHA-256 {p.pdf_sha256}
            </Text>
          )}
        </div>
      ))}
    </Stack>
  );
}
