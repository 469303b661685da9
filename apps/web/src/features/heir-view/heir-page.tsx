// /heir/{estateId}: the heirs' side (issue 39). A beneficiary sees the estate in a few figures, the deadlines ahead
// and their own share; the executor previews an heir with ?heir=ID. Read-only, drawn for a phone first.
import {
  Alert,
  Anchor,
  Card,
  Container,
  Group,
  Loader,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  formatDisplayDate,
  formatMoney,
  formatPercent,
  type HeirDistribution,
  type HeirView,
} from '@probity/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { apiGet, errorText } from '../../lib/api';
import { downloadHeirFile, sizeText, useHeirFiles } from '../files';
import { PublishedList, usePublications } from '../reports';
import { ReleaseCard } from './release-card';
import { useReleases } from './releases-api';

const fetchHeirView = (estateId: string, heir: string | null) =>
  apiGet<HeirView>(
    `/api/estate/${encodeURIComponent(estateId)}/heir-view${heir ? `?heir=${encodeURIComponent(heir)}` : ''}`,
  );

export function HeirPage() {
  const { estateId = '' } = useParams();
  const [params] = useSearchParams();
  const heir = params.get('heir');
  const view = useQuery({
    queryKey: ['heir-view', estateId, heir],
    queryFn: () => fetchHeirView(estateId, heir),
    retry: false,
  });
  return (
    <Container size="sm" py="lg" px="md">
      {view.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading" />
        </Group>
      ) : view.isError ? (
        <Alert color="red" title="This estate cannot be shown" data-testid="heir-view-error">
          {errorText(view.error)}
        </Alert>
      ) : (
        <HeirViewBody v={view.data} preview={heir !== null} />
      )}
    </Container>
  );
}

