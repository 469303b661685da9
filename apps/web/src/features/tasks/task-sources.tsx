// The 'Source' links of a task document: the statutes and agency pages behind the task (domain tasks/sources/).
import { Anchor, Stack, Text } from '@mantine/core';
import type { Source } from '@probity/domain';

/** One link per source, each opening in a new tab; nothing for a task without sources (a custom task). */
export function TaskSourceLinks({ sources }: { sources: readonly Source[] }) {
  if (!sources.length) return null;
  return (
    <Stack gap={6} data-testid="task-doc-sources">
      <Text size="xs" fw={600} c="dimmed">
        {sources.length === 1 ? 'Source' : 'Sources'}
      </Text>
      {sources.map((s) => (
        <Anchor
          key={s.url + s.label}
          href={s.url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {s.label}
        </Anchor>
      ))}
    </Stack>
  );
}
