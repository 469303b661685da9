// Asked once, when autosave first comes due and the user has not chosen yet (user.autosave === null).
import { Button, Group, Text } from '@mantine/core';
import { create } from 'zustand';
import { Dialog } from '../../components/dialog';

const useAsk = create<{ resolve: ((on: boolean) => void) | null }>(() => ({ resolve: null }));

export function askAutosave(): Promise<boolean> {
  return new Promise((resolve) => useAsk.setState({ resolve }));
}

export function AutosaveDialog() {
  const resolve = useAsk((s) => s.resolve);
  const answer = (on: boolean) => {
    useAsk.setState({ resolve: null });
    resolve?.(on);
  };
  return (
    <Dialog
      opened={resolve !== null}
      onClose={() => answer(false)}
      title="Save automatically?"
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      testId={'autosave-dialog'}
    >
      <Text size="sm" mb="lg">
        You have unsaved changes. Probity can save your work every 10 minutes, and whenever you switch away
        from this tab. You can change this later from your account menu.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" data-testid="autosave-off" onClick={() => answer(false)}>
          I will save myself
        </Button>
        <Button data-testid="autosave-on" onClick={() => answer(true)}>
          Turn on autosave
        </Button>
      </Group>
    </Dialog>
  );
}