function HeirViewBody({ v, preview }: { v: HeirView; preview: boolean }) {
  const { estate, heir } = v;
  const died = estate.death_date ? formatDisplayDate(estate.death_date) : null;
  return (
    <Stack gap="lg" data-testid="heir-view">
      {preview && (
        <Alert color="blue" data-testid="heir-view-preview">
          This is what {heir.name || 'this heir'} sees when they sign in.{' '}
          <Anchor component={Link} to={`/estate/${encodeURIComponent(estate.id)}/Heirs`}>
            Back to the estate
          </Anchor>
        </Alert>
      )}
      <div>
        <Title order={1} size="h2">
          {estate.trust ? estate.name || 'The trust' : `The estate of ${estate.name || 'the decedent'}`}
        </Title>
        <Text c="dimmed" size="sm">
          {[died && `Died ${died}`, estate.executor && `Settled by ${estate.executor}`]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </div>
      <ReleasesToAnswer estateId={estate.id} preview={preview} />
      <ShareCard v={v} />
      <DistributionsCard rows={heir.distributions} />
      <AccountingsCard estateId={estate.id} />
      <FilesCard estateId={estate.id} />
      <EstateCard v={v} />
      <NextCard v={v} />
      <Text size="xs" c="dimmed">
        Figures as the executor has recorded them today. They change as the estate is settled; ask the
        executor about anything that looks wrong.
      </Text>
    </Stack>
  );
}

/** The heir's receipts and releases, the ones waiting for an answer first (not in the executor's preview). */
function ReleasesToAnswer({ estateId, preview }: { estateId: string; preview: boolean }) {
  const list = useReleases(preview ? null : estateId);
  const rows = [...(list.data ?? [])].sort(
    (a, b) =>
      Number(b.status === 'sent' || b.status === 'viewed') -
      Number(a.status === 'sent' || a.status === 'viewed'),
  );
  return rows.map((r) => <ReleaseCard key={r.id} estateId={estateId} release={r} />);
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={600} data-figure data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

function ShareCard({ v }: { v: HeirView }) {
  const h = v.heir;
  const target =
    h.val_target !== null
      ? formatMoney(h.val_target)
      : h.percent_target !== null
        ? `${formatPercent(h.percent_target)} of what the heirs share${h.goal !== null ? ` (${formatMoney(h.goal)} today)` : ''}`
        : null;
  const done = h.goal ? Math.min(100, (h.distributed / h.goal) * 100) : 0;
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h3" mb="xs">
        Your share, {h.name || 'heir'}
      </Title>
      <Text size="sm" mb="md" data-testid="heir-target">
        {target === null ? 'The executor has not set your share yet.' : `Set at ${target}`}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Figure label="Received so far" value={formatMoney(h.distributed)} testId="heir-received" />
        <Figure label="Still to come" value={formatMoney(h.expected)} testId="heir-expected" />
      </SimpleGrid>
      {h.goal ? (
        <Progress
          value={done}
          mt="md"
          aria-label={`Received ${Math.round(done)}% of your share`}
          data-testid="heir-progress"
        />
      ) : null}
    </Card>
  );
}

function DistributionsCard({ rows }: { rows: HeirDistribution[] }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h3" mb="xs">
        What goes to you
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing has been planned for you yet.
        </Text>
      ) : (
        <Stack gap="sm" data-testid="heir-distributions">
          {rows.map((d) => (
            <Group
              key={d.id}
              justify="space-between"
              wrap="nowrap"
              align="flex-start"
              data-testid="heir-distribution"
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {d.asset || 'An asset'}
                </Text>
                <Text size="sm" c="dimmed">
                  {d.date ? `Given ${formatDisplayDate(d.date)}` : 'Planned'} · {d.reason}
                </Text>
              </div>
              <Text size="sm" fw={600} data-figure style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(d.value)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** The accountings the executor published: sealed, each with its PDF and the PDF's fingerprint to check a copy by. */
function AccountingsCard({ estateId }: { estateId: string }) {
  const list = usePublications(estateId);
  return (
    <Card withBorder radius="md" padding="md" data-testid="heir-accountings">
      <Title order={2} size="h3" mb="xs">
        Accountings
      </Title>
      {list.isError ? (
        <Text size="sm" c="red" role="alert">
          {errorText(list.error)}
        </Text>
      ) : list.data?.length ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            What came in, what went out and what is left, as the executor published it. A published accounting
            never changes; a later correction shows in the next one.
          </Text>
          <PublishedList estateId={estateId} rows={list.data} hashes />
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {list.isPending ? 'Loading...' : 'The executor has not published an accounting yet.'}
        </Text>
      )}
    </Card>
  );
}

/** The documents the executor shares with the heirs (a will, a valuation...), each downloaded on a click. */
function FilesCard({ estateId }: { estateId: string }) {
  const files = useHeirFiles(estateId);
  const [problem, setProblem] = useState<string | null>(null);
  if (!files.data?.length) return null;
  return (
    <Card withBorder radius="md" padding="md" data-testid="heir-files">
      <Title order={2} size="h3" mb="xs">
        Documents shared with you
      </Title>
      <Stack gap="xs">
        {files.data.map((f) => (
          <Group key={f.name} justify="space-between" wrap="nowrap" data-testid="heir-file">
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="left"
              underline="always"
              style={{ wordBreak: 'break-word' }}
              onClick={() => downloadHeirFile(estateId, f).catch((e) => setProblem(errorText(e)))}
            >
              {decodeURIComponent(f.file_name)}
            </Anchor>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {sizeText(f.size)}
            </Text>
          </Group>
        ))}
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function EstateCard({ v }: { v: HeirView }) {
  const f = v.figures;
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h3" mb="xs">
        The estate
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Figure label="Value at death" value={formatMoney(f.valueDeath)} testId="estate-value-death" />
        <Figure label="Held today" value={formatMoney(f.remaining)} testId="estate-remaining" />
        <Figure label="Debts still owed" value={formatMoney(f.debts)} testId="estate-debts" />
        <Figure
          label="Given to heirs so far"
          value={formatMoney(f.distributed)}
          testId="estate-distributed"
        />
      </SimpleGrid>
    </Card>
  );
}

function NextCard({ v }: { v: HeirView }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h3" mb="xs">
        What comes next
      </Title>
      <Text size="sm" mb="sm" data-testid="heir-progress-text">
        The executor has done {v.progress.done} of {v.progress.total} tasks.
      </Text>
      {v.upcoming.length === 0 ? (
        <Text size="sm" c="dimmed">
          No deadlines ahead.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {v.upcoming.map((u) => (
            <Group
              key={`${u.name}-${u.due}`}
              component="li"
              justify="space-between"
              wrap="nowrap"
              align="flex-start"
            >
              <Text size="sm">{u.name}</Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                by {formatDisplayDate(u.due)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
