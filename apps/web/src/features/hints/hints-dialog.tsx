// The hints dialog, opened from the header: the hint for the current page, with "don't show again".
import { ActionIcon, Anchor, Button, Checkbox, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Dialog } from '../../components/dialog';
import { HINTS, hintForPath } from './hints';
import { useHints } from './use-hints';

export function HintsButton() {
  const [opened, setOpened] = useState(false);
  const { pathname } = useLocation();
  const hint = HINTS[hintForPath(pathname)];
  const { isShown, dismiss, restore, showAll } = useHints();
  return (
    <>
      <Tooltip label="Hints">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          onClick={() => setOpened(true)}
          data-testid="hints-button"
          aria-label="Hints"
        >
          <Text fw={700}>?</Text>
        </ActionIcon>
      </Tooltip>
      <Dialog opened={opened} onClose={() => setOpened(false)} title={hint.title} testId={'hints-dialog'}>
        <Stack>
          <Text size="sm">{hint.text}</Text>
          <Checkbox
            label="Don’t show this hint on the page again"
            checked={!isShown(hint.id)}
            onChange={(e) => void (e.currentTarget.checked ? dismiss(hint.id) : restore(hint.id))}
            data-testid="hints-dont-show"
          />
          <Group justify="space-between">
            <Anchor component="button" size="sm" onClick={() => void showAll()} data-testid="hints-show-all">
              Show all hints again
            </Anchor>
            <Button onClick={() => setOpened(false)}>Close</Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
