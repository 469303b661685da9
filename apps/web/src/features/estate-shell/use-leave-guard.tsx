// Leaving the estate inside the app with unsaved changes asks first (the browser's own warning covers reloads).
import { Button, Group, Text } from '@mantine/core';
import { useBlocker } from 'react-router';
import { Dialog } from '../../components/dialog';
import { useEstateStore } from '../../estate';
import { selectIsDirty } from '../save';

export function LeaveGuard({ estateId }: { estateId: string }) {
  const blocker = useBlocker(({ nextLocation }) => {
    if (
      nextLocation.pathname.startsWith(`/estate/${estateId}/`) ||
      nextLocation.pathname === `/estate/${estateId}`
    )
      return false;
    const s = useEstateStore.getState();
    return s.estateId === estateId && selectIsDirty(s);
  });
  return (
    <Dialog
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      testId={'leave-dialog'}
    >
      <Text size="sm" mb="lg">
        You have unsaved changes. They stay in this browser and are offered back when you open this estate
        again.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-testid="leave-stay">
          Stay
        </Button>
        <Button color="orange" onClick={() => blocker.proceed?.()} data-testid="leave-go">
          Leave
        </Button>
      </Group>
    </Dialog>
  );
}
