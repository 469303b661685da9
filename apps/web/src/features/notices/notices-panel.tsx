// The Executor tab's Notices table (issue 40): every letter telling an institution of the death, its status and
// the day to follow it up; the owner and editors draft new ones, open each to edit, download and mark its steps,
// and download several at once as one packet (PDF or Word).
import { Anchor, Badge, Button, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useEstateStore, useReadOnly } from '../../estate';
import { DraftDialog } from './draft-dialog';
import { NoticeDialog, stepText } from './notice-dialog';
import { NOTICE_STATUS, packetHref, useNotices } from './notices-api';

export function NoticesPanel() {
  const id = useEstateStore((s) => s.estateId);
  const mode = useEstateStore((s) => s.mode);
  const stored = mode === 'real' || mode === 'sample';
  const readOnly = useReadOnly() || mode !== 'real';
  const list = useNotices(stored ? id : null);
  const [params, setParams] = useSearchParams();
  // a link from an item or a task opens the draft on it
  const linked = readOnly ? null : params.get('draft');
  const [drafting, setDrafting] = useState(false);
  const endLink = () =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        for (const k of ['draft', 'kind', 'notice']) n.delete(k);
        return n;
      },
      { replace: true },
    );
  const [chosenOpen, setOpen] = useState<number | null>(null);
  // an item's Notice column opens its notice here
  const open = chosenOpen ?? (Number(params.get('notice')) || null);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  if (!id || !stored) {
    return (
      <Text size="sm" c="dimmed">
        Save the estate first: notices are drafted from the saved estate.
      </Text>
    );
  }
  const rows = list.data ?? [];
  const opened = rows.find((n) => n.id === open);
  const chosen = rows.filter((n) => picked.has(n.id)).map((n) => n.id);
  const toggle = (nid: number, on: boolean) =>
    setPicked((p) => {
      const next = new Set(p);
      if (on) next.add(nid);
      else next.delete(nid);
      return next;
    });
  return (
    <Stack gap="sm" data-testid="notices-panel">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Text size="sm" c="dimmed" maw={640}>
          Letters telling banks, insurers, agencies and others of the death, drafted from the estate with the
          papers each usually asks for. Mark each one sent; Probity reminds you to follow up if no answer
          comes.
        </Text>
        {!readOnly && (
          <Button size="sm" onClick={() => setDrafting(true)} data-testid="notice-new">
            Draft a notice
          </Button>
        )}
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" data-testid="notices-empty">
          No notice yet.
        </Text>
      ) : (
        <Table verticalSpacing={6} data-testid="notices-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>
                <VisuallyHidden>Pick</VisuallyHidden>
              </Table.Th>
              <Table.Th>To, and where it stands</Table.Th>
              <Table.Th w={80}>
                <VisuallyHidden>Letter</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((n) => {
              const to = n.letter.to[0] ?? n.kind_name;
              return (
                <Table.Tr key={n.id} data-testid="notice-row">
                  <Table.Td>
                    <Checkbox
                      aria-label={`Pick the notice to ${to}`}
                      checked={picked.has(n.id)}
                      onChange={(e) => toggle(n.id, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={8} wrap="wrap">
                      <Text size="sm" fw={500}>
                        {to}
                      </Text>
                      <Badge
                        color={NOTICE_STATUS[n.status].color}
                        variant="light"
                        data-testid="notice-row-status"
                      >
                        {NOTICE_STATUS[n.status].label}
                      </Badge>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {[to === n.kind_name ? '' : n.kind_name, stepText(n)].filter(Boolean).join('. ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="light" onClick={() => setOpen(n.id)} data-testid="notice-open">
                      Open
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {chosen.length > 0 && (
        <Group gap="md" data-testid="notice-packet">
          <Text size="sm">{chosen.length} picked, as one file:</Text>
          <Anchor href={packetHref(id, chosen, 'pdf')} download size="sm" underline="always">
            PDF
          </Anchor>
          <Anchor href={packetHref(id, chosen, 'docx')} download size="sm" underline="always">
            Word
          </Anchor>
        </Group>
      )}
      {(drafting || linked !== null) && (
        <DraftDialog
          estateId={id}
          about={linked ?? undefined}
          kind={params.get('kind') ?? undefined}
          onClose={() => {
            setDrafting(false);
            endLink();
          }}
          onDrafted={(n) => {
            setDrafting(false);
            endLink();
            setOpen(n.id);
          }}
        />
      )}
      {opened && (
        <NoticeDialog
          estateId={id}
          notice={opened}
          readOnly={readOnly}
          onClose={() => {
            setOpen(null);
            endLink();
          }}
        />
      )}
    </Stack>
  );
}
