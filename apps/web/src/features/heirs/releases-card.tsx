// Receipts and releases on the Heirs tab (issue 39): each release sent, its heir, its status (sent, viewed,
// signed, declined with the reason) and its PDF; the owner and editors send a new one for an heir's done
// distributions, resting on a published accounting. The server draws it from the saved estate.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatDisplayDate, formatMoney, heirDistributions, type Release } from '@probity/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { useDerived, useEstateStore, useFacts, useReadOnly } from '../../estate';
import { errorText } from '../../lib/api';
import { RELEASE_STATUS, refreshReleases, releasePdfHref, sendRelease, useReleases } from '../heir-view';
import { usePublications } from '../reports';

const day = (iso: string | null) => (iso ? formatDisplayDate(iso.slice(0, 10)) : '');

function answerOf(r: Release): string {
  if (r.status === 'signed') return `Signed by ${r.signer_name} on ${day(r.signed_at)}`;
  if (r.status === 'declined') return `Declined on ${day(r.declined_at)}: ${r.decline_reason}`;
  if (r.status === 'viewed') return `Opened on ${day(r.viewed_at)}`;
  return r.reminded_at ? `Reminded on ${day(r.reminded_at)}` : 'Not opened yet';
}

export function ReleasesCard() {
  const id = useEstateStore((s) => s.estateId);
  const mode = useEstateStore((s) => s.mode);
  const readOnly = useReadOnly();
  const list = useReleases(mode === 'real' ? id : null);
  const [sending, setSending] = useState(false);
  if (mode !== 'real' || !id) return null;
  const rows = list.data ?? [];
  return (
    <Card withBorder radius="md" padding="md" data-testid="releases-card">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          Receipts and releases
        </Title>
        {!readOnly && (
          <Button size="xs" variant="light" onClick={() => setSending(true)} data-testid="release-new">
            Send a receipt and release
          </Button>
        )}
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          When an heir has received their distributions, send them a receipt and release to sign in Probity.
          It names the published accounting it rests on.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing={6} data-testid="releases-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Heir</Table.Th>
                <Table.Th>Sent</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>PDF</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id} data-testid="release-row">
                  <Table.Td>{r.heir_name}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(r.sent_at)}</Table.Td>
                  <Table.Td ta="right" data-figure style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(r.total)}
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      color={RELEASE_STATUS[r.status].color}
                      variant="light"
                      data-testid="release-status"
                    >
                      {RELEASE_STATUS[r.status].label}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {answerOf(r)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Anchor href={releasePdfHref(id, r.id)} download size="sm" underline="always">
                      {r.status === 'signed' ? 'Signed PDF' : 'PDF'}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {sending && <SendDialog estateId={id} onClose={() => setSending(false)} />}
    </Card>
  );
}

function SendDialog({ estateId, onClose }: { estateId: string; onClose: () => void }) {
  const f = useFacts();
  const d = useDerived();
  const client = useQueryClient();
  const accountings = usePublications(estateId).data ?? [];
  // each heir's done distributions (the domain's list, as the server draws the release from it)
  const done = useMemo(
    () => new Map(f.heirs.map((h) => [h.id, heirDistributions(f, d, h.id).filter((x) => x.date !== null)])),
    [f, d],
  );
  const heirs = f.heirs
    .filter((h) => (done.get(h.id) ?? []).length > 0)
    .map((h) => ({ value: String(h.id), label: h.name || 'Heir' }));
  const [heir, setHeir] = useState<string | null>(heirs[0]?.value ?? null);
  const [accounting, setAccounting] = useState<string | null>(null);
  // every one ticked until the executor leaves some out
  const given = (done.get(Number(heir)) ?? []).map((x) => ({
    value: String(x.id),
    label: `${x.asset || 'An asset'} · ${formatDisplayDate(x.date)} · ${formatMoney(x.value)}`,
  }));
  const [left, setLeft] = useState<Set<string>>(new Set());
  const picked = given.filter((g) => !left.has(g.value)).map((g) => Number(g.value));
  const chosen = accounting ?? (accountings[0] ? String(accountings[0].number) : null);
  const send = useMutation({
    mutationFn: () =>
      sendRelease(estateId, Number(heir), Number(chosen), picked.length < given.length ? picked : undefined),
    onSuccess: async () => {
      await refreshReleases(client, estateId);
      onClose();
    },
  });
  return (
    <Dialog opened onClose={onClose} title="Send a receipt and release" testId="release-dialog">
      <Stack gap="md">
        {accountings.length === 0 ? (
          <Alert color="yellow" data-testid="release-no-accounting">
            Publish an accounting first (Overview, Accounting Report, Publish to heirs): the release names the
            accounting it rests on.
          </Alert>
        ) : heirs.length === 0 ? (
          <Alert color="yellow">
            No heir has a distribution marked done yet: there is nothing to receipt.
          </Alert>
        ) : (
          <>
            <Select
              label="Heir"
              data={heirs}
              value={heir}
              onChange={(v) => {
                setHeir(v);
                setLeft(new Set());
              }}
              allowDeselect={false}
              data-testid="release-heir"
            />
            <Checkbox.Group
              label="Distributions it receipts"
              value={given.filter((g) => !left.has(g.value)).map((g) => g.value)}
              onChange={(on) => setLeft(new Set(given.map((g) => g.value).filter((v) => !on.includes(v))))}
              data-testid="release-distributions"
            >
              <Stack gap={6} mt={6}>
                {given.map((g) => (
                  <Checkbox key={g.value} value={g.value} label={g.label} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Select
              label="Resting on"
              data={accountings.map((a) => ({
                value: String(a.number),
                label: `Accounting ${a.number}, to ${formatDisplayDate(a.options.end)}`,
              }))}
              value={chosen}
              onChange={setAccounting}
              allowDeselect={false}
              data-testid="release-accounting"
            />
            <Text size="sm" c="dimmed">
              It lists the distributions ticked, as saved. The heir reads it, agrees to sign electronically,
              confirms each statement and signs with their typed name; you see the answer here.
            </Text>
          </>
        )}
        {send.isError && (
          <Text c="red" size="sm" role="alert">
            {errorText(send.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => send.mutate()}
            disabled={!heir || !chosen || picked.length === 0 || send.isPending}
            data-testid="release-send"
          >
            Send
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
