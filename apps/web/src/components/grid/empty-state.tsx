/**
 * What a grid shows with no rows (docs/design-system.md, Empty states): a sentence on what the tab is for and,
 * where the user may add, the tab's first action as a button. With no rows at all the grid draws it in place of
 * the AG Grid and the phone in place of the cards; while a filter hides every row it is AG Grid's no-rows overlay,
 * which reads it from context because AG Grid keeps the overlay component it was given once.
 */
import { Button, Stack, Text } from '@mantine/core';
import { createContext, useContext } from 'react';

export interface EmptyAction {
  label: string;
  onClick: () => void;
}

export interface EmptyContent {
  text: string;
  /** null while a filter hides every row, or where the user may not add. */
  action: EmptyAction | null;
}

export const EmptyStateContext = createContext<EmptyContent>({ text: 'No rows', action: null });

export function EmptyState({ text, action }: EmptyContent) {
  return (
    // the overlay ignores the pointer by default (AG Grid): the button must take clicks
    <Stack align="center" gap="sm" py="md" px="sm" data-testid="grid-empty" style={{ pointerEvents: 'all' }}>
      <Text size="sm" c="dimmed" ta="center" maw={460}>
        {text}
      </Text>
      {action && (
        <Button size="xs" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </Stack>
  );
}

/** AG Grid's no-rows overlay. */
export function EmptyOverlay() {
  return <EmptyState {...useContext(EmptyStateContext)} />;
}
