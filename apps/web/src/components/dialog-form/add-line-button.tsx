// The "+" under the lines of a several-line dialog (payments, transfers, distributions) that adds a blank line.
import { ActionIcon, Group } from '@mantine/core';

export function AddLineButton({
  label,
  testId,
  onClick,
}: {
  label: string;
  testId: string;
  onClick: () => void;
}) {
  return (
    <Group>
      <ActionIcon variant="light" onClick={onClick} aria-label={label} data-testid={testId}>
        +
      </ActionIcon>
    </Group>
  );
}
