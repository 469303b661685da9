// The estate's history for its owner (issue 18, audit): who saved, shared, accepted, transferred, when. Newest
// first, 200 at a time with "Older" to page back.
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { AuditEntryOut } from '@probity/domain';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Dialog } from '../../components/dialog';
import { FormError } from '../../components/dialog-form';
import { useTerms } from '../../estate';
import { errorText } from '../../lib/api';
import { auditText } from './audit-text';
import { fetchAudit } from './sharing-api';
import { closeSharing } from './sharing-store';

export function AuditDialog() {
  const { estateId = '' } = useParams();
  const spell = useTerms().spell;
  const [rows, setRows] = useState<AuditEntryOut[] | null>(null);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const load = async (before?: number) => {
    try {
      const page = await fetchAudit(estateId, before);
      setRows((r) => [...(before ? (r ?? []) : []), ...page]);
      setMore(page.length === 200);
    } catch (e) {
      setError(errorText(e));
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page, once per estate
  useEffect(() => {
    void load();
  }, [estateId]);
  return (
    <Dialog opened onClose={closeSharing} title="History of this estate" size="xl" testId="audit-dialog">
      <Stack gap="sm">
        <FormError error={error} testId="audit-error" />
        {!rows && !error && <Text size="sm">Reading the history…</Text>}
        {rows && (
          <Table.ScrollContainer minWidth={480}>
            <Table striped data-testid="audit-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>What</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((e) => (
                  <Table.Tr key={e.id} data-action={e.action}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{new Date(e.at).toLocaleString()}</Table.Td>
                    <Table.Td>{e.who.name || e.who.email || 'A deleted account'}</Table.Td>
                    <Table.Td>{auditText(e, spell)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="flex-end">
          {more && rows && (
            <Button variant="default" onClick={() => load(rows[rows.length - 1]?.id)}>
              Older
            </Button>
          )}
          <Button onClick={closeSharing}>Close</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
