// The line above a dated grid: its summary, and Include Older while entries before the cutoff are hidden.
import { Button, Group, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';

/** Older entries stay hidden until asked for here, or by the page (e.g. ?all). */
export function useOlderEntries(showAll: boolean) {
  const [older, setOlder] = useState(false);
  return { showOlder: older || showAll, includeOlder: () => setOlder(true) };
}

/** `count` hidden entries; nothing when there are none. */
export function IncludeOlder({
  count,
  onClick,
  testId,
}: {
  count: number;
  onClick: () => void;
  testId: string;
}) {
  if (count <= 0) return null;
  return (
    <Button size="xs" variant="subtle" onClick={onClick} data-testid={testId}>
      Include Older ({count})
    </Button>
  );
}

/** Test ids `<testId>-summary` and `<testId>-older`. */
export function SummaryBar(p: {
  testId: string;
  olderCount: number;
  onOlder: () => void;
  children: ReactNode;
}) {
  return (
    <Group gap="lg">
      <Text size="sm" data-testid={`${p.testId}-summary`}>
        {p.children}
      </Text>
      <IncludeOlder count={p.olderCount} onClick={p.onOlder} testId={`${p.testId}-older`} />
    </Group>
  );
}
