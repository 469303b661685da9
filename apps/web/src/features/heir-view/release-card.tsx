// A receipt and release on the heir's page (issue 39): what it receipts, the accounting it rests on, then the
// consent to sign electronically, a checkbox for each statement, the typed full name and Sign, or Decline with a
// reason. Once answered, its status and the signed PDF.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { formatDisplayDate, formatMoney, type Release } from '@probity/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { accountingsPath } from '../reports';
import {
  declineRelease,
  RELEASE_STATUS,
  refreshReleases,
  releasePdfHref,
  signRelease,
  useRelease,
} from './releases-api';

export function ReleaseCard({ estateId, release }: { estateId: string; release: Release }) {
  const open = release.status === 'sent' || release.status === 'viewed';
  // opened: the server's answer says 'viewed' now
  const opened = useRelease(estateId, release.id, open);
  const status = opened.data?.status ?? release.status;
  return (
    <Card withBorder radius="md" padding="md" data-testid="heir-release">
      <Group justify="space-between" align="flex-start" mb="xs" wrap="nowrap">
        <Title order={2} size="h3">
          Receipt and release
        </Title>
        <Badge color={RELEASE_STATUS[status].color} variant="light" data-testid="heir-release-status">
          {RELEASE_STATUS[status].label}
        </Badge>
      </Group>
      {open ? (
        opened.isError ? (
          <Text size="sm" c="red" role="alert">
            {errorText(opened.error)}
          </Text>
        ) : opened.data ? (
          <SignForm estateId={estateId} r={opened.data} />
        ) : (
          <Text size="sm">Loading...</Text>
        )
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            {release.status === 'signed'
              ? `You signed it on ${formatDisplayDate((release.signed_at ?? '').slice(0, 10))}.`
              : `You declined it: ${release.decline_reason}`}
          </Text>
          <Anchor href={releasePdfHref(estateId, release.id)} download size="sm" underline="always">
            {release.status === 'signed' ? 'Download the signed PDF' : 'Download it as a PDF'}
          </Anchor>
        </Stack>
      )}
    </Card>
  );
}

function SignForm({ estateId, r }: { estateId: string; r: Release }) {
  const client = useQueryClient();
  const [consent, setConsent] = useState(false);
  const [checked, setChecked] = useState<boolean[]>(() => r.statements.map(() => false));
  const [name, setName] = useState('');
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const done = () => refreshReleases(client, estateId);
  const sign = useMutation({
    mutationFn: () => signRelease(estateId, r.id, { statements: checked.map(() => true as const), name }),
    onSuccess: done,
  });
  const decline = useMutation({ mutationFn: () => declineRelease(estateId, r.id, reason), onSuccess: done });
  const ready = consent && checked.every(Boolean) && name.trim().length >= 2;
  const failed = sign.error ?? decline.error;
  return (
    <Stack gap="md">
      <Text size="sm">
        From {r.sent_by}, {formatDisplayDate(r.sent_at.slice(0, 10))}, for what you received:
      </Text>
      <Stack gap={4} data-testid="heir-release-lines">
        {r.lines.map((l) => (
          <Group key={`${l.date}-${l.asset}`} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {l.asset} · {formatDisplayDate(l.date)}
            </Text>
            <Text size="sm" fw={600} data-figure style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(l.value)}
            </Text>
          </Group>
        ))}
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            In all
          </Text>
          <Text size="sm" fw={600} data-figure data-testid="heir-release-total">
            {formatMoney(r.total)}
          </Text>
        </Group>
      </Stack>
      <Text size="sm">
        It rests on{' '}
        <Anchor href={`${accountingsPath(estateId)}/${r.accounting.number}/pdf`} download underline="always">
          Accounting {r.accounting.number}
        </Anchor>
        , which covers the estate up to {formatDisplayDate(r.accounting.end)}.
      </Text>
      <Checkbox
        label={r.consent}
        checked={consent}
        onChange={(e) => setConsent(e.currentTarget.checked)}
        data-testid="release-consent"
      />
      {r.statements.map((s, i) => (
        <Checkbox
          key={s}
          label={s}
          disabled={!consent}
          checked={checked[i] ?? false}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setChecked((c) => c.map((v, j) => (j === i ? on : v)));
          }}
          data-testid="release-statement"
        />
      ))}
      <TextInput
        label="Your full name, as your signature"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        disabled={!consent}
        autoComplete="name"
        data-testid="release-name"
      />
      <Text size="xs" c="dimmed">
        {r.note}
      </Text>
      {failed && (
        <Alert color="red" role="alert">
          {errorText(failed)}
        </Alert>
      )}
      {declining ? (
        <Stack gap="xs">
          <Textarea
            label="Why do you decline? The executor reads this."
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            autosize
            minRows={2}
            data-testid="release-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeclining(false)}>
              Back
            </Button>
            <Button
              color="red"
              disabled={!reason.trim() || decline.isPending}
              onClick={() => decline.mutate()}
              data-testid="release-decline-send"
            >
              Decline
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDeclining(true)} data-testid="release-decline">
            Decline
          </Button>
          <Button
            disabled={!ready || sign.isPending}
            onClick={() => sign.mutate()}
            data-testid="release-sign"
          >
            Sign
          </Button>
        </Group>
      )}
    </Stack>
  );
}
