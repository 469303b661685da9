// Overview tab: key figures, the three charts, the action list and its dialogs (the spouse Form 706
// prompt is the estate shell's: features/form706).
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  dispositionProgress,
  formatMoney,
  type HeirBar,
  heirBars,
  type KeyFigures,
  keyFigures,
  type Slice,
  type Terms,
} from '@probity/domain';
import { useMemo } from 'react';
import { useDerived, useFacts, useTerms } from '../../estate';
import { ActionList, OwnerDeathCard } from './actions';
import { DispositionChart } from './disposition-chart';
import { HeirAllocationChart, HeirTargetsChart } from './lazy-charts';

function Figure({ label, value, id, help }: { label: string; value: number; id: string; help?: string }) {
  return (
    <Card withBorder padding="sm" style={{ containerType: 'inline-size' }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {/* Tens of millions fit a phone's half-width card in any font: the figure is at most 11% of the card's
          width tall (14 characters of a wide fallback font such as DejaVu Sans need about 8.5 em). */}
      <Text fw={700} fz="min(var(--mantine-font-size-lg), 11cqi)" data-testid={`fig-${id}`}>
        {formatMoney(value)}
      </Text>
      {help && (
        <Text size="xs" c="dimmed" data-testid={`fig-${id}-help`}>
          {help}
        </Text>
      )}
    </Card>
  );
}

/** The six key figures and the three charts: drawn from the working copy, or from GET /summary while it loads. */
export function OverviewFigures({
  k,
  progress,
  heirs,
  t,
}: {
  k: KeyFigures;
  progress: Slice[];
  heirs: HeirBar[];
  t: Terms;
}) {
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        <Figure id="value-pre" label={`Value pre-${t.death}`} value={k.valuePre} help={t.valuePreHelp} />
        <Figure id="value-death" label={t.valueAtDeath} value={k.valueDeath} help={t.valueAtDeathHelp} />
        <Figure id="remaining" label="Value remaining" value={k.remaining} />
        <Figure id="distributed" label="Distributed" value={k.distributed} />
        <Figure id="debts-death" label={`Debts at ${t.death}`} value={k.debtsDeath} />
        <Figure id="debts" label="Debts remaining" value={k.debts} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        <DispositionChart data={progress} />
        <HeirAllocationChart data={heirs} />
        <HeirTargetsChart data={heirs} />
      </SimpleGrid>
    </>
  );
}

export function OverviewTab() {
  const f = useFacts();
  const d = useDerived();
  const t = useTerms();
  const k = useMemo(() => keyFigures(f, d), [f, d]);
  const progress = useMemo(() => dispositionProgress(f, d), [f, d]);
  const heirs = useMemo(() => heirBars(f, d), [f, d]);
  return (
    <Stack gap="md">
      <OwnerDeathCard />
      <OverviewFigures k={k} progress={progress} heirs={heirs} t={t} />
      <ActionList />
    </Stack>
  );
}
