// The reference-help topic of a tab: a short explanation one click away from its grid.
import { ActionIcon, Popover, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function HelpButton({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Popover width={380} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="default" size="md" aria-label={`Help: ${title}`} data-testid="tab-help">
          ?
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {title}
          </Text>
          <Text size="sm" component="div">
            {children}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
