// An inline hint that stays out of the way and can be dismissed for good.
import { Alert, Anchor, Text } from '@mantine/core';
import { HINTS, type HintId } from './hints';
import { useHints } from './use-hints';

export function HintCard({ id }: { id: HintId }) {
  const { isShown, dismiss } = useHints();
  if (!isShown(id)) return null;
  const hint = HINTS[id];
  return (
    <Alert variant="light" color="blue" title={hint.title} data-testid={`hint-${id}`}>
      <Text size="sm">{hint.text}</Text>
      <Anchor
        component="button"
        size="sm"
        mt={6}
        onClick={() => void dismiss(id)}
        data-testid={`hint-dismiss-${id}`}
      >
        Got it, don’t show this again
      </Anchor>
    </Alert>
  );
}
