// The frame both service dialogs share (the probate lawyer's and the other services'): the title, an intro, the
// body, Close; and what the Sample estate says in place of a body.
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Dialog } from '../../components/dialog';

export const SAMPLE_NO_SERVICES = (
  <Text size="sm">
    The Sample estate cannot buy services. Open your own estate to see what is offered there.
  </Text>
);

export function ServiceDialogFrame({
  title,
  testId,
  intro,
  onClose,
  children,
}: {
  title: string;
  /** The dialog's test id; its Close button's is the same with `-close` in place of `-dialog`. */
  testId: string;
  intro: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog opened onClose={onClose} title={title} testId={testId}>
      <Stack gap="sm">
        {intro}
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid={testId.replace(/-dialog$/, '-close')}>
            Close
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
